/**
 * Telegram (issue 43): the customer links Telegram from the settings (the person in the chat sends
 * /start with the link's token to the Bot API server the server polls), the settings say it is
 * linked, a parcel arrives at the warehouse and the chat gets the message; the address its button
 * opens shows the parcel.
 */
import { api, expect, receiveParcel, shoot, signIn, test } from '../fixtures';

interface BotMessage {
  text: string;
  reply_markup?: { inline_keyboard: Array<Array<{ text: string; url?: string }>> };
}

const telegramApi = () => {
  const root = process.env.E2E_TELEGRAM_API;
  if (!root) throw new Error('E2E_TELEGRAM_API is not set: run the browser tests with npm run test:e2e');
  return root;
};

/** What the bot sent to the chat so far. */
const chatMessages = async (chatId: number) =>
  (await api<{ result: BotMessage[] }>(telegramApi(), 'GET', `/test/messages?chat_id=${chatId}`)).result;

test('the customer links Telegram in the settings and the chat hears of a parcel that arrives', async ({
  page,
  server,
  admin,
  registerViaApi,
  apiLogin,
}, testInfo) => {
  const customer = await registerViaApi({ firstName: 'Телеграм', lastName: 'Клиентова' });
  await signIn(page, customer.email, customer.password);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/user/settings?tab=notifications');
  await expect(page.getByRole('switch', { name: 'На почту' })).toBeChecked();
  await page.getByRole('button', { name: 'Подключить Telegram' }).click();
  const open = page.getByRole('link', { name: 'Открыть Telegram' });
  const url = await open.getAttribute('href');
  const token = /^https:\/\/t\.me\/kerben_test_bot\?start=([\w-]+)$/.exec(url ?? '')?.[1];
  expect(token, `deep link ${url}`).toBeTruthy();

  // In Telegram: «Начать» sends /start with the token.
  const chat = { id: 900_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Телеграм', username: 'tg_client' };
  await api(telegramApi(), 'POST', '/test/send', { person: chat, text: `/start ${token}` });
  await expect.poll(async () => (await chatMessages(chat.id)).map((m) => m.text).join('\n')).toContain(`#${customer.uniqueId}`);

  // Back in the settings (asked again while the link waits): linked, with the chat's name.
  await expect(page.getByText('Уведомления приходят в Telegram: @tg_client')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'В Telegram' })).toBeChecked();
  await shoot(page, 'telegram-settings-1440', testInfo);

  // A parcel arrives at the warehouse: the chat gets the news with a button to the parcel.
  const { access } = await apiLogin(admin.email, admin.password);
  const parcel = await receiveParcel(server.baseURL, access, {
    name: 'Зимние ботинки',
    unique_id_user: customer.uniqueId,
    weight: 2,
  });
  await expect
    .poll(async () => (await chatMessages(chat.id)).find((m) => m.text.includes('Зимние ботинки'))?.text)
    .toContain('получена на складе Чикаго');
  expect((await chatMessages(chat.id)).filter((m) => m.text.includes('Зимние ботинки'))).toHaveLength(1);

  // Its button (only with PUBLIC_URL, unset here: Telegram takes no button to a local address)
  // opens /user?parcel=ID, the parcel in the web app.
  await page.goto(`/user?parcel=${parcel.id}`);
  await expect(page.getByRole('dialog')).toContainText('Зимние ботинки');
  await page.keyboard.press('Escape');
  await page.goto('/user/settings?tab=notifications');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText('Уведомления приходят в Telegram: @tg_client')).toBeVisible();
  await shoot(page, 'telegram-settings-360', testInfo);
});
