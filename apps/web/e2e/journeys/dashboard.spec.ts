/**
 * The admin dashboard: the admin opens /admin and sees what waits for action and the four series
 * drawn; a backup the operator just took with `npm run backup` shows with its size; a parcel
 * received a moment ago weighs in today's kilograms; the period and the destination switch (and
 * stay in the address); a card opens its filtered list.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { atPath, expect, login, test } from '../fixtures';

/** `npm run backup` as built (global-setup builds before the run). */
const BACKUP_COMMAND = fileURLToPath(new URL('../../../server/dist/backup.js', import.meta.url));

/** A total in kilograms as a card shows it: "3,5 кг", "1 234 кг" (the title ends in "кг" too). */
const KG = /^[\d\s\u00a0,]+ кг$/;

/** The big total of a series card as a number. */
async function totalOf(card: Locator, total: RegExp): Promise<number> {
  const text = await card.getByText(total).first().innerText();
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

test('dashboard: the admin sees today’s kilograms with a parcel just received, switches period and country, opens a pending list', async ({
  page,
  admin,
  apiLogin,
  registerViaApi,
  server,
}) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const customer = await registerViaApi({ firstName: 'Данияр', lastName: 'Статистиков' });
  const { access } = await apiLogin(admin.email, admin.password);

  await test.step('a parcel of 3.5 kg going to Russia is received through the API', async () => {
    const res = await fetch(`${server.baseURL}/api/warehouses/product/create/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Куртка ${suffix}`,
        unique_id_user: customer.uniqueId,
        warehouse: 14,
        weight: 3.5,
        country_of_origin: 3,
        country_of_destination: 9,
      }),
    });
    expect(res.status, await res.text()).toBe(201);
  });

  // The charting library is the dashboard's own chunk: the public site never downloads it.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const chartChunk = (path: string) => /\/assets\/SeriesChart-/.test(path);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(chartChunk), 'the home page loads no chart code').toEqual([]);

  await login(page, admin.email, admin.password);
  await expect(page).toHaveURL(atPath('/admin'));
  await expect(page.getByRole('heading', { name: 'Hello, Administrator' }).filter({ visible: true }).first()).toBeVisible();
  await expect.poll(() => scripts.filter(chartChunk).length, { message: 'the dashboard loads the chart chunk' }).toBe(1);

  await test.step('a backup taken with npm run backup beside the server shows on the dashboard', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kerben-e2e-backup-'));
    try {
      const output = execFileSync(process.execPath, [BACKUP_COMMAND, '--out', path.join(folder, 'kerben.tar')], {
        env: { ...process.env, DATA_DIR: server.dataDir },
        encoding: 'utf8',
      });
      expect(output).toContain('Backup written to');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    await page.reload();
    const backups = page.getByRole('region', { name: 'Резервные копии' });
    await expect(backups).toContainText(/Последняя: \d+ \S+ \d{4} г\., \d\d:\d\d · [\d,]+ МБ/);
    await expect(backups).toContainText('По расписанию не делаются');
  });

  const kilograms = page.getByRole('region', { name: 'Принято на склады, кг' });
  // A segment is a visually hidden radio under its label: a person clicks the label.
  const period = async (name: string) => {
    await page.getByRole('group', { name: 'Период и страна назначения' }).getByText(name, { exact: true }).click();
    await expect(page.getByRole('radio', { name })).toBeChecked();
  };
  await test.step('the four series are drawn, and today’s kilograms count the parcel', async () => {
    for (const name of ['Новые пользователи', 'Принято на склады, кг', 'Выдано получателям', 'Оплачено, $']) {
      const card = page.getByRole('region', { name });
      await expect(card.locator('.recharts-surface'), `${name}: a chart`).toBeVisible();
      await expect(card).toContainText('за сегодня');
    }
    expect(await totalOf(kilograms, KG)).toBeGreaterThanOrEqual(3.5);
    await expect(kilograms.locator('.recharts-bar-rectangle path').first(), 'a bar for the current hour').toBeVisible();
  });

  await test.step('the week: 7 days, the total at least the parcel', async () => {
    await period('Неделя');
    await expect(page).toHaveURL(atPath('/admin', { period: 'week' }));
    await expect(kilograms).toContainText('за 7 дней');
    expect(await totalOf(kilograms, KG)).toBeGreaterThanOrEqual(3.5);
  });

  /** Chooses a destination; answers the week's kilograms of that country once the card shows them. */
  async function chooseDestination(name: string, id: number) {
    const answered = page.waitForResponse(
      (res) =>
        res.url().includes('/api/statics/admin_panel/warehouse-weight/') &&
        new URL(res.url()).searchParams.get('country_of_destination_id') === String(id),
    );
    await page.getByRole('combobox', { name: 'Страна назначения' }).click();
    await page.getByRole('option', { name, exact: true }).click();
    const { week } = (await (await answered).json()) as { week: Record<string, number> };
    await expect(page).toHaveURL(atPath('/admin', { period: 'week', destination: String(id) }));
    await expect(page.getByRole('combobox', { name: 'Страна назначения' })).toHaveValue(name);
    // The card shows this answer (to the cent), not the previous country's while it loads.
    const total = Math.round(Object.values(week).reduce((sum, kg) => sum + kg, 0) * 100) / 100;
    await expect.poll(() => totalOf(kilograms, KG), { message: `${name}: the week's kilograms` }).toBe(total);
    return total;
  }
  const wholeWeek = async () => {
    const res = await fetch(`${server.baseURL}/api/statics/admin_panel/warehouse-weight/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    const body = (await res.json()) as { week: Record<string, number> };
    return Object.values(body.week).reduce((sum, kg) => sum + kg, 0);
  };

  await test.step('only parcels going to Russia, then to Kyrgyzstan: parts of the whole', async () => {
    const russia = await chooseDestination('Россия', 9);
    expect(russia).toBeGreaterThanOrEqual(3.5);
    await expect(page.getByRole('region', { name: 'Новые пользователи' })).toContainText('По всем странам');
    const kyrgyzstan = await chooseDestination('Кыргызстан', 8);
    // Other journeys may receive parcels meanwhile: the whole, read last, can only have grown.
    expect(russia + kyrgyzstan).toBeLessThanOrEqual((await wholeWeek()) + 0.001);
  });

  await test.step('the month, then a "waiting for action" card opens the parcels in that status', async () => {
    await period('Месяц');
    await expect(kilograms).toContainText('за 30 дней');
    const waiting = page.getByRole('region', { name: 'Ждут действий' });
    const received = waiting.getByRole('link', { name: /^Посылки: Получен, готов к отправке \d/ });
    await expect(received).toBeVisible();
    await expect(waiting.getByRole('link', { name: /^Ожидаемые посылки, ещё не принятые \d/ })).toBeVisible();
    await received.click();
    await expect(page).toHaveURL(atPath('/admin/warehouses/warehousesall', { status: '6' }));
    await expect(page.getByRole('row').filter({ hasText: `Куртка ${suffix}` })).toBeVisible();
  });
});
