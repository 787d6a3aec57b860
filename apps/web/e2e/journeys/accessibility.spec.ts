/**
 * Accessibility (issue 33): axe-core's WCAG 2.0/2.1 A and AA rules on every route of the public
 * site, the customer area and the admin area, each visited once with something on it (the data is
 * made through the API first); a serious or critical violation fails. Then an operator's journey
 * with the keyboard alone: sign in, open a parcel, change its status, sign out.
 *
 * Kept fast for CI: one signed-in page per area, moving between pages by the app's own links
 * (client-side) where the page shows one, no screenshots.
 * A11Y_REPORT=<file> writes every violation found (any impact) as JSON, to compare before and after;
 * A11Y_TIMES=1 prints what each page took.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { api, atPath, test as base, type Customer, deliveryAddress, expect, PNG, receiveParcel, signIn } from '../fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// axe-core's own types, through the package that brings it (axe-core is its dependency, not ours).
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RunOptions = Parameters<AxeBuilder['options']>[0];
const BLOCKING = new Set(['serious', 'critical']);

// Reference ids the API takes (packages/domain reference.ts).
const USA_CHICAGO = 3;
const KYRGYZSTAN = 8;
const UPS = 3;

interface Seed {
  suffix: string;
  customer: Customer;
  /** A parcel received in Chicago for the customer. */
  parcel: { id: number; name: string; track: string };
  /** A parcel the customer announced and that has not arrived. */
  expectedTrack: string;
  broadcast: string;
  site: string;
  product: string;
  boardText: string;
  boardCategory: string;
  purchaseItem: string;
  outsideName: string;
  contactName: string;
}

/** A multipart call to the API (for routes that take files), as `token`'s account when given. */
async function apiForm<T>(baseURL: string, pathname: string, fields: Record<string, string>, files: string[], token?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const name of files) body.append(name, new Blob([PNG], { type: 'image/png' }), `${name}.png`);
  const res = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${pathname} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

