/**
 * A signed-in customer's /user drawn by the server (issue 45): the HTML itself holds the greeting
 * and the customer's parcels before any script runs, the browser takes that HTML over without a
 * hydration error, and the page then answers a tap (a parcel's card opens). An account read in
 * Kyrgyz gets the empty shell (drawn in Russian only); signed out, /user is the empty shell with no one's data.
 */
import { randomBytes } from 'node:crypto';
import { api, test as base, type Customer, expect, receiveParcel, shoot, signIn } from '../fixtures';

const test = base.extend<{ customer: Customer & { track: string; parcelName: string } }>({
  customer: async ({ server, admin, registerViaApi }, use) => {
    const customer = await registerViaApi({ firstName: 'Айгерим', lastName: `Серверова${randomBytes(2).toString('hex')}` });
    const { access } = await api<{ access: string }>(server.baseURL, 'POST', '/api/users/login/', admin);
    const track = `1Z${randomBytes(6).toString('hex').toUpperCase()}US`;
    const parcelName = 'Кроссовки для сервера';
    await receiveParcel(server.baseURL, access, { unique_id_user: customer.uniqueId, name: parcelName, track_number: track });
    await use({ ...customer, track, parcelName });
  },
});

/** What React says when the HTML it takes over does not match its own first render. */
const HYDRATION_ERROR = /hydrat|did(?:n't| not) match|Minified React error #(?:418|423|425)/i;

test('the server draws /user with the customer’s parcels, and the browser takes it over', async ({
  page,
  server,
  customer,
}, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  // Signed out: the empty shell, no one's data.
  const anonymous = await page.request.get('/user');
  expect(await anonymous.text()).not.toContain('kerben-server-state');

  await signIn(page, customer.email, customer.password);
  // The first page after the server's start starts the renderer's process, and is the empty shell.
  await expect
    .poll(async () => (await page.request.get('/user')).headers()['cache-control'], { timeout: 15_000 })
    .toBe('private, no-store');
  const response = await page.request.get('/user');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`Здравствуйте, ${customer.firstName}!`);
  expect(root).toContain(customer.parcelName);
  expect(html).toContain('id="kerben-server-state"');

  // The page as a phone first shows it: drawn before any of the app's code has run.
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseURL });
  await withoutScripts.addCookies(await page.context().cookies());
  const drawn = await withoutScripts.newPage();
  await drawn.goto('/user');
  await expect(drawn.getByRole('heading', { name: `Здравствуйте, ${customer.firstName}!` })).toBeVisible();
  await expect(drawn.getByText(customer.parcelName).first()).toBeVisible();
  for (const width of [360, 1440]) {
    await drawn.setViewportSize({ width, height: 800 });
    await shoot(drawn, `user-drawn-by-the-server-${width}`, testInfo);
  }
  await withoutScripts.close();

  // With its code: React takes the HTML over and the page answers (a tap before that does nothing:
  // the parcel's card opens once the page is taken over).
  await page.goto('/user');
  await expect(async () => {
    await page.getByText(customer.parcelName).first().click();
    await expect(page.getByRole('dialog').getByText(customer.track)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
});

test('an account read in Kyrgyz gets the empty shell, and the browser draws /user in Kyrgyz', async ({
  page,
  server,
  customer,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  const { access } = await api<{ access: string }>(server.baseURL, 'POST', '/api/users/login/', {
    email: customer.email,
    password: customer.password,
  });
  await api(server.baseURL, 'PATCH', '/api/users/profile/', { language: 'ky' }, access);
  await signIn(page, customer.email, customer.password);
  // Drawn in Russian only (Kyrgyz texts load after the first render): the shell, with no one's data.
  const html = await (await page.request.get('/user')).text();
  expect(html).not.toContain('kerben-server-state');
  expect(html).not.toContain(customer.parcelName);

  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: `Саламатсызбы, ${customer.firstName}!` })).toBeVisible();
  await expect(page.getByText(customer.parcelName).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(messages, 'console messages').toEqual([]);
});
