import { ComingSoon } from '../../components/ComingSoon';

/** /admin/catalog: shop catalogue, header action "Добавить сайт". */
export function CatalogSitesPage() {
  return <ComingSoon />;
}
