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
  },
} as const;

addTexts(areaTexts);
