import type { ShipmentStatus } from '@kerben/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { fetchNewestFirst, type PageRequest, type RowOf } from '../../db/list';
import { insertReturningId } from '../../db/rows';
import { addresses, countries, parcels, shipmentParcels, shipments, users, warehouses } from '../../db/schema';
import { parcelLineColumns, parcelStatusJoin } from '../../db/shared-columns';

// Every query of the shipments. A shipment's parcels are read here with what its page and its
// manifest show; their status changes go through the parcels module.

const parcelWarehouse = alias(warehouses, 'parcel_warehouse');
const parcelDestination = alias(countries, 'parcel_destination');
const openShipment = alias(shipments, 'open_shipment');

function selectShipments(db: DbOrTx) {
  return db
    .select({ shipment: shipments, warehouseName: warehouses.name, destinationName: countries.name })
    .from(shipments)
    .innerJoin(warehouses, eq(warehouses.id, shipments.warehouseId))
    .innerJoin(countries, eq(countries.id, shipments.destinationCountryId))
    .$dynamic();
}

export type ShipmentRow = RowOf<typeof selectShipments>;
export type ShipmentRecord = typeof shipments.$inferSelect;
export type ShipmentValues = Omit<typeof shipments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface ShipmentFilters {
  status?: ShipmentStatus;
  warehouseId?: number;
}

/** Newest first, filtered on the shipments table (an index serves each filter and the order). */
export function listShipments<T>(db: DbOrTx, filters: ShipmentFilters, page: PageRequest, present: (row: ShipmentRow) => T) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(shipments.status, filters.status));
  if (filters.warehouseId !== undefined) conditions.push(eq(shipments.warehouseId, filters.warehouseId));
  const where = and(...conditions);
  return fetchNewestFirst(db, { select: selectShipments(db), table: shipments, where, present }, page);
}

export async function findShipment(db: DbOrTx, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await selectShipments(db).where(eq(shipments.id, id));
  return row;
}

/** The shipment itself, locked until the change commits: adds, removals and moves of one shipment take turns. */
export async function lockShipment(db: DbOrTx, id: number): Promise<ShipmentRecord | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

export const insertShipment = (db: DbOrTx, values: ShipmentValues) => insertReturningId(db, shipments, values);

export async function updateShipment(db: DbOrTx, id: number, values: Partial<ShipmentValues>): Promise<void> {
  await db
    .update(shipments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(shipments.id, id));
}

/** Whether the warehouse and the country exist (the warehouse held until the shipment is written). */
export async function missingReferences(db: DbOrTx, refs: { warehouse: number; country: number }) {
  const [warehouse] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.id, refs.warehouse))
    .for('key share');
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, refs.country));
  return { warehouse: !warehouse, country: !country };
}

// ---- Totals

export interface Totals {
  parcels: number;
  weightKg: number;
  declaredValueUsd: number;
}

export const NO_TOTALS: Totals = { parcels: 0, weightKg: 0, declaredValueUsd: 0 };

/** The declared value of a parcel's items, summed by PostgreSQL exactly (numeric), as the domain sums it. */
const declaredValue = sql`(select coalesce(sum((item->>'quantity')::numeric * (item->>'unit_price_usd')::numeric), 0)
  from jsonb_array_elements(${parcels.items}) as item)`;

/** Count, weight and declared value of each shipment's parcels, in one query for a page. */
export async function totalsOf(db: DbOrTx, ids: number[]): Promise<Map<number, Totals>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      shipmentId: shipmentParcels.shipmentId,
      parcels: sql<number>`count(*)::int`,
      weightKg: sql<number>`coalesce(sum(${parcels.weight}), 0)::float8`,
      declaredValueUsd: sql<number>`coalesce(sum(${declaredValue}), 0)::float8`,
    })
    .from(shipmentParcels)
    .innerJoin(parcels, eq(parcels.id, shipmentParcels.parcelId))
    .where(inArray(shipmentParcels.shipmentId, ids))
    .groupBy(shipmentParcels.shipmentId);
  const totals = new Map(ids.map((id) => [id, NO_TOTALS]));
  for (const { shipmentId, ...sums } of rows) totals.set(shipmentId, sums);
  return totals;
}

// ---- Its parcels

