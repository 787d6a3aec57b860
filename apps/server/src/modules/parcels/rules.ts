import { FLOW_ONLY_PARCEL_STATUSES, normalizeTrackNumber, PARCEL_MSG, PARCEL_STATUSES, type StorageStay } from '@kerben/domain';
import { fieldError } from '../../core/errors';

// A parcel's own rules, pure: its track key, its typed price, its storage stay.

/** '' or nothing: no track number (many parcels may have none); otherwise its compared form. */
export const trackKeyOf = (track: string | undefined) => (track ? normalizeTrackNumber(track) || null : null);

/**
 * A parcel's typed price (the older client's manual price): kept as typed until the admin types
 * another, or null to go back to the tariff. The price by the tariff is the billing's to write (the
 * delivery it charges); here only a typed one is written. `price` undefined: left to the billing.
 */
export function priceChange(input: { price?: number | null }, saved?: { priceIsManual: boolean }) {
  const priceIsManual = input.price === undefined ? (saved?.priceIsManual ?? false) : input.price !== null;
  return { price: input.price ?? undefined, priceIsManual };
}

/** What a parcel's delivery charge is counted from: a change of any of these reprices it. */
const PRICED_FIELDS = ['weight', 'width', 'height', 'length', 'country_of_origin', 'country_of_destination', 'price'] as const;

/** Whether an edit touches what the delivery is charged by (other edits leave the billing alone). */
export const repricedBy = (input: Partial<Record<(typeof PRICED_FIELDS)[number], unknown>>) =>
  PRICED_FIELDS.some((field) => input[field] !== undefined);

/** The stay the storage clock counts, from the columns the database's trigger keeps; null when not waiting. */
export function storageStay(parcel: {
  storageSince: Date | null;
  storageFreeUntil: string | null;
  storageFeePerDayUsd: number | null;
}): StorageStay | null {
  if (!parcel.storageSince || !parcel.storageFreeUntil) return null;
  return { since: parcel.storageSince, freeUntil: parcel.storageFreeUntil, feePerDayUsd: parcel.storageFeePerDayUsd ?? 0 };
}

const statusName = (id: number) => PARCEL_STATUSES.find((status) => status.id === id)?.name ?? String(id);

/**
 * A status set by hand (an edit, a bulk change): «Объединена» and «Возвращена отправителю» belong
 * to their flows (the box and its children, the return's money), and a parcel in one stays there.
 */
export function checkStatusByHand(target: number | undefined, current: readonly { statusId: number }[]): void {
  if (target === undefined) return;
  if (FLOW_ONLY_PARCEL_STATUSES.includes(target)) throw fieldError('status', PARCEL_MSG.statusFlowOnly(statusName(target)));
  const stuck = current.find((parcel) => parcel.statusId !== target && FLOW_ONLY_PARCEL_STATUSES.includes(parcel.statusId));
  if (stuck) throw fieldError('status', PARCEL_MSG.statusFinal(statusName(stuck.statusId)));
}
