import { ComingSoon } from '../../components/ComingSoon';

/** /admin/user-parcels: expected parcels, header action "Добавить товар". */
export function ExpectedParcelsPage() {
  return <ComingSoon />;
}
