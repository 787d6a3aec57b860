import { localized } from './i18n/localize';
// The company as its customers reach it: the office's phone, email, address and hours and the
// messengers. The public site's footer and contacts block show them; the server writes them into
// each public page's structured data (JSON-LD Organization) for search engines.

export const COMPANY = /* @__PURE__ */ localized('COMPANY', {
  name: 'Kerben',
  phone: '+996 (555) 00-10-20',
  /** The phone as tel: links and structured data write it. */
  phoneE164: '+996555001020',
  email: 'info@kerben.kg',
  city: 'Бишкек',
  street: 'ул. Киевская, 95',
  /** ISO 3166-1 country of the office. */
  country: 'KG',
  hours: 'Пн–Сб, 9:00–18:00',
  social: {
    instagram: { href: 'https://instagram.com/kerben.cargo', handle: '@kerben.cargo' },
    telegram: { href: 'https://t.me/kerben_cargo', handle: '@kerben_cargo' },
    whatsapp: { href: 'https://wa.me/996555001020', handle: '+996 (555) 00-10-20' },
  },
} as const);

/** "Бишкек, ул. Киевская, 95". */
export const companyAddress = `${COMPANY.city}, ${COMPANY.street}`;
