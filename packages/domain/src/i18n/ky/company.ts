import { COMPANY as RU_COMPANY } from '../../company';
import type { Translated } from '../translation';

/** The company with its words in Kyrgyz; phones, links and handles are the Russian object's own. */
export const COMPANY: Translated<typeof RU_COMPANY> = {
  ...RU_COMPANY,
  city: 'Бишкек',
  street: 'Киев көчөсү, 95',
  hours: 'Дш–Иш, 9:00–18:00',
};

/** "Бишкек, Киев көчөсү, 95". */
export const companyAddress = `${COMPANY.city}, ${COMPANY.street}`;
