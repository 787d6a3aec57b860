import { addTexts } from '..';

// The customer area (/user). UserLayout imports this module, so the texts arrive with the user
// chunk, before its first render.
export const userTexts = {
  user: {
    greeting: 'Здравствуйте, {{name}}!',
    loading: 'loading...',
    error: 'Error: {{message}}',
    nav: {
      home: 'Главная',
      billing: 'Оплата',
      notifications: 'Уведомления',
      warehouses: 'Адреса складов',
      tracking: 'Отслеживание доставки',
      calculator: 'Калькулятор',
      settings: 'Настройки',
      myParcels: 'Мои посылки',
      myRequests: 'Мои заявки на выкуп',
    },
    actions: {
      addCard: 'Добавить карту',
      addParcel: 'Добавить посылку',
      addRequest: 'Добавить заявку',
    },
    parcels: {
      caption: 'Мои посылки',
      tabAll: 'Все',
      tabDelivered: 'Доставленные',
      searchLabel: 'Поиск по трек-номеру',
      searchPlaceholder: 'Начало трек-номера',
      searchClear: 'Очистить поиск',
      count_one: '{{count}} посылка',
      count_few: '{{count}} посылки',
      count_many: '{{count}} посылок',
      count_other: '{{count}} посылки',
      columns: {
        photo: 'Фото',
        name: 'Название посылки',
        price: 'Цена',
        date: 'Дата',
        paid: 'Оплата',
        status: 'Статус',
      },
      photoAlt: 'Фото посылки «{{name}}»',
      paid: 'Оплачено',
      unpaid: 'Не оплачено',
      sent: 'отправлена',
      received: 'принята на склад',
      sentOn: 'Отправлена {{date}}',
      receivedOn: 'Принята {{date}}',
      loadError: 'Не удалось загрузить посылки',
      notFoundTitle: 'Посылок с номером «{{track}}» нет',
      notFoundText: 'Проверьте начало трек-номера: регистр, пробелы и дефисы не важны.',
      noDelivered: 'Доставленных посылок пока нет',
      showAll: 'Показать все посылки',
      emptyTitle: 'Посылок пока нет',
      emptyText:
        'Посылки появляются здесь, как только их принимает наш склад: с фото, весом, ценой доставки и историей статусов.',
      emptyCode:
        'При оформлении заказа в магазине добавьте к имени получателя ваш код <code>{{code}}</code>: так склад сразу поймёт, что посылка ваша.',
      emptyAddresses: 'Адреса складов',
    },
    parcel: {
      photoEnlarge: 'Увеличить фото',
      photoShrink: 'Уменьшить фото',
      weight: 'Вес',
      weightValue: '{{weight}} кг',
      dimensions: 'Габариты (Д × Ш × В)',
      dimensionsValue: '{{size}} см',
      received: 'Принята на склад',
      comments: 'Комментарий',
      historyError: 'Не удалось загрузить историю статусов',
    },
    tracking: {
      lead: 'Введите трек-номер любой посылки. Если посылка ваша, откроете её фото, вес и цену.',
      openParcel: 'Подробнее о посылке',
    },
  },
} as const;

addTexts(userTexts);
