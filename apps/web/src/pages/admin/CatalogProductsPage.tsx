import { ComingSoon } from '../../components/ComingSoon';

/** /admin/catalog/products: promo products, header action "Создать товар". */
export function CatalogProductsPage() {
  return <ComingSoon />;
}
