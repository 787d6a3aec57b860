import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUser, login, makeCustomer, uniqueEmail, useTestApp } from '../../../test/helpers';
import { users } from '../../db/schema';

const { t } = useTestApp();
let file: string;
beforeAll(async () => {
  file = path.join(t.config.dataDir, 'initial-admin.txt');
});

// Each case starts from a database without any admin.
beforeEach(async () => {
  await t.services.db.update(users).set({ role: 'customer' });
  await rm(file, { force: true });
});

const ensure = (admin: { email?: string; password?: string } = {}) =>
  t.services.users.ensureFirstAdmin({ ...admin, dataDir: t.config.dataDir, logger: t.app.log });

const admins = () => t.services.db.select().from(users).where(eq(users.role, 'admin'));

describe('ensureFirstAdmin', () => {
  it('without ADMIN_EMAIL/ADMIN_PASSWORD: generates a password, writes it to a 0600 file and logs only the path', async () => {
    const logBefore = t.logs().length;
    await ensure();

    const content = await readFile(file, 'utf8');
    const email = /email: (\S+)/.exec(content)?.[1];
    const password = /password: (\S+)/.exec(content)?.[1] as string;
    expect(email).toBe('admin@kerben.local');
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const log = t.logs().slice(logBefore);
    expect(log).toContain(file);
    expect(log).not.toContain(password);

    const session = await login(t, 'admin@kerben.local', password);
    expect(session.is_admin).toBe(true);
    expect(await admins()).toHaveLength(1);
  });

  it('generates a different password each time it has to', async () => {
    await ensure();
    const first = await readFile(file, 'utf8');
    await t.services.db.update(users).set({ role: 'customer' });
    await ensure();
    expect(await readFile(file, 'utf8')).not.toBe(first);
  });

  it('with ADMIN_EMAIL/ADMIN_PASSWORD: creates that admin, writes no file and never logs the password', async () => {
    const email = uniqueEmail('boss');
    const password = 'Очень-длинный-пароль-1';
    const logBefore = t.logs().length;
    await ensure({ email, password });

    expect(existsSync(file)).toBe(false);
    const log = t.logs().slice(logBefore);
    expect(log).toContain(email);
    expect(log).not.toContain(password);
    expect(await findUser(t, email)).toMatchObject({ role: 'admin', isActive: true });
    expect((await login(t, email, password)).is_admin).toBe(true);
  });

  it('with ADMIN_EMAIL of an existing account: makes it an active admin with ADMIN_PASSWORD', async () => {
    const { email, user } = await makeCustomer(t);
    await t.services.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await ensure({ email: email.toUpperCase(), password: 'Очень-длинный-пароль-1' });
    expect(await findUser(t, email)).toMatchObject({ id: user.id, role: 'admin', isActive: true });
    expect((await login(t, email, 'Очень-длинный-пароль-1')).is_admin).toBe(true);
  });

  it('does nothing when an admin exists', async () => {
    const { email, user } = await makeCustomer(t);
    await t.services.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    await ensure({ email: uniqueEmail('second'), password: 'Очень-длинный-пароль-1' });
    await ensure();
    expect((await admins()).map((a) => a.email)).toEqual([email]);
    expect(existsSync(file)).toBe(false);
  });
});
