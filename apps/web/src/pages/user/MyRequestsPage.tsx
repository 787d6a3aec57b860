import { ComingSoon } from '../../components/ComingSoon';

/** /user/my-requests: own buy-out requests, header action "Добавить заявку". */
export function MyRequestsPage() {
  return <ComingSoon />;
}
