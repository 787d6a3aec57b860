/**
 * Public site: every public page at 360 and 1440 px (its content, its title, no console error, no
 * sideways scrolling), the calculator's figures, the catalogue's filters, and the out-of-state
 * request from the form on /steps-work to the admin's /admin/illinois.
 */
import { randomBytes } from 'node:crypto';
import { COUNTRY, companyDate } from '@kerben/domain';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';

const PAGES: { path: string; heading: string; content: string }[] = [
  { path: '/', heading: 'Доставка товаров из США и Турции в Кыргызстан и Россию', content: 'Как это работает' },
  { path: '/calculator', heading: 'Калькулятор доставки', content: 'Выбор страны отправки' },
  { path: '/steps-work', heading: 'Этапы работы', content: 'Вы не в Иллинойсе или Делавэре?' },
  { path: '/catalog', heading: 'Каталог сайтов', content: 'Поиск по названию магазина' },
  { path: '/markets', heading: 'Магазин', content: 'Магазины-партнёры' },
  { path: '/about', heading: 'О компании', content: 'Kerben в цифрах' },
  { path: '/faq', heading: 'Вопросы и ответы', content: 'Какие товары нельзя отправить?' },
  { path: '/services', heading: 'Услуги', content: 'Страхование посылки' },
  { path: '/steps', heading: 'Как это работает', content: 'Шаг за шагом' },
  { path: '/size-chart', heading: 'Таблица размеров', content: 'Длина стопы (см)' },
];

// The home page's sections that load as the visitor scrolls to them.
const HOME_SECTIONS = [
  'Наши склады',
  'Калькулятор доставки',
  'Доска объявлений',
  'Отследить посылку',
  'Вопросы и ответы',
  'Контакты',
];

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Scrolls to the bottom step by step, so that sections loaded on scroll appear. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // A frame drawn at this position: the intersection observers have seen the sections it brings near.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

