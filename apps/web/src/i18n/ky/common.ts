import type { commonTexts } from '../ru/common';
import type { Translation } from '../translation';

const texts: Translation<typeof commonTexts> = {
  brand: {
    name: 'Kerben',
    tagline: 'АКШ жана Түркиядан жеткирүү',
    homeLink: 'Kerben',
  },
  common: {
    loading: 'Жүктөлүүдө…',
    cancel: 'Жокко чыгаруу',
    close: 'Жабуу',
    edit: 'Өзгөртүү',
    delete: 'Өчүрүү',
    save: 'Сактоо',
    confirm: 'Ырастоо',
    retry: 'Кайталоо',
    skipToContent: 'Негизги мазмунга өтүү',
  },
  errors: {
    network: 'Сервер менен байланыш жок. Интернетти текшерип, кайра аракет кылып көрүңүз.',
    generic: 'Бир жерден ката кетти. Кайра аракет кылып көрүңүз.',
    server: 'Сервердин катасы. Бир аздан кийин кайра аракет кылып көрүңүз.',
    sessionExpired: 'Сеанстын мөөнөтү бүттү, кайра кириңиз',
    title: 'Ката',
    chunk: 'Бетти жүктөө мүмкүн болгон жок. Сураныч, бетти жаңылаңыз.',
    reload: 'Бетти жаңылоо',
    unexpectedTitle: 'Бир жерден ката кетти',
  },
  notFound: {
    title: 'Бет табылган жок',
    text: 'Шилтеме эскирип калган же даректе ката кеткен болушу мүмкүн.',
    home: 'Башкы бетке',
  },
  noAccess: {
    title: 'Кирүүгө уруксат жок',
    text: 'Бул бет администраторлор үчүн гана.',
    account: 'Жеке кабинет',
  },
  components: {
    storage: {
      free_one: 'Акысыз сактоо {{date}} күнү бүтөт: {{count}} күн калды',
      free_other: 'Акысыз сактоо {{date}} күнү бүтөт: {{count}} күн калды',
      fee_one: 'Акылуу сактоо: {{fee}} (кампада {{count}} күн)',
      fee_other: 'Акылуу сактоо: {{fee}} (кампада {{count}} күн)',
      days_one: '{{count}} күн',
      days_other: '{{count}} күн',
    },
    confirm: {
      title: 'Аракетти ырастаңыз',
      confirm: 'Ырастоо',
      cancel: 'Жокко чыгаруу',
    },
    image: {
      choose: 'Файл тандоо',
      replace: 'Алмаштыруу',
      drop: 'Сүрөттү бул жерге сүйрөп келиңиз же тандоо үчүн басыңыз',
      view: 'Тандалган сүрөттү көрүү',
      previewTitle: 'Тандалган сүрөт',
      previewAlt: 'Алдын ала көрүү: {{name}}',
      currentAlt: 'Учурдагы сүрөт',
      remove: 'Сүрөттү өчүрүү',
      uploading: 'Жүктөлүүдө: {{percent}}%',
      rejected: 'Бул файл туура келбейт: PNG, JPEG же JPG форматындагы сүрөттү тандаңыз.',
    },
    password: {
      toggle: 'Белгилерди көрсөтүү же жашыруу',
    },
    code: {
      digit: '{{n}}-цифра',
    },
    phone: {
      placeholder: '+996 555 123 456',
    },
    date: {
      placeholder: 'АА.КК.ЖЖЖЖ',
    },
    table: {
      selectAll: 'Бардык саптарды тандоо',
      selectPage: 'Бул беттегинин баарын тандоо',
      selectRow: '{{id}} сабын тандоо',
      empty: 'Азырынча бул жерде эч нерсе жок',
      selected_one: '{{count}} сап тандалды',
      selected_other: '{{count}} сап тандалды',
      sortBy: 'Иреттөө',
      sortAscending: '{{column}}: өсүү тартибинде',
      sortDescending: '{{column}}: кемүү тартибинде',
      pagination: 'Беттер',
      page: '{{page}}-бет',
      first: 'Биринчи бет',
      previous: 'Мурунку бет',
      next: 'Кийинки бет',
      last: 'Акыркы бет',
    },
  },
};
export default texts;
