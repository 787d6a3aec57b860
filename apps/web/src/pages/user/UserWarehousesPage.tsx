import { ComingSoon } from '../../components/ComingSoon';

/** /user/warehouses: addresses of the warehouses to ship purchases to. */
export function UserWarehousesPage() {
  return <ComingSoon />;
}
