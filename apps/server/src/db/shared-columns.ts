import { alias } from 'drizzle-orm/pg-core';
import { countries, users } from './schema';

// What several modules' selects name alike, declared once: the customer a record belongs to, as
// its answer names them, and the two countries of a route, each joined under its own name.

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
