export * from './account';
export * from './catalog';
export * from './files';
export * from './notifications';
export * from './parcels';
export * from './reference';
export * from './system';
export * from './users';
