import { addTexts } from '..';

// The catalogue texts (filters, site cards, logos, promo products) that /catalog, /markets, the home
// page's shop strip and the admin's catalogue pages show. Each component that shows them imports this.
export const catalogTexts = {
  catalog: {
    filters: {
      title: 'Фильтры каталога',
      country: 'Страна',
      allCountries: 'Все страны',
      category: 'Категория',
      allCategories: 'Все категории',
      search: 'Поиск по названию магазина',
      searchPlaceholder: 'Например, Amazon',
    },
    public: {
      found_one: 'Найден {{count}} сайт',
      found_few: 'Найдено {{count}} сайта',
      found_many: 'Найдено {{count}} сайтов',
      found_other: 'Найдено {{count}} сайта',
      visit: 'Перейти на сайт',
      visitLabel: 'Перейти на сайт {{name}} (откроется в новой вкладке)',
      emptyTitle: 'Ничего не нашлось',
      emptyText: 'По выбранным фильтрам сайтов пока нет. Попробуйте другую страну, категорию или название.',
      emptyAllTitle: 'Каталог пока пуст',
      emptyAllText: 'Скоро здесь появятся магазины, из которых удобно заказывать через Kerben.',
      reset: 'Сбросить фильтры',
      loadError: 'Не удалось загрузить каталог',
      pagination: 'Страницы каталога',
    },
    markets: {
      productsTitle: 'Товары',
      productsLead: 'Предложения магазинов-партнёров: заказывайте на адрес нашего склада, остальное сделаем мы.',
      go: 'Перейти',
      goLabel: 'Перейти к товару «{{title}}» (откроется в новой вкладке)',
      productsEmptyTitle: 'Товаров пока нет',
      productsEmptyText: 'Мы готовим подборку предложений. Загляните чуть позже.',
      productsError: 'Не удалось загрузить список продуктов',
      logosTitle: 'Магазины-партнёры',
      logosLead: 'Компании, из которых наши клиенты заказывают чаще всего.',
      logosEmptyTitle: 'Логотипов пока нет',
      logosError: 'Произошла ошибка при получении логотипа',
      logoAlt: 'Логотип {{name}}',
      logoAltNoLink: 'Логотип компании',
      noLink: 'Без ссылки',
    },
  },
} as const;

addTexts('catalog', catalogTexts);
