import type { WAREHOUSE_ADDRESS_MSG as RU_WAREHOUSE_ADDRESS_MSG } from '../../warehouse-addresses';
import type { MessageTranslation } from '../translation';

export const WAREHOUSE_ADDRESS_MSG: MessageTranslation<typeof RU_WAREHOUSE_ADDRESS_MSG> = {
  nameRequired: 'Аталышын киргизиңиз',
  addressRequired: 'Даректи киргизиңиз',
  cityRequired: 'Шаарды киргизиңиз',
  phoneRequired: 'Телефонду киргизиңиз',
  phoneInvalid: 'Телефон номери туура эмес',
  emailRequired: 'Электрондук почтаны киргизиңиз',
  emailInvalid: 'Электрондук почтанын форматы туура эмес',
  notFound: 'Кампанын дареги табылган жок',
};
