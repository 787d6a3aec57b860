import './zod-locale';

export * from './auth';
export * from './billing';
export * from './board';
export * from './catalog';
export * from './contacts';
export * from './expected';
export * from './fields';
export * from './format';
export * from './messages';
export * from './notifications';
export * from './pagination';
export * from './parcels';
export * from './price';
export * from './reference';
export * from './statistics';
export * from './users';
export * from './warehouses';
