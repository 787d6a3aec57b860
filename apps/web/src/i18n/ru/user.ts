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
    notifications: {
      tabs: 'Какие уведомления показать',
      all: 'Все',
      unread: 'Непрочитанные',
      markAll: 'Отметить все как прочитанные',
      markAllFailed: 'Не удалось отметить уведомления как прочитанные',
      markFailed: 'Не удалось отметить уведомление как прочитанное',
      loadFailed: 'Не удалось загрузить уведомления',
      listLabel: 'Уведомления, сначала новые',
      unreadMark: 'Новое',
      pictureAlt: 'Изображение к уведомлению «{{title}}»',
      showMore: 'Показать ещё',
      shown: 'Показано {{shown}} из {{total}}',
      emptyAllTitle: 'Уведомлений пока нет',
      emptyAllText:
        'Здесь появятся новости Kerben и сообщения о ваших посылках: когда посылка придёт на склад и когда сменится её статус.',
      emptyUnreadTitle: 'Всё прочитано',
      emptyUnreadText: 'Новых уведомлений нет. Мы сообщим, когда что-то изменится.',
    },
    actions: {
      addCard: 'Добавить карту',
      addParcel: 'Добавить посылку',
      addRequest: 'Добавить заявку',
    },
    homeTitle: 'Как отправить покупку через Kerben',
    homeIntro:
      'Оформляя заказ в магазине, укажите адрес нашего склада, а в имени получателя добавьте ваш код клиента (он вверху страницы): так мы сразу поймём, чья это посылка.',
  },
} as const;

addTexts(userTexts);
