import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { adminTexts } from './ru/admin';
import type { areaTexts } from './ru/area';
import type { authTexts } from './ru/auth';
import type { catalogTexts } from './ru/catalog';
import { commonTexts } from './ru/common';
import { publicTexts } from './ru/public';
import type { publicPageTexts } from './ru/public-pages';
import type { purchaseTexts } from './ru/purchase';
import type { purchaseAreaTexts } from './ru/purchase-area';
import type { trackingTexts } from './ru/tracking';
import type { userTexts } from './ru/user';

// Every text a person reads, split by the part of the app that shows it. The entry carries the
// common texts and those of the public frame and home hero; /auth, /user and /admin add theirs when
// their lazy chunk loads (each layout imports its ru/<area>.ts, which calls addTexts), and so do the
// lazy public pages and home sections (ru/public-pages, ru/catalog, ru/tracking: each module that
// shows such a text imports its file), so a visitor of the home page downloads only what it shows.
// Messages the server also sends (validation, login errors) come from @kerben/domain so both sides
// say the same thing.

/** All texts, whichever chunk brings them; the parts own disjoint top-level keys. */
export type Resources = typeof commonTexts &
  typeof publicTexts &
  typeof publicPageTexts &
  typeof catalogTexts &
  typeof trackingTexts &
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
