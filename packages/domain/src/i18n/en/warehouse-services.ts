import { MAX_DECLARED_ITEMS } from '../../declarations';
import { formatMoney } from '../../money';
import {
  MAX_CONSOLIDATED_PARCELS,
  MAX_SERVICE_PHOTOS,
  type CONSOLIDATION_MSG as RU_CONSOLIDATION_MSG,
  type SERVICE_MSG as RU_SERVICE_MSG,
  type SERVICE_NOTICE as RU_SERVICE_NOTICE,
  type ServiceStatus,
  type TaskKind,
} from '../../warehouse-services';
import { enCounted } from '../grammar';
import type { MessageTranslation } from '../translation';

export const TASK_KIND_NAMES: Record<TaskKind, string> = {
  photo: 'Contents photo',
  quality_check: 'Quality check',
  repack: 'Repacking',
  return: 'Return to sender',
  insurance: 'Insurance',
  consolidation: 'Parcel consolidation',
};

export const SERVICE_STATUS_NAMES: Record<ServiceStatus, string> = {
  ordered: 'Waiting for the warehouse',
  in_work: 'In progress',
  done: 'Done',
  declined: 'Declined',
  cancelled: 'Canceled',
};

/** A status as the customer reads it: insurance waits for the shipment, not for the warehouse. */
export const serviceStatusName = (kind: TaskKind, status: ServiceStatus) =>
  kind === 'insurance' && status === 'ordered'
    ? 'Arranged: paid when shipped'
    : kind === 'insurance' && status === 'done'
      ? 'Active'
      : SERVICE_STATUS_NAMES[status];

type NamedParcel = { id: number; name: string; track_number: string };
const parcelName = (parcel: NamedParcel) =>
  `Parcel #${parcel.id} “${parcel.name}”${parcel.track_number ? ` (${parcel.track_number})` : ''}`;
const taskList = (kinds: readonly TaskKind[]) => kinds.map((kind) => `“${TASK_KIND_NAMES[kind]}”`).join(', ');

export const SERVICE_MSG: MessageTranslation<typeof RU_SERVICE_MSG> = {
  serviceInvalid: 'Select a service from the list',
  optionsInvalid: 'Invalid service options',
  flagInvalid: 'Yes or no expected',
  labelRequired: 'Attach the shop’s return label (a photo or a screenshot)',
  labelOnlyForReturn: 'A label is only needed for a return to sender',
  notFound: 'Order not found',
  parcelNotWaiting: (status: string) =>
    `Services are ordered for parcels at the warehouse (status “At the warehouse”); this parcel’s status is “${status}”`,
  parcelInShipment: (shipment: string) =>
    `The parcel is already in shipment ${shipment}: services can no longer be ordered for it`,
  parcelInConsolidation:
    'The parcel is waiting to be consolidated: order the service for the box once the warehouse has packed it',
  alreadyOrdered: (kind: TaskKind) => `“${TASK_KIND_NAMES[kind]}” has already been ordered for this parcel`,
  notOffered: (kind: TaskKind) => `“${TASK_KIND_NAMES[kind]}” is not offered for parcels from this country`,
  insuranceNoValue: 'To insure the parcel, list its contents with prices: insurance is based on the declared value',
  statusInvalid: 'Choose: start work, done or decline',
  reasonRequired: 'Enter the reason for declining: the customer will see it',
  noteTooLong: 'No longer than 1000 characters',
  closed: (status: ServiceStatus) => `The order is already closed: “${SERVICE_STATUS_NAMES[status]}”`,
  alreadyInWork: (name: string) => `${name} is already working on this task`,
  takenByOther: (name: string) => `${name} is working on this task: they or an administrator will finish it`,
  notTaken: 'Start work on the task first',
  photosRequired: 'Attach the contents photos',
  tooManyPhotos: `No more than ${MAX_SERVICE_PHOTOS} photos`,
  photosOnlyWhenDone: 'Photos are attached when the task is done',
  insuranceNotATask: 'Insurance needs no warehouse work: it is paid when the parcel ships',
  consolidationCompletes: 'A consolidation is completed by weighing the box: “Complete consolidation”',
  cancelTooLate: 'The warehouse has already started on the order: it can’t be canceled',
  parcelLeft: (status: string) => `The parcel is no longer at the warehouse (status “${status}”): the task can only be declined`,
  filterInvalid: 'Invalid filter',
  heldFromShipment: (parcel: NamedParcel, tasks: readonly TaskKind[]) =>
    `${parcelName(parcel)}: the warehouse has not done ${taskList(tasks)} yet; complete or decline the tasks, then add it to the shipment`,
};

