import { ComingSoon } from '../../components/ComingSoon';

/** /admin: statistics dashboard. */
export function AdminHomePage() {
  return <ComingSoon />;
}
