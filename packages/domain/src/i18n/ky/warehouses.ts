import type { ADDRESS_MSG as RU_ADDRESS_MSG, WAREHOUSE_MSG as RU_WAREHOUSE_MSG } from '../../warehouses';
import type { MessageTranslation } from '../translation';

export const WAREHOUSE_MSG: MessageTranslation<typeof RU_WAREHOUSE_MSG> = {
  nameRequired: 'Кампанын аталышын киргизиңиз',
  nameTaken: 'Мындай аталыштагы кампа бар',
  countryInvalid: 'Өлкөнү тизмеден тандаңыз',
  notFound: 'Кампа табылган жок',
  aliasesInvalid: 'Башка аталыштарды үтүр менен бөлүп жазыңыз',
};

export const ADDRESS_MSG: MessageTranslation<typeof RU_ADDRESS_MSG> = {
  fullNameRequired: 'Алуучунун аты-жөнүн киргизиңиз',
  phoneRequired: 'Телефон номерин киргизиңиз',
  phoneInvalid: 'Телефон номери туура эмес',
  emailRequired: 'Электрондук почтаны киргизиңиз',
  emailInvalid: 'Электрондук почтанын форматы туура эмес',
  addressRequired: 'Даректи киргизиңиз',
  cityRequired: 'Шаарды киргизиңиз',
  countryRequired: 'Өлкөнү киргизиңиз',
  notFound: 'Дарек табылган жок',
  userInvalid: 'Колдонуучунун идентификатору туура эмес',
};
