/**
 * Helpers for the browser tests in ./journeys. Plain ESM, no test framework: a failed check throws.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Assertions

export class AssertionError extends Error {
  name = 'AssertionError';
}

/** assert(value, message): throws when value is falsy. */
export function assert(value, message = 'assertion failed') {
  if (!value) throw new AssertionError(message);
}

assert.equal = (actual, expected, message) => {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(
      `${message ? `${message}: ` : ''}expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
  }
};

assert.notEqual = (actual, unexpected, message) => {
  if (Object.is(actual, unexpected)) {
    throw new AssertionError(`${message ? `${message}: ` : ''}did not expect ${JSON.stringify(unexpected)}`);
  }
};

assert.match = (actual, pattern, message) => {
  if (!pattern.test(String(actual))) {
    throw new AssertionError(`${message ? `${message}: ` : ''}${JSON.stringify(actual)} does not match ${pattern}`);
  }
};

/**
 * Retries `check` (sync or async) until it returns without throwing and not `false`; rethrows the
 * last failure after `timeout` ms. For conditions that settle a moment after an action.
 */
export async function eventually(check, { timeout = 10_000, interval = 100, message } = {}) {
  const deadline = Date.now() + timeout;
  let lastError;
  for (;;) {
    try {
      const result = await check();
      if (result !== false) return result;
      lastError = new AssertionError(message ?? 'condition still false');
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      if (message && lastError?.message !== message) lastError.message = `${message}: ${lastError.message}`;
      throw lastError;
    }
    await sleep(interval);
  }
}

// ---------------------------------------------------------------------------------------------
// Page checks

/** Waits until `text` (string or RegExp) is visible on the page; returns its locator. */
export async function expectText(page, text, { timeout, exact = false } = {}) {
  const locator = page.getByText(text, { exact }).first();
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new AssertionError(
      `text ${text instanceof RegExp ? text : JSON.stringify(text)} not visible on ${page.url()}: ${firstLine(error)}`,
    );
  }
  return locator;
}

/** Waits until no visible element shows `text`. */
export async function expectNoText(page, text, { timeout = 10_000, exact = false } = {}) {
  await eventually(
    async () => {
      const all = await page.getByText(text, { exact }).all();
      for (const item of all) if (await item.isVisible()) return false;
      return true;
    },
    { timeout, message: `text ${JSON.stringify(String(text))} is still visible on ${page.url()}` },
  );
}

/**
 * Waits until the page's URL has `pathname` (string or RegExp); with `search`, also the query
 * parameters given (e.g. { next: '/user' }). Returns the URL object.
 */
export async function expectPath(page, pathname, { search, timeout = 15_000 } = {}) {
  const ok = (url) => {
    const pathOk =
      pathname instanceof RegExp
        ? pathname.test(url.pathname)
        : url.pathname.replace(/\/+$/, '') === pathname.replace(/\/+$/, '');
    if (!pathOk) return false;
    return Object.entries(search ?? {}).every(([key, value]) => url.searchParams.get(key) === value);
  };
  try {
    await page.waitForURL(ok, { timeout, waitUntil: 'commit' });
  } catch {
    const want = `${pathname}${search ? ` with ${new URLSearchParams(search)}` : ''}`;
    throw new AssertionError(`expected URL ${want}, but the page is at ${page.url()}`);
  }
  return new URL(page.url());
}

/** Waits until the input's value satisfies `expected` (string, RegExp or predicate). */
export async function expectValue(locator, expected, { timeout = 10_000 } = {}) {
  let last;
  try {
    await eventually(
      async () => {
        last = await locator.inputValue({ timeout: 2000 });
        if (typeof expected === 'function') return Boolean(expected(last));
        if (expected instanceof RegExp) return expected.test(last);
        return last === expected;
      },
      { timeout },
    );
  } catch (error) {
    throw new AssertionError(`input value ${JSON.stringify(last)} does not match ${expected}: ${firstLine(error)}`);
  }
  return last;
}

/** The value of a cookie of the browser context, or undefined. */
export async function getCookie(context, name) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === name)?.value;
}

/** Signs in through the login page; waits until the app leaves /auth/login (unless wait: false). */
export async function login(page, baseUrl, email, password, { next, wait = true } = {}) {
  await page.goto(`${baseUrl}/auth/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel('Почта', { exact: true }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  if (wait) {
    await page
      .waitForURL((url) => !url.pathname.startsWith('/auth/login'), { timeout: 15_000 })
      .catch(async () => {
        const alert = await page
          .getByRole('alert')
          .allInnerTexts()
          .catch(() => []);
        throw new AssertionError(`login as ${email} stayed on ${page.url()}${alert.length ? `: ${alert.join(' | ')}` : ''}`);
      });
  }
}

// ---------------------------------------------------------------------------------------------
// Mail (the server writes mail as quoted-printable .eml files to DATA_DIR/outbox without SMTP)

export function decodeQuotedPrintable(text) {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeaderWords(value) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset, encoding, data) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Parses one .eml file: { file, to, subject, text, time }. */
export function parseEml(file) {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  const time = Number(path.basename(file).split('-')[0]) || 0;
  return { file, to: headers.to ?? '', subject: decodeHeaderWords(headers.subject ?? ''), text, time, headers };
}

/** All mails in the outbox, oldest first. */
export function readMails(outboxDir) {
  let files;
  try {
    files = readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const order = (file) => path.basename(file, '.eml').split('-').map(Number);
  files.sort((a, b) => {
    const [ta, ia] = order(a);
    const [tb, ib] = order(b);
    return ta - tb || ia - ib;
  });
  return files.map((file) => parseEml(path.join(outboxDir, file)));
}

/**
 * The newest mail to `email` (optionally written at or after `since`, a Date.now() value), polled
 * for up to `timeout` ms since the server's mail loop runs every 2 s.
 */
export async function readLatestMail(outboxDir, email, { since = 0, timeout = 12_000, subject } = {}) {
  const wanted = email.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const mails = readMails(outboxDir).filter(
      (mail) => mail.to.toLowerCase().includes(wanted) && mail.time >= since && (!subject || mail.subject.includes(subject)),
    );
    if (mails.length > 0) return mails[mails.length - 1];
    if (Date.now() >= deadline) {
      throw new AssertionError(`no mail to ${email} in ${outboxDir} after ${timeout / 1000} s`);
    }
    await sleep(250);
  }
}

/** The 6-digit code of the newest mail to `email` (see readLatestMail for the options). */
export async function readLatestCode(outboxDir, email, options = {}) {
  const mail = await readLatestMail(outboxDir, email, options);
  const code = /:\s*(\d{6})(?!\d)/.exec(mail.text)?.[1] ?? /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
  if (!code) throw new AssertionError(`no 6-digit code in ${mail.file}:\n${mail.text}`);
  return code;
}

// ---------------------------------------------------------------------------------------------
// Test data through the API (setup, not what is being tested)

/** A unique address on the test domain. */
export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@e2e.test`.toLowerCase();
}

async function api(baseUrl, method, pathname, body) {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let data;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${text.slice(0, 500)}`);
  return data;
}