for (const width of [360, 1440]) {
  test(`public pages at ${width} px: content, title, no console error, no sideways scrolling`, async ({ newPage }) => {
    test.setTimeout(90_000);
    const page = await newPage({ viewport: { width, height: 800 } });
    const errors = collectErrors(page);
    for (const { path, heading, content } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await scrollThrough(page);
      await expect(page.getByText(content, { exact: true }).first(), `${path} shows "${content}"`).toBeAttached();
      if (path === '/') {
        for (const section of HOME_SECTIONS) {
          await expect(
            page.getByRole('heading', { level: 2, name: section, exact: true }),
            `the home shows ${section}`,
          ).toBeAttached();
        }
      }
      await expect(page).toHaveTitle(/ — Kerben$/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, `${path} has a description`).toBeGreaterThan(40);
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(overflow.scroll, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(overflow.client);
    }
    expect(errors, 'console errors').toEqual([]);
  });
}

test('calculator: the published rate, volumetric weight and delivery time; no price without a weight', async ({
  page,
  sharedCustomer,
}) => {
  const price = page.getByTestId('calculator-price');
  await page.goto('/calculator');
  await expect(page.getByTestId('calculator-empty')).toBeVisible();
  await page.getByLabel('Ширина (см)').fill('50');
  await page.getByLabel('Длина (см)').fill('40');
  await page.getByLabel('Высота (см)').fill('30');
  // Dimensions alone give no price.
  await expect(price).toHaveCount(0);
  await page.getByLabel('Вес (кг)').fill('10');
  await expect(price).toHaveText('$120.00');
  await expect(page.getByText('Срок доставки: 7–9 дней')).toBeVisible();

  await page.getByLabel('Выбор страны отправки').selectOption({ label: 'Турция' });
  await page.getByLabel('Выбор страны получения').selectOption({ label: 'Россия' });
  for (const label of ['Ширина (см)', 'Длина (см)', 'Высота (см)']) await page.getByLabel(label).fill('');
  await page.getByLabel('Вес (кг)').fill('2');
  await expect(price).toHaveText('$19.00');
  await expect(page.getByText('Срок доставки: 5–7 дней')).toBeVisible();

  await page.getByLabel('Вес (кг)').fill('');
  await expect(price).toHaveCount(0);
  await expect(page.getByTestId('calculator-empty')).toBeVisible();

  // The same calculator in the customer area.
  await signIn(page, sharedCustomer.email, sharedCustomer.password);
  await page.goto('/user/calculator');
  await page.getByLabel('Вес (кг)').fill('10');
  await expect(page.getByTestId('calculator-price')).toHaveText('$120.00');
});

test('published prices: a quality check price an admin publishes from today is the one the home page shows', async ({
  page,
  admin,
  apiLogin,
}) => {
  const { access } = await apiLogin(admin.email, admin.password);
  const { current } = await (await page.request.get('/api/tariffs/')).json();
  // Only the check from Istanbul: no journey orders one, so their charges stay the seed's ($3 photos).
  const checks = { ...current.services.quality_check_cents, [COUNTRY.turkeyIstanbul]: 300 };
  const res = await page.request.patch('/api/tariffs/', {
    headers: { authorization: `Bearer ${access}` },
    data: { effective_from: companyDate(new Date()), services: { ...current.services, quality_check_cents: checks } },
  });
  expect(res.status()).toBe(200);
  await page.goto('/');
  await expect(page.getByText('США $5, Турция $3', { exact: true })).toBeVisible();
});

test('catalogue: country, categories and the name search change the cards; a card opens the shop in a new tab', async ({
  page,
  admin,
  apiLogin,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const { access } = await apiLogin(admin.email, admin.password);
  const headers = { authorization: `Bearer ${access}` };
  const category = async (name: string) =>
    (await (await page.request.post('/api/categories/create/', { headers, multipart: { name } })).json()).id as number;
  const clothes = await category(`Одежда ${suffix}`);
  const gadgets = await category(`Гаджеты ${suffix}`);
  const site = async (name: string, categoryId: number, country: number) => {
    const res = await page.request.post('/api/catalog/sites/create/', {
      headers,
      multipart: {
        name,
        url: `https://${name.toLowerCase().replace(/\W+/g, '')}.example.com`,
        category: String(categoryId),
        country: String(country),
      },
    });
    expect(res.status()).toBe(201);
  };
  // A long word in a category chip wraps instead of widening the page at 360 px.
  await category(`Электроинструментыипринадлежностидлядома${suffix}`);
  await site(`Moda ${suffix}`, clothes, 4);
  await site(`Tech ${suffix}`, gadgets, 3);

  const cards = page.getByRole('link', { name: /Перейти на сайт .* \(откроется в новой вкладке\)/ });
  await page.goto('/catalog');
  await page.getByLabel('Поиск по названию магазина').fill(suffix);
  await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
  await expect(cards).toHaveCount(2);

  const categories = page.getByRole('group', { name: 'Категория' });
  await categories.getByText(`Одежда ${suffix}`, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${clothes}`));
  await expect(cards).toHaveCount(1);
  await categories.getByText(`Гаджеты ${suffix}`, { exact: true }).click();
  // Several categories: a repeated parameter.
  await expect(page).toHaveURL(new RegExp(`category=${clothes}&category=${gadgets}|category=${gadgets}&category=${clothes}`));
  await expect(cards).toHaveCount(2);

  await page.getByRole('radiogroup', { name: 'Страна' }).getByText('Турция').click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('aria-label', new RegExp(`Moda ${suffix}`));
  await expect(cards.first()).toHaveAttribute('target', '_blank');
  await expect(cards.first()).toHaveAttribute('rel', /noopener/);

  await page.setViewportSize({ width: 360, height: 800 });
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(widths[0], 'the catalogue scrolls sideways at 360 px').toBeLessThanOrEqual(widths[1] ?? 0);
});

test('out-of-state request: required fields, confirmation and a cleared form; the admin sees it and marks it processed', async ({
  page,
  admin,
  newPage,
}) => {
  const name = `Джон Смит ${randomBytes(3).toString('hex')}`;
  await page.goto('/steps-work');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Отправить заявку' }) });
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByText('Это поле обязательно к заполнению!')).toHaveCount(5);

  await form.getByLabel('ФИО').fill(name);
  await form.getByLabel('Email').fill('john.smith@example.com');
  await form.getByLabel('Телефон').fill('+1 215 555 0134');
  await form.getByLabel('Вес груза (кг)').fill('12,5');
  await form.getByLabel('Telegram').fill('@jsmith');
  await form.getByLabel('Адрес отправки (штат, город, улица)').fill('500 Market St, Philadelphia, PA');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Заявка отправлена')).toBeVisible();
  await expect(form.getByLabel('ФИО')).toHaveValue('');

  const adminPage = await newPage();
  await signIn(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin/illinois');
  await adminPage.getByLabel('Поиск').fill(name);
  const row = adminPage.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('12.5 кг');
  await expect(row).toContainText('Новая');
  await row.getByRole('button', { name: `Изменить заявку ${name}` }).click();
  const edit = adminPage.getByRole('dialog', { name: 'Изменить заявку' });
  await edit.getByLabel('Вес груза (кг)').fill('14');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('14 кг');
  await row.getByRole('button', { name: `Отметить заявку ${name} обработанной` }).click();
  await expect(row).toContainText('Обработан');
});
