import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../core/logger';
import { errorSummary } from '../core/logger';
import { createDeliveredMarks, createOutboxLoop, retryDelaySeconds } from '../core/outbox-loop';
import type { Db } from '../db/client';
import {
  claimDueMail,
  forgetExpiredMail,
  MAIL_CHANNEL,
  type Mail,
  markMailFailed,
  markMailSent,
  nextMailDueAt,
  RETRY_FOR_HOURS,
} from './queries';

const BATCH = 20;

interface Transport {
  deliver(mail: Mail & { id: number }): Promise<string>;
  /** Lets go of open connections (the SMTP pool). */
  close?(): void;
}

/**
 * nodemailer's transporter, made when the first mail is delivered: the library is imported then, not
 * at start (5 MB of heap in every process, most of which sends no mail).
 */
function lazyTransporter(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let made: Promise<Transporter> | undefined;
  return {
    get: () => {
      made ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
      return made;
    },
    made: () => made,
  };
}

function smtpTransport(smtpUrl: string, from: string): Transport {
  // A mail server that accepts the connection and then hangs must not hold the queue for the
  // library's default ten minutes: at most about a minute per mail.
  // Pooled: a batch goes over one or two open connections instead of a new one per mail.
  const transporter = lazyTransporter({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail) {
      const info = await (await transporter.get()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return `smtp ${info.messageId}`;
    },
    close: () =>
      void transporter.made()?.then(
        (made) => made.close(),
        () => undefined,
      ),
  };
}

/** Without SMTP, each mail becomes a real .eml file a developer (or a test) can open. */
function fileTransport(outboxDir: string, from: string): Transport {
  const transporter = lazyTransporter({ streamTransport: true, buffer: true, newline: 'unix' });
  // Quoted-printable keeps the text (and its code) readable in the .eml file.
  return {
    async deliver(mail) {
      const info = await (await transporter.get()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        textEncoding: 'quoted-printable',
      });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return file;
    },
  };
}

// The retry delay is the outbox loop's (core/outbox-loop.ts); mail's tests name it here.
export { retryDelaySeconds };

/**
 * Delivers queued mail with retries and backoff for RETRY_FOR_HOURS. It wakes when mail is
 * committed (NOTIFY from enqueueMail, on PostgreSQL from any process), when a retry falls due, and
 * once a minute in case a notification was lost. A slow or failing mail server never slows a request.
 * Several processes: each mail is claimed with FOR UPDATE SKIP LOCKED, so one process sends it.
 * A crash: a claimed, unsent mail is tried again 5 minutes after its claim. Shutdown: stop() lets
 * the current batch finish.
 */
export function createMailSender(deps: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** Database.listen: wakes the sender when a transaction that queued mail commits. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** The first retry's wait (tests shorten it); it doubles with each attempt. */
  firstRetrySeconds?: number;
}) {
  const transport = deps.smtpUrl ? smtpTransport(deps.smtpUrl, deps.from) : fileTransport(deps.outboxDir, deps.from);
  // Names this process's claims in the outbox (see claimDueMail).
  const claimer = randomUUID();
  const marks = createDeliveredMarks((id) => markMailSent(deps.db, id));

  async function sendDue(): Promise<number> {
    await marks.markAll();
    await forgetExpiredMail(deps.db);
    const due = await claimDueMail(deps.db, BATCH, claimer);
    let sent = 0;
    for (const mail of due) {
      if (marks.has(mail.id)) continue;
      let where: string;
      try {
        where = await transport.deliver({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text ?? '' });
      } catch (error) {
        await recordFailure(mail, error);
        continue;
      }
      sent += 1;
      deps.logger.info({ mailId: mail.id, subject: mail.subject, delivered: where }, 'mail sent');
      await marks.delivered(mail.id);
    }
    await marks.markAll();
    return sent;
  }

  async function recordFailure(mail: { id: number; attempts: number }, error: unknown): Promise<void> {
    const attempts = mail.attempts + 1;
    const delaySeconds = retryDelaySeconds(attempts, deps.firstRetrySeconds);
    // Unrecorded (the database out of reach), the mail is simply tried again when its claim expires.
    const willRetry = await markMailFailed(deps.db, mail.id, attempts, errorSummary(error), delaySeconds).catch(() => true);
    if (willRetry) {
      deps.logger.warn(
        { mailId: mail.id, attempts, retryInSeconds: delaySeconds, err: errorSummary(error) },
        'mail delivery failed, will retry',
      );
    } else {
      deps.logger.error(
        { mailId: mail.id, attempts, err: errorSummary(error) },
        `mail not delivered in ${RETRY_FOR_HOURS} hours: given up`,
      );
    }
  }

  const loop = createOutboxLoop({
    name: 'mail',
    channel: MAIL_CHANNEL,
    logger: deps.logger,
    sendDue,
    nextDueAt: () => nextMailDueAt(deps.db),
    listen: deps.listen,
  });

  return {
    /** Sends what is due now; concurrent calls share one run. Returns how many were sent. */
    flush: loop.flush,
    /** Listens for committed mail and sends what is already waiting. */
    start: loop.start,
    async stop(): Promise<void> {
      await loop.stop();
      transport.close?.();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
