import { ComingSoon } from '../../components/ComingSoon';

/** /admin/catalog/companies: company logos, header action "Добавить логотип". */
export function CatalogCompaniesPage() {
  return <ComingSoon />;
}
