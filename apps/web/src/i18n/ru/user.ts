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
    homeTitle: 'Как отправить покупку через Kerben',
    homeIntro:
      'Оформляя заказ в магазине, укажите адрес нашего склада, а в имени получателя добавьте ваш код клиента (он вверху страницы): так мы сразу поймём, чья это посылка.',
  },
} as const;

addTexts(userTexts);
