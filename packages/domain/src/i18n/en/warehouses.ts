import type { ADDRESS_MSG as RU_ADDRESS_MSG, WAREHOUSE_MSG as RU_WAREHOUSE_MSG } from '../../warehouses';
import type { MessageTranslation } from '../translation';

export const WAREHOUSE_MSG: MessageTranslation<typeof RU_WAREHOUSE_MSG> = {
  nameRequired: 'Enter the warehouse name',
  nameTaken: 'A warehouse with this name already exists',
  countryInvalid: 'Select a country from the list',
  notFound: 'Warehouse not found',
  aliasesInvalid: 'List the other names separated by commas',
};

export const ADDRESS_MSG: MessageTranslation<typeof RU_ADDRESS_MSG> = {
  fullNameRequired: 'Enter the recipient’s full name',
  phoneRequired: 'Enter the phone number',
  phoneInvalid: 'Invalid phone number',
  emailRequired: 'Enter the email',
  emailInvalid: 'Invalid email format',
  addressRequired: 'Enter the address',
  cityRequired: 'Enter the city',
  countryRequired: 'Enter the country',
  notFound: 'Address not found',
  userInvalid: 'Invalid user identifier',
};
