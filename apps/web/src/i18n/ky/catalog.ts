import type { catalogTexts } from '../ru/catalog';
import type { Translation } from '../translation';

const texts: Translation<typeof catalogTexts> = {
  catalog: {
    filters: {
      title: 'Каталогдун чыпкалары',
      country: 'Өлкө',
      allCountries: 'Бардык өлкөлөр',
      category: 'Категория',
      allCategories: 'Бардык категориялар',
      search: 'Дүкөндүн аталышы боюнча издөө',
      searchPlaceholder: 'Мисалы, Amazon',
    },
    public: {
      found_one: '{{count}} сайт табылды',
      found_other: '{{count}} сайт табылды',
      visit: 'Сайтка өтүү',
      visitLabel: '{{name}} сайтына өтүү (жаңы өтмөктө ачылат)',
      emptyTitle: 'Эч нерсе табылган жок',
      emptyText: 'Тандалган чыпкалар боюнча азырынча сайттар жок. Башка өлкөнү, категорияны же аталышты тандап көрүңүз.',
      emptyAllTitle: 'Каталог азырынча бош',
      emptyAllText: 'Жакында бул жерде Kerben аркылуу ыңгайлуу буйрутма бере турган дүкөндөр пайда болот.',
      reset: 'Чыпкаларды тазалоо',
      loadError: 'Каталогду жүктөө мүмкүн болгон жок',
      pagination: 'Каталогдун беттери',
    },
    markets: {
      productsTitle: 'Товарлар',
      productsLead: 'Өнөктөш дүкөндөрдүн сунуштары: биздин кампанын дарегине буйрутма бериңиз, калганын өзүбүз жасайбыз.',
      go: 'Өтүү',
      goLabel: '«{{title}}» товарына өтүү (жаңы өтмөктө ачылат)',
      productsEmptyTitle: 'Азырынча товарлар жок',
      productsEmptyText: 'Сунуштардын тандамасын даярдап жатабыз. Бир аздан кийин кайра кириңиз.',
      productsError: 'Товарлардын тизмесин жүктөө мүмкүн болгон жок',
      logosTitle: 'Өнөктөш дүкөндөр',
      logosLead: 'Кардарларыбыз эң көп буйрутма берген компаниялар.',
      logosEmptyTitle: 'Азырынча логотиптер жок',
      logosError: 'Логотипти жүктөө мүмкүн болгон жок',
      logoAlt: '{{name}} логотиби',
      logoAltNoLink: 'Компаниянын логотиби',
      noLink: 'Шилтемеси жок',
    },
  },
};
export default texts;
