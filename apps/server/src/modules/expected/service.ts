import {
  EXPECTED_MSG,
  type ExpectedParcel,
  type expectedParcelSchema,
  type expectedParcelUpdateSchema,
  normalizeTrackNumber,
  type Parcel,
  type ScanLookup,
  warehouseForOrigin,
} from '@kerben/domain';
import type { z } from 'zod';
import { type Clock, systemClock } from '../../core/clock';
import { conflict, type FieldErrors, fieldErrors } from '../../core/errors';
import { assertSignedIn, notYours, type SignedInViewer, type Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import type { PageRequest } from '../../db/list';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AddressService } from '../addresses';
import type { CustomsService } from '../customs';
import type { ParcelService } from '../parcels';
import { accounts, presentClientName } from '../users';
import { assertCanHandleExpected, canAnnounceForClients, canRemoveExpected, canUseExpected, isWithdrawnOnDelete } from './policy';
import { present, presentToOperator } from './present';
import * as q from './queries';
import { returnCutoff } from './rules';
import type { ReceiveBody } from './schemas';

type ExpectedInput = z.output<typeof expectedParcelSchema>;
type ExpectedUpdate = z.output<typeof expectedParcelUpdateSchema>;

export function createExpectedParcelService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  addresses: Pick<AddressService, 'findOfUser'>;
  parcels: Pick<ParcelService, 'findByTrackNumber' | 'prepareImages' | 'receiveIn'>;
  customs: Pick<CustomsService, 'rule'>;
  /** What "now" is for the return of deleted announcements (tests move it); the system clock otherwise. */
  clock?: Clock;
}) {
  const { db, unitOfWork, addresses, parcels, customs, clock = systemClock } = deps;

  async function found(tx: DbOrTx, id: number): Promise<ExpectedParcel> {
    const row = await q.findExpected(tx, id);
    if (!row) throw notYours(EXPECTED_MSG.notFound);
    return present(row, await customs.rule(tx));
  }

  /**
   * Whose it is and where it goes. A customer's is always their own and its warehouse follows
   * the origin (a `user` or `warehouse` they send is ignored); an admin names the client and may
   * choose any warehouse, Bishkek included. Every problem is reported at once, on its field.
   */
  async function resolve(tx: DbOrTx, viewer: SignedInViewer, input: ExpectedUpdate, current?: q.ExpectedRecord) {
    const errors: FieldErrors = {};
    const forClients = canAnnounceForClients(viewer);
    let ownerId = current?.userId ?? viewer.userId;
    if (forClients && input.user !== undefined) {
      // A client is a customer: a parcel announced for a staff account would land in their own area.
      if ((await accounts.roleOf(tx, input.user)) === 'customer') ownerId = input.user;
      else errors.user = [EXPECTED_MSG.userNotFound];
    } else if (forClients && !current) {
      errors.user = [EXPECTED_MSG.userRequired];
    }
    const origin = input.country_of_origin !== undefined ? input.country_of_origin : current?.originCountryId;
    const chosen = forClients ? input.warehouse : undefined;
    const warehouseId = chosen ?? (input.country_of_origin !== undefined ? warehouseForOrigin(origin) : current?.warehouseId);
    // Without a warehouse nothing is created.
    if (warehouseId === undefined) errors.country_of_origin = [EXPECTED_MSG.originRequired];
    // The warehouse of an origin is checked too: an admin may have deleted it (Delaware, say).
    const derived = chosen === undefined && warehouseId !== current?.warehouseId ? warehouseId : undefined;
    for (const field of await q.missingReferences(tx, {
      courier_service: input.courier_service,
      warehouse: chosen ?? derived,
      country_of_origin: input.country_of_origin,
      country_of_destination: input.country_of_destination ?? undefined,
    })) {
      if (field === 'warehouse' && derived !== undefined) {
        errors.country_of_origin = [EXPECTED_MSG.originWarehouseClosed];
        continue;
      }
      errors[field] = [
        {
          courier_service: EXPECTED_MSG.courierInvalid,
          warehouse: EXPECTED_MSG.warehouseInvalid,
          country_of_origin: EXPECTED_MSG.originInvalid,
          country_of_destination: EXPECTED_MSG.destinationInvalid,
        }[field] ?? EXPECTED_MSG.warehouseInvalid,
      ];
    }
    const addressId = input.address !== undefined ? input.address : current && ownerId !== current.userId ? null : undefined;
    if (typeof addressId === 'number' && !errors.user && !(await addresses.findOfUser(tx, addressId, ownerId))) {
      errors.address = [EXPECTED_MSG.addressNotOwners];
    }
    // One open announcement of a number per client: the scan's candidates are clients, not copies.
    const trackKey = input.tracking_number !== undefined ? normalizeTrackNumber(input.tracking_number) : current?.trackKey;
    const renamed = trackKey !== current?.trackKey || ownerId !== current?.userId;
    if (trackKey && renamed && !errors.user && (await q.hasOpenAnnouncement(tx, ownerId, trackKey, current?.id))) {
      errors.tracking_number = [ownerId === viewer.userId ? EXPECTED_MSG.alreadyAnnounced : EXPECTED_MSG.clientAlreadyAnnounced];
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return { ownerId, warehouseId: warehouseId as number, addressId };
  }

  /** The expected parcel if the viewer may use it; otherwise the same 404 as for one that does not exist. */
  async function usable(tx: DbOrTx, viewer: Viewer, id: number): Promise<q.ExpectedRecord> {
    const row = await q.lockExpected(tx, id);
    if (!row || !canUseExpected(viewer, row)) throw notYours(EXPECTED_MSG.notFound);
    return row;
  }

  return {
    async add(viewer: Viewer, input: ExpectedInput): Promise<ExpectedParcel> {
      const actor = assertSignedIn(viewer);
      return unitOfWork(async ({ tx }) => {
        const { ownerId, warehouseId, addressId } = await resolve(tx, actor, input);
        const id = await q.insertExpected(tx, {
          userId: ownerId,
          courierId: input.courier_service,
          trackingNumber: input.tracking_number,
          trackKey: normalizeTrackNumber(input.tracking_number),
          warehouseId,
          originCountryId: input.country_of_origin,
          destinationCountryId: input.country_of_destination ?? null,
          addressId: addressId ?? null,
          comments: input.comments ?? '',
          items: input.items ?? [],
        });
        return found(tx, id);
      });
    },

    /** One's own expected parcels, newest first (tracking number and origin filters). */
    async listMine(viewer: Viewer, filters: { trackKey?: string; originId?: number }, page: PageRequest) {
      const { userId } = assertSignedIn(viewer);
      const rule = await customs.rule();
      return q.listExpected(db, { ...filters, userId }, page, (row) => present(row, rule));
    },

    /**
     * Everyone's, for the operators, each marked when its number is in conflict. Those an operator
     * deleted while on their way are left out for a while (`withdrawn`: only them), then come back.
     */
    async listAll(viewer: Viewer, filters: Omit<q.ExpectedFilters, 'withdrawn'> & { withdrawn: boolean }, page: PageRequest) {
      assertCanHandleExpected(viewer);
      const rule = await customs.rule();
      const now = clock();
      const withdrawn = { hidden: filters.withdrawn, cutoff: returnCutoff(now) };
      return q.listExpected(db, { ...filters, withdrawn }, page, (row) => presentToOperator(row, rule, now));
    },

    async get(viewer: Viewer, id: number): Promise<ExpectedParcel> {
      const row = await q.findExpected(db, id);
      if (!row || !canUseExpected(viewer, row.expected)) throw notYours(EXPECTED_MSG.notFound);
      return present(row, await customs.rule());
    },

    /** Changes an expected parcel still on its way; one already received is part of a parcel now (409). */
    async update(viewer: Viewer, id: number, input: ExpectedUpdate): Promise<ExpectedParcel> {
      const actor = assertSignedIn(viewer);
      return unitOfWork(async ({ tx }) => {
        const current = await usable(tx, actor, id);
        if (current.parcelId !== null) throw conflict(EXPECTED_MSG.alreadyReceived);
        const { ownerId, warehouseId, addressId } = await resolve(tx, actor, input, current);
        await q.updateExpected(tx, id, {
          userId: ownerId,
          courierId: input.courier_service,
          trackingNumber: input.tracking_number,
          trackKey: input.tracking_number !== undefined ? normalizeTrackNumber(input.tracking_number) : undefined,
          warehouseId,
          originCountryId: input.country_of_origin,
          destinationCountryId: input.country_of_destination,
          addressId,
          comments: input.comments,
          items: input.items,
        });
        return found(tx, id);
      });
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      const actor = assertSignedIn(viewer);
      await unitOfWork(async ({ tx }) => {
        const current = await usable(tx, actor, id);
        if (!canRemoveExpected(actor, current)) throw conflict(EXPECTED_MSG.alreadyReceived);
        const now = clock();
        if (isWithdrawnOnDelete(actor, current, now)) await q.withdrawExpected(tx, id, now);
        else await q.deleteExpected(tx, id);
      });
    },

    /**
     * Receives an expected parcel: the warehouse parcel is created from the wizard's fields (what
     * they leave out comes from the announcement, the declared contents too) and the expected parcel
     * marked received, in one transaction; the parcel's history starts with what the customer
     * declared. A failure leaves it as it was; a second receive is refused (409).
     */
    async receive(viewer: Viewer, id: number, input: ReceiveBody): Promise<Parcel> {
      assertCanHandleExpected(viewer);
      return unitOfWork(
        (before) => parcels.prepareImages(before, input, viewer),
        async (work, images) => {
          const expected = await q.lockExpected(work.tx, id);
          if (!expected) throw notYours(EXPECTED_MSG.notFound);
          if (expected.parcelId !== null) throw conflict(EXPECTED_MSG.alreadyReceived);
          const owner = await q.findExpected(work.tx, id);
          const parcel = await parcels.receiveIn(
            work,
            viewer,
            {
              ...input,
              unique_id_user: owner?.owner.clientCode ?? '',
              warehouse: input.warehouse ?? expected.warehouseId,
              track_number: input.track_number ?? expected.trackingNumber,
              courier_service: input.courier_service !== undefined ? input.courier_service : expected.courierId,
              address: input.address !== undefined ? input.address : expected.addressId,
              country_of_origin: input.country_of_origin !== undefined ? input.country_of_origin : expected.originCountryId,
              country_of_destination:
                input.country_of_destination !== undefined ? input.country_of_destination : expected.destinationCountryId,
              comments: input.comments ?? expected.comments,
            },
            images,
            { items: expected.items, declaredBy: expected.userId },
          );
          if (!(await q.markReceived(work.tx, id, parcel.id))) throw conflict(EXPECTED_MSG.alreadyReceived);
          return parcel;
        },
      );
    },

    /**
     * A scanned number: the expected parcel announcing it and the warehouse parcel that has it,
     * each or both null. Several open announcements of it are candidates instead: who announced
     * first proves nothing (a customer can announce anyone's number), the client code on the label does.
     */
    async lookup(viewer: Viewer, trackingNumber: string): Promise<ScanLookup> {
      assertCanHandleExpected(viewer);
      const key = normalizeTrackNumber(trackingNumber);
      // Two independent reads: asked at once, the scan waits for the slower one only.
      const [announced, parcel] = await Promise.all([
        key ? q.findExpectedByTrackKey(db, key) : [],
        parcels.findByTrackNumber(viewer, trackingNumber),
      ]);
      const open = announced.filter((row) => row.expected.parcelId === null);
      if (open.length > 1) {
        const candidates = open.map(({ expected, owner }) => ({ ...presentClientName(owner), id: expected.id }));
        return { expected: null, parcel, candidates };
      }
      const [first] = announced;
      return { expected: first ? present(first, await customs.rule()) : null, parcel, candidates: [] };
    },
  };
}

export type ExpectedParcelService = ReturnType<typeof createExpectedParcelService>;
