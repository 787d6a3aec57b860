import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { makeParcel } from '../../test/fixtures/parcels';
import { makeActors, uniqueEmail, useTestApp } from '../../test/helpers';
import { startSmtpServer } from '../../test/smtp';
import { mailOutbox } from '../db/schema';
import { createMailSender, enqueueMail } from '.';
import { RETRY_FOR_HOURS } from './queries';
import { retryDelaySeconds } from './sender';

// Delivery through a real SMTP server started here (smtp-server), not a mocked transport.

const { t } = useTestApp();

const senderFor = (smtpUrl: string) =>
  createMailSender({
    db: t.services.db,
    logger: t.app.log,
    smtpUrl,
    from: 'Kerben <no-reply@kerben.kg>',
    outboxDir: '/nonexistent',
    listen: t.database.listen,
  });

/** Makes every waiting mail due now (as if its retry time had come). */
const dueNow = () => t.services.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(sql`${mailOutbox.sentAt} is null`);

describe('mail through SMTP', () => {
  it('delivers a parcel notification once, to the owner, even when the server refuses the first attempt', async () => {
    const smtp = await startSmtpServer({ refuseFirst: 1 });
    const sender = senderFor(smtp.url);
    try {
      // Start from an empty queue, so that only this mail counts.
      await t.services.db.delete(mailOutbox);
      const { admin, customerA } = await makeActors(t);
      await t.services.db.delete(mailOutbox);
      await makeParcel(t, admin, customerA, { name: 'Пальто', track_number: 'SMTP-1' });
      expect(await sender.flush()).toBe(0);
      const [waiting] = await t.services.db.select().from(mailOutbox);
      expect(waiting).toMatchObject({ attempts: 1, sentAt: null });
      expect(waiting?.lastError).toMatch(/451|later/i);
      expect(smtp.received).toEqual([]);

      await dueNow();
      expect(await sender.flush()).toBe(1);
      expect(await sender.flush()).toBe(0);
      expect(smtp.received).toEqual([
        {
          to: [customerA.email],
          subject: 'Kerben: Посылка «Пальто» на складе',
          text: expect.stringContaining('SMTP-1'),
        },
      ]);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it('sends each queued mail exactly once across a restart in the middle of the queue', async () => {
    const smtp = await startSmtpServer();
    await t.services.db.delete(mailOutbox);
    const addresses = [uniqueEmail('one'), uniqueEmail('two'), uniqueEmail('three')];
    for (const to of addresses) await enqueueMail(t.services.db, { to, subject: 'Очередь', text: `Письмо для ${to}` });

    // The first process sends one mail, then dies holding the other two claimed but unsent.
    const first = senderFor(smtp.url);
    const [firstMail] = await t.services.db.select().from(mailOutbox).orderBy(mailOutbox.id).limit(1);
    await t.services.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(sql`${mailOutbox.id} <> ${firstMail?.id}`);
    expect(await first.flush()).toBe(1);
    await first.stop();
    await t.services.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(sql`${mailOutbox.sentAt} is null`);

    // A new process starts; when the claims expire, it sends the rest, and never the first again.
    const second = senderFor(smtp.url);
    try {
      await second.start();
      await second.flush();
      expect(smtp.received).toHaveLength(1);
      await dueNow();
      // Either this flush or the started sender's own wake-up sends them; never both.
      await second.flush();
      await vi.waitFor(() => expect(smtp.received).toHaveLength(3));
      expect(await second.flush()).toBe(0);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort());
      const unsent = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Очередь'));
      expect(unsent.every((mail) => mail.sentAt !== null && mail.text === null)).toBe(true);
    } finally {
      await second.stop();
      await smtp.close();
    }
  });

  it('keeps retrying while the mail server refuses for a while, then delivers every mail once', async () => {
    const smtp = await startSmtpServer();
    smtp.refuse(true);
    await t.services.db.delete(mailOutbox);
    // The same loop as the server's, its waits shortened: 50 ms, then doubling.
    const sender = createMailSender({
      db: t.services.db,
      logger: t.app.log,
      smtpUrl: smtp.url,
      from: 'Kerben <no-reply@kerben.kg>',
      outboxDir: '/nonexistent',
      listen: t.database.listen,
      firstRetrySeconds: 0.05,
    });
    try {
      await sender.start();
      const addresses = Array.from({ length: 5 }, () => uniqueEmail('down'));
      for (const to of addresses) await enqueueMail(t.services.db, { to, subject: 'Пока сервер лежит', text: `Для ${to}` });
      // Each mail is refused several times: the sender backs off and comes back by itself.
      await vi.waitFor(() => expect(smtp.refused()).toBeGreaterThanOrEqual(15), { timeout: 10_000, interval: 20 });
      expect(smtp.received).toEqual([]);
      const waiting = await t.services.db.select().from(mailOutbox);
      expect(waiting.every((mail) => mail.sentAt === null && mail.attempts >= 2 && /451|later/i.test(mail.lastError ?? ''))).toBe(
        true,
      );

      smtp.refuse(false);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(5), { timeout: 10_000, interval: 20 });
      // Until the outbox has every mail marked sent: from then on none can be delivered again.
      await vi.waitFor(
        async () => {
          const sent = await t.services.db.select().from(mailOutbox);
          expect(sent.every((mail) => mail.sentAt !== null && mail.text === null)).toBe(true);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort());
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});

describe('how long a mail is retried', () => {
  it('waits 15 s, doubling up to 10 minutes, so a day-long outage is still within the attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => retryDelaySeconds(attempts))).toEqual([
      15, 30, 60, 120, 240, 480, 600, 600, 600,
    ]);
    // A mail server down for 24 hours: the attempts made meanwhile keep it pending, and the next
    // one falls within the 48-hour window, at most 10 minutes after the server is back.
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3600) elapsed += retryDelaySeconds(++attempts);
    expect(elapsed).toBeLessThan(24 * 3600 + 600);
    expect(elapsed).toBeLessThan(RETRY_FOR_HOURS * 3600);
  });

  it('gives up a mail only once it is older than the retry window, and says so in the log', async () => {
    const smtp = await startSmtpServer();
    smtp.refuse(true);
    const sender = senderFor(smtp.url);
    try {
      await t.services.db.delete(mailOutbox);
      const to = uniqueEmail('old');
      await enqueueMail(t.services.db, { to, subject: 'Старое письмо', text: 'Текст' });
      // Queued 47 hours ago: still tried; a failure now pushes the next attempt past 48 hours.
      await t.services.db.update(mailOutbox).set({ createdAt: sql`now() - interval '47 hours 59 minutes 55 seconds'` });
      await sender.flush();
      expect(smtp.refused()).toBe(1);
      expect(t.logs()).toContain(`mail not delivered in ${RETRY_FOR_HOURS} hours: given up`);
      await dueNow();
      await t.services.db.update(mailOutbox).set({ createdAt: sql`now() - interval '49 hours'` });
      expect(await sender.flush()).toBe(0);
      expect(smtp.refused()).toBe(1);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});
