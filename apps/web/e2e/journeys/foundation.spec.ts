/**
 * Web foundation: public pages, 404, burger menu, registration with activation, login, admin
 * area, access rules and logout.
 */
import type { Page } from '@playwright/test';
import { atPath, expect, getCookie, login, signIn, test, uniqueEmail } from '../fixtures';

interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneDigits: string;
  password: string;
}

function newUser(prefix: string): NewUser {
  return {
    firstName: 'Эркин',
    lastName: 'Проверкин',
    email: uniqueEmail(prefix),
    phoneDigits: '996555123456',
    password: 'Secret-pass-123',
  };
}

/** The public header of an anonymous visitor: links Зарегистрироваться and Вход. */
async function expectAnonymousHeader(page: Page) {
  for (const name of ['Зарегистрироваться', 'Вход']) {
    await expect(page.getByRole('link', { name, exact: true }).filter({ visible: true }).first()).toBeVisible();
  }
}

/** Opens `pathname` and checks that the visitor stays there (no redirect) and sees the header. */
async function expectPublicPage(page: Page, pathname: string) {
  await page.goto(pathname);
  await expectAnonymousHeader(page);
  // A redirect after the first render (say, once a session check answers) happens by the time the
  // page has made all its requests and the network has been quiet for a while.
  await page.waitForLoadState('networkidle');
  await expect(page, `the visitor stays on ${pathname}`).toHaveURL(atPath(pathname));
}

async function bodyOverflow(page: Page) {
  return page.locator('body').evaluate((body) => getComputedStyle(body).overflow);
}

/** Fills step 1 and step 2 of /auth/register; the app then goes to /auth/account-activation. */
async function registerThroughForm(page: Page, user: NewUser) {
  await page.goto('/auth/register');
  await page.getByLabel('Имя', { exact: true }).fill(user.firstName);
  await page.getByLabel('Фамилия', { exact: true }).fill(user.lastName);
  await page.getByLabel('Почта', { exact: true }).fill(user.email);
  const phone = page.getByLabel('Номер телефона', { exact: true });
  await phone.click();
  await phone.pressSequentially(user.phoneDigits);
  // A leading + and then exactly the typed digits, whatever the mask puts between them.
  await expect(phone, 'the phone input keeps a leading + and the typed digits').toHaveValue(
    new RegExp(`^\\+\\D*${[...user.phoneDigits].join('\\D*')}\\D*$`),
  );
  await page.getByRole('button', { name: 'Далее', exact: true }).click();

  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click();
  await expect(page).toHaveURL(atPath('/auth/account-activation'));
}

const onLoginPage = (page: Page) => new URL(page.url()).pathname.startsWith('/auth/login');

/** Clicks Подтвердить unless the app already submitted the complete code by itself. */
async function confirmCode(page: Page) {
  if (!onLoginPage(page)) {
    await page
      .getByRole('button', { name: 'Подтвердить', exact: true })
      .click({ timeout: 5000 })
      .catch((error: unknown) => {
        if (!onLoginPage(page)) throw error;
      });
  }
  await expect(page).toHaveURL(atPath('/auth/login'));
}

async function expectCode(page: Page, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await expect(page.getByLabel(`Цифра ${index + 1}`, { exact: true })).toHaveValue(digit);
  }
}

test('public: / opens without redirect', async ({ page }) => {
  await expectPublicPage(page, '/');
});

test('public: /calculator opens without redirect', async ({ page }) => {
  await expectPublicPage(page, '/calculator');
});

test('public: unknown path shows the 404 text', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Название страницы не найдено').first()).toBeVisible();
  await expect(page, 'the 404 page keeps the URL').toHaveURL(atPath('/no-such-page'));
});

