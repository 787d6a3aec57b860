import { OPEN_SERVICE_STATUSES, type ServiceStatus, type TaskKind } from '@kerben/domain';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { fetchPage, type PageRequest, type RowOf } from '../../../db/list';
import {
  parcelStatuses,
  parcels,
  serviceOrderParcels,
  serviceOrderPhotos,
  serviceOrders,
  users,
  warehouses,
} from '../../../db/schema';
import { parcelLineColumns, parcelStatusJoin } from '../../../db/shared-columns';

// Orders as the lists and the task page answer them, with their parcels, photos and people.

/** An order still to do (ordered or in work). */
export const isOpen = inArray(serviceOrders.status, [...OPEN_SERVICE_STATUSES]);

const taker = alias(users, 'taker');
const client = alias(users, 'client');
const parcelStatus = alias(parcelStatuses, 'parcel_status');

function selectOrders(db: DbOrTx) {
  return (
    db
      .select({
        order: serviceOrders,
        client: { id: client.id, clientCode: client.clientCode, firstName: client.firstName, lastName: client.lastName },
        warehouseName: warehouses.name,
        parcel: { id: parcels.id, name: parcels.name, trackNumber: parcels.trackNumber, statusId: parcels.statusId },
        parcelStatusName: parcelStatus.name,
        takerFirstName: taker.firstName,
        takerLastName: taker.lastName,
      })
      .from(serviceOrders)
      .innerJoin(client, eq(client.id, serviceOrders.userId))
      .innerJoin(warehouses, eq(warehouses.id, serviceOrders.warehouseId))
      // A service's parcel; a consolidation's box, once made.
      .leftJoin(parcels, eq(parcels.id, serviceOrders.parcelId))
      .leftJoin(parcelStatus, eq(parcelStatus.id, parcels.statusId))
      .leftJoin(taker, eq(taker.id, serviceOrders.takenBy))
      .$dynamic()
  );
}

export type OrderRow = RowOf<typeof selectOrders>;

export interface OrderFilters {
  userId?: number;
  id?: number;
  /** 'open': ordered or in work, insurance left out (no warehouse work): the tasks, oldest first. */
  status?: ServiceStatus | 'open';
  kinds?: TaskKind[];
  warehouseId?: number;
  /** Orders on this parcel, and consolidations it is in. */
  parcelId?: number;
}

export function listOrders<T>(db: DbOrTx, filters: OrderFilters, page: PageRequest, present: (row: OrderRow) => T) {
  const where: SQL | undefined = and(
    filters.userId === undefined ? undefined : eq(serviceOrders.userId, filters.userId),
    filters.id === undefined ? undefined : eq(serviceOrders.id, filters.id),
    filters.status === 'open' ? and(isOpen, ne(serviceOrders.kind, 'insurance')) : undefined,
    filters.status !== undefined && filters.status !== 'open' ? eq(serviceOrders.status, filters.status) : undefined,
    filters.kinds?.length ? inArray(serviceOrders.kind, filters.kinds) : undefined,
    filters.warehouseId === undefined ? undefined : eq(serviceOrders.warehouseId, filters.warehouseId),
    filters.parcelId === undefined
      ? undefined
      : sql`(${serviceOrders.parcelId} = ${filters.parcelId} or exists (select 1 from ${serviceOrderParcels} where ${serviceOrderParcels.orderId} = ${serviceOrders.id} and ${serviceOrderParcels.parcelId} = ${filters.parcelId}))`,
  );
  const order =
    filters.status === 'open'
      ? [asc(serviceOrders.createdAt), asc(serviceOrders.id)]
      : [desc(serviceOrders.createdAt), desc(serviceOrders.id)];
  return fetchPage(
    db,
    {
      rows: selectOrders(db)
        .where(where)
        .orderBy(...order),
      table: serviceOrders,
      where,
      present,
    },
    page,
  );
}

/** A consolidation's parcels and each service's photos, for a page of orders at once. */
export async function detailsOf(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return { children: [], photos: [] };
  const children = await db
    .select({
      orderId: serviceOrderParcels.orderId,
      ...parcelLineColumns,
      weight: parcels.weight,
      items: parcels.items,
      scannedAt: serviceOrderParcels.scannedAt,
    })
    .from(serviceOrderParcels)
    .innerJoin(parcels, eq(parcels.id, serviceOrderParcels.parcelId))
    .innerJoin(...parcelStatusJoin)
    .where(inArray(serviceOrderParcels.orderId, orderIds))
    .orderBy(asc(serviceOrderParcels.id));
  const photos = await db
    .select({ orderId: serviceOrderPhotos.orderId, fileId: serviceOrderPhotos.fileId })
    .from(serviceOrderPhotos)
    .where(inArray(serviceOrderPhotos.orderId, orderIds))
    .orderBy(asc(serviceOrderPhotos.id));
  return { children, photos };
}

/** A staff member's name, for "in work with …". */
export async function nameOf(db: DbOrTx, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const [row] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.first} ${row.last}`.trim() : '';
}
