/**
 * The pseudo-locale check (issue 44, docs/i18n.md#checks): the app in its pseudo-language (English
 * with every catalogue text wrapped in ⟦…⟧, src/i18n/pseudo.ts) on every public page, the customer's
 * pages and the admin's, and no visible text may have Cyrillic outside the markers: such a text was
 * written in a component, or is a Russian name the server stored, or a date or an amount formatted
 * in Russian, and would stay Russian for a Kyrgyz or English reader. The data is made in Latin
 * letters and digits, so it never looks like a text of the app. Latin words outside the markers
 * that are not the data's are listed (PSEUDO_REPORT=1), to read: English written in a component.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api, expect, signIn, test } from '../fixtures';

// Reference ids the API takes (packages/domain reference.ts).
const USA_CHICAGO = 3;
const KYRGYZSTAN = 8;
const UPS = 3;
const CHICAGO = 14;

interface Finding {
  path: string;
  text: string;
}

/** The visible texts of the page (text nodes, and what inputs show) with the catalogue's parts cut out. */
function outsideMarkers(): string[] {
  const visible = (element: Element | null) =>
    element?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ?? false;
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, [aria-hidden="true"]') || !visible(parent)) continue;
    // A text marked as another language's (the switcher names each language in itself) is that language's.
    if (parent.closest('[lang]') !== document.documentElement) continue;
    texts.push(node.textContent ?? '');
  }
  for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!visible(input) || input.type === 'hidden') continue;
    texts.push(input.placeholder, input.value);
  }
  return texts
    .map((text) =>
      text
        .replace(/⟦[^⟧]*(⟧|$)/g, ' ')
        .replace(/^[^⟦]*⟧/, ' ')
        .trim(),
    )
    .filter((text) => text !== '');
}

const CYRILLIC = /\p{Script=Cyrillic}/u;

test('pseudo-locale: every page shows only catalogue texts and data', async ({
  page,
  server,
  admin,
  registerViaApi,
  apiLogin,
  newPage,
}) => {
  test.setTimeout(120_000);
  const url = server.baseURL;
  const suffix = randomBytes(3).toString('hex');
  const customer = await registerViaApi({ firstName: 'Pseudo', lastName: `Client${suffix}` });
  const staff = await registerViaApi({ firstName: 'Pseudo', lastName: `Admin${suffix}` });
  const adminToken = (await apiLogin(admin.email, admin.password)).access;
  await api(url, 'PUT', '/api/users/update/', { ids: [staff.id], role: 'admin' }, adminToken);
  const [customerToken, staffToken] = await Promise.all(
    [customer, staff].map(async (user) => (await apiLogin(user.email, user.password)).access),
  );
  // Both read the pseudo-language's English (the account's language decides the areas').
  await Promise.all(
    [customerToken, staffToken].map((token) => api(url, 'PATCH', '/api/users/profile/', { language: 'en' }, token)),
  );
  const track = `1Z${randomBytes(6).toString('hex').toUpperCase()}US`;
  const expectedTrack = `1Z${randomBytes(6).toString('hex').toUpperCase()}EX`;
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
      name: `Sneakers ${suffix}`,
      track_number: track,
    },
    staffToken,
  );
  await Promise.all([
    api(
      url,
      'POST',
      '/api/address/create/',
      {
        full_name: `Pseudo Client${suffix}`,
        phone_number: customer.phone,
        email: customer.email,
        address: 'Toktogul 125',
        city: 'Bishkek',
        country: 'Kyrgyzstan',
      },
      customerToken,
    ),
    api(url, 'POST', `/api/warehouses/product/${parcel.id}/services/`, { service: 'photo' }, customerToken),
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
      { title: `Notice ${suffix}`, description: 'Closed 4 July' },
      staffToken,
    ),
  ]);

  const findings: Finding[] = [];
  const latin = new Map<string, string>();
  // What the seed wrote, and the brand: Latin on screen for good reasons.
  const data = [customer.email, staff.email, customer.uniqueId, track, expectedTrack, 'Pseudo', 'Kerben'];
  data.push(
    `Client${suffix}`,
    `Admin${suffix}`,
    `Sneakers ${suffix}`,
    'Toktogul 125',
    'Bishkek',
    `Notice ${suffix}`,
    'Closed 4 July',
  );

  async function check(target: Page, path: string) {
    await target.goto(path);
    await expect(target.locator('h1').first()).toBeVisible();
    // Loaded: nothing on screen still spinning or waiting for its data.
    await expect(target.locator('[aria-busy="true"], .mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
    await expect(target.locator('html')).toHaveAttribute('lang', 'en');
    for (const text of await target.evaluate(outsideMarkers)) {
      if (CYRILLIC.test(text)) findings.push({ path, text });
      for (const word of text.match(/[A-Za-z][A-Za-z'’]{2,}(?:\s+[A-Za-z][A-Za-z'’]+)*/g) ?? []) {
        if (!data.some((value) => value.includes(word) || word.includes(value))) latin.set(word, path);
      }
    }
  }

  const pseudo = () => localStorage.setItem('kerben:pseudo', '1');
  await page.context().addCookies([{ name: 'lang', value: 'en', url }]);
  const [customerPage, adminPage] = [await newPage(), await newPage()];
  for (const each of [page, customerPage, adminPage]) await each.addInitScript(pseudo);
  await signIn(customerPage, customer.email, customer.password);
  await signIn(adminPage, staff.email, staff.password);
  // The three areas side by side, each in its own browser: the public site as a visitor who chose
  // English, the customer's and the admin's as accounts that read it.
  const visit = async (target: Page, paths: string[]) => {
    for (const path of paths) await check(target, path);
  };
  await Promise.all([
    visit(page, PUBLIC),
    visit(customerPage, USER),
    visit(adminPage, [...ADMIN, `/admin/users/${customer.id}/account`, `/admin/desk?scan=${customer.uniqueId}`]),
  ]);

  if (process.env.PSEUDO_REPORT) console.log([...latin].map(([word, path]) => `${path}: ${word}`).join('\n'));
  expect(
    findings.map(({ path, text }) => `${path}: ${text}`),
    'Russian outside the catalogues',
  ).toEqual([]);
});

const PUBLIC = [
  '/en',
  '/en/calculator',
  '/en/steps-work',
  '/en/catalog',
  '/en/markets',
  '/en/about',
  '/en/faq',
  '/en/services',
  '/en/steps',
  '/en/size-chart',
  '/en/legal/privacy',
  '/en/no-such-page',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/account-activation',
];

const USER = [
  '/user',
  '/user/my-parcels',
  '/user/my-requests',
  '/user/notifications',
  '/user/settings?tab=notifications',
  '/user/warehouses',
  '/user/tracking',
  '/user/calculator',
  '/user/biling',
  '/user/settings',
];

const ADMIN = [
  '/admin',
  '/admin/users',
  '/admin/warehouses',
  '/admin/warehouses/warehousesall',
  '/admin/warehouses/chicago',
  '/admin/tasks',
  '/admin/user-parcels',
  '/admin/requests',
  '/admin/illinois',
  '/admin/catalog',
  '/admin/catalog/products',
  '/admin/catalog/companies',
  '/admin/bulletin-board',
  '/admin/board-category',
  '/admin/contact',
  '/admin/notifications',
  '/admin/desk',
  '/admin/desk/report',
  '/admin/tariffs',
  '/admin/tariffs/rates',
  '/admin/audit',
];
