import type { DeclaredItem, ParcelHandover } from '@kerben/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { preparedOnce, type RowOf } from '../../../db/list';
import { parcelEvents, parcelStatuses, users } from '../../../db/schema';

// A parcel's history: each status it got, and its declaration as it became.

const changedBy = alias(users, 'changed_by_user');

/** History rows: each a status the parcel got, or its declaration as it became. */
export type EventValues = { parcelId: number; changedBy: number | null } & (
  | { statusId: number; declaration?: undefined; handover?: ParcelHandover }
  | { statusId?: undefined; declaration: DeclaredItem[] }
);

export async function insertEvents(db: DbOrTx, events: EventValues[]): Promise<void> {
  if (events.length > 0) await db.insert(parcelEvents).values(events);
}

/** A parcel's history, oldest first, with the status names and who set each. */
export function listEvents(db: DbOrTx, parcelId: number) {
  return preparedOnce(db, 'parcel_events', (name) => selectEvents(db).prepare(name)).execute({ parcelId });
}

function selectEvents(db: DbOrTx) {
  return db
    .select({
      id: parcelEvents.id,
      statusId: parcelEvents.statusId,
      statusName: parcelStatuses.name,
      declaration: parcelEvents.declaration,
      handover: parcelEvents.handover,
      createdAt: parcelEvents.createdAt,
      changedById: changedBy.id,
      changedByFirstName: changedBy.firstName,
      changedByLastName: changedBy.lastName,
    })
    .from(parcelEvents)
    .leftJoin(parcelStatuses, eq(parcelStatuses.id, parcelEvents.statusId))
    .leftJoin(changedBy, eq(changedBy.id, parcelEvents.changedBy))
    .where(eq(parcelEvents.parcelId, sql.placeholder('parcelId')))
    .orderBy(asc(parcelEvents.createdAt), asc(parcelEvents.id));
}

export type EventRow = RowOf<typeof selectEvents>;
