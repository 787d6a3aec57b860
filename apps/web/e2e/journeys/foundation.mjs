/**
 * Web foundation: public pages, 404, burger menu, registration with activation, login, admin
 * area, access rules and logout.
 */
import {
  assert,
  eventually,
  expectPath,
  expectText,
  expectValue,
  getCookie,
  login,
  readLatestCode,
  sharedCustomer,
  sleep,
  uniqueEmail,
} from '../lib.mjs';

/** The public header of an anonymous visitor: links Зарегистрироваться and Вход. */
async function expectAnonymousHeader(page) {
  for (const name of ['Зарегистрироваться', 'Вход']) {
    await page.getByRole('link', { name, exact: true }).filter({ visible: true }).first().waitFor();
  }
}

/** Opens `pathname` and checks that the visitor stays there (no redirect) and sees the header. */
async function expectPublicPage(page, baseUrl, pathname) {
  await page.goto(`${baseUrl}${pathname}`);
  await expectAnonymousHeader(page);
  await sleep(500); // a redirect after the first render would show up by now
  const url = new URL(page.url());
  assert.equal(url.pathname, pathname, `the visitor was redirected from ${pathname} to ${url.pathname}${url.search}`);
}

const bodyOverflow = (page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** Fills step 1 and step 2 of /auth/register; the app then goes to /auth/account-activation. */
async function registerThroughForm(page, baseUrl, user) {
  await page.goto(`${baseUrl}/auth/register`);
  await page.getByLabel('Имя', { exact: true }).fill(user.firstName);
  await page.getByLabel('Фамилия', { exact: true }).fill(user.lastName);
  await page.getByLabel('Почта', { exact: true }).fill(user.email);
  const phone = page.getByLabel('Номер телефона', { exact: true });
  await phone.click();
  await phone.pressSequentially(user.phoneDigits);
  const typed = await phone.inputValue();
  assert(typed.startsWith('+'), `the phone input should keep a leading +, shows ${JSON.stringify(typed)}`);
  assert.equal(typed.replace(/\D/g, ''), user.phoneDigits, 'the digits of the phone input');
  await page.getByRole('button', { name: 'Далее', exact: true }).click();

  await page.getByLabel('Пароль', { exact: true }).fill(user.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click();
  await expectPath(page, '/auth/account-activation');
}

/** Clicks Подтвердить unless the app already submitted the complete code by itself. */
async function confirmCode(page) {
  const button = page.getByRole('button', { name: 'Подтвердить', exact: true });
  if (!new URL(page.url()).pathname.startsWith('/auth/login')) {
    await button.click({ timeout: 5000 }).catch((error) => {
      if (!new URL(page.url()).pathname.startsWith('/auth/login')) throw error;
    });
  }
  await expectPath(page, '/auth/login');
}

function newUser(prefix) {
  return {
    firstName: 'Эркин',
    lastName: 'Проверкин',
    email: uniqueEmail(prefix),
    phoneDigits: '996555123456',
    password: 'Secret-pass-123',
  };
}

export default [
  {
    name: 'public: / opens without redirect',
    async run({ page, baseUrl }) {
      await expectPublicPage(page, baseUrl, '/');
    },
  },
  {
    name: 'public: /calculator opens without redirect',
    async run({ page, baseUrl }) {
      await expectPublicPage(page, baseUrl, '/calculator');
    },
  },
  {
    name: 'public: unknown path shows the 404 text',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}/no-such-page`);
      await expectText(page, 'Название страницы не найдено');
      assert.equal(new URL(page.url()).pathname, '/no-such-page', 'the 404 page keeps the URL');
    },
  },
  {
    name: 'public: burger menu at 360 px locks scrolling',
    async run({ page, baseUrl }) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${baseUrl}/`);
      const open = page.getByRole('button', { name: 'Открыть меню', exact: true });
      await open.waitFor();
      const overflowBefore = await bodyOverflow(page);
      assert.notEqual(overflowBefore, 'hidden', 'the page scrolls before the menu opens');

      // The menu's links are looked for inside the menu (the burger's aria-controls, else a
      // dialog), not among the footer's copies of them.
      const controls = await open.getAttribute('aria-controls');
      const menu = controls ? page.locator(`[id="${controls}"]`) : page.getByRole('dialog');
      assert(!(await menu.isVisible()), 'the menu is closed before the burger is clicked');

      await open.click();
      await menu.waitFor({ state: 'visible' });
      for (const name of ['Калькулятор', 'Вход']) {
        await menu.getByRole('link', { name, exact: true }).first().waitFor();
      }
      await eventually(async () => (await bodyOverflow(page)) === 'hidden', {
        message: 'document.body overflow should be hidden while the menu is open',
      });

      await page.getByRole('button', { name: 'Закрыть меню', exact: true }).filter({ visible: true }).first().click();
      await eventually(async () => (await bodyOverflow(page)) === overflowBefore, {
        message: `document.body overflow should return to ${overflowBefore} after closing the menu`,
      });
      await open.waitFor();
    },
  },
  {
    name: 'auth: anonymous /user is sent to the login page',
    async run({ page, baseUrl }) {
      await page.goto(`${baseUrl}/user`);
      await expectPath(page, '/auth/login', { search: { next: '/user' } });
      await page.getByLabel('Почта', { exact: true }).waitFor();
    },
  },
  {
    name: 'auth: register, activate by typing the code, log in to /user',
    async run({ page, baseUrl, outbox }) {
      const user = newUser('typed');
      const since = Date.now() - 1000;
      await registerThroughForm(page, baseUrl, user);

      const code = await readLatestCode(outbox, user.email, { since });
      for (const [index, digit] of [...code].entries()) {
        await page.getByLabel(`Цифра ${index + 1}`, { exact: true }).fill(digit);
      }
      for (const [index, digit] of [...code].entries()) {
        await expectValue(page.getByLabel(`Цифра ${index + 1}`, { exact: true }), digit);
      }
      await confirmCode(page);

      await expectValue(page.getByLabel('Почта', { exact: true }), user.email);
      await page.getByLabel('Пароль', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      await expectPath(page, '/user');
      await expectText(page, `Здравствуйте, ${user.firstName}!`);
      await expectText(page, /#KB\d{4,}/);
    },
  },
  {
    name: 'auth: register, activate by pasting the code',
    async run({ page, context, baseUrl, outbox }) {
      const user = newUser('pasted');
      const since = Date.now() - 1000;
      await registerThroughForm(page, baseUrl, user);

      const code = await readLatestCode(outbox, user.email, { since });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await page.evaluate((text) => navigator.clipboard.writeText(text), code);
      await page.getByLabel('Цифра 1', { exact: true }).focus();
      await page.keyboard.press('ControlOrMeta+V');
      if (!new URL(page.url()).pathname.startsWith('/auth/login')) {
        for (const [index, digit] of [...code].entries()) {
          await expectValue(page.getByLabel(`Цифра ${index + 1}`, { exact: true }), digit);
        }
      }
      await confirmCode(page);
      await expectValue(page.getByLabel('Почта', { exact: true }), user.email);
    },
  },
  {
    name: 'auth: wrong password shows an error and keeps the email',
    async run({ page, baseUrl, outbox }) {
      const customer = await sharedCustomer({ baseUrl, outbox });
      await login(page, baseUrl, customer.email, 'not-the-password', { wait: false });
      await expectText(page, 'Неверная почта или пароль');
      assert.equal(new URL(page.url()).pathname, '/auth/login', 'a failed login stays on /auth/login');
      await expectValue(page.getByLabel('Почта', { exact: true }), customer.email);
    },
  },
  {
    name: 'admin: logs in and lands on /admin',
    async run({ page, context, baseUrl, admin }) {
      await login(page, baseUrl, admin.email, admin.password);
      await expectPath(page, '/admin');
      await expectText(page, 'Hello, Administrator');
      assert.equal(await getCookie(context, 'isAdmin'), 'true', 'the isAdmin cookie of an admin');
    },
  },
  {
    name: 'access: a customer opening /admin sees no access',
    async run({ page, baseUrl, outbox }) {
      const customer = await sharedCustomer({ baseUrl, outbox });
      await login(page, baseUrl, customer.email, customer.password);
      await expectPath(page, '/user');
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('heading', { name: 'Нет доступа' }).waitFor();
      const url = new URL(page.url());
      assert(!url.pathname.startsWith('/auth'), `a signed-in customer should not be sent to ${url.pathname}`);
    },
  },
  {
    name: 'auth: logout from the sidebar',
    async run({ page, context, baseUrl, outbox }) {
      const customer = await sharedCustomer({ baseUrl, outbox });
      await login(page, baseUrl, customer.email, customer.password);
      await expectPath(page, '/user');
      assert(await getCookie(context, 'accessToken'), 'accessToken cookie after login');
      assert(await getCookie(context, 'refreshToken'), 'refreshToken cookie after login');

      await page.getByRole('button', { name: 'Выйти', exact: true }).filter({ visible: true }).first().click();
      await expectPath(page, '/').catch((error) => {
        error.message = `after Выйти the app should go to /: ${error.message}`;
        throw error;
      });
      await eventually(async () => !(await getCookie(context, 'accessToken')) && !(await getCookie(context, 'refreshToken')), {
        message: 'the accessToken and refreshToken cookies should be gone after logout',
      });
      await expectAnonymousHeader(page);
    },
  },
];