const test = base.extend<object, { seed: Seed }>({
  seed: [
    async ({ server, admin, registerViaApi, apiLogin }, use) => {
      const url = server.baseURL;
      const suffix = randomBytes(3).toString('hex');
      const customer = await registerViaApi({ firstName: 'Асель', lastName: `Доступная${suffix}` });
      const [adminToken, customerToken] = await Promise.all([
        apiLogin(admin.email, admin.password).then((t) => t.access),
        apiLogin(customer.email, customer.password).then((t) => t.access),
      ]);
      const track = `1Z${randomBytes(6).toString('hex').toUpperCase()}US`;
      const expectedTrack = `1Z${randomBytes(6).toString('hex').toUpperCase()}EX`;
      const seed: Seed = {
        suffix,
        customer,
        parcel: { id: 0, name: `Кроссовки ${suffix}`, track },
        expectedTrack,
        broadcast: `Склад закрыт в праздник ${suffix}`,
        site: `Магазин ${suffix}`,
        product: `Наушники ${suffix}`,
        boardText: `Скидка на доставку ${suffix}`,
        boardCategory: `Акции ${suffix}`,
        purchaseItem: `Часы ${suffix}`,
        outsideName: `Нурлан Внештатный ${suffix}`,
        contactName: `Склад Нью-Йорк ${suffix}`,
      };
      const category = await api<{ id: number }>(
        url,
        'POST',
        '/api/categories/create/',
        { name: `Одежда ${suffix}` },
        adminToken,
      );
      const boardCategory = await api<{ id: number }>(
        url,
        'POST',
        '/api/items/category/create/',
        { name: seed.boardCategory, color: '#2b8a3e' },
        adminToken,
      );
      const parcel = await receiveParcel(url, adminToken, {
        unique_id_user: customer.uniqueId,
        name: seed.parcel.name,
        track_number: track,
      });
      seed.parcel.id = parcel.id;
      await Promise.all([
        api(url, 'POST', '/api/address/create/', deliveryAddress(customer), customerToken),
        // A task for «Задания склада»: photos of the parcel's contents.
        api(url, 'POST', `/api/warehouses/product/${parcel.id}/services/`, { service: 'photo' }, customerToken),
        api(
          url,
          'POST',
          '/api/billing/add/',
          { number: '4242 4242 4242 4242', end_date: '12-2030', full_name: 'ASEL TESTOVA', cvv: '123' },
          customerToken,
        ),
        api(
          url,
          'POST',
          '/api/my_warehouse/add/',
          {
            courier_service: UPS,
            tracking_number: expectedTrack,
            country_of_origin: USA_CHICAGO,
            country_of_destination: KYRGYZSTAN,
          },
          customerToken,
        ),
        api(
          url,
          'POST',
          '/api/notifications/create_notification/',
          { title: seed.broadcast, description: 'Склад в Чикаго не работает 4 июля.' },
          adminToken,
        ),
        apiForm(
          url,
          '/api/purchase/add/',
          {
            full_name: `${customer.firstName} ${customer.lastName}`,
            url: 'https://www.amazon.com/dp/B0A11Y',
            name_of_purchase: seed.purchaseItem,
            count: '1',
            email: customer.email,
            description: 'Чёрные, размер M',
            phone_number: '+996555123456',
          },
          ['purchase_image'],
          customerToken,
        ),
        api(url, 'POST', '/api/otside_of_illinois/add/', {
          full_name: seed.outsideName,
          address: 'Springfield, IL, 1 Main St',
          phone_number: '+13125550100',
          cargo_weight: 12,
          email: `outside-${suffix}@e2e.test`,
        }),
        api(
          url,
          'POST',
          '/api/catalog/sites/create/',
          { name: seed.site, url: `https://shop-${suffix}.example.com`, category: category.id, country: USA_CHICAGO },
          adminToken,
        ),
        apiForm(url, '/api/logos/add/', { link: `https://brand-${suffix}.example.com` }, ['logo'], adminToken),
        apiForm(
          url,
          '/api/products/add/',
          { title: seed.product, link: `https://shop-${suffix}.example.com/p/1` },
          ['image'],
          adminToken,
        ),
        api(url, 'POST', '/api/items/create/', { text: seed.boardText, category: boardCategory.id, city: 'Бишкек' }, adminToken),
        api(
          url,
          'POST',
          '/api/contacts/create/',
          { name: seed.contactName, address: '10 Broadway', city: 'New York', state: 'NY', phone: '+12125550100' },
          adminToken,
        ),
      ]);
      await use(seed);
    },
    { scope: 'worker' },
  ],
});

// Reveal animations honour prefers-reduced-motion: axe then sees every section as it stays.
test.use({ reducedMotion: 'reduce' });
// A busy CI machine can triple the usual 10 to 15 s of a test here.
test.setTimeout(120_000);

interface Stop {
  path: string;
  /** Something the page shows once its data has arrived. */
  shows?: (seed: Seed) => string;
  /** The header button whose dialog (of the same name) is checked too, open over the page. */
  dialog?: string;
}

interface Finding {
  page: string;
  id: string;
  impact: string;
  nodes: string[];
}

/**
 * Opens `path` and waits until the new page is there: by clicking the app's own link to it when the
 * page shows one (client-side, as people move), else by loading it. A client-side change keeps the
 * old page on screen while the new one's code loads, so the new page is there once the document's
 * title has changed, its heading shows, what it should show (`shows`) is on it and nothing on it is
 * still loading; one check in the page, repeated each frame.
 */
