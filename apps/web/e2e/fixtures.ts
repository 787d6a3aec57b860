/**
 * The `test` and `expect` every journey imports: Playwright's, plus the fixtures below.
 *
 * Helpers: `login` (through the login page), `signIn` (the session's cookies from the API), `api`
 * (a JSON call, as an account's token when given), `shoot` (a screenshot to look at), `atPath`, `getCookie`, `uniqueEmail`, `deliveryAddress` (a customer's address in Bishkek),
 * `receiveParcel` (a parcel in Chicago, through the API), `headerAction` (the area header's button), `PNG` and `pngFile(name)` (an image to upload).
 * Worker fixtures (one per worker process): `server` ({ baseURL, dataDir, log }), `admin`
 * ({ email, password }), `outbox` (the server's mail, see outbox.ts), `registerViaApi(overrides?)`,
 * `apiLogin(email, password)` and `sharedCustomer` (one activated customer per worker).
 * Test fixtures: `newPage(options?)`, a page in a separate browser context (another user), closed
 * after the test. On a failure the server's output during the test and the pages' console errors and
 * failed requests are attached (and printed by summary-reporter.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { Outbox } from './outbox';

export { expect };

export interface Credentials {
  email: string;
  password: string;
}

export interface NewCustomer extends Credentials {
  firstName: string;
  lastName: string;
  phone: string;
}

export interface Customer extends NewCustomer {
  id: number;
  uniqueId: string;
}

export interface ServerInfo {
  baseURL: string;
  dataDir: string;
  /** The file the server's stdout and stderr go to. */
  log: string;
}

interface WorkerFixtures {
  server: ServerInfo;
  admin: Credentials;
  outbox: Outbox;
  /** Registers and activates a customer through the API (the code is read from the outbox). */
  registerViaApi: (overrides?: Partial<NewCustomer>) => Promise<Customer>;
  /** Signs in through the API: { access, refresh, is_admin, role }. */
  apiLogin: (email: string, password: string) => Promise<{ access: string; refresh: string; is_admin: boolean; role: string }>;
  /** One activated customer per worker, for tests that do not change the account. */
  sharedCustomer: Customer;
}

interface TestFixtures {
  /** A page in a new browser context (its own cookies: another user), closed after the test. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  _notes: string[];
  _diagnostics: undefined;
}

function required(name: string) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with npm run test:e2e (global-setup.ts sets it)`);
  return value;
}

/** A unique address on the test domain. */
export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@e2e.test`.toLowerCase();
}

/** A URL predicate for toHaveURL: this pathname (trailing slash ignored) and these query parameters. */
export function atPath(pathname: string, search: Record<string, string> = {}) {
  const trim = (value: string) => value.replace(/\/+$/, '') || '/';
  return (url: URL) =>
    trim(url.pathname) === trim(pathname) && Object.entries(search).every(([key, value]) => url.searchParams.get(key) === value);
}

/**
 * A parcel of the client `unique_id_user` received in Chicago for Kyrgyzstan (2.5 kg unless said),
 * created by staff through the API as `token`; the answer as `T`.
 */
export function receiveParcel<T = { id: number }>(
  baseURL: string,
  token: string,
  parcel: { unique_id_user: string; name: string; track_number?: string; weight?: number },
): Promise<T> {
  // Reference ids the API takes (packages/domain reference.ts): Chicago's warehouse, its country, Kyrgyzstan.
  const route = { warehouse: 14, country_of_origin: 3, country_of_destination: 8 };
  return api<T>(baseURL, 'POST', '/api/warehouses/product/create/', { weight: 2.5, ...route, ...parcel }, token);
}

/** The header action button (the layout shows a wide and a narrow copy; one is visible). */
export function headerAction(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}

// An 8x8 blue PNG: small, but a real image the server's type check accepts.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPgcjmGFTEMLQkAx05FAU4GyhAAAAAASUVORK5CYII=',
  'base64',
);

/** The PNG as a file for `setInputFiles`. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The value of a cookie of the browser context, or undefined. */
export async function getCookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Signs in through the login page; waits until the app leaves /auth/login (unless wait: false). */
export async function login(
  page: Page,
  email: string,
  password: string,
  { next, wait = true }: { next?: string; wait?: boolean } = {},
) {
  await page.goto(`/auth/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel('Почта', { exact: true }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  if (!wait) return;
  try {
    await expect(page).toHaveURL((url) => !url.pathname.startsWith('/auth/login'), { timeout: 15_000 });
  } catch (error) {
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    if (error instanceof Error) {
      error.message = `login as ${email} stayed on ${page.url()}${alerts.length ? `: ${alerts.join(' | ')}` : ''}\n${error.message}`;
    }
    throw error;
  }
}

/**
 * Signs `page`'s browser in without the login page: the session's three cookies as the login page
 * writes them (src/api/session.ts). For journeys about something else; signing in through the form
 * is foundation.spec.ts's, and a journey that checks where sign-in lands uses `login`. Stays on the
 * current page: the journey's next `goto` opens its page signed in.
 */
export async function signIn(page: Page, email: string, password: string) {
  const baseURL = required('E2E_BASE_URL');
  const session = await api<{ access: string; refresh: string; role: string }>(baseURL, 'POST', '/api/users/login/', {
    email,
    password,
  });
  const cookies = { accessToken: session.access, refreshToken: session.refresh, isAdmin: String(session.role !== 'customer') };
  await page.context().addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: baseURL,
      sameSite: 'Lax' as const,
    })),
  );
}

