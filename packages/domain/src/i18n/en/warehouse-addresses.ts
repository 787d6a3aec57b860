import type { WAREHOUSE_ADDRESS_MSG as RU_WAREHOUSE_ADDRESS_MSG } from '../../warehouse-addresses';
import type { MessageTranslation } from '../translation';

export const WAREHOUSE_ADDRESS_MSG: MessageTranslation<typeof RU_WAREHOUSE_ADDRESS_MSG> = {
  nameRequired: 'Enter the name',
  addressRequired: 'Enter the address',
  cityRequired: 'Enter the city',
  phoneRequired: 'Enter the phone number',
  phoneInvalid: 'Invalid phone number',
  emailRequired: 'Enter the email',
  emailInvalid: 'Invalid email format',
  notFound: 'Warehouse address not found',
};
