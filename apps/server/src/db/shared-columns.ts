import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { addresses, countries, type expectedParcels, parcelStatuses, parcels, users, warehouses } from './schema';

// What several modules' selects name alike, declared once: the customer a record belongs to, as
// its answer names them, the two countries of a route, each joined under its own name, the places
// a parcel and an announcement both point at, and a parcel as a line of another record (a
// shipment's, a consolidation's) with its status named.

/** A record's customer as answers name them (a client's code and name: users' presentClientName). */
export const clientColumns = {
  id: users.id,
  clientCode: users.clientCode,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The country a parcel or an announcement comes from. */
export const originCountry = alias(countries, 'origin');
/** The country a parcel or an announcement goes to. */
export const destinationCountry = alias(countries, 'destination');

/** The names of a parcel's or an announcement's warehouse and of the two countries of its route. */
export const placeNameColumns = {
  warehouseName: warehouses.name,
  originName: originCountry.name,
  destinationName: destinationCountry.name,
};

/**
 * What a parcel and an announcement both point at, joined the same way: the warehouse (every one
 * has it), the countries of its route and its delivery address (each may be unknown yet). The
 * query is `$dynamic()`: `joinPlaces(db.select(…).from(parcels).$dynamic(), parcels)`.
 */
export function joinPlaces<T extends PgSelect>(query: T, placed: typeof parcels | typeof expectedParcels) {
  return query
    .innerJoin(warehouses, eq(warehouses.id, placed.warehouseId))
    .leftJoin(originCountry, eq(originCountry.id, placed.originCountryId))
    .leftJoin(destinationCountry, eq(destinationCountry.id, placed.destinationCountryId))
    .leftJoin(addresses, eq(addresses.id, placed.addressId));
}

/**
 * A parcel as another record lists or checks it (a shipment's parcels, a consolidation's, what a
 * service is ordered on): its name, track number and status, named through `parcelStatusJoin`.
 */
export const parcelLineColumns = {
  id: parcels.id,
  name: parcels.name,
  trackNumber: parcels.trackNumber,
  statusId: parcels.statusId,
  statusName: parcelStatuses.name,
};

/** Every parcel has a status: `.innerJoin(...parcelStatusJoin)` names it. */
export const parcelStatusJoin = [parcelStatuses, eq(parcelStatuses.id, parcels.statusId)] as const;
