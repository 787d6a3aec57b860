import { ComingSoon } from '../../components/ComingSoon';

/** /admin/illinois: requests from senders outside Illinois/Delaware. */
export function OutsideRequestsPage() {
  return <ComingSoon />;
}