export const CONSOLIDATION_MSG: MessageTranslation<typeof RU_CONSOLIDATION_MSG> = {
  parcelsRequired: 'Select at least two parcels',
  tooMany: `No more than ${MAX_CONSOLIDATED_PARCELS} parcels in one box`,
  parcelsInvalid: 'Invalid list of parcels',
  parcelRepeated: 'A parcel is listed twice',
  parcelNotFound: (id: number) => `Parcel #${id} not found`,
  otherOwners: 'Only parcels of one customer can be consolidated',
  otherWarehouses: 'The parcels are at different warehouses: only parcels at one warehouse are consolidated',
  otherDestinations: 'The parcels go to different countries: only parcels with the same destination country are consolidated',
  otherAddresses: 'The parcels have different delivery addresses: only parcels to one address are consolidated',
  notWaiting: (parcel: NamedParcel, status: string) =>
    `${parcelName(parcel)} has the status “${status}”: only parcels waiting at the warehouse are consolidated`,
  inShipment: (parcel: NamedParcel, shipment: string) => `${parcelName(parcel)} is already in shipment ${shipment}`,
  openOrders: (parcel: NamedParcel, kinds: readonly TaskKind[]) =>
    `${parcelName(parcel)}: there are unfinished orders (${taskList(kinds)}); wait for them to be done or cancel them`,
  invoiced: (parcel: NamedParcel) => `${parcelName(parcel)}: it has already been invoiced and cannot be consolidated`,
  tooManyItems: `The box’s contents list would have more than ${MAX_DECLARED_ITEMS} items: consolidate fewer parcels`,
  notConsolidation: 'This is not a parcel consolidation',
  trackRequired: 'Scan or enter the tracking number',
  trackTooLong: 'The tracking number must be no longer than 100 characters',
  notInConsolidation: (track: string) => `Parcel ${track} is not in this consolidation`,
  notScanned: (tracks: readonly string[]) => `Parcels not scanned: ${tracks.join(', ')}`,
  weightInvalid: 'Box weight: a positive number of kilograms',
  sizeInvalid: 'Box size: a positive number of centimeters',
  cancelTooLate: 'The warehouse has already started the consolidation: it can’t be canceled',
  boxName: (count: number) => `Box of ${enCounted(count, 'parcel', 'parcels')}`,
};

export const SERVICE_NOTICE: MessageTranslation<typeof RU_SERVICE_NOTICE> = {
  done: (kind: TaskKind, parcel: string, note: string) => ({
    title: `${TASK_KIND_NAMES[kind]}: done`,
    description: `The warehouse has done “${TASK_KIND_NAMES[kind]}” for the parcel “${parcel}”.${note ? ` The warehouse’s comment: ${note}` : ''} See the result on the parcel’s page.`,
  }),
  combined: (box: { name: string; trackNumber: string }, count: number) => ({
    title: 'Parcels consolidated',
    description: `The warehouse has consolidated ${enCounted(count, 'parcel', 'parcels')} into the box “${box.name}” (tracking number ${box.trackNumber}). Delivery is charged by the box’s weight; the original parcels now have the status “Consolidated”.`,
  }),
  declined: (kind: TaskKind, parcel: string, reason: string) => ({
    title: `${TASK_KIND_NAMES[kind]}: declined`,
    description: `The warehouse could not do “${TASK_KIND_NAMES[kind]}” for the parcel “${parcel}”. Reason: ${reason}. You are not charged for it.`,
  }),
};

/** The text of a service's ledger entry: what was done, or the value insured. */
export function serviceEntryText(details: Record<string, unknown>): string | undefined {
  const kind = details.service;
  if (typeof kind !== 'string' || !(kind in TASK_KIND_NAMES)) return undefined;
  const value = details.declared_value_cents;
  if (kind === 'insurance' && typeof value === 'number') {
    return `declared value ${formatMoney({ amount: value, currency: 'USD' })}`;
  }
  return TASK_KIND_NAMES[kind as TaskKind];
}