/** A delivery address in Bishkek for `customer`, as POST /api/address/create/ takes it. */
export function deliveryAddress(customer: NewCustomer) {
  return {
    full_name: `${customer.firstName} ${customer.lastName}`,
    phone_number: customer.phone,
    email: customer.email,
    address: 'ул. Токтогула, 125',
    city: 'Бишкек',
    country: 'Кыргызстан',
  };
}

/** A JSON call to the API, as `token`'s account when given; anything but 2xx fails the test with the answer. */
export async function api<T>(baseURL: string, method: string, pathname: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseURL}${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Screenshots are saved outside CI, or in CI with E2E_SCREENSHOTS=1. */
export const TAKING_PICTURES = !process.env.CI || Boolean(process.env.E2E_SCREENSHOTS);

/**
 * A screenshot kept under e2e-artifacts/screenshots/ and attached to the test: the whole page, what
 * the window shows (`window`: an open dialog covers the window, not the whole page) or an element.
 * A page must not scroll sideways at any width.
 */
export async function shoot(target: Page | Locator, name: string, testInfo: TestInfo, { window = false } = {}) {
  if ('goto' in target) {
    await expect
      .poll(() => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${name}: the page scrolls sideways by this many pixels`,
      })
      .toBe(0);
  }
  // CI checks the layout above and skips the pictures, which only a person looks at (E2E_SCREENSHOTS=1 keeps them).
  if (!TAKING_PICTURES) return;
  const dir = path.join(testInfo.project.outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  const options = { path: file, animations: 'disabled', caret: 'hide' } as const;
  if ('goto' in target) {
    await target.screenshot({ ...options, fullPage: !window });
  } else {
    await target.screenshot(options);
  }
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * Makes `page.goto` also wait until the app has taken the page over (src/app/app.tsx marks <html>):
 * a prerendered page, or a customer's /user the server drew, shows its buttons before a tap on them
 * does anything. A page without the app, or whose app cannot start (a journey blocking a chunk), is
 * waited for no longer than a few seconds.
 */
function gotoWaitsForTheApp(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page
      .waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-started'),
        null,
        {
          timeout: 5_000,
        },
      )
      .catch(() => undefined);
    return response;
  };
}

/** Records page errors, console errors and failed requests of a page. */
function watch(page: Page, notes: string[], label: string) {
  page.on('pageerror', (error) => notes.push(`[${label}] page error: ${error.message}`));
  page.on('console', (message) => {
    // "Failed to load resource" says nothing about which one; the response listener does.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      notes.push(`[${label}] console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) notes.push(`[${label}] ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return; // left behind by a navigation
    notes.push(`[${label}] request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
}

/**
 * Attaches text as a file: the list reporter then prints its path rather than the first 300
 * characters, and summary-reporter.ts prints it in full (attach copies the file into e2e-artifacts).
 */
async function attachText(testInfo: TestInfo, name: string, text: string) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kerben-e2e-attachment-')), `${name.replace(/\W+/g, '-')}.txt`);
  try {
    writeFileSync(file, `${text}\n`);
    await testInfo.attach(name, { path: file, contentType: 'text/plain' });
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use({ baseURL: required('E2E_BASE_URL'), dataDir: required('E2E_DATA_DIR'), log: required('E2E_SERVER_LOG') });
    },
    { scope: 'worker' },
  ],

  admin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use({ email: required('E2E_ADMIN_EMAIL'), password: required('E2E_ADMIN_PASSWORD') });
    },
    { scope: 'worker' },
  ],

  outbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(new Outbox(required('E2E_OUTBOX')));
    },
    { scope: 'worker' },
  ],

  registerViaApi: [
    async ({ server, outbox }, use) => {
      await use(async (overrides = {}) => {
        const user: NewCustomer = {
          firstName: 'Айгуль',
          lastName: 'Тестова',
          email: uniqueEmail('customer'),
          phone: '+996555123456',
          password: `Pass-${randomBytes(6).toString('hex')}`,
          ...overrides,
        };
        const since = Date.now() - 1000;
        const registered = await api<{ registration: string }>(server.baseURL, 'POST', '/api/users/register/', {
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          phone_number: user.phone,
          password: user.password,
          password2: user.password,
        });
        const code = await outbox.latestCode(user.email, { since });
        // The account, and its id and client code, exist from activation on.
        const account = await api<{ id: number; unique_id: string }>(server.baseURL, 'POST', '/api/users/activation_account/', {
          email: user.email,
          code,
          registration: registered.registration,
        });
        return { ...user, id: account.id, uniqueId: account.unique_id };
      });
    },
    { scope: 'worker' },
  ],

  apiLogin: [
    async ({ server }, use) => {
      await use((email, password) => api(server.baseURL, 'POST', '/api/users/login/', { email, password }));
    },
    { scope: 'worker' },
  ],

  sharedCustomer: [
    async ({ registerViaApi }, use) => {
      await use(await registerViaApi({ firstName: 'Общий', lastName: 'Клиент', email: uniqueEmail('shared') }));
    },
    { scope: 'worker' },
  ],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  _notes: async ({}, use) => {
    await use([]);
  },

  newPage: async ({ browser, _notes }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      // Inside a test, browser.newContext() starts from the config's `use` options (baseURL, locale,
      // viewport, timeouts) and is traced and screenshotted like the default context.
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      watch(page, _notes, `newPage ${contexts.length}`);
      gotoWaitsForTheApp(page);
      return page;
    });
    for (const context of contexts) await context.close();
  },

  _diagnostics: [
    async ({ context, server, _notes }, use, testInfo) => {
      let pages = 0;
      context.on('page', (page) => {
        pages += 1;
        watch(page, _notes, pages > 1 ? `page ${pages}` : 'page');
        gotoWaitsForTheApp(page);
      });
      const logStart = statSync(server.log, { throwIfNoEntry: false })?.size ?? 0;
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      let output = '';
      try {
        output = readFileSync(server.log).subarray(logStart).toString('utf8').trim();
      } catch {
        // no log file: nothing written
      }
      await attachText(testInfo, 'server output', output || '(the server wrote nothing during this test)');
      if (_notes.length > 0) await attachText(testInfo, 'browser notes', _notes.join('\n'));
    },
    { auto: true },
  ],
});