/** A shipment's parcels with what its page and its manifest show, in the order they were added. */
export function shipmentParcelRows(db: DbOrTx, shipmentId: number) {
  return db
    .select({
      ...parcelLineColumns,
      weight: parcels.weight,
      items: parcels.items,
      destinationCountryId: parcels.destinationCountryId,
      destinationName: parcelDestination.name,
      clientCode: users.clientCode,
      clientName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      addressName: addresses.fullName,
      addedAt: shipmentParcels.addedAt,
    })
    .from(shipmentParcels)
    .innerJoin(parcels, eq(parcels.id, shipmentParcels.parcelId))
    .innerJoin(users, eq(users.id, parcels.userId))
    .innerJoin(...parcelStatusJoin)
    .leftJoin(parcelDestination, eq(parcelDestination.id, parcels.destinationCountryId))
    .leftJoin(addresses, eq(addresses.id, parcels.addressId))
    .where(eq(shipmentParcels.shipmentId, shipmentId))
    .orderBy(asc(shipmentParcels.addedAt), asc(parcels.id));
}

export type ShipmentParcelRow = Awaited<ReturnType<typeof shipmentParcelRows>>[number];

export async function parcelIdsOf(db: DbOrTx, shipmentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: shipmentParcels.parcelId })
    .from(shipmentParcels)
    .where(eq(shipmentParcels.shipmentId, shipmentId))
    .orderBy(asc(shipmentParcels.parcelId));
  return rows.map((row) => row.id);
}

/** The ids of the parcels that have these track numbers (compared forms). */
export async function parcelIdsByTrackKeys(db: DbOrTx, trackKeys: string[]) {
  if (trackKeys.length === 0) return [];
  return db.select({ id: parcels.id, trackKey: parcels.trackKey }).from(parcels).where(inArray(parcels.trackKey, trackKeys));
}

/**
 * Locks the parcels to add (in id order, as every change of several parcels does): an add of the
 * same parcel to another shipment waits here for this one to commit. Answers the ids that exist.
 */
export async function lockParcels(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: parcels.id })
    .from(parcels)
    .where(inArray(parcels.id, ids))
    .orderBy(asc(parcels.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * What adding a parcel is decided on: its warehouse, destination, status, contents and the open
 * shipment it is in. Read after lockParcels, by a statement of its own, so that it sees an add
 * another transaction committed while this one waited for the lock.
 */
export function parcelsToAdd(db: DbOrTx, ids: number[]) {
  return db
    .select({
      ...parcelLineColumns,
      warehouseId: parcels.warehouseId,
      warehouseName: parcelWarehouse.name,
      destinationCountryId: parcels.destinationCountryId,
      destinationName: parcelDestination.name,
      itemCount: sql<number>`jsonb_array_length(${parcels.items})`,
      openShipmentId: openShipment.id,
      openShipmentNumber: openShipment.number,
    })
    .from(parcels)
    .innerJoin(parcelWarehouse, eq(parcelWarehouse.id, parcels.warehouseId))
    .innerJoin(...parcelStatusJoin)
    .leftJoin(parcelDestination, eq(parcelDestination.id, parcels.destinationCountryId))
    .leftJoin(shipmentParcels, and(eq(shipmentParcels.parcelId, parcels.id), eq(shipmentParcels.open, true)))
    .leftJoin(openShipment, eq(openShipment.id, shipmentParcels.shipmentId))
    .where(inArray(parcels.id, ids))
    .orderBy(asc(parcels.id));
}

export type ParcelToAdd = Awaited<ReturnType<typeof parcelsToAdd>>[number];

/**
 * Puts the parcels into an open shipment. The unique index on open memberships refuses one that
 * is in another open shipment already, whatever ran before.
 */
export async function insertMemberships(db: DbOrTx, shipmentId: number, parcelIds: number[], addedBy: number): Promise<void> {
  if (parcelIds.length === 0) return;
  await db
    .insert(shipmentParcels)
    .values(parcelIds.map((parcelId) => ({ shipmentId, parcelId, addedBy })))
    .onConflictDoNothing({ target: [shipmentParcels.shipmentId, shipmentParcels.parcelId] });
}

export async function deleteMembership(db: DbOrTx, shipmentId: number, parcelId: number): Promise<boolean> {
  const rows = await db
    .delete(shipmentParcels)
    .where(and(eq(shipmentParcels.shipmentId, shipmentId), eq(shipmentParcels.parcelId, parcelId)))
    .returning({ parcelId: shipmentParcels.parcelId });
  return rows.length > 0;
}

/** The shipment has left: its parcels may go into another open shipment (a correction) from now on. */
export async function closeMemberships(db: DbOrTx, shipmentId: number): Promise<void> {
  await db.update(shipmentParcels).set({ open: false }).where(eq(shipmentParcels.shipmentId, shipmentId));
}
