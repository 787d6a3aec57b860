import './zod-locale';

export * from './auth';
export * from './catalog';
export * from './format';
export * from './messages';
export * from './price';
export * from './reference';
