import { ComingSoon } from '../../components/ComingSoon';

/** /admin/board-category: bulletin board categories. */
export function BoardCategoriesPage() {
  return <ComingSoon />;
}
