import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeParcel } from '../../../test/fixtures/parcels';
import { createTestApp, makeActors, type TestApp, uniqueEmail } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { mailOutbox } from '../../db/schema';
import { createMailSender, enqueueMail } from '.';

// Delivery through a real SMTP server started here (smtp-server), not a mocked transport.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
});
