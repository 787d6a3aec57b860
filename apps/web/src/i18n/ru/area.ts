import { addTexts } from '..';

// The frame both signed-in areas share (sidebar, header, bell, client code). AreaShell imports
// this module, so the texts arrive with the /user and /admin chunks.
export const areaTexts = {
  area: {
    menu: 'Меню',
    closeMenu: 'Закрыть',
    logout: 'Выйти',
    sidebar: 'Разделы кабинета',
    bell: 'Список уведомлений',
    bellUnread_one: 'Непрочитанных уведомлений: {{count}}',
    bellUnread_few: 'Непрочитанных уведомлений: {{count}}',
    bellUnread_many: 'Непрочитанных уведомлений: {{count}}',
    bellUnread_other: 'Непрочитанных уведомлений: {{count}}',
    bellNone: 'Непрочитанных уведомлений нет',
    clientCode: 'Ваш код клиента',
    copied: 'Код {{code}} скопирован',
    adminPanel: 'Админ панель',
    account: 'Личный кабинет',
    sectionTabs: 'Подразделы',
    copy: {
      copy: 'Скопировать',
      copied: 'Скопировано',
      copyWhat: 'Скопировать: {{what}}',
      copiedWhat: 'Скопировано: {{what}}',
      failed: 'Не удалось скопировать. Выделите текст и скопируйте вручную.',
    },
    // Expected parcels, in both areas: the announcement form, the list's columns and states.
    expected: {
      form: {
        choose: 'Выберите',
        courier: 'Курьерская служба',
        track: 'Трек-номер',
        origin: 'Страна отправки',
        toWarehouse: 'Склад: {{name}}',
        destination: 'Страна получения',
        address: 'Адрес доставки',
        comments: 'Комментарий',
        commentsPlaceholder: 'Что в посылке: по описанию склад быстрее её узнает',
      },
      columns: {
        warehouse: 'Склад',
        track: 'Трек-номер',
        courier: 'Курьер',
        comments: 'Комментарий',
        declared: 'Заявлено',
        state: 'Статус',
        actions: 'Действие',
      },
      waiting: 'Ожидается',
      received: 'Получена',
      openParcel: 'Посылка №{{id}}',
      openParcelOf: 'Открыть посылку №{{id}} (трек-номер {{track}})',
      parcelFailed: 'Не удалось открыть посылку',
    },
  },
} as const;

addTexts('area', areaTexts);
