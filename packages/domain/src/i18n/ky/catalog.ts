import type { CATALOG_MSG as RU_CATALOG_MSG } from '../../catalog';
import type { MessageTranslation } from '../translation';

export const CATALOG_MSG: MessageTranslation<typeof RU_CATALOG_MSG> = {
  categoryNameRequired: 'Категориянын аталышын киргизиңиз',
  categoryNameTaken: 'Мындай аталыштагы категория бар',
  categoryRequired: 'Категорияны тандаңыз',
  categoryNotFound: 'Категория табылган жок',
  categoryFilterInvalid: 'Категориянын идентификатору туура эмес',
  countryInvalid: 'Өлкөнү тизмеден тандаңыз',
  countryNotFound: 'Өлкө табылган жок',
  countryFilterInvalid: 'Өлкөнүн идентификатору туура эмес',
  siteNameRequired: 'Сайттын аталышын киргизиңиз',
  siteUrlRequired: 'Сайттын шилтемесин киргизиңиз',
  siteNotFound: 'Сайт табылган жок',
  urlInvalid: 'Туура шилтеме киргизиңиз',
  logoFileRequired: 'Логотиптин файлын тандаңыз.',
  logoNotFound: 'Логотип табылган жок',
  productFieldsRequired: 'Бардык талааларды толтуруу керек',
  productNotFound: 'Товар табылган жок',
};