/**
 * Registers and activates a customer through the API (code read from the outbox).
 * Returns { email, password, firstName, lastName, phone, id, uniqueId }.
 */
export async function registerViaApi({ baseUrl, outbox }, overrides = {}) {
  const user = {
    firstName: 'Айгуль',
    lastName: 'Тестова',
    email: uniqueEmail('customer'),
    phone: '+996555123456',
    password: `Pass-${randomBytes(6).toString('hex')}`,
    ...overrides,
  };
  const since = Date.now() - 1000;
  const created = await api(baseUrl, 'POST', '/api/users/register/', {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phone,
    password: user.password,
    password2: user.password,
  });
  const code = await readLatestCode(outbox, user.email, { since });
  await api(baseUrl, 'POST', '/api/users/activation_account/', { email: user.email, code });
  return { ...user, id: created.id, uniqueId: created.unique_id };
}

/** Signs in through the API: { access, refresh, is_admin }. */
export function apiLogin(baseUrl, email, password) {
  return api(baseUrl, 'POST', '/api/users/login/', { email, password });
}

const customers = new Map();

/**
 * One activated customer shared by the tests of a run (registered on first use), for journeys that
 * only need "some customer". Tests that change the account must register their own.
 */
export function sharedCustomer(shared) {
  if (!customers.has(shared.baseUrl)) {
    const pending = registerViaApi(shared, { firstName: 'Общий', lastName: 'Клиент', email: uniqueEmail('shared') });
    pending.catch(() => customers.delete(shared.baseUrl));
    customers.set(shared.baseUrl, pending);
  }
  return customers.get(shared.baseUrl);
}

function firstLine(error) {
  return String(error?.message ?? error).split('\n')[0];
}
