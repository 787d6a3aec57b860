import type { adminTexts } from './ru/admin';
import type { areaTexts } from './ru/area';
import type { authTexts } from './ru/auth';
import type { catalogTexts } from './ru/catalog';
import type { commonTexts } from './ru/common';
import type { declarationTexts } from './ru/declaration';
import type { moneyTexts } from './ru/money';
import type { moneyAdminTexts } from './ru/money-admin';
import type { publicTexts } from './ru/public';
import type { publicPageTexts } from './ru/public-pages';
import type { purchaseTexts } from './ru/purchase';
import type { purchaseAreaTexts } from './ru/purchase-area';
import type { serviceTexts } from './ru/services';
import type { shipmentTexts } from './ru/shipments';
import type { trackingTexts } from './ru/tracking';
import type { userTexts } from './ru/user';

// The type of every text, which types t()'s keys. It lives apart from index.ts, which the text
// files import to add themselves, so that the loader and the texts do not import each other.

/** All texts, whichever chunk brings them; the parts own disjoint top-level keys. */
export type Resources = typeof commonTexts &
  typeof publicTexts &
  typeof publicPageTexts &
  typeof catalogTexts &
  typeof trackingTexts &
  typeof declarationTexts &
  typeof authTexts &
  typeof areaTexts &
  typeof purchaseTexts &
  typeof purchaseAreaTexts &
  typeof userTexts &
  typeof adminTexts &
  typeof shipmentTexts &
  typeof serviceTexts &
  typeof moneyTexts &
  typeof moneyAdminTexts;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
