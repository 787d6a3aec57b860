// Every query of the parcels, by what it reads or writes. Functions take the database or the unit
// of work's transaction.

export * from './events';
export * from './parcels';
export * from './references';