async function open(page: Page, stop: Stop, seed: Seed) {
  const current = page.url() === 'about:blank' ? null : new URL(page.url());
  // Already there (where signing in led): nothing to wait for but the page itself.
  let before: string | null = null;
  if (current === null || `${current.pathname}${current.search}` !== stop.path) {
    before = current && (await page.title());
    const link = page.locator(`a[href="${stop.path}"]`).filter({ visible: true }).first();
    if (current !== null && (await link.count()) > 0) await link.click();
    else await page.goto(stop.path);
  }
  const ready = ({ before, text }: { before: string | null; text: string | null }) => {
    const shown = (element: Element | null) => element?.checkVisibility() ?? false;
    if (document.title === before || !shown(document.querySelector('h1'))) return false;
    if (text !== null && !document.body.innerText.includes(text)) return false;
    // Only what is on screen: the home's sections below the fold keep their skeletons until the
    // visitor scrolls near them.
    const onScreen = (element: Element) => shown(element) && element.getBoundingClientRect().top < window.innerHeight;
    return ![...document.querySelectorAll('[aria-busy="true"], .mantine-Loader-root')].some(onScreen);
  };
  await page
    .waitForFunction(ready, { before, text: stop.shows?.(seed) ?? null }, { polling: 'raf', timeout: 15_000 })
    .catch((error: unknown) => {
      throw new Error(`${stop.path} did not finish loading (title "${before}" before it)`, { cause: error });
    });
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === stop.path);
}

type AxeWindow = Window & { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe on the page as it is now. AxeBuilder injects axe-core into the document (450 kB of script to
 * compile each time); the next pages of the same document, reached by the app's links, still have
 * it, so they run it directly: half the time of a check. Legacy mode runs in the page itself, with
 * no extra blank page per check (there are no frames to combine).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  // Only the violations: collecting every passing node as well doubles axe's time.
  const options: RunOptions = { resultTypes: ['violations'], runOnly: { type: 'tag', values: TAGS } };
  if (await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')) {
    return page.evaluate((options) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core went away');
      return axe.run(document, options);
    }, options);
  }
  return new AxeBuilder({ page }).options(options).setLegacyMode(true).analyze();
}

/**
 * axe's violations that are still there on a second look. axe reads an element's colours and what
 * lies under it at different moments; the journeys running beside this one change the data, and a
 * refetch that re-renders meanwhile gave a tab the text colour of one state and the background of
 * the other (seen once in CI). A real violation is there both times; a clean page is checked once.
 */
async function steadyViolations(page: Page): Promise<AxeResults['violations']> {
  const first = (await runAxe(page)).violations;
  if (first.length === 0) return first;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const key = (id: string, target: unknown) => `${id} ${JSON.stringify(target)}`;
  const again = new Set((await runAxe(page)).violations.flatMap((v) => v.nodes.map((node) => key(v.id, node.target))));
  return first
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => again.has(key(violation.id, node.target))) }))
    .filter((violation) => violation.nodes.length > 0);
}

/**
 * Opens the dialog of the header button `name` and checks it; the dialog holds the focus while open
 * and gives it back to the button when Escape closes it.
 */
async function auditDialog(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expect(dialog.locator('.mantine-Loader-root')).toHaveCount(0);
  const violations = await steadyViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  return violations.map((violation) => ({ ...violation, id: `${violation.id} (dialog «${name}»)` }));
}