test('public: burger menu at 360 px locks scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Открыть меню', exact: true });
  await expect(open).toBeVisible();
  const overflowBefore = await bodyOverflow(page);
  expect(overflowBefore, 'the page scrolls before the menu opens').not.toBe('hidden');

  // The menu's links are looked for inside the menu (the burger's aria-controls, else a dialog),
  // not among the footer's copies of them.
  const controls = await open.getAttribute('aria-controls');
  const menu = controls ? page.locator(`[id="${controls}"]`) : page.getByRole('dialog');
  await expect(menu, 'the menu is closed before the burger is clicked').toBeHidden();

  await open.click();
  await expect(menu).toBeVisible();
  for (const name of ['Калькулятор', 'Вход']) {
    await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('body'), 'document.body overflow is hidden while the menu is open').toHaveCSS('overflow', 'hidden');

  await page.getByRole('button', { name: 'Закрыть меню', exact: true }).filter({ visible: true }).first().click();
  await expect(page.locator('body'), 'document.body overflow returns after closing the menu').toHaveCSS(
    'overflow',
    overflowBefore,
  );
  await expect(open).toBeVisible();
});

test('auth: anonymous /user is sent to the login page', async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(atPath('/auth/login', { next: '/user' }));
  await expect(page.getByLabel('Почта', { exact: true })).toBeVisible();
});

