import type { CATALOG_MSG as RU_CATALOG_MSG } from '../../catalog';
import type { MessageTranslation } from '../translation';

export const CATALOG_MSG: MessageTranslation<typeof RU_CATALOG_MSG> = {
  categoryNameRequired: 'Enter the category name',
  categoryNameTaken: 'A category with this name already exists',
  categoryRequired: 'Select a category',
  categoryNotFound: 'Category not found',
  categoryFilterInvalid: 'Invalid category identifier',
  countryInvalid: 'Select a country from the list',
  countryNotFound: 'Country not found',
  countryFilterInvalid: 'Invalid country identifier',
  siteNameRequired: 'Enter the site name',
  siteUrlRequired: 'Enter a link to the site',
  siteNotFound: 'Site not found',
  urlInvalid: 'Enter a valid link',
  logoFileRequired: 'Please select a logo file.',
  logoNotFound: 'Logo not found',
  productFieldsRequired: 'All fields must be filled in',
  productNotFound: 'Product not found',
};
