import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastCodeFor, registration, uniqueEmail, useTestApp } from '../../test/helpers';
import { freePort } from '../../test/postgres-server';
import { mailOutbox } from '../db/schema';
import { createMailSender, enqueueMail } from '.';
import { RETRY_FOR_HOURS } from './queries';

const { t } = useTestApp();
let outboxDir: string;
beforeAll(async () => {
  outboxDir = path.join(t.config.dataDir, 'outbox');
});

// Every case starts with nothing pending, so that a flush sends only what the case queued.
beforeEach(async () => {
  await t.services.db.delete(mailOutbox);
  await rm(outboxDir, { recursive: true, force: true });
});

async function emlFiles(): Promise<string[]> {
  try {
    return (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

describe('the mail sender without SMTP', () => {
  it('writes each queued mail as a real .eml file in DATA_DIR/outbox, with the code readable', async () => {
    const body = registration();
    await t.app.inject({ method: 'POST', url: '/api/users/register/', payload: body });
    const code = await lastCodeFor(t, body.email);

    expect(await t.services.mail.flush()).toBe(1);
    const [name] = await emlFiles();
    expect(name).toBeDefined();
    const eml = await readFile(path.join(outboxDir, name as string), 'utf8');
    expect(eml).toContain(`\nTo: ${body.email}\n`);
    expect(eml).toMatch(/^From: Kerben <no-reply@kerben\.local>$/m);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toContain(code);
  });

  it('marks a sent mail and forgets its text (it carries a one-time code), and never sends it twice', async () => {
    const to = uniqueEmail();
    await enqueueMail(t.services.db, { to, subject: 'Проверка', text: 'Ваш код: 123456' });
    expect(await t.services.mail.flush()).toBe(1);
    const [row] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({ text: null, lastError: null, attempts: 0 });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await t.services.mail.flush()).toBe(0);
    expect(await emlFiles()).toHaveLength(1);
  });

  it('shares one run between concurrent flushes', async () => {
    await enqueueMail(t.services.db, { to: uniqueEmail(), subject: 'Один', text: 'Текст' });
    await enqueueMail(t.services.db, { to: uniqueEmail(), subject: 'Два', text: 'Текст' });
    const [a, b] = await Promise.all([t.services.mail.flush(), t.services.mail.flush()]);
    expect(a).toBe(2);
    expect(b).toBe(2);
    expect(await emlFiles()).toHaveLength(2);
  });

  it('sends nothing that a rolled-back transaction queued', async () => {
    const to = uniqueEmail();
    await t.services.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to, subject: 'Отменено', text: 'Ваш код: 654321' });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
    expect(await t.services.mail.flush()).toBe(0);
  });
});

describe('the mail sender with a failing SMTP server', () => {
  it('does not throw, keeps the mail with its text, and retries later', async () => {
    const port = await freePort();
    const sender = createMailSender({
      db: t.services.db,
      logger: t.app.log,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Kerben <no-reply@kerben.local>',
      outboxDir,
    });
    const to = uniqueEmail();
    await enqueueMail(t.services.db, { to, subject: 'Код', text: 'Ваш код: 777777' });

    expect(await sender.flush()).toBe(0);
    const [failed] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(failed).toMatchObject({ sentAt: null, text: 'Ваш код: 777777', attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(t.logs()).toContain('mail delivery failed, will retry');

    // Not due yet: the next run leaves it alone.
    expect(await sender.flush()).toBe(0);
    expect((await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.attempts).toBe(1);

    // When it is due, a working transport delivers it.
    await t.services.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.to, to));
    expect(await t.services.mail.flush()).toBe(1);
    const [sent] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(sent?.sentAt).toBeInstanceOf(Date);

    // Given up after its retry window: still there with its error, without its text.
    const late = uniqueEmail();
    await enqueueMail(t.services.db, { to: late, subject: 'Код выдачи', text: 'Код выдачи: 123456' });
    expect(await sender.flush()).toBe(0);
    await t.services.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - make_interval(hours => ${RETRY_FOR_HOURS + 1})` })
      .where(eq(mailOutbox.to, late));
    expect(await sender.flush()).toBe(0);
    const [given] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, late));
    expect(given).toMatchObject({ sentAt: null, text: null, attempts: 1 });
    await sender.stop();
  });

  it('wakes up when a transaction that queued mail commits, and not for one that rolled back', async () => {
    const sender = createMailSender({
      db: t.services.db,
      logger: t.app.log,
      from: 'Kerben <no-reply@kerben.local>',
      outboxDir,
      listen: t.database.listen,
    });
    await sender.start();
    try {
      const kept = uniqueEmail('kept');
      const dropped = uniqueEmail('dropped');
      await t.services
        .unitOfWork(async ({ tx }) => {
          await enqueueMail(tx, { to: dropped, subject: 'Отменено', text: 'Текст' });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await t.services.unitOfWork(({ tx }) => enqueueMail(tx, { to: kept, subject: 'Сразу', text: 'Текст' }));
      // No flush is called and there is no polling: the commit itself wakes the sender.
      await expect.poll(async () => (await emlFiles()).length, { timeout: 1500, interval: 50 }).toBe(1);
      const [mail] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, kept));
      expect(mail?.sentAt).toBeInstanceOf(Date);
      expect(await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, dropped))).toEqual([]);
    } finally {
      await sender.stop();
    }
  });

  it('keeps trying in the background loop without an unhandled error', async () => {
    const port = await freePort();
    const sender = createMailSender({
      db: t.services.db,
      logger: t.app.log,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x@y.kg',
      outboxDir,
    });
    const to = uniqueEmail();
    await enqueueMail(t.services.db, { to, subject: 'Код', text: 'Текст' });
    await sender.start();
    await expect
      .poll(async () => (await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.attempts, {
        timeout: 5000,
      })
      .toBe(1);
    await sender.stop();
  });
});
