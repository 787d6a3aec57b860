import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonTexts } from './ru/common';
import { publicTexts } from './ru/public';

// Every text a person reads, split by the part of the app that shows it. The entry carries the
// common texts and those of the public frame and home hero; /auth, /user and /admin add theirs when
// their lazy chunk loads (each layout imports its ru/<area>.ts, which calls addTexts), and so do the
// lazy public pages and home sections (ru/public-pages, ru/catalog, ru/tracking: each module that
// shows such a text imports its file), so a visitor of the home page downloads only what it shows.
// Messages the server also sends (validation, login errors) come from @kerben/domain so both sides
// say the same thing. The type of all the texts, which types t()'s keys, is in resources.ts.

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
export function addTexts(texts: object): void {
  i18n.addResourceBundle('ru', 'translation', texts, true, true);
}

export { i18n };
