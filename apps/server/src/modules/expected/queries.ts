import { and, desc, eq, exists, gt, ilike, inArray, isNotNull, isNull, like, lte, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { escapeLike, fetchPage, idsThenRows, type PageRequest, preparedOnce, type RowOf } from '../../db/list';
import { insertReturningId } from '../../db/rows';
import { addresses, countries, couriers, expectedParcels, users, warehouses } from '../../db/schema';
import { clientColumns, joinPlaces, placeNameColumns } from '../../db/shared-columns';

const other = alias(expectedParcels, 'other');

/**
 * An open announcement whose track number another open announcement has too: someone may have
 * announced a number that is not theirs, so the label decides (the scan asks the operator).
 */
function inConflict(db: DbOrTx): SQL {
  const sameNumber = db
    .select({ id: other.id })
    .from(other)
    .where(and(eq(other.trackKey, expectedParcels.trackKey), isNull(other.parcelId), ne(other.id, expectedParcels.id)));
  return and(isNull(expectedParcels.parcelId), exists(sameNumber)) as SQL;
}

/** An expected parcel with its client, courier, warehouse, route and address: one query a page. */
function selectExpected(db: DbOrTx) {
  const query = db
    .select({
      expected: expectedParcels,
      owner: {
        ...clientColumns,
        // The operators' list nests the client's profile (service.ts presentToOperator).
        email: users.email,
        phoneNumber: users.phoneNumber,
        address: users.address,
        createdAt: users.createdAt,
      },
      courierName: couriers.name,
      ...placeNameColumns,
      address: addresses,
      conflict: sql<boolean>`${inConflict(db)}`,
    })
    .from(expectedParcels)
    .innerJoin(users, eq(users.id, expectedParcels.userId))
    .innerJoin(couriers, eq(couriers.id, expectedParcels.courierId))
    .$dynamic();
  return joinPlaces(query, expectedParcels);
}

export type ExpectedRow = RowOf<typeof selectExpected>;
export type ExpectedRecord = typeof expectedParcels.$inferSelect;

export interface ExpectedFilters {
  userId?: number;
  /** The start of a normalised tracking number. */
  trackKey?: string;
  originId?: number;
  warehouseId?: number;
  /** A client's code, exactly. */
  clientCode?: string;
  /** The start of the client's first name, any case. */
  firstName?: string;
  received?: boolean;
  /** Only announcements in conflict (true), or only the others (false). */
  conflict?: boolean;
  /**
   * Only those an operator deleted while on their way, less than the time ago (true), or only the
   * others (false): deletes before `cutoff` have come back (rules.ts).
   */
  withdrawn?: { hidden: boolean; cutoff: Date };
}

/** Deleted by an operator while on its way after `cutoff`: still out of the operators' list. */
const withdrawnSince = (cutoff: Date): SQL =>
  and(isNull(expectedParcels.parcelId), gt(expectedParcels.withdrawnAt, cutoff)) as SQL;

/** Newest first, filtered on the table itself (a client becomes its id), so the count uses the same filter. */
export function listExpected<T>(db: DbOrTx, filters: ExpectedFilters, page: PageRequest, present: (row: ExpectedRow) => T) {
  const conditions: SQL[] = [];
  if (filters.userId !== undefined) conditions.push(eq(expectedParcels.userId, filters.userId));
  if (filters.trackKey) conditions.push(like(expectedParcels.trackKey, `${escapeLike(filters.trackKey)}%`));
  if (filters.originId !== undefined) conditions.push(eq(expectedParcels.originCountryId, filters.originId));
  if (filters.warehouseId !== undefined) conditions.push(eq(expectedParcels.warehouseId, filters.warehouseId));
  if (filters.clientCode) {
    const owner = db.select({ id: users.id }).from(users).where(eq(users.clientCode, filters.clientCode));
    conditions.push(eq(expectedParcels.userId, sql`(${owner})`));
  }
  if (filters.firstName) {
    const owners = db
      .select({ id: users.id })
      .from(users)
      .where(ilike(users.firstName, `${escapeLike(filters.firstName)}%`));
    conditions.push(sql`${expectedParcels.userId} in (${owners})`);
  }
  if (filters.received !== undefined) {
    conditions.push(filters.received ? isNotNull(expectedParcels.parcelId) : isNull(expectedParcels.parcelId));
  }
  if (filters.conflict !== undefined) conditions.push(filters.conflict ? inConflict(db) : not(inConflict(db)));
  if (filters.withdrawn !== undefined) {
    const { hidden, cutoff } = filters.withdrawn;
    conditions.push(
      hidden
        ? withdrawnSince(cutoff)
        : (or(
            isNotNull(expectedParcels.parcelId),
            isNull(expectedParcels.withdrawnAt),
            lte(expectedParcels.withdrawnAt, cutoff),
          ) as SQL),
    );
  }
  const where = and(...conditions);
  const order = [desc(expectedParcels.createdAt), desc(expectedParcels.id)];
  return fetchPage(
    db,
    {
      // Planning the seven lookups and the conflict check for every page took 3-6 ms, more than running them.
      rows: idsThenRows(
        db,
        'expected_page',
        db
          .select({ id: expectedParcels.id })
          .from(expectedParcels)
          .where(where)
          .orderBy(...order),
        (slots, name) =>
          selectExpected(db)
            .where(inArray(expectedParcels.id, slots))
            .orderBy(...order)
            .prepare(name),
      ),
      table: expectedParcels,
      where,
      present,
    },
    page,
  );
}

export async function findExpected(db: DbOrTx, id: number): Promise<ExpectedRow | undefined> {
  const [row] = await selectExpected(db).where(eq(expectedParcels.id, id));
  return row;
}

/** The expected parcel itself, locked for the rest of the transaction (a receive decides on it). */
export async function lockExpected(db: DbOrTx, id: number): Promise<ExpectedRecord | undefined> {
  const [row] = await db.select().from(expectedParcels).where(eq(expectedParcels.id, id)).for('update');
  return row;
}

/** Every announcement of a scanned number: the ones still expected first, then the newest. */
export function findExpectedByTrackKey(db: DbOrTx, trackKey: string): PromiseLike<ExpectedRow[]> {
  // Prepared once: the warehouse's scanner asks this for every parcel it reads.
  const byTrackKey = preparedOnce(db, 'expected_by_track_key', (name) =>
    selectExpected(db)
      .where(eq(expectedParcels.trackKey, sql.placeholder('trackKey')))
      .orderBy(sql`${expectedParcels.parcelId} is not null`, desc(expectedParcels.createdAt), desc(expectedParcels.id))
      .prepare(name),
  );
  return byTrackKey.execute({ trackKey });
}

/** Whether this client already waits for a parcel with this track number (another announcement than `except`). */
export async function hasOpenAnnouncement(db: DbOrTx, userId: number, trackKey: string, except?: number): Promise<boolean> {
  const conditions = [
    eq(expectedParcels.userId, userId),
    eq(expectedParcels.trackKey, trackKey),
    isNull(expectedParcels.parcelId),
    except === undefined ? undefined : ne(expectedParcels.id, except),
  ];
  const rows = await db
    .select({ id: expectedParcels.id })
    .from(expectedParcels)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export type ExpectedValues = Omit<
  typeof expectedParcels.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'parcelId' | 'receivedAt' | 'withdrawnAt'
>;

export const insertExpected = (db: DbOrTx, values: ExpectedValues) => insertReturningId(db, expectedParcels, values);

export async function updateExpected(db: DbOrTx, id: number, values: Partial<ExpectedValues>): Promise<void> {
  await db
    .update(expectedParcels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(expectedParcels.id, id));
}

export async function deleteExpected(db: DbOrTx, id: number): Promise<void> {
  await db.delete(expectedParcels).where(eq(expectedParcels.id, id));
}

/** An operator's delete of one still on its way: kept, out of the operators' list for a while, until received. */
export async function withdrawExpected(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(expectedParcels).set({ withdrawnAt: at, updatedAt: sql`now()` }).where(eq(expectedParcels.id, id));
}

/**
 * A client's announcement of a number still on its way (withdrawn by an operator or not), locked:
 * the parcel being received with that number takes it. The one not withdrawn first, then the newest.
 */
export async function lockOpenAnnouncement(db: DbOrTx, userId: number, trackKey: string): Promise<ExpectedRecord | undefined> {
  const [row] = await db
    .select()
    .from(expectedParcels)
    .where(and(eq(expectedParcels.userId, userId), eq(expectedParcels.trackKey, trackKey), isNull(expectedParcels.parcelId)))
    .orderBy(sql`${expectedParcels.withdrawnAt} is not null`, desc(expectedParcels.createdAt), desc(expectedParcels.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Links the warehouse parcel it became; false when it was received already (a second scan, a race).
 * When an operator deleted it before is kept: its history shows the delete, and whether it had come back.
 */
export async function markReceived(db: DbOrTx, id: number, parcelId: number): Promise<boolean> {
  const updated = await db
    .update(expectedParcels)
    .set({ parcelId, receivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(expectedParcels.id, id), isNull(expectedParcels.parcelId)))
    .returning({ id: expectedParcels.id });
  return updated.length === 1;
}

/** Which of these references do not exist (field name -> missing). */
export async function missingReferences(
  db: DbOrTx,
  refs: { courier_service?: number; warehouse?: number; country_of_origin?: number; country_of_destination?: number },
): Promise<string[]> {
  const exists = async (table: typeof couriers | typeof warehouses | typeof countries, id: number) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  const checks: Array<[string, number | undefined, typeof couriers | typeof warehouses | typeof countries]> = [
    ['courier_service', refs.courier_service, couriers],
    ['warehouse', refs.warehouse, warehouses],
    ['country_of_origin', refs.country_of_origin, countries],
    ['country_of_destination', refs.country_of_destination, countries],
  ];
  const missing: string[] = [];
  for (const [field, id, table] of checks) if (id !== undefined && !(await exists(table, id))) missing.push(field);
  return missing;
}
