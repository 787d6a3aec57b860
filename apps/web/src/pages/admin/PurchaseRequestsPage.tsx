import { ComingSoon } from '../../components/ComingSoon';

/** /admin/requests: buy-out requests. */
export function PurchaseRequestsPage() {
  return <ComingSoon />;
}
