import { ComingSoon } from '../../components/ComingSoon';

/** /admin/bulletin-board: bulletin board items. */
export function BulletinBoardPage() {
  return <ComingSoon />;
}
