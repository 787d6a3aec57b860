import type { TaskKind } from '@kerben/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { insertReturningId } from '../../../db/rows';
import {
  invoices,
  parcels,
  serviceOrderParcels,
  serviceOrderPhotos,
  serviceOrders,
  shipmentParcels,
  shipments,
  users,
} from '../../../db/schema';
import { parcelLineColumns, parcelStatusJoin } from '../../../db/shared-columns';
import { isOpen } from './reading';

// Every query of the warehouse services: orders, a consolidation's parcels, the result photos, and
// what an order or a consolidation must know about its parcels; reading orders as answered is in
// reading.ts.

export type OrderRecord = typeof serviceOrders.$inferSelect;
export type OrderValues = typeof serviceOrders.$inferInsert;

/** An order, locked for the rest of the transaction (its move is decided on it). */
export async function lockOrder(db: DbOrTx, id: number): Promise<OrderRecord | undefined> {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, id)).for('update');
  return row;
}

export const insertOrder = (db: DbOrTx, values: OrderValues) => insertReturningId(db, serviceOrders, values);

export async function updateOrder(db: DbOrTx, id: number, values: Partial<OrderValues>): Promise<void> {
  await db
    .update(serviceOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(serviceOrders.id, id));
}

/**
 * Takes an order that nobody works on yet: one statement, so of two operators taking it at once
 * exactly one gets it (the other's update finds it in work and changes nothing).
 */
export async function takeOrder(db: DbOrTx, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(serviceOrders)
    .set({ status: 'in_work', takenBy: userId, takenAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(serviceOrders.id, id), eq(serviceOrders.status, 'ordered')))
    .returning({ id: serviceOrders.id });
  return rows.length > 0;
}

// ---- What an order is decided on: its parcels

const openShipment = alias(shipments, 'open_shipment');

/** The parcels named, locked, with what a service or a consolidation checks on them. */
export async function lockParcelFacts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  // Locked first, then read by a statement of its own: what committed while this waited is seen.
  await db.select({ id: parcels.id }).from(parcels).where(inArray(parcels.id, ids)).orderBy(asc(parcels.id)).for('update');
  return db
    .select({
      ...parcelLineColumns,
      trackKey: parcels.trackKey,
      userId: parcels.userId,
      warehouseId: parcels.warehouseId,
      originCountryId: parcels.originCountryId,
      destinationCountryId: parcels.destinationCountryId,
      addressId: parcels.addressId,
      items: parcels.items,
      weight: parcels.weight,
      openShipmentNumber: openShipment.number,
      invoiced: sql<boolean>`exists (select 1 from ${invoices} where ${invoices.parcelId} = ${parcels.id})`,
    })
    .from(parcels)
    .innerJoin(...parcelStatusJoin)
    .leftJoin(shipmentParcels, and(eq(shipmentParcels.parcelId, parcels.id), eq(shipmentParcels.open, true)))
    .leftJoin(openShipment, eq(openShipment.id, shipmentParcels.shipmentId))
    .where(inArray(parcels.id, ids))
    .orderBy(asc(parcels.id));
}

export type ParcelFacts = Awaited<ReturnType<typeof lockParcelFacts>>[number];

/**
 * What is still to be done on each of these parcels: its open orders (insurance too, when asked:
 * it waits for the shipment) and, as 'consolidation', an open consolidation it is in.
 */
export async function openTasksOf(
  db: DbOrTx,
  parcelIds: number[],
  { withInsurance = false } = {},
): Promise<Map<number, TaskKind[]>> {
  const found = new Map<number, TaskKind[]>();
  if (parcelIds.length === 0) return found;
  const orders = await db
    .select({ parcelId: serviceOrders.parcelId, kind: serviceOrders.kind })
    .from(serviceOrders)
    .where(
      and(inArray(serviceOrders.parcelId, parcelIds), isOpen, withInsurance ? undefined : ne(serviceOrders.kind, 'insurance')),
    )
    .orderBy(asc(serviceOrders.id));
  const combining = await db
    .select({ parcelId: serviceOrderParcels.parcelId })
    .from(serviceOrderParcels)
    .where(and(inArray(serviceOrderParcels.parcelId, parcelIds), eq(serviceOrderParcels.open, true)));
  const add = (parcelId: number | null, kind: TaskKind) => {
    if (parcelId !== null) found.set(parcelId, [...(found.get(parcelId) ?? []), kind]);
  };
  for (const row of orders) add(row.parcelId, row.kind);
  for (const row of combining) add(row.parcelId, 'consolidation');
  return found;
}

/** Insurance ordered on these parcels and not charged yet, oldest first. */
export function insuranceDue(db: DbOrTx, parcelIds: number[]) {
  return db
    .select()
    .from(serviceOrders)
    .where(
      and(inArray(serviceOrders.parcelId, parcelIds), eq(serviceOrders.kind, 'insurance'), eq(serviceOrders.status, 'ordered')),
    )
    .orderBy(asc(serviceOrders.id))
    .for('update');
}

/** Whose parcel it is (undefined: there is none). */
export async function parcelOwner(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: parcels.userId }).from(parcels).where(eq(parcels.id, id));
  return row?.userId;
}

/** Whose parcel it is, by email and language (the mail that tells them). */
export const ownerOf = async (db: DbOrTx, userId: number) =>
  (await db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(eq(users.id, userId)))[0];

// ---- A consolidation's parcels

export async function insertChildren(db: DbOrTx, orderId: number, parcelIds: number[]): Promise<void> {
  await db.insert(serviceOrderParcels).values(parcelIds.map((parcelId) => ({ orderId, parcelId })));
}

/** The consolidation is over (done, declined, cancelled): its parcels may be in another one. */
export async function closeChildren(db: DbOrTx, orderId: number): Promise<void> {
  await db.update(serviceOrderParcels).set({ open: false }).where(eq(serviceOrderParcels.orderId, orderId));
}

export function childrenOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({ parcelId: serviceOrderParcels.parcelId, trackKey: parcels.trackKey, scannedAt: serviceOrderParcels.scannedAt })
    .from(serviceOrderParcels)
    .innerJoin(parcels, eq(parcels.id, serviceOrderParcels.parcelId))
    .where(eq(serviceOrderParcels.orderId, orderId))
    .orderBy(asc(serviceOrderParcels.id));
}

export async function markScanned(db: DbOrTx, orderId: number, parcelId: number, userId: number): Promise<void> {
  await db
    .update(serviceOrderParcels)
    .set({ scannedAt: sql`now()`, scannedBy: userId })
    .where(
      and(
        eq(serviceOrderParcels.orderId, orderId),
        eq(serviceOrderParcels.parcelId, parcelId),
        sql`${serviceOrderParcels.scannedAt} is null`,
      ),
    );
}

// ---- Photos

export async function insertPhotos(db: DbOrTx, orderId: number, fileIds: number[]): Promise<void> {
  if (fileIds.length > 0) await db.insert(serviceOrderPhotos).values(fileIds.map((fileId) => ({ orderId, fileId })));
}

export * from './reading';

/** Insurance ordered on a parcel that leaves otherwise (returned to the shop): it never ships, nothing to insure. */
export async function cancelInsurance(db: DbOrTx, parcelId: number): Promise<void> {
  await db
    .update(serviceOrders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(serviceOrders.parcelId, parcelId), eq(serviceOrders.kind, 'insurance'), eq(serviceOrders.status, 'ordered')));
}
