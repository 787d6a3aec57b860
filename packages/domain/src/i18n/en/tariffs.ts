import type { TARIFF_MSG as RU_TARIFF_MSG } from '../../tariffs';
import type { MessageTranslation } from '../translation';

export const TARIFF_MSG: MessageTranslation<typeof RU_TARIFF_MSG> = {
  effectiveFromRequired: 'Enter the date the tariffs take effect',
  effectiveFromPast: 'New tariffs take effect today or later, never backdated',
  nothingToChange: 'Say what to change: routes, services, insurance or storage',
  originInvalid: 'Select the country it ships from in the list',
  destinationInvalid: 'Select the destination country from the list',
  routeRepeated: 'This route is listed twice',
  routesRequired: 'Enter at least one route',
  centsInvalid: 'Amount in cents: a whole number from 0 to 10,000,000',
  divisorInvalid: 'Volumetric weight divisor: a whole number from 1000 to 20,000',
  daysInvalid: 'Delivery time: a whole number of days from 0 to 365',
  daysOrder: 'The “to” time is not less than the “from” time; both are set or both are empty',
  commissionInvalid: 'Commission in basis points: a whole number from 0 to 10,000 (1000 = 10%)',
  qualityCheckInvalid: 'Quality check: a price for each country it ships from',
  insuranceOrder: 'Insurance tiers go up in value, the last one is “above” (with no upper limit)',
  warehouseInvalid: 'Select a warehouse from the list',
  warehouseRepeated: 'This warehouse is listed twice',
  warehouseNotFound: 'Warehouse not found',
  freeDaysInvalid: 'Free storage: a whole number of days from 0 to 365',
  historyInvalid: '1 or 0 expected',
};
