import { catalogCategories } from './categories';
import { catalogHomePictures } from './home-pictures';
import { type CatalogDeps, catalogParts } from './parts';
import { catalogSites } from './sites';

// The catalogue, one file per job: shop categories, shop sites, the home page's logos and promo
// products; they share what parts.ts builds once.

export function createCatalogService(deps: CatalogDeps) {
  const parts = catalogParts(deps);
  return { ...catalogCategories(parts), ...catalogSites(parts), ...catalogHomePictures(parts) };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