test('auth: register, activate by typing the code, log in to /user', async ({ page, outbox }) => {
  const user = newUser('typed');
  const since = Date.now() - 1000;
  await registerThroughForm(page, user);

  const code = await outbox.latestCode(user.email, { since });
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Цифра ${index + 1}`, { exact: true }).fill(digit);
  }
  await expectCode(page, code);
  await confirmCode(page);

  await expect(page.getByLabel('Почта', { exact: true })).toHaveValue(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(atPath('/user'));
  await expect(page.getByText(`Здравствуйте, ${user.firstName}!`).first()).toBeVisible();
  await expect(page.getByText(/#KB\d{4,}/).first()).toBeVisible();
});

test('auth: register, activate by pasting the code', async ({ page, context, baseURL, outbox }) => {
  const user = newUser('pasted');
  const since = Date.now() - 1000;
  await registerThroughForm(page, user);

  const code = await outbox.latestCode(user.email, { since });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.getByLabel('Цифра 1', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+V');
  if (!onLoginPage(page)) await expectCode(page, code);
  await confirmCode(page);
  await expect(page.getByLabel('Почта', { exact: true })).toHaveValue(user.email);
});

test('auth: someone registering the same email meanwhile takes nothing; the activation page keeps its registration over a reload', async ({
  page,
  baseURL,
  outbox,
}) => {
  const user = newUser('owner');
  await registerThroughForm(page, user);
  const code = await outbox.latestCode(user.email, { since: Date.now() - 5000 });

  // A stranger registers the same email with a password and name of their own; their code goes
  // to the owner's mailbox too, and the owner's code must still open the owner's registration.
  const strangerSince = Date.now();
  const post = (pathname: string, body: object) =>
    fetch(`${baseURL}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const stranger = { email: user.email, first_name: 'Чужой', last_name: 'Человек', phone_number: '+79123456789' };
  const strangerPassword = 'Stranger-pass-9';
  const registered = await post('/api/users/register/', { ...stranger, password: strangerPassword, password2: strangerPassword });
  expect(registered.status).toBe(201);
  const strangerMail = await outbox.latestMail(user.email, { since: strangerSince });
  expect(strangerMail.text, 'each mail names the time of its own registration').toMatch(/регистрацию от \d{2}\.\d{2}\.\d{4}/);

  await page.reload();
  await expect(page).toHaveURL(atPath('/auth/account-activation'));
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Цифра ${index + 1}`, { exact: true }).fill(digit);
  }
  await confirmCode(page);

  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(atPath('/user'));
  await expect(page.getByText(`Здравствуйте, ${user.firstName}!`).first()).toBeVisible();
  const strangerLogin = await post('/api/users/login/', { email: user.email, password: strangerPassword });
  expect(strangerLogin.status, 'the stranger’s password does not open the account').toBe(401);
});

test('auth: wrong password shows an error and keeps the email', async ({ page, sharedCustomer }) => {
  await login(page, sharedCustomer.email, 'not-the-password', { wait: false });
  await expect(page.getByText('Неверная почта или пароль').first()).toBeVisible();
  await expect(page, 'a failed login stays on /auth/login').toHaveURL(atPath('/auth/login'));
  await expect(page.getByLabel('Почта', { exact: true })).toHaveValue(sharedCustomer.email);
});

test('admin: logs in and lands on /admin', async ({ page, context, admin }) => {
  await login(page, admin.email, admin.password);
  await expect(page).toHaveURL(atPath('/admin'));
  await expect(page.getByText('Hello, Administrator').first()).toBeVisible();
  await expect.poll(() => getCookie(context, 'isAdmin'), { message: 'the isAdmin cookie of an admin' }).toBe('true');
});

test('access: a customer opening /admin sees no access', async ({ page, sharedCustomer }) => {
  await login(page, sharedCustomer.email, sharedCustomer.password);
  await expect(page).toHaveURL(atPath('/user'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  await expect(page, 'a signed-in customer is not sent to /auth').toHaveURL((url) => !url.pathname.startsWith('/auth'));
});

test('auth: logout from the sidebar', async ({ page, context, sharedCustomer }) => {
  await login(page, sharedCustomer.email, sharedCustomer.password);
  await expect(page).toHaveURL(atPath('/user'));
  await expect.poll(() => getCookie(context, 'accessToken'), { message: 'accessToken cookie after login' }).toBeTruthy();
  await expect.poll(() => getCookie(context, 'refreshToken'), { message: 'refreshToken cookie after login' }).toBeTruthy();

  await page.getByRole('button', { name: 'Выйти', exact: true }).filter({ visible: true }).first().click();
  await expect(page, 'after Выйти the app goes to /').toHaveURL(atPath('/'));
  await expect
    .poll(
      async () =>
        (await context.cookies())
          .filter((cookie) => ['accessToken', 'refreshToken'].includes(cookie.name) && cookie.value)
          .map((cookie) => cookie.name),
      { message: 'the accessToken and refreshToken cookies are gone after logout' },
    )
    .toEqual([]);
  await expectAnonymousHeader(page);
});

test('auth: Выйти signs out before it leaves, even when the public page cannot load', async ({
  page,
  context,
  server,
  sharedCustomer,
}) => {
  await signIn(page, sharedCustomer.email, sharedCustomer.password);
  await page.goto('/user');
  const logout = page.getByRole('button', { name: 'Выйти', exact: true }).filter({ visible: true }).first();
  await expect(logout).toBeVisible();
  const refresh = decodeURIComponent((await getCookie(context, 'refreshToken')) ?? '');
  expect(refresh, 'a refresh token before Выйти').toBeTruthy();
  // From here on no script arrives: the public page's chunk, or any other, cannot load.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  // Where the app is when the revoke reaches the server: still in the area it is leaving.
  let revokedFrom = '';
  // Read without a round trip to the page: a slow one would hold the request past the app's wait
  // for it, and the navigation that follows would cancel it.
  await page.route('**/api/users/logout/', async (route) => {
    revokedFrom = new URL(page.url()).pathname;
    await route.continue();
  });
  await logout.click();
  await expect.poll(() => revokedFrom, { message: 'the refresh token is revoked before the app leaves /user' }).toBe('/user');
  await expect
    .poll(
      async () =>
        (await context.cookies())
          .filter((cookie) => ['accessToken', 'refreshToken', 'isAdmin'].includes(cookie.name) && cookie.value)
          .map((cookie) => cookie.name),
      { message: 'the session cookies are gone' },
    )
    .toEqual([]);
  const refreshed = await fetch(`${server.baseURL}/api/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  expect(refreshed.status, 'the old refresh token no longer refreshes').toBe(401);
  await expect(page, 'then the app goes to /').toHaveURL(atPath('/'));
});

test('security: the public site and the admin area run under the CSP without a single violation', async ({ page, admin }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await login(page, admin.email, admin.password);
  await expect(page).toHaveURL(atPath('/admin'));
  await page.waitForLoadState('networkidle');
  expect(violations, 'CSP violations reported by the browser').toEqual([]);
});
