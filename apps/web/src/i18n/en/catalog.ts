import type { catalogTexts } from '../ru/catalog';
import type { Translation } from '../translation';

const texts: Translation<typeof catalogTexts> = {
  catalog: {
    filters: {
      title: 'Catalog filters',
      country: 'Country',
      allCountries: 'All countries',
      category: 'Category',
      allCategories: 'All categories',
      search: 'Search by shop name',
      searchPlaceholder: 'For example, Amazon',
    },
    public: {
      found_one: '{{count}} site found',
      found_other: '{{count}} sites found',
      visit: 'Visit site',
      visitLabel: 'Visit {{name}} (opens in a new tab)',
      emptyTitle: 'Nothing found',
      emptyText: 'No sites match these filters yet. Try another country, category or name.',
      emptyAllTitle: 'The catalog is empty for now',
      emptyAllText: 'Shops that are easy to order from through Kerben will be listed here soon.',
      reset: 'Reset filters',
      loadError: 'Could not load the catalog',
      pagination: 'Catalog pages',
    },
    markets: {
      productsTitle: 'Products',
      productsLead: 'Deals from our partner shops: order to our warehouse address, and we’ll take care of the rest.',
      go: 'View',
      goLabel: 'View “{{title}}” (opens in a new tab)',
      productsEmptyTitle: 'No products yet',
      productsEmptyText: 'We’re putting together a selection of deals. Check back soon.',
      productsError: 'Could not load the products',
      logosTitle: 'Partner shops',
      logosLead: 'The brands our customers order from most.',
      logosEmptyTitle: 'No logos yet',
      logosError: 'Could not load the logo',
      logoAlt: '{{name}} logo',
      logoAltNoLink: 'Company logo',
      noLink: 'No link',
    },
  },
};
export default texts;
