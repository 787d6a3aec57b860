import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ru } from './ru';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ru };
  }
}

// Synchronous init: the resources are bundled, so the first render already has its texts.
void i18n.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  resources: { ru: { translation: ru } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export { i18n };
