import { en } from 'zod/locales';

/** zod's own messages in English (a schema's messages come from the catalogues): zod's `en` locale. */
export const ZOD_LOCALE = en().localeError;
