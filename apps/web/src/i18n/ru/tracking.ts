import { addTexts } from '..';

// The tracking lookup and its result: the home page's widget (a lazy section), the customer's
// tracking page and the parcel dialog. Each component that shows them imports this module.
export const trackingTexts = {
  tracking: {
    label: 'Трек-номер',
    placeholder: 'Номер из письма магазина',
    submit: 'Отследить',
    required: 'Введите трек-номер',
    notFound: 'Трек-код товара не найден',
    notFoundHint: 'Проверьте номер: регистр, пробелы и дефисы не важны. Посылка появится здесь, когда её примет наш склад.',
    failed: 'Не удалось проверить трек-номер',
    trackNumber: 'Трек-номер',
    warehouse: 'Склад',
    route: 'Маршрут',
    dateSent: 'Дата отправки',
    dateArrived: 'Дата прибытия',
    history: 'История статусов',
    historyEmpty: 'История статусов пока пуста',
    declared_one: 'Опись вложения: {{count}} товар на {{value}}',
    declared_few: 'Опись вложения: {{count}} товара на {{value}}',
    declared_many: 'Опись вложения: {{count}} товаров на {{value}}',
    declared_other: 'Опись вложения: {{count}} товара на {{value}}',
    declaredEmpty: 'Опись вложения очищена',
  },
} as const;

addTexts('tracking', trackingTexts);
