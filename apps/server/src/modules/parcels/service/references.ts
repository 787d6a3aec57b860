import { PARCEL_MSG } from '@kerben/domain';
import { conflict, type FieldErrors, fieldErrors } from '../../../core/errors';
import type { DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import type { AddressService } from '../../addresses';
import { clients } from '../../users';
import * as q from '../queries';
import { trackKeyOf } from '../rules';
import type { ParcelUpdateBody } from '../schemas';

/**
 * Checks what a create or an edit names: the client by code, the address (the client's own),
 * the warehouse, status, courier and countries, and that no other parcel has the track
 * number. Every problem is reported at once, each on its field.
 */
export async function checkReferences(
  tx: DbOrTx,
  addresses: Pick<AddressService, 'findOfUser'>,
  input: ParcelUpdateBody,
  current?: q.ParcelRecord,
): Promise<{ ownerId: number; trackKey: string | null | undefined }> {
  const errors: FieldErrors = {};
  let ownerId = current?.userId ?? 0;
  if (input.unique_id_user !== undefined) {
    const client = await clients.findByCode(tx, input.unique_id_user);
    if (client) ownerId = client.id;
    else errors.unique_id_user = [PARCEL_MSG.clientNotFound];
  }
  if (typeof input.address === 'number' && ownerId && !(await addresses.findOfUser(tx, input.address, ownerId))) {
    errors.address = [PARCEL_MSG.addressNotClients];
  }
  const missing = await q.missingReferences(tx, {
    warehouse: input.warehouse,
    status: input.status,
    courier_service: input.courier_service ?? undefined,
    country_of_origin: input.country_of_origin ?? undefined,
    country_of_destination: input.country_of_destination ?? undefined,
  });
  for (const field of missing) errors[field] = [field === 'warehouse' ? PARCEL_MSG.warehouseNotFound : PARCEL_MSG.statusNotFound];
  const trackKey = input.track_number === undefined ? undefined : trackKeyOf(input.track_number);
  if (trackKey && trackKey !== current?.trackKey) {
    const holder = await q.parcelWithTrackKey(tx, trackKey);
    if (holder) throw conflict(PARCEL_MSG.trackTaken(holder));
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { ownerId, trackKey };
}

/** Two operators saving the same track number at once: the database refuses the second. */
export function trackTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(PARCEL_MSG.trackTakenByAnother);
  throw error;
}
