import type { TelegramStatus } from '@kerben/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp, signIn } from '../../../test/harness';
import { NotificationsPanel } from './NotificationsPanel';

const off: TelegramStatus = { enabled: false, linked: false, chat_name: null, linked_at: null, unlinked: null };
const channels = { app: true, email: true, telegram: true };

beforeEach(() => signIn());

describe('«Уведомления» in the settings', () => {
  it('without a bot on the server: the app and email switches only, no Telegram', async () => {
    fakeApi({
      'GET /api/telegram/link/': () => ({ body: off }),
      'GET /api/notifications/channels/': () => ({ body: channels }),
    });
    renderWithApp(<NotificationsPanel />);
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'На почту' })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'В личном кабинете (колокольчик)' }).checked).toBe(true);
    expect(screen.queryByRole('switch', { name: 'В Telegram' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Подключить Telegram' })).toBeNull();
  });

  it('says the bot was blocked, and gives the one-time link to open in Telegram', async () => {
    const calls = fakeApi({
      'GET /api/telegram/link/': () => ({
        body: { ...off, enabled: true, unlinked: { reason: 'blocked', at: '2026-05-01T10:00:00Z' } },
      }),
      'GET /api/notifications/channels/': () => ({ body: channels }),
      'POST /api/telegram/link/': () => ({
        status: 201,
        body: { url: 'https://t.me/kerben_bot?start=abcDEF123', expires_at: '2026-05-01T10:15:00Z' },
      }),
    });
    renderWithApp(<NotificationsPanel />);
    expect(await screen.findByText(/Бот заблокирован в Telegram/)).toBeTruthy();
    expect(screen.getByText('Начнут приходить, когда вы подключите Telegram ниже')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Подключить Telegram' }));
    const open = await screen.findByRole('link', { name: 'Открыть Telegram' });
    expect(open.getAttribute('href')).toBe('https://t.me/kerben_bot?start=abcDEF123');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('a linked chat: whose it is, and «Отключить»; a switch saves only its channel', async () => {
    let linked = true;
    const calls = fakeApi({
      'GET /api/telegram/link/': () => ({
        body: linked
          ? { enabled: true, linked: true, chat_name: '@aigul_kg', linked_at: '2026-05-01T10:00:00Z', unlinked: null }
          : { ...off, enabled: true, unlinked: { reason: 'settings', at: '2026-05-01T11:00:00Z' } },
      }),
      'GET /api/notifications/channels/': () => ({ body: channels }),
      'PATCH /api/notifications/channels/': () => ({ body: { ...channels, email: false } }),
      'DELETE /api/telegram/link/': () => {
        linked = false;
        return { status: 204, body: null };
      },
    });
    renderWithApp(<NotificationsPanel />);
    expect(await screen.findByText('Уведомления приходят в Telegram: @aigul_kg')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'На почту' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toBe(JSON.stringify({ email: false })));
    fireEvent.click(screen.getByRole('button', { name: 'Отключить' }));
    expect(await screen.findByRole('button', { name: 'Подключить Telegram' })).toBeTruthy();
  });
});
