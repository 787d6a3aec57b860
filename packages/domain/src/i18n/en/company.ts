import { COMPANY as RU_COMPANY } from '../../company';
import type { Translated } from '../translation';

/** The company with its words in English; phones, links and handles are the Russian object's own. */
export const COMPANY: Translated<typeof RU_COMPANY> = {
  ...RU_COMPANY,
  city: 'Bishkek',
  street: '95 Kievskaya St',
  hours: 'Mon–Sat, 9 AM–6 PM',
};

/** "95 Kievskaya St, Bishkek": the street first, as English addresses are written. */
export const companyAddress = `${COMPANY.street}, ${COMPANY.city}`;
