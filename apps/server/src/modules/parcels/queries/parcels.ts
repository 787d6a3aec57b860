import { FINAL_PARCEL_STATUSES, PARCEL_MSG, type ParcelStorageFilter } from '@kerben/domain';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNotNull, like, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { deleteUnlessReferenced } from '../../../db/delete-guard';
import { escapeLike, fetchPage, idsThenRows, type PageRequest, preparedOnce, type RowOf } from '../../../db/list';
import { insertReturningId } from '../../../db/rows';
import { addresses, couriers, parcelCounts, parcelStatuses, parcels, users } from '../../../db/schema';
import { clientColumns, joinPlaces, placeNameColumns } from '../../../db/shared-columns';

// The parcels themselves: read with what their answers show, listed, locked and written.

/**
 * The columns of a parcel its answer shows (and who owns it). On the embedded database every
 * value of every row costs its share of a list, so what no answer reads is left out.
 */
const shownColumns = (({ trackKey, paidAt, createdBy, updatedAt, addressId, ...shown }) => shown)(getTableColumns(parcels));

/** A parcel with everything its answer shows, joined: one query for a whole page. */
function selectParcels(db: DbOrTx) {
  const query = db
    .select({
      parcel: shownColumns,
      owner: { ...clientColumns, email: users.email, language: users.language },
      address: {
        id: addresses.id,
        fullName: addresses.fullName,
        phoneNumber: addresses.phoneNumber,
        email: addresses.email,
        address: addresses.address,
        city: addresses.city,
        country: addresses.country,
      },
      statusName: parcelStatuses.name,
      courierName: couriers.name,
      ...placeNameColumns,
    })
    .from(parcels)
    .innerJoin(users, eq(users.id, parcels.userId))
    .innerJoin(parcelStatuses, eq(parcelStatuses.id, parcels.statusId))
    .leftJoin(couriers, eq(couriers.id, parcels.courierId))
    .$dynamic();
  return joinPlaces(query, parcels);
}

export type ParcelRow = RowOf<typeof selectParcels>;

export interface ParcelFilters {
  warehouseId?: number;
  userId?: number;
  statusId?: number;
  /** The start of a normalised track number. */
  trackKey?: string;
  dateSent?: string;
  /** A client's code, exactly (the client search finds codes by their start). */
  clientCode?: string;
  /** Part of the parcel's name, any case. */
  name?: string;
  originId?: number;
  destinationId?: number;
  ids?: number[];
  /** Not handed over (nor combined into a box, nor returned) yet: in transit or waiting at a warehouse. */
  notDelivered?: boolean;
  /** Waiting at a warehouse now, or past the free days on `today` (YYYY-MM-DD, the company's date). */
  storage?: { kind: ParcelStorageFilter; today: string };
  longestInStorageFirst?: boolean;
}

const NEWEST_FIRST = [desc(parcels.createdAt), desc(parcels.id)];
// Arrived earliest first; parcels not in storage (null) come after them.
const LONGEST_IN_STORAGE_FIRST = [asc(parcels.storageSince), desc(parcels.id)];

/**
 * Newest first, filtered on the parcels table only (a client code becomes a set of user ids), so
 * that the count uses the same filter and an index serves the order of each list.
 */
