import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { adminTexts } from './ru/admin';
import type { areaTexts } from './ru/area';
import type { authTexts } from './ru/auth';
import { commonTexts } from './ru/common';
import { publicTexts } from './ru/public';
import type { publicPageTexts } from './ru/public-pages';
import type { purchaseTexts } from './ru/purchase';
import type { purchaseAreaTexts } from './ru/purchase-area';
import type { userTexts } from './ru/user';

// Every text a person reads, split by the part of the app that shows it. The entry carries the
// common and public texts; /auth, /user and /admin add theirs when their lazy chunk loads (each
// layout imports its ru/<area>.ts, which calls addTexts), so a visitor of the public site never
// downloads the admin's texts. Messages the server also sends (validation, login errors) come from
// @kerben/domain so both sides say the same thing.

/** All texts, whichever chunk brings them; the parts own disjoint top-level keys. */
export type Resources = typeof commonTexts &
  typeof publicTexts &
  typeof publicPageTexts &
  typeof authTexts &
  typeof areaTexts &
  typeof purchaseTexts &
  typeof purchaseAreaTexts &
  typeof userTexts &
  typeof adminTexts;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}

// Synchronous init: the entry's resources are bundled, so the first render already has its texts.
void i18n.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  resources: { ru: { translation: { ...commonTexts, ...publicTexts } } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Adds the texts of an area chunk; call it at module load, before the area's first render. */
export function addTexts(texts: Partial<Resources>): void {
  i18n.addResourceBundle('ru', 'translation', texts, true, true);
}

export { i18n };
