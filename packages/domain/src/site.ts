import { localized } from './i18n/localize';
import { DEFAULT_LANGUAGE, type Language } from './language';
// The public site's pages as search engines and link previews see them: the title of each page
// ('… — Kerben'), its description, and the Open Graph picture. The server writes them into the
// HTML it sends for each page and lists the pages in sitemap.xml; the web app sets the same ones
// when the visitor moves between pages.

export const SITE_NAME = 'Kerben';
/** The Open Graph picture (1200 x 630), a file of the web app's public folder. */
export const OG_IMAGE_PATH = '/og-image.png';

export interface PublicPageMeta {
  path: string;
  title: string;
  description: string;
}

export const PUBLIC_PAGES: readonly PublicPageMeta[] = /* @__PURE__ */ localized('PUBLIC_PAGES', [
  {
    path: '/',
    title: 'Доставка из США и Турции в Кыргызстан и Россию',
    description:
      'Kerben: доставка покупок из США и Турции в Кыргызстан и Россию от $9.5 за кг. Склады в Чикаго, Делавэре, Стамбуле и Бишкеке, выкуп товаров, отслеживание посылок.',
  },
  {
    path: '/calculator',
    title: 'Калькулятор доставки',
    description:
      'Рассчитайте стоимость доставки посылки из США или Турции в Кыргызстан или Россию по весу и размерам: тариф, объёмный вес и сроки доставки.',
  },
  {
    path: '/steps-work',
    title: 'Этапы работы',
    description:
      'Как заказать доставку через Kerben: регистрация, адрес склада, покупка, приём и взвешивание посылки, оплата и получение. Заявка для отправителей из других штатов.',
  },
  {
    path: '/catalog',
    title: 'Каталог сайтов',
    description:
      'Интернет-магазины США и Турции, из которых удобно заказывать с доставкой через Kerben: поиск по названию, стране и категории.',
  },
  {
    path: '/markets',
    title: 'Магазин',
    description: 'Подборка товаров и предложений магазинов-партнёров Kerben с доставкой из США и Турции.',
  },
  {
    path: '/about',
    title: 'О компании',
    description:
      'Kerben — карго-компания со складами в Чикаго, Делавэре, Стамбуле и Бишкеке. Прозрачные тарифы, фото и статус каждой посылки, живая поддержка.',
  },
  {
    path: '/faq',
    title: 'Вопросы и ответы',
    description:
      'Ответы на частые вопросы о доставке из США и Турции: цены, объёмный вес, сроки, таможенные лимиты, запрещённые товары, выкуп и возвраты.',
  },
  {
    path: '/services',
    title: 'Услуги и цены',
    description:
      'Фото содержимого посылки $3, проверка качества от $2, выкуп товаров 10% от стоимости, страхование посылок от $3.',
  },
  {
    path: '/steps',
    title: 'Как это работает',
    description:
      'Покупайте в магазинах США и Турции на адрес склада Kerben с вашим кодом клиента: мы примем, упакуем и доставим посылку.',
  },
  {
    path: '/size-chart',
    title: 'Таблица размеров',
    description: 'Таблицы размеров одежды и обуви США, Европы и России для женщин, мужчин и детей.',
  },
]);

export const pageTitle = (title: string) => `${title} — ${SITE_NAME}`;

/** A public page's metadata by its path ('/faq' and '/faq/' alike); undefined for other paths. */
export function publicPageMeta(pathname: string): PublicPageMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/**
 * A public page's address in `language` (docs/i18n.md): Russian at the page's own path, Kyrgyz and
 * English under their prefix (`/faq` -> `/ky/faq`, `/` -> `/ky`).
 */
export function publicPagePath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return `/${language}${path === '/' ? '' : path}`;
}

/** The Open Graph locale of a page in each language. */
export const OG_LOCALE: Record<Language, string> = { ru: 'ru_RU', ky: 'ky_KG', en: 'en_US' };
