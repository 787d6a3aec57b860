import type { SHIPMENT_MSG as RU_SHIPMENT_MSG, ShipmentStatus } from '../../shipments';
import type { MessageTranslation } from '../translation';
import { PARCEL_MSG } from './parcels';

export const SHIPMENT_STATUS_NAMES: Record<ShipmentStatus, string> = {
  open: 'Being packed',
  sent: 'Sent',
  arrived: 'Arrived',
};

type NamedParcel = { id: number; name: string; track_number: string };
const parcelName = (parcel: NamedParcel) =>
  `Parcel #${parcel.id} “${parcel.name}”${parcel.track_number ? ` (${parcel.track_number})` : ''}`;

export const SHIPMENT_MSG: MessageTranslation<typeof RU_SHIPMENT_MSG> = {
  numberRequired: 'Enter the shipment number',
  numberTaken: 'A shipment with this number already exists',
  carrierRequired: 'Enter the carrier',
  warehouseRequired: 'Select the warehouse it ships from',
  warehouseNotFound: 'Warehouse not found',
  destinationRequired: 'Select the destination country',
  destinationInvalid: 'Select the destination country from the list',
  dateInvalid: 'Enter the date as MM.DD.YYYY',
  statusInvalid: 'Select a status from the list',
  statusNotNext: (from: ShipmentStatus, to: ShipmentStatus) =>
    `A shipment with the status “${SHIPMENT_STATUS_NAMES[from]}” cannot be moved to “${SHIPMENT_STATUS_NAMES[to]}”`,
  nothingToChange: 'Say what to change',
  notFound: 'Shipment not found',
  notOpen: 'Parcels can only be added or removed while the shipment is being packed',
  empty: 'The shipment has no parcels: there is nothing to send',
  parcelsRequired: 'Enter the parcels: their numbers or tracking numbers',
  tracksInvalid: 'Invalid list of tracking numbers',
  trackNotFound: (track: string) => `No parcel with tracking number ${track}`,
  idsMissing: PARCEL_MSG.idsMissing,
  parcelOtherWarehouse: (parcel: NamedParcel, parcelWarehouse: string, shipmentWarehouse: string) =>
    `${parcelName(parcel)} is at the “${parcelWarehouse}” warehouse, but the shipment leaves from “${shipmentWarehouse}”`,
  parcelOtherDestination: (parcel: NamedParcel, parcelDestination: string | null, shipmentDestination: string) =>
    parcelDestination
      ? `${parcelName(parcel)} goes to “${parcelDestination}”, but the shipment goes to “${shipmentDestination}”`
      : `${parcelName(parcel)}: no destination country is set, but the shipment goes to “${shipmentDestination}”`,
  parcelNoItems: (parcel: NamedParcel) =>
    `${parcelName(parcel)}: there is no contents list, and the parcel cannot ship without one`,
  parcelNotReady: (parcel: NamedParcel, status: string) =>
    `${parcelName(parcel)} has the status “${status}”: only parcels ready to ship are added to a shipment`,
  parcelInOtherShipment: (parcel: NamedParcel, shipmentNumber: string) =>
    `${parcelName(parcel)} is already in shipment ${shipmentNumber}`,
  parcelTakenMeanwhile: 'One of the parcels has just been added to another shipment. Refresh the page and try again',
  parcelNotInShipment: 'This parcel is not in the shipment',
  manifestColumns: [
    'No.',
    'Tracking number',
    'Customer code',
    'Recipient',
    'Destination country',
    'Contents',
    'Quantity, pcs',
    'Declared value, USD',
    'Weight, kg',
    'Duty',
    'Duty amount, EUR',
  ],
  manifestTotal: 'Total',
  manifestDutyDue: 'Yes',
  manifestDutyFree: 'No',
};
