import type { PARCEL_MSG as RU_PARCEL_MSG } from '../../parcels';
import { enPlural } from '../grammar';
import type { MessageTranslation } from '../translation';
import { MSG } from './messages';

export const PARCEL_MSG: MessageTranslation<typeof RU_PARCEL_MSG> = {
  nameRequired: 'Enter the parcel’s name',
  clientRequired: 'Enter the customer code',
  clientNotFound: 'No customer with this code',
  addressInvalid: 'Select an address from the list',
  addressNotClients: 'This address does not belong to the selected customer',
  warehouseRequired: 'Select a warehouse',
  warehouseNotFound: 'Warehouse not found',
  statusInvalid: 'Select a status from the list',
  statusNotFound: 'There is no such status',
  statusFlowOnly: (status: string) =>
    `The “${status}” status is set by the warehouse itself when it consolidates parcels or returns them to the shop, not by editing the parcel`,
  statusFinal: (status: string) => `The parcel’s status is “${status}”: this status does not change anymore`,
  courierInvalid: 'Select a courier service from the list',
  countryInvalid: 'Select a country from the list',
  weightInvalid: 'The weight must be a positive number',
  sizeInvalid: 'The size must be a positive number',
  priceInvalid: 'The price must be a positive number',
  dateInvalid: 'Enter the date as MM.DD.YYYY',
  flagInvalid: 'Yes or no expected',
  trackTooLong: 'The tracking number must be no longer than 100 characters',
  trackTaken: (parcel: { id: number; name: string }) =>
    `This tracking number already belongs to parcel #${parcel.id} “${parcel.name}”`,
  trackTakenByAnother: 'This tracking number already belongs to another parcel',
  notFound: 'Parcel not found',
  trackNotFound: 'The item’s tracking number was not found',
  idsRequired: 'Select parcels',
  idsInvalid: 'Invalid list of parcels',
  idsMissing: (ids: readonly number[]) =>
    `${enPlural(ids.length, 'Parcel not found', 'Parcels not found')}: ${ids.join(', ')}. Nothing was changed.`,
  nothingToChange: 'Say what to change: the status, the dates or the payment',
  deleteHeld: (id: number, holders: readonly string[]) => `${MSG.deleteRefused(holders, `parcel #${id}`)} Nothing was deleted.`,
  filterInvalid: 'Invalid filter',
};
