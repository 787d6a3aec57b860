import { type ExpectedEventKind, type EXPECTED_MSG as RU_EXPECTED_MSG, WITHDRAWAL_RETURN_MINUTES } from '../../expected';
import type { MessageTranslation } from '../translation';

export const EXPECTED_MSG: MessageTranslation<typeof RU_EXPECTED_MSG> = {
  trackingRequired: 'Enter the tracking number',
  trackingTooLong: 'The tracking number must be no longer than 100 characters',
  courierRequired: 'Select a courier service',
  courierInvalid: 'Select a courier service from the list',
  originRequired: 'Select the country it ships from: it decides the warehouse',
  originInvalid: 'Select the country it ships from in the list',
  originWarehouseClosed:
    'The warehouse in this country is not accepting parcels right now. Write to us and we will help you sort it out',
  destinationInvalid: 'Select the destination country from the list',
  warehouseRequired: 'Select a warehouse',
  warehouseInvalid: 'Warehouse not found',
  addressInvalid: 'Select an address from the list',
  addressNotOwners: 'This address does not belong to the customer',
  userRequired: 'Select a customer',
  userNotFound: 'Customer not found',
  notFound: 'Expected parcel not found',
  alreadyReceived: 'This parcel has already been received at the warehouse',
  alreadyAnnounced: 'You are already expecting a parcel with this tracking number',
  clientAlreadyAnnounced: 'The customer is already expecting a parcel with this tracking number',
  trackingInvalid: 'Enter the tracking number',
};

/** What each history line says. */
export const EXPECTED_HISTORY: Record<ExpectedEventKind, string> = {
  announced: 'The customer added the expected parcel',
  withdrawn: 'An operator deleted the expected parcel',
  returned: `No parcel with this tracking number was received within ${WITHDRAWAL_RETURN_MINUTES} minutes of the deletion: the expected parcel is back on the list`,
  received: 'The parcel was received at the warehouse',
};
