import { ComingSoon } from '../../components/ComingSoon';

/** /user/biling: saved billing cards, header action "Добавить карту". */
export function BillingPage() {
  return <ComingSoon />;
}
