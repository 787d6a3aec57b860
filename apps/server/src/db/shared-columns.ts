import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countries, parcelStatuses, parcels, users } from './schema';

// What several modules' selects name alike, declared once: the customer a record belongs to, as
// its answer names them, the two countries of a route, each joined under its own name, and a parcel
// as a line of another record (a shipment's, a consolidation's) with its status named.

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
