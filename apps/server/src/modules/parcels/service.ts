import {
  deliveryPrice,
  normalizeTrackNumber,
  PARCEL_MSG,
  PARCEL_STATUS,
  type Parcel,
  type ParcelEvent,
  type parcelBulkUpdateSchema,
  type Tracking,
} from '@kerben/domain';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { conflict, type FieldErrors, fieldError, fieldErrors } from '../../core/errors';
import { addressKey, consumeOrRefuse } from '../../core/rate-limit';
import type { Preparation, UnitOfWork, Work } from '../../core/unit-of-work';
import type { UrlBuilder } from '../../core/urls';
import { notYours, type Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';

import { type AddressService, presentAddress } from '../addresses';
import type { FileService, PreparedImage } from '../files';
import type { NotificationService, ParcelEvent as OwnerEvent } from '../notifications';
import { clients } from '../users';
import { canSeeParcel, canSeeWhoChanged, isTrackingLimited, ownerOfMyParcels, parcelOperator } from './policy';
import * as q from './queries';
import type { MyParcelsQuery, ParcelCreateBody, ParcelListQuery, ParcelUpdateBody } from './schemas';

type BulkUpdate = z.output<typeof parcelBulkUpdateSchema>;
/** A parcel's photo and receipt as prepared before the unit of work (undefined: unchanged, null: removed). */
type ParcelImages = { photo: PreparedImage | null | undefined; receipt: PreparedImage | null | undefined };

/** '' or nothing: no track number (many parcels may have none); otherwise its compared form. */
const trackKeyOf = (track: string | undefined) => (track ? normalizeTrackNumber(track) || null : null);

export function createParcelService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  files: FileService;
  urls: UrlBuilder;
  addresses: AddressService;
  notifications: NotificationService;
  /** Tracking lookups per address for everyone but admins. */
  trackingLimiter: RateLimiterAbstract;
}) {
  const { db, unitOfWork, files, urls, addresses } = deps;

  function presentParcel(row: q.ParcelRow): Parcel {
    const p = row.parcel;
    const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
    return {
      id: p.id,
      name: p.name,
      // Parcel answers go only to the owner and admins, who may see the photo and the receipt.
      image: p.imageFileId ? urls.privateFile(p.imageFileId) : null,
      image_check: p.receiptFileId ? urls.privateFile(p.receiptFileId) : null,
      weight: p.weight,
      width: p.width,
      height: p.height,
      length: p.length,
      price: p.price,
      price_is_manual: p.priceIsManual,
      track_number: p.trackNumber,
      unique_id_user: row.owner.uniqueId,
      client: {
        id: row.owner.id,
        unique_id: row.owner.uniqueId,
        first_name: row.owner.firstName,
        last_name: row.owner.lastName,
      },
      address: row.address ? presentAddress(row.address) : null,
      comments: p.comments,
      date_sent: p.dateSent,
      date_arrived: p.dateArrived,
      warehouse: { id: p.warehouseId, name: row.warehouseName },
      courier_service: named(p.courierId, row.courierName),
      status: { id: p.statusId, name: row.statusName },
      status_many: p.isPaid,
      is_paid: p.isPaid,
      country_of_origin: named(p.originCountryId, row.originName),
      country_of_destination: named(p.destinationCountryId, row.destinationName),
      created_at: p.createdAt.toISOString(),
    };
  }

  const presentEvent =
    (viewer: Viewer) =>
    (row: q.EventRow): ParcelEvent => ({
      id: row.id,
      status: { id: row.statusId, name: row.statusName },
      created_at: row.createdAt.toISOString(),
      changed_by:
        canSeeWhoChanged(viewer) && row.changedById !== null
          ? { id: row.changedById, name: `${row.changedByFirstName ?? ''} ${row.changedByLastName ?? ''}`.trim() }
          : null,
    });

  async function found(tx: DbOrTx, id: number): Promise<Parcel> {
    const row = await q.findParcel(tx, id);
    if (!row) throw notYours(PARCEL_MSG.notFound);
    return presentParcel(row);
  }

  /** Tells the owners, in the change's own transaction: a parcel received, or its status changed. */
  async function notifyOwners(work: Work, kind: OwnerEvent['kind'], ids: number[]): Promise<void> {
    const rows = await q.findParcels(work.tx, ids);
    await deps.notifications.notifyParcelEvents(
      work,
      rows.map((row) => ({
        kind,
        parcelId: row.parcel.id,
        owner: { id: row.owner.id, email: row.owner.email },
        parcel: {
          name: row.parcel.name,
          trackNumber: row.parcel.trackNumber,
          status: row.statusName,
          warehouse: row.warehouseName,
        },
      })),
    );
  }

  /**
   * Checks what a create or an edit names: the client by code, the address (the client's own),
   * the warehouse, status, courier and countries, and that no other parcel has the track
   * number. Every problem is reported at once, each on its field.
   */
  async function checkReferences(
    tx: DbOrTx,
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
    for (const field of missing)
      errors[field] = [field === 'warehouse' ? PARCEL_MSG.warehouseNotFound : PARCEL_MSG.statusNotFound];
    const trackKey = input.track_number === undefined ? undefined : trackKeyOf(input.track_number);
    if (trackKey && trackKey !== current?.trackKey) {
      const holder = await q.parcelWithTrackKey(tx, trackKey);
      if (holder) throw conflict(PARCEL_MSG.trackTaken(holder));
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return { ownerId, trackKey };
  }

  /** Two operators saving the same track number at once: the database refuses the second. */
  function trackTaken(error: unknown): never {
    if (isUniqueViolation(error)) throw conflict(PARCEL_MSG.trackTakenByAnother);
    throw error;
  }

  /**
   * The photo and the receipt, cleaned and stored before the unit of work. Both are private files
   * of the parcel's owner (signed links, to them and admins only): a photo shows the label, with
   * a name and an address.
   */
  async function prepareImages(
    before: Preparation,
    input: Pick<ParcelUpdateBody, 'image' | 'image_check'>,
    uploader: Viewer,
  ): Promise<ParcelImages> {
    const options = { isPublic: false, uploader };
    return {
      photo: await files.prepareImage(before, 'image', input.image, options),
      receipt: await files.prepareImage(before, 'image_check', input.image_check, options),
    };
  }

  async function saveImages(work: Work, images: ParcelImages, ownerId: number, current?: q.ParcelRecord) {
    const photo = await files.replace(work, images.photo, current?.imageFileId ?? null, { ownerId });
    const receipt = await files.replace(work, images.receipt, current?.receiptFileId ?? null, { ownerId });
    // A parcel given to another client takes its kept pictures along.
    if (current && ownerId !== current.userId) {
      const kept = [
        images.photo === undefined ? current.imageFileId : null,
        images.receipt === undefined ? current.receiptFileId : null,
      ];
      await files.setOwner(
        work.tx,
        kept.filter((id): id is number => id !== null),
        ownerId,
      );
    }
    return {
      photo,
      receipt,
      discardOld: async () => {
        await photo.discardOld();
        await receipt.discardOld();
      },
    };
  }

  /** Creates a received parcel with its first history row, and tells its owner. */
  async function receive(
    work: Work,
    operator: { userId: number },
    input: ParcelCreateBody,
    prepared: ParcelImages,
  ): Promise<Parcel> {
    const { ownerId, trackKey } = await checkReferences(work.tx, input);
    const statusId = input.status ?? PARCEL_STATUS.received;
    const images = await saveImages(work, prepared, ownerId);
    const isPaid = input.is_paid ?? false;
    const id = await q
      .insertParcel(work.tx, {
        name: input.name,
        userId: ownerId,
        addressId: input.address ?? null,
        warehouseId: input.warehouse,
        statusId,
        courierId: input.courier_service ?? null,
        trackNumber: input.track_number ?? '',
        trackKey: trackKey ?? null,
        weight: input.weight ?? null,
        width: input.width ?? null,
        height: input.height ?? null,
        length: input.length ?? null,
        price: input.price ?? priceByRule(input) ?? 0,
        priceIsManual: input.price != null,
        isPaid,
        paidAt: isPaid ? new Date() : null,
        imageFileId: images.photo.fileId ?? null,
        receiptFileId: images.receipt.fileId ?? null,
        comments: input.comments ?? '',
        dateSent: input.date_sent ?? null,
        dateArrived: input.date_arrived ?? null,
        originCountryId: input.country_of_origin ?? null,
        destinationCountryId: input.country_of_destination ?? null,
        createdBy: operator.userId,
      })
      .catch(trackTaken);
    await q.insertEvents(work.tx, [{ parcelId: id, statusId, changedBy: operator.userId }]);
    await notifyOwners(work, 'received', [id]);
    return found(work.tx, id);
  }

  return {
    /** The operators' list: of a warehouse or of all, with the filters of the warehouse page. */
    list(viewer: Viewer, query: ParcelListQuery) {
      parcelOperator(viewer);
      return q.listParcels(
        db,
        {
          warehouseId: query.warehouse,
          statusId: query.status,
          trackKey: query.track_number,
          dateSent: query.date_sent ?? undefined,
          clientCode: query.unique_id,
          name: query.name,
          originId: query.country_of_origin,
          destinationId: query.country_of_destination,
          ids: query.id,
        },
        query,
        presentParcel,
      );
    },

    /** A customer's own parcels, newest first. */
    listMine(viewer: Viewer, query: MyParcelsQuery) {
      const userId = ownerOfMyParcels(viewer);
      return q.listParcels(db, { userId, statusId: query.status, trackKey: query.track_number }, query, presentParcel);
    },

    async get(viewer: Viewer, id: number): Promise<Parcel> {
      const row = await q.findParcel(db, id);
      if (!row || !canSeeParcel(viewer, row.parcel)) throw notYours(PARCEL_MSG.notFound);
      return presentParcel(row);
    },

    /** The parcel that has this track number (any spelling), for an operator's scan. */
    async findByTrackNumber(viewer: Viewer, trackNumber: string): Promise<Parcel | null> {
      parcelOperator(viewer);
      const key = normalizeTrackNumber(trackNumber);
      const row = key ? await q.findParcelByTrackKey(db, key) : undefined;
      return row ? presentParcel(row) : null;
    },

    async events(viewer: Viewer, id: number): Promise<ParcelEvent[]> {
      const row = await q.findParcel(db, id);
      if (!row || !canSeeParcel(viewer, row.parcel)) throw notYours(PARCEL_MSG.notFound);
      return (await q.listEvents(db, id)).map(presentEvent(viewer));
    },

    /** Where a parcel is, by its track number in any spelling; its owner and admins see all of it. */
    async track(viewer: Viewer, trackNumber: string, ip: string): Promise<Tracking> {
      if (isTrackingLimited(viewer)) {
        await consumeOrRefuse(deps.trackingLimiter, addressKey(ip));
      }
      const row = await q.findParcelByTrackKey(db, normalizeTrackNumber(trackNumber));
      if (!row) throw notYours(PARCEL_MSG.trackNotFound);
      const timeline = (await q.listEvents(db, row.parcel.id)).map((event) => {
        const { status, created_at } = presentEvent(viewer)(event);
        return { status, created_at };
      });
      const parcel = presentParcel(row);
      return {
        track_number: parcel.track_number,
        status: parcel.status,
        warehouse: parcel.warehouse,
        country_of_origin: parcel.country_of_origin,
        country_of_destination: parcel.country_of_destination,
        date_sent: parcel.date_sent,
        date_arrived: parcel.date_arrived,
        timeline,
        ...(canSeeParcel(viewer, row.parcel) ? { parcel } : {}),
      };
    },

    /** The wizard's parcel: priced by the rule unless the admin gave a price; its first status recorded. */
    async create(viewer: Viewer, input: ParcelCreateBody): Promise<Parcel> {
      const operator = parcelOperator(viewer);
      return unitOfWork(
        (before) => prepareImages(before, input, viewer),
        (work, images) => receive(work, operator, input, images),
      );
    },

    /** Another module's unit of work receiving a parcel prepares its images first (before its transaction). */
    prepareImages,

    /** The same, inside another module's unit of work (an expected parcel received by scan). */
    receiveIn: (work: Work, viewer: Viewer, input: ParcelCreateBody, images: ParcelImages) =>
      receive(work, parcelOperator(viewer), input, images),

    /**
     * Changes the given fields. A changed status is written to the history; new weight,
     * dimensions or route reprice a parcel priced by the rule; a typed price stays until the
     * admin gives another or null (back to the rule).
     */
    async update(viewer: Viewer, id: number, input: ParcelUpdateBody): Promise<Parcel> {
      const operator = parcelOperator(viewer);
      return unitOfWork(
        (before) => prepareImages(before, input, viewer),
        async (work, prepared) => {
          const [current] = await q.lockParcels(work.tx, [id]);
          if (!current) throw notYours(PARCEL_MSG.notFound);
          const { ownerId, trackKey } = await checkReferences(work.tx, input, current);
          // A parcel given to another client does not keep the previous client's address.
          const addressId = input.address !== undefined ? input.address : ownerId !== current.userId ? null : undefined;
          const images = await saveImages(work, prepared, ownerId, current);
          const merged = {
            weight: input.weight !== undefined ? input.weight : current.weight,
            width: input.width !== undefined ? input.width : current.width,
            height: input.height !== undefined ? input.height : current.height,
            length: input.length !== undefined ? input.length : current.length,
            country_of_origin: input.country_of_origin !== undefined ? input.country_of_origin : current.originCountryId,
            country_of_destination:
              input.country_of_destination !== undefined ? input.country_of_destination : current.destinationCountryId,
          };
          const repriced = ['weight', 'width', 'height', 'length', 'country_of_origin', 'country_of_destination'].some(
            (field) => input[field as keyof ParcelUpdateBody] !== undefined,
          );
          const manual = input.price === undefined ? current.priceIsManual : input.price !== null;
          const price =
            input.price != null
              ? input.price
              : !manual && (input.price === null || repriced)
                ? (priceByRule(merged) ?? 0)
                : undefined;
          await q
            .updateParcels(work.tx, [id], {
              name: input.name,
              userId: ownerId,
              addressId,
              warehouseId: input.warehouse,
              statusId: input.status,
              courierId: input.courier_service,
              trackNumber: input.track_number,
              trackKey,
              weight: input.weight,
              width: input.width,
              height: input.height,
              length: input.length,
              price,
              priceIsManual: manual,
              ...paidChange(input.is_paid, current.isPaid),
              imageFileId: images.photo.fileId,
              receiptFileId: images.receipt.fileId,
              comments: input.comments,
              dateSent: input.date_sent,
              dateArrived: input.date_arrived,
              originCountryId: input.country_of_origin,
              destinationCountryId: input.country_of_destination,
            })
            .catch(trackTaken);
          await images.discardOld();
          if (input.status !== undefined && input.status !== current.statusId) {
            await q.insertEvents(work.tx, [{ parcelId: id, statusId: input.status, changedBy: operator.userId }]);
            await notifyOwners(work, 'statusChanged', [id]);
          }
          return found(work.tx, id);
        },
      );
    },

    /**
     * The same status, dates or paid flag for several parcels, all or nothing: an id that does
     * not exist changes nothing and is named. One history row per parcel whose status changed.
     */
    async bulkUpdate(viewer: Viewer, input: BulkUpdate): Promise<{ updated: number }> {
      const operator = parcelOperator(viewer);
      return unitOfWork(async (work) => {
        const { tx } = work;
        const rows = await lockedOrMissing(tx, input.ids);
        if (input.status !== undefined && (await q.missingReferences(tx, { status: input.status })).length > 0) {
          throw fieldError('status', PARCEL_MSG.statusNotFound);
        }
        const ids = rows.map((row) => row.id);
        await q.updateParcels(tx, ids, { statusId: input.status, dateSent: input.date_sent, dateArrived: input.date_arrived });
        // Only parcels whose flag changes get a new paid time: one marked paid earlier keeps its own.
        const flipped = input.is_paid === undefined ? [] : rows.filter((row) => row.isPaid !== input.is_paid);
        if (flipped.length > 0) {
          await q.updateParcels(
            tx,
            flipped.map((row) => row.id),
            paidChange(input.is_paid, !input.is_paid),
          );
        }
        const changed = input.status === undefined ? [] : rows.filter((row) => row.statusId !== input.status);
        await q.insertEvents(
          tx,
          changed.map((row) => ({ parcelId: row.id, statusId: input.status as number, changedBy: operator.userId })),
        );
        await notifyOwners(
          work,
          'statusChanged',
          changed.map((row) => row.id),
        );
        return { updated: rows.length };
      });
    },

    /** Deletes the named parcels (never "all"), with their history; their pictures go after the commit. */
    async bulkDelete(viewer: Viewer, ids: number[]): Promise<void> {
      parcelOperator(viewer);
      await unitOfWork(async (work) => {
        const rows = await lockedOrMissing(work.tx, ids);
        await q.deleteParcels(work.tx, ids);
        await files.discard(
          work,
          rows.flatMap((row) => [row.imageFileId, row.receiptFileId]),
        );
      });
    },
  };

  async function lockedOrMissing(tx: DbOrTx, ids: number[]): Promise<q.ParcelRecord[]> {
    const rows = await q.lockParcels(tx, ids);
    const present = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !present.has(id));
    if (missing.length > 0) throw fieldError('ids', PARCEL_MSG.idsMissing(missing));
    return rows;
  }
}

/** SPEC.md section 9's price for what the parcel measures and where it goes; undefined without a weight. */
function priceByRule(parcel: {
  weight?: number | null;
  width?: number | null;
  height?: number | null;
  length?: number | null;
  country_of_origin?: number | null;
  country_of_destination?: number | null;
}): number | undefined {
  return deliveryPrice(parcel, parcel.country_of_origin ?? undefined, parcel.country_of_destination ?? undefined);
}

/** The paid flag and when it was first set: marking paid keeps an earlier time, unmarking clears it. */
function paidChange(isPaid: boolean | undefined, wasPaid: boolean) {
  if (isPaid === undefined || isPaid === wasPaid) return {};
  return { isPaid, paidAt: isPaid ? new Date() : null };
}

export type ParcelService = ReturnType<typeof createParcelService>;
