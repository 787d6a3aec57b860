import {
  type CustomsRule,
  courierName,
  type DeclaredItem,
  declaredGoods,
  declaredValueUsd,
  namedCountry,
  namedOrNull,
  PARCEL_MSG,
  PARCEL_STATUS,
  type Parcel,
  type ParcelEvent,
  type ParcelHandover,
  parcelStatusName,
  storageClock,
} from '@kerben/domain';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { type Clock, systemClock } from '../../../core/clock';
import type { UrlBuilder } from '../../../core/urls';
import { notYours, type Viewer } from '../../../core/viewer';
import type { Db, DbOrTx } from '../../../db/client';
import type { UnitOfWork, Work } from '../../../db/unit-of-work';
import { type AddressService, presentAddress } from '../../addresses';
import type { ParcelMoney, PickupNotes } from '../../billing';
import type { CustomsService } from '../../customs';
import type { FileService } from '../../files';
import type { NotificationService, ParcelEvent as OwnerEvent } from '../../notifications';
import { presentClientName } from '../../users';
import { canSeeWhoChanged } from '../policy';
import * as q from '../queries';
import { storageStay } from '../rules';
import { createParcelImages } from './images';

/** An open announcement of a number by a client, claimed by the parcel being received. */
export interface ClaimedAnnouncement {
  id: number;
  items: DeclaredItem[];
  declaredBy: number;
}

export interface AnnouncementClaims {
  /** The client's open announcement of this number (locked), if any. */
  claim(tx: DbOrTx, userId: number, trackKey: string): Promise<ClaimedAnnouncement | undefined>;
  /** Marks it received by this parcel. */
  link(tx: DbOrTx, id: number, parcelId: number): Promise<void>;
}

export interface ParcelDeps {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'replace' | 'discard' | 'setOwner'>;
  urls: UrlBuilder;
  addresses: Pick<AddressService, 'findOfUser'>;
  notifications: Pick<NotificationService, 'notifyParcelEvents'>;
  /** The duty rule every parcel answer is estimated with. */
  customs: Pick<CustomsService, 'rule'>;
  /** What a parcel's events do to money (the billing's ledger and invoices), in the change's unit of work. */
  money: ParcelMoney;
  /** Tracking lookups per address for everyone but admins. */
  trackingLimiter: RateLimiterAbstract;
  /**
   * The announcements a received parcel answers (the expected parcels module's): a parcel created
   * with the track number a client announced receives that announcement in the same transaction.
   */
  announcements?: AnnouncementClaims;
  /** What "now" is for the storage clock (tests move it); the system clock otherwise. */
  clock?: Clock;
  /**
   * Told of every status change in its unit of work, after the history rows (the warehouse
   * services' insurance is charged as a parcel ships). Given in app/services.ts: that module uses this one.
   */
  afterStatusChange?: StatusListener;
}

/** Hears that these parcels got this status, from this staff member, inside the change's unit of work. */
export type StatusListener = (work: Work, ids: number[], statusId: number, changedBy: number) => Promise<void>;

