import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverPath } from '../../src/paths';
import { api, listening, type ServerProcess, signIn, startServerProcess } from '../server-process';
import { startSmtpServer } from '../smtp';

// Two real server processes on one PostgreSQL, as WORKERS=2 or two machines run them: what one
// changes, the other answers; what must happen once (migrations, the first admin, each mail)
// happens once; limits counted by one hold in the other. Both start together on an empty database.

const ADMIN = { email: 'two-processes@kerben.kg', password: 'Two-processes-2026!' };
const CACHE_SECONDS = 1;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let admin: pg.Client;
  let databaseUrl: string;
  let name: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const dataDirs: string[] = [];
  let servers: ServerProcess[] = [];
  let a: string;
  let b: string;
  let tokenAtA: string;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    name = `kerben_two_${Date.now()}`;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    smtp = await startSmtpServer();
    servers = await Promise.all(
      [1, 2].map(async () => {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-two-'));
        dataDirs.push(dataDir);
        return startServerProcess({
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          ACCESS_CHECK_CACHE_SECONDS: String(CACHE_SECONDS),
          RATE_LIMIT_MAX: '1000',
          LOGIN_FAILURES_PER_ADDRESS: '4',
        });
      }),
    );
    [a, b] = (await Promise.all(servers.map(listening))) as [string, string];
    tokenAtA = await signIn(a, ADMIN);
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await smtp?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('migrate once and create the first admin once, started together on an empty database', async () => {
    const migrations = (await readdir(serverPath('drizzle'))).filter((file) => file.endsWith('.sql'));
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    const applied = await database
      .query(`select count(*)::int as n from drizzle.__drizzle_migrations`)
      .finally(() => database.end());
    expect(applied.rows[0].n).toBe(migrations.length);
    const admins = await api(a, tokenAtA, 'GET', '/api/add_user_for_admin/list/?page_size=100');
    expect((admins.json.results as Array<{ email: string }>).filter((user) => user.email === ADMIN.email)).toHaveLength(1);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":[56]0/);
  });

  it('refuse at one a demotion and a logout made at the other, within the cache time', async () => {
    const created = await api(a, tokenAtA, 'POST', '/api/add_user_for_admin/add/', {
      first_name: 'Второй',
      last_name: 'Админ',
      email: `second-${Date.now()}@kerben.kg`,
      phone_number: '+996555123456',
      password: 'Second-admin-1',
      password2: 'Second-admin-1',
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await api(a, tokenAtA, 'PUT', '/api/users/update/', { ids: [id], is_admin: true })).status).toBe(200);
    const secondToken = await signIn(a, { email: created.json.email as string, password: 'Second-admin-1' });
    const adminListAtB = () => api(b, secondToken, 'GET', '/api/add_user_for_admin/list/');
    expect((await adminListAtB()).status).toBe(200);
    expect((await api(a, tokenAtA, 'PUT', '/api/users/update/', { ids: [id], is_admin: false })).status).toBe(200);
    await vi.waitFor(async () => expect((await adminListAtB()).status).toBe(403), { timeout: CACHE_SECONDS * 1000 + 1500 });

    const login = await fetch(`${a}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: created.json.email, password: 'Second-admin-1' }),
    }).then((res) => res.json() as Promise<{ access: string; refresh: string }>);
    const profileAtB = () => api(b, login.access, 'GET', '/api/users/profile/');
    expect((await profileAtB()).status).toBe(200);
    expect((await api(a, login.access, 'POST', '/api/users/logout/', { refresh: login.refresh })).status).toBe(204);
    await vi.waitFor(async () => expect((await profileAtB()).status).toBe(401), { timeout: CACHE_SECONDS * 1000 + 1500 });
  });

  it('answer at one a catalogue change made at the other at once', async () => {
    const before = await api(b, '', 'GET', '/api/catalog/sites/list/');
    expect(before.status).toBe(200);
    const category = await api(a, tokenAtA, 'POST', '/api/categories/create/', { name: `Категория ${Date.now()}` });
    expect(category.status).toBe(201);
    const site = await api(a, tokenAtA, 'POST', '/api/catalog/sites/create/', {
      name: `Магазин ${Date.now()}`,
      url: 'https://shop.example.com/',
      category: category.json.id,
    });
    expect(site.status, JSON.stringify(site.json)).toBe(201);
    await vi.waitFor(
      async () => {
        const names = ((await api(b, '', 'GET', '/api/catalog/sites/list/')).json.results as Array<{ name: string }>).map(
          (s) => s.name,
        );
        expect(names).toContain(site.json.name);
      },
      { timeout: 1000, interval: 20 },
    );
  });

  it("answer at one the admin's broadcasts as changed at the other: created, changed, deleted", async () => {
    const titlesAtB = async () =>
      ((await api(b, tokenAtA, 'GET', '/api/notifications/list/')).json as unknown as Array<{ title: string }>).map(
        (n) => n.title,
      );
    // B keeps its list (response cache) from here on.
    expect(await titlesAtB()).toEqual(await titlesAtB());
    const title = `Рассылка ${Date.now()}`;
    const created = await api(a, tokenAtA, 'POST', '/api/notifications/create_notification/', { title, description: 'Текст' });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const shows = async (expected: (titles: string[]) => void) =>
      vi.waitFor(async () => expected(await titlesAtB()), { timeout: 1000, interval: 20 });
    await shows((titles) => expect(titles).toContain(title));
    const id = created.json.id as number;
    expect(
      (await api(a, tokenAtA, 'PATCH', `/api/notifications/update_notification/${id}/`, { title: `${title}!` })).status,
    ).toBe(200);
    await shows((titles) => expect(titles).toContain(`${title}!`));
    expect((await api(a, tokenAtA, 'DELETE', `/api/notifications/delete_notification/${id}/`)).status).toBe(204);
    await shows((titles) => expect(titles.filter((t) => t.startsWith(title))).toEqual([]));
  });

  it('send 200 mails queued through both exactly once each', async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `nobody-${i}-${Date.now()}@example.kg`);
    // A reset asked for an address without an account mails it a notice: one mail per request.
    for (let i = 0; i < emails.length; i += 20) {
      await Promise.all(
        emails.slice(i, i + 20).map(async (email, j) => {
          const res = await fetch(`${j % 2 ? a : b}/api/users/forgot_pass_send_activation_code/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email }),
          });
          expect(res.status).toBe(200);
        }),
      );
    }
    const sent = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).length;
    await vi.waitFor(() => expect(emails.filter((email) => sent(email) === 0)).toEqual([]), { timeout: 30_000, interval: 200 });
    // A little longer: a second delivery of any of them would show now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(emails.filter((email) => sent(email) !== 1)).toEqual([]);
  }, 60_000);

  it('count failed sign-ins spread over both against one limit', async () => {
    const wrong = { email: ADMIN.email, password: 'Wrong-password-1' };
    const statuses: number[] = [];
    for (const base of [a, b, a, b, a, b]) {
      const res = await fetch(`${base}/api/users/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(wrong),
      });
      statuses.push(res.status);
    }
    // LOGIN_FAILURES_PER_ADDRESS=4 from one address, whichever process heard them.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});
