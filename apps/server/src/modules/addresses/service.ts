import { ADDRESS_MSG, type Address, type addressSchema, type addressUpdateSchema, MSG, type OwnedAddress } from '@kerben/domain';
import type { z } from 'zod';
import { fieldError } from '../../core/errors';
import { assertSignedIn, notYours, type Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { accounts } from '../users';
import { addressOwnerFor, canUseAddress, isOwnerRoleNeeded } from './policy';
import * as q from './queries';

export function presentAddress(row: Pick<q.AddressRow, 'id' | keyof q.AddressValues>): Address {
  return {
    id: row.id,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    email: row.email,
    address: row.address,
    city: row.city,
    country: row.country,
  };
}

/** The address routes also answer whose it is, as the original API's `user` (an id). */
const presentOwned = (row: q.AddressRow): OwnedAddress => ({ ...presentAddress(row), user: row.userId });

const toValues = (input: z.output<typeof addressUpdateSchema>) => ({
  fullName: input.full_name,
  phoneNumber: input.phone_number,
  email: input.email,
  address: input.address,
  city: input.city,
  country: input.country,
});

export function createAddressService(deps: { db: Db; unitOfWork: UnitOfWork }) {
  const { db, unitOfWork } = deps;

  /** The address if the viewer may use it; otherwise the same 404 as for one that does not exist. */
  async function usable(tx: DbOrTx, viewer: Viewer, id: number): Promise<q.AddressRow> {
    const row = await q.findAddress(tx, id);
    if (!row) throw notYours(ADDRESS_MSG.notFound);
    // No query for the owner or an admin: the role decides only for an operator serving someone else.
    const ownerRole = isOwnerRoleNeeded(viewer, row) ? await accounts.roleOf(tx, row.userId) : undefined;
    if (!canUseAddress(viewer, row, ownerRole)) throw notYours(ADDRESS_MSG.notFound);
    return row;
  }

  /** Whose addresses a list or a new one is about; a user the viewer may not serve (or none) is a 400 on `user`. */
  async function ownerFor(viewer: Viewer, userId?: number): Promise<number> {
    const owner = addressOwnerFor(assertSignedIn(viewer), userId);
    if (owner === viewer.userId) return owner;
    const role = await accounts.roleOf(db, owner);
    if (role === undefined || !canUseAddress(viewer, { userId: owner }, role)) throw fieldError('user', MSG.userNotFound);
    return owner;
  }

  return {
    /** One's own addresses; the staff may ask for a user's (`?user=`, operators a customer's), a customer's `user` is ignored. */
    async list(viewer: Viewer, userId?: number): Promise<OwnedAddress[]> {
      const owner = await ownerFor(viewer, userId);
      return (await q.listAddresses(db, owner)).map(presentOwned);
    },

    async get(viewer: Viewer, id: number): Promise<OwnedAddress> {
      return presentOwned(await usable(db, assertSignedIn(viewer), id));
    },

    async create(viewer: Viewer, input: z.output<typeof addressSchema>, userId?: number): Promise<OwnedAddress> {
      const owner = await ownerFor(viewer, userId);
      return presentOwned(await unitOfWork(({ tx }) => q.insertAddress(tx, owner, toValues(input) as q.AddressValues)));
    },

    /** An address used by parcels may still be corrected. */
    async update(viewer: Viewer, id: number, input: z.output<typeof addressUpdateSchema>): Promise<OwnedAddress> {
      return unitOfWork(async ({ tx }) => {
        await usable(tx, assertSignedIn(viewer), id);
        const row = await q.updateAddress(tx, id, toValues(input));
        if (!row) throw notYours(ADDRESS_MSG.notFound);
        return presentOwned(row);
      });
    },

    /** An address a parcel, received or expected, names is kept: 409 saying how many. */
    async remove(viewer: Viewer, id: number): Promise<void> {
      await unitOfWork(async ({ tx }) => {
        await usable(tx, assertSignedIn(viewer), id);
        if (!(await q.deleteAddress(tx, id))) throw notYours(ADDRESS_MSG.notFound);
      });
    },

    /** For the parcels module: the address if it belongs to this client. */
    async findOfUser(tx: DbOrTx, id: number, userId: number): Promise<q.AddressRow | undefined> {
      const row = await q.findAddress(tx, id);
      return row?.userId === userId ? row : undefined;
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
