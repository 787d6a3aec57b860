import { ComingSoon } from '../../components/ComingSoon';

/** /user/my-parcels: own parcels, header action "Добавить посылку". */
export function MyParcelsPage() {
  return <ComingSoon />;
}
