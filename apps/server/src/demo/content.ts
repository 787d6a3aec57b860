import { BOARD_COLORS, COUNTRY } from '@kerben/domain';

// The demo data of an embedded installation (DEMO_DATA): real shops our customers buy
// from, a few bulletin board announcements. Data a person reads, kept apart from the seeding.

export const CATEGORIES = ['Одежда', 'Электроника', 'Косметика', 'Дом'] as const;
export type CategoryName = (typeof CATEGORIES)[number];

export interface DemoSite {
  name: string;
  url: string;
  category: CategoryName;
  country: number;
  description: string;
  initials: string;
  color: string;
}

export const SITES: DemoSite[] = [
  {
    name: 'Amazon',
    url: 'https://www.amazon.com/',
    category: 'Электроника',
    country: COUNTRY.usaDelaware,
    description: 'Крупнейший интернет-магазин США: электроника, книги, товары для дома.',
    initials: 'AM',
    color: '#ff9900',
  },
  {
    name: 'eBay',
    url: 'https://www.ebay.com/',
    category: 'Электроника',
    country: COUNTRY.usaDelaware,
    description: 'Аукционы и магазины: новая и б/у техника, запчасти, коллекционные вещи.',
    initials: 'EB',
    color: '#0064d2',
  },
  {
    name: 'iHerb',
    url: 'https://www.iherb.com/',
    category: 'Косметика',
    country: COUNTRY.usaDelaware,
    description: 'Витамины, натуральная косметика и спортивное питание.',
    initials: 'IH',
    color: '#458500',
  },
  {
    name: "Carter's",
    url: 'https://www.carters.com/',
    category: 'Одежда',
    country: COUNTRY.usaChicago,
    description: 'Одежда для малышей и детей.',
    initials: 'CA',
    color: '#00a3e0',
  },
  {
    name: '6pm',
    url: 'https://www.6pm.com/',
    category: 'Одежда',
    country: COUNTRY.usaChicago,
    description: 'Обувь и одежда известных брендов со скидками.',
    initials: '6P',
    color: '#d6001c',
  },
  {
    name: 'Wayfair',
    url: 'https://www.wayfair.com/',
    category: 'Дом',
    country: COUNTRY.usaChicago,
    description: 'Мебель, декор и всё для дома.',
    initials: 'WF',
    color: '#7f187f',
  },
  {
    name: 'Trendyol',
    url: 'https://www.trendyol.com/',
    category: 'Одежда',
    country: COUNTRY.turkeyIstanbul,
    description: 'Крупнейший маркетплейс Турции: одежда, обувь, косметика.',
    initials: 'TY',
    color: '#f27a1a',
  },
  {
    name: 'LC Waikiki',
    url: 'https://www.lcwaikiki.com/',
    category: 'Одежда',
    country: COUNTRY.turkeyIstanbul,
    description: 'Недорогая одежда для всей семьи.',
    initials: 'LC',
    color: '#1b3f8f',
  },
  {
    name: 'Hepsiburada',
    url: 'https://www.hepsiburada.com/',
    category: 'Дом',
    country: COUNTRY.turkeyIstanbul,
    description: 'Турецкий маркетплейс: техника, товары для дома и кухни.',
    initials: 'HB',
    color: '#ff6000',
  },
];

/** Logos shown on the public site: a few of the shops above, linking to them. */
export const LOGO_SHOPS = ['Amazon', 'eBay', 'iHerb', 'Trendyol', 'Hepsiburada'];

export const PRODUCTS = [
  { title: 'Наушники Apple AirPods Pro', link: 'https://www.amazon.com/s?k=airpods+pro', initials: 'AP', color: '#495057' },
  { title: 'Витамин D3, 5000 МЕ', link: 'https://www.iherb.com/search?kw=vitamin+d3', initials: 'D3', color: '#2b8a3e' },
  { title: 'Детский комплект Carter’s', link: 'https://www.carters.com/baby', initials: 'CK', color: '#1c7ed6' },
  { title: 'Кроссовки Nike Air Max', link: 'https://www.6pm.com/nike', initials: 'NK', color: '#e8590c' },
];

// ---- The demo bulletin board: a few categories and announcements in three cities.

export const BOARD_CATEGORIES = [
  { name: 'Новости', color: BOARD_COLORS.blue },
  { name: 'Акции', color: BOARD_COLORS.orange },
  { name: 'График работы', color: BOARD_COLORS.teal },
] as const;
export type BoardCategoryName = (typeof BOARD_CATEGORIES)[number]['name'];

/** `daysAgo` counts back from the day of seeding; a negative one schedules the announcement. */
export const BOARD_ITEMS: { text: string; category: BoardCategoryName; city: string; daysAgo: number }[] = [
  {
    text: 'Новая партия из Чикаго прибыла на склад в Бишкеке: посылки можно забрать с завтрашнего дня.',
    category: 'Новости',
    city: 'Бишкек',
    daysAgo: 0,
  },
  {
    text: 'В субботу пункт выдачи работает до 15:00.',
    category: 'График работы',
    city: 'Бишкек',
    daysAgo: 1,
  },
  {
    text: 'Скидка 10% на доставку из Турции до конца месяца для всех посылок тяжелее 5 кг.',
    category: 'Акции',
    city: 'Ош',
    daysAgo: 2,
  },
  {
    text: 'Открыт новый пункт выдачи в Оше: ул. Ленина, 205.',
    category: 'Новости',
    city: 'Ош',
    daysAgo: 6,
  },
  {
    text: 'Доставка в Москву теперь занимает от 12 дней: отправки из США идут два раза в неделю.',
    category: 'Новости',
    city: 'Москва',
    daysAgo: 4,
  },
  {
    text: 'С понедельника пункт выдачи в Москве работает без выходных.',
    category: 'График работы',
    city: 'Москва',
    daysAgo: -3,
  },
];