export function listParcels<T>(db: DbOrTx, filters: ParcelFilters, page: PageRequest, present: (row: ParcelRow) => T) {
  // Warehouse and status: the counts the triggers keep answer how many match them alone.
  const byPlace: SQL[] = [];
  const others: SQL[] = [];
  if (filters.warehouseId !== undefined) byPlace.push(eq(parcels.warehouseId, filters.warehouseId));
  if (filters.statusId !== undefined) byPlace.push(eq(parcels.statusId, filters.statusId));
  if (filters.userId !== undefined) others.push(eq(parcels.userId, filters.userId));
  if (filters.trackKey) others.push(like(parcels.trackKey, `${escapeLike(filters.trackKey)}%`));
  if (filters.dateSent) others.push(eq(parcels.dateSent, filters.dateSent));
  if (filters.clientCode) {
    // One client by the unique code: the client's own index then serves the order.
    const owner = db.select({ id: users.id }).from(users).where(eq(users.clientCode, filters.clientCode));
    others.push(eq(parcels.userId, sql`(${owner})`));
  }
  if (filters.name) others.push(ilike(parcels.name, `%${escapeLike(filters.name)}%`));
  if (filters.originId !== undefined) others.push(eq(parcels.originCountryId, filters.originId));
  if (filters.destinationId !== undefined) others.push(eq(parcels.destinationCountryId, filters.destinationId));
  if (filters.ids?.length) others.push(inArray(parcels.id, filters.ids));
  if (filters.notDelivered) others.push(notInArray(parcels.statusId, [...FINAL_PARCEL_STATUSES]));
  if (filters.storage?.kind === 'waiting') others.push(isNotNull(parcels.storageSince));
  if (filters.storage?.kind === 'paid') {
    others.push(isNotNull(parcels.storageSince), lt(parcels.storageFreeUntil, filters.storage.today));
  }
  const where = and(...byPlace, ...others);
  const order = filters.longestInStorageFirst ? LONGEST_IN_STORAGE_FIRST : NEWEST_FIRST;
  return fetchPage(
    db,
    {
      // The page's ids from the parcels alone (an index serves the filter and the order), then
      // those parcels with their eight lookups joined, by a statement prepared once per page size:
      // planning the nine relations for every page cost more than running them.
      rows: idsThenRows(
        db,
        filters.longestInStorageFirst ? 'parcels_page_storage' : 'parcels_page',
        db
          .select({ id: parcels.id })
          .from(parcels)
          .where(where)
          .orderBy(...order),
        (slots, name) =>
          selectParcels(db)
            .where(inArray(parcels.id, slots))
            .orderBy(...order)
            .prepare(name),
      ),
      table: parcels,
      where,
      count: others.length === 0 ? () => countKept(db, filters) : undefined,
      present,
    },
    page,
  );
}

/** How many parcels a warehouse and/or a status holds (or all), from the counts the triggers keep. */
async function countKept(db: DbOrTx, { warehouseId, statusId }: ParcelFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${parcelCounts.parcels}), 0)::int` })
    .from(parcelCounts)
    .where(
      and(
        warehouseId === undefined ? undefined : eq(parcelCounts.warehouseId, warehouseId),
        statusId === undefined ? undefined : eq(parcelCounts.statusId, statusId),
      ),
    );
  return row?.n ?? 0;
}

export async function findParcel(db: DbOrTx, id: number): Promise<ParcelRow | undefined> {
  const byId = preparedOnce(db, 'parcel_by_id', (name) =>
    selectParcels(db)
      .where(eq(parcels.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = await byId.execute({ id });
  return row;
}

/** Several parcels as answered (the ones a bulk change moved, to tell their owners). */
export function findParcels(db: DbOrTx, ids: number[]): Promise<ParcelRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectParcels(db).where(inArray(parcels.id, ids));
}

/** A parcel by its track number (tracking and the warehouse scan: both read it often). */
export async function findParcelByTrackKey(db: DbOrTx, trackKey: string): Promise<ParcelRow | undefined> {
  const byTrackKey = preparedOnce(db, 'parcel_by_track_key', (name) =>
    selectParcels(db)
      .where(eq(parcels.trackKey, sql.placeholder('trackKey')))
      .prepare(name),
  );
  const [row] = await byTrackKey.execute({ trackKey });
  return row;
}

export type ParcelRecord = typeof parcels.$inferSelect;

/** The parcels themselves, locked for the rest of the transaction (a change is decided on them). */
export function lockParcels(db: DbOrTx, ids: number[]): Promise<ParcelRecord[]> {
  return db.select().from(parcels).where(inArray(parcels.id, ids)).orderBy(asc(parcels.id)).for('update');
}

/** Which parcel already has this track number, if any. */
export async function parcelWithTrackKey(db: DbOrTx, trackKey: string) {
  const [row] = await db.select({ id: parcels.id, name: parcels.name }).from(parcels).where(eq(parcels.trackKey, trackKey));
  return row;
}

export type ParcelValues = Omit<typeof parcels.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const insertParcel = (db: DbOrTx, values: ParcelValues) => insertReturningId(db, parcels, values);

export async function updateParcels(db: DbOrTx, ids: number[], values: Partial<ParcelValues>): Promise<void> {
  await db
    .update(parcels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(parcels.id, ids));
}

/** Deletes them unless a row refuses it (a shipment named a parcel in its manifest): 409 naming that parcel. */
export async function deleteParcels(tx: Tx, ids: number[]): Promise<void> {
  await deleteUnlessReferenced(tx, parcels, ids, { refusal: PARCEL_MSG.deleteHeld });
}