/** What the jobs of the parcel service share: its dependencies, the answers it builds, the owners' news, the pictures. */
export function parcelParts(deps: ParcelDeps) {
  const { urls } = deps;
  const clock = deps.clock ?? systemClock;

  /** A parcel as answered, its duty estimated by `rule` (read once per request, not per parcel). */
  function presentParcel(row: q.ParcelRow, rule: CustomsRule): Parcel {
    const p = row.parcel;
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
      unique_id_user: row.owner.clientCode,
      client: presentClientName(row.owner),
      user: row.owner.id,
      address: row.address?.id ?? null,
      address_detail: row.address ? presentAddress(row.address) : null,
      comments: p.comments,
      date_sent: p.dateSent,
      date_arrived: p.dateArrived,
      warehouse: p.warehouseId,
      warehouse_detail: { id: p.warehouseId, name: row.warehouseName },
      courier_service: p.courierId,
      courier_service_detail: namedOrNull(p.courierId, row.courierName && courierName(p.courierId, row.courierName)),
      status: { id: p.statusId, name: parcelStatusName(p.statusId, row.statusName) },
      status_many: p.isPaid,
      is_paid: p.isPaid,
      country_of_origin: namedCountry(p.originCountryId, row.originName),
      country_of_destination: namedCountry(p.destinationCountryId, row.destinationName),
      storage: storageClock(storageStay(p), clock()),
      consolidated_into: p.consolidatedIntoId,
      created_at: p.createdAt.toISOString(),
      ...declaredGoods(p.items, { weight_kg: p.weight, destination: p.destinationCountryId }, rule),
    };
  }

  const presentEvent =
    (viewer: Viewer) =>
    (row: q.EventRow): ParcelEvent => ({
      id: row.id,
      status:
        row.statusId !== null && row.statusName !== null
          ? { id: row.statusId, name: parcelStatusName(row.statusId, row.statusName) }
          : null,
      declaration: row.declaration ? { items: row.declaration, declared_value_usd: declaredValueUsd(row.declaration) } : null,
      handover: row.handover,
      created_at: row.createdAt.toISOString(),
      changed_by:
        canSeeWhoChanged(viewer) && row.changedById !== null
          ? { id: row.changedById, name: `${row.changedByFirstName ?? ''} ${row.changedByLastName ?? ''}`.trim() }
          : null,
    });

  async function found(tx: DbOrTx, id: number): Promise<Parcel> {
    const row = await q.findParcel(tx, id);
    if (!row) throw notYours(PARCEL_MSG.notFound);
    return presentParcel(row, await deps.customs.rule(tx));
  }

  /**
   * Tells the owners, in the change's own transaction: a parcel received, or its status changed;
   * at the pickup point with what it owes and (in the mail) the handover code, the billing's notes.
   */
  async function notifyOwners(work: Work, kind: OwnerEvent['kind'], ids: number[], notes?: PickupNotes): Promise<void> {
    const rows = await q.findParcels(work.tx, ids);
    await deps.notifications.notifyParcelEvents(
      work,
      rows.map((row) => ({
        kind,
        ...notes?.get(row.parcel.id),
        parcelId: row.parcel.id,
        owner: { id: row.owner.id, email: row.owner.email, language: row.owner.language },
        parcel: {
          name: row.parcel.name,
          trackNumber: row.parcel.trackNumber,
          statusId: row.parcel.statusId,
          status: row.statusName,
          warehouse: row.warehouseName,
          warehouseId: row.parcel.warehouseId,
        },
      })),
    );
  }

  /**
   * Gives these (locked) parcels a status: those that have another one change, each with its history
   * row (and, handed over at the desk, to whom), and their owners are told, in the change's own
   * transaction. A stay that ends is charged its storage first; at the pickup point the parcels'
   * charges are invoiced. Answers the ids that changed.
   */
  async function changeStatus(
    work: Work,
    changedBy: number,
    rows: q.ParcelRecord[],
    statusId: number,
    { handover, notify = true }: { handover?: ParcelHandover; notify?: boolean } = {},
  ): Promise<number[]> {
    const ids = rows.filter((row) => row.statusId !== statusId).map((row) => row.id);
    if (ids.length === 0) return [];
    await deps.money.staysEnding(work, ids, changedBy);
    await q.updateParcels(work.tx, ids, { statusId });
    await q.insertEvents(
      work.tx,
      ids.map((parcelId) => ({ parcelId, statusId, changedBy, handover })),
    );
    await deps.afterStatusChange?.(work, ids, statusId, changedBy);
    const notes = statusId === PARCEL_STATUS.atPickupPoint ? await deps.money.reachedPickup(work, ids, changedBy) : undefined;
    if (notify) await notifyOwners(work, 'statusChanged', ids, notes);
    return ids;
  }

  /** The declaration as it became, in the parcel's history (who declared or corrected it, and when). */
  async function recordDeclaration(tx: DbOrTx, parcelId: number, items: DeclaredItem[], changedBy: number): Promise<void> {
    await q.insertEvents(tx, [{ parcelId, declaration: items, changedBy }]);
  }

  return {
    ...deps,
    clock,
    presentParcel,
    presentEvent,
    found,
    notifyOwners,
    changeStatus,
    recordDeclaration,
    images: createParcelImages(deps.files),
  };
}

export type ParcelParts = ReturnType<typeof parcelParts>;
