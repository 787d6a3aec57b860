import type { areaTexts } from '../ru/area';
import type { Translation } from '../translation';

const texts: Translation<typeof areaTexts> = {
  area: {
    menu: 'Меню',
    closeMenu: 'Жабуу',
    logout: 'Чыгуу',
    sidebar: 'Кабинеттин бөлүмдөрү',
    bell: 'Билдирүүлөрдүн тизмеси',
    bellUnread_one: 'Окулбаган билдирүүлөр: {{count}}',
    bellUnread_other: 'Окулбаган билдирүүлөр: {{count}}',
    bellNone: 'Окулбаган билдирүүлөр жок',
    clientCode: 'Сиздин кардар кодуңуз',
    copied: '{{code}} коду көчүрүлдү',
    adminPanel: 'Админ панели',
    account: 'Жеке кабинет',
    sectionTabs: 'Бөлүмчөлөр',
    copy: {
      copy: 'Көчүрүү',
      copied: 'Көчүрүлдү',
      copyWhat: 'Көчүрүү: {{what}}',
      copiedWhat: 'Көчүрүлдү: {{what}}',
      failed: 'Көчүрүү мүмкүн болгон жок. Текстти белгилеп, кол менен көчүрүңүз.',
    },
    expected: {
      form: {
        choose: 'Тандаңыз',
        courier: 'Курьердик кызмат',
        track: 'Трек-номер',
        origin: 'Жөнөтүү өлкөсү',
        toWarehouse: 'Кампа: {{name}}',
        destination: 'Жеткирүү өлкөсү',
        address: 'Жеткирүү дареги',
        comments: 'Эскертүү',
        commentsPlaceholder: 'Посылкада эмне бар: сүрөттөмөсү боюнча кампа аны тезирээк тааныйт',
      },
      columns: {
        warehouse: 'Кампа',
        track: 'Трек-номер',
        courier: 'Курьер',
        comments: 'Эскертүү',
        declared: 'Жарыяланган',
        state: 'Абалы',
        actions: 'Аракет',
      },
      waiting: 'Күтүлүүдө',
      received: 'Кабыл алынды',
      openParcel: '№{{id}} посылка',
      openParcelOf: '№{{id}} посылканы ачуу (трек-номери {{track}})',
      parcelFailed: 'Посылканы ачуу мүмкүн болгон жок',
    },
  },
};
export default texts;