/** Runs axe on each stop in turn; returns every violation found. */
async function audit(page: Page, stops: Stop[], seed: Seed) {
  const findings: Finding[] = [];
  for (const stop of stops) {
    const started = Date.now();
    await open(page, stop, seed);
    const opened = Date.now();
    const violations = await steadyViolations(page);
    if (process.env.A11Y_TIMES) console.log(`${stop.path}: open ${opened - started} ms, axe ${Date.now() - opened} ms`);
    if (stop.dialog) violations.push(...(await auditDialog(page, stop.dialog)));
    for (const violation of violations) {
      findings.push({
        page: stop.path,
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        nodes: violation.nodes.map(
          (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        ),
      });
    }
  }
  const report = process.env.A11Y_REPORT;
  if (report) appendFileSync(report, `${JSON.stringify(findings)}\n`);
  return findings;
}

function expectNoBlocking(findings: Finding[]) {
  const blocking = findings.filter((finding) => BLOCKING.has(finding.impact));
  const text = blocking.map(
    (f) => `${f.page} ${f.id} (${f.impact}, ${f.nodes.length}):\n    ${f.nodes.slice(0, 5).join('\n    ')}`,
  );
  expect(blocking.length, `serious or critical axe violations:\n${text.join('\n')}`).toBe(0);
}

const PUBLIC: Stop[] = [
  { path: '/' },
  { path: '/calculator' },
  { path: '/steps-work' },
  { path: '/catalog', shows: (seed) => seed.site },
  { path: '/markets', shows: (seed) => seed.product },
  { path: '/about' },
  { path: '/faq' },
  { path: '/services' },
  { path: '/steps' },
  { path: '/size-chart' },
  { path: '/legal/privacy' },
  { path: '/no-such-page' },
  { path: '/auth/login' },
  { path: '/auth/register' },
  { path: '/auth/forgot-password' },
  { path: '/auth/account-activation' },
];

const USER: Stop[] = [
  { path: '/user', shows: (seed) => seed.parcel.name },
  { path: '/user/my-parcels', shows: (seed) => seed.expectedTrack },
  { path: '/user/my-requests', shows: (seed) => seed.purchaseItem },
  { path: '/user/notifications', shows: (seed) => seed.broadcast },
  // Not next to /user/settings: a stop is reached once the title changes, and the two share theirs.
  { path: '/user/settings?tab=notifications', shows: () => 'Подключите Telegram' },
  { path: '/user/warehouses' },
  { path: '/user/tracking' },
  { path: '/user/calculator' },
  // «Баланс и счета» above the saved cards.
  { path: '/user/biling', shows: () => '4242' },
  { path: '/user/settings', shows: () => 'Код получателя' },
];

const ADMIN: Stop[] = [
  { path: '/admin', shows: () => 'Платное хранение' },
  { path: '/admin/users', shows: (seed) => seed.customer.email },
  { path: '/admin/warehouses', shows: () => 'Чикаго' },
  { path: '/admin/warehouses/warehousesall', shows: (seed) => seed.parcel.track },
  { path: '/admin/warehouses/chicago', shows: (seed) => seed.parcel.track, dialog: 'Добавить посылку' },
  { path: '/admin/tasks', shows: (seed) => seed.customer.uniqueId },
  { path: '/admin/user-parcels', shows: (seed) => seed.expectedTrack },
  { path: '/admin/requests', shows: (seed) => seed.purchaseItem },
  { path: '/admin/illinois', shows: (seed) => seed.outsideName },
  { path: '/admin/catalog', shows: (seed) => seed.site },
  { path: '/admin/catalog/products', shows: (seed) => seed.product },
  { path: '/admin/catalog/companies' },
  { path: '/admin/bulletin-board', shows: (seed) => seed.boardText },
  { path: '/admin/board-category', shows: (seed) => seed.boardCategory },
  { path: '/admin/contact', shows: (seed) => seed.contactName },
  { path: '/admin/notifications', shows: (seed) => seed.broadcast },
  // Money: the pickup desk, the day's cash, the tariff and the exchange rates.
  { path: '/admin/desk' },
  { path: '/admin/desk/report' },
  { path: '/admin/tariffs', shows: () => 'Кыргызстан' },
  { path: '/admin/tariffs/rates' },
  // The seed's writes through the API are the admin's: the log lists them.
  { path: '/admin/audit', shows: () => 'Посылка: ' },
];

test('accessibility: the public site and the sign-in pages have no serious axe violation', async ({ page, seed }) => {
  expectNoBlocking(await audit(page, PUBLIC, seed));
});

test('accessibility: the customer area has no serious axe violation', async ({ page, seed }) => {
  await signIn(page, seed.customer.email, seed.customer.password);
  expectNoBlocking(await audit(page, USER, seed));
});

test('accessibility: the admin area has no serious axe violation', async ({ page, admin, seed }) => {
  await signIn(page, admin.email, admin.password);
  const findings = await audit(page, ADMIN, seed);
  findings.push(
    ...(await audit(
      page,
      [
        // The customer at the desk (their parcel is not at the pickup point yet) and their account.
        { path: `/admin/desk?scan=${seed.customer.uniqueId}`, shows: (s) => s.customer.uniqueId },
        { path: `/admin/users/${seed.customer.id}/account`, shows: (s) => s.customer.lastName },
        { path: `/admin/labels?ids=${seed.parcel.id}`, shows: (s) => s.parcel.track },
      ],
      seed,
    )),
  );
  expectNoBlocking(findings);
});

/**
 * Presses `key` (Tab, or Shift+Tab to go back) until `target` has the focus, as a keyboard user
 * would, and checks that it shows a focus ring.
 */
async function focusWith(page: Page, target: Locator, key = 'Tab', { ring = true } = {}) {
  const element = await target.elementHandle();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await element?.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  if (ring) {
    const outline = await target.evaluate((node) => getComputedStyle(node).outlineStyle);
    expect(outline, 'the focused control shows a focus ring').not.toBe('none');
  }
}

test('accessibility: an operator signs in, changes a parcel status and signs out with the keyboard alone', async ({
  page,
  admin,
  seed,
}) => {
  const { parcel } = seed;
  await page.goto('/auth/login');
  // The sign-in pages are drawn by the script: the keyboard starts once the form is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, which shows and takes the focus to the form.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await focusWith(page, page.getByLabel('Почта', { exact: true }), 'Tab', { ring: false });
  await page.keyboard.type(admin.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');

  // The form went away with the page: the focus moves to the new page's heading.
  await expect(page).toHaveURL(atPath('/admin'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Hello, Administrator · Kerben');

  // A card of what waits for action leads to the parcels received; the card went with the page,
  // so the focus goes to the new heading again.
  await focusWith(page, page.getByRole('link', { name: /^Посылки: Получен, готов к отправке \d/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/admin/warehouses/warehousesall', { status: '6' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Все посылки' })).toBeFocused();

  // The section's tabs stay on screen: the focus stays on the tab and the live region says the title.
  await focusWith(page, page.getByRole('navigation', { name: 'Подразделы' }).getByRole('link', { name: 'Чикаго', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/admin/warehouses/chicago'));
  await expect(page.getByRole('status').filter({ hasText: 'Склад - Чикаго · Kerben' })).toBeAttached();

  // The track number filter, then the parcel's row: selected with Space, opened with Enter.
  await focusWith(page, page.getByRole('region', { name: 'Фильтры' }).getByLabel('Трек-номер'), 'Tab', { ring: false });
  await page.keyboard.type(parcel.track);
  const row = page.getByRole('row').filter({ hasText: parcel.track });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await focusWith(page, row.getByRole('checkbox'), 'Tab', { ring: false });
  await page.keyboard.press('Space');
  await expect(page.getByText('Выбрана 1 строка')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Выбрана 1 строка')).toBeHidden();
  const details = row.getByRole('button', { name: `Подробнее о посылке ${parcel.name} (№${parcel.id})` });
  await focusWith(page, details);
  await page.keyboard.press('Enter');

  // The details open as a dialog that holds the focus; edit, pick the new status, save.
  const dialog = page.getByRole('dialog', { name: parcel.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await focusWith(page, dialog.getByRole('button', { name: 'Редактировать' }));
  await page.keyboard.press('Enter');
  const status = dialog.getByLabel('Статус', { exact: true });
  await focusWith(page, status, 'Tab', { ring: false });
  // Arrow keys move through the options (allTextContents does not wait for one to appear).
  const highlighted = page.locator('[role="option"][data-combobox-selected]');
  for (let presses = 0; presses < 12; presses += 1) {
    if ((await highlighted.allTextContents()).includes('Ваша посылка в пути')) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(status).toHaveValue('Ваша посылка в пути');
  await focusWith(page, dialog.getByRole('button', { name: 'Сохранить' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Посылка «${parcel.name}» сохранена`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Редактировать' })).toBeVisible();

  // Escape closes the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
  await expect(row).toContainText('Ваша посылка в пути');

  // Back to the sidebar's last item and out.
  await focusWith(page, page.getByRole('button', { name: 'Выйти' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('link', { name: 'Вход', exact: true }).first()).toBeVisible();
});
