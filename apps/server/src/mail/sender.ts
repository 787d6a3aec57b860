import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../core/logger';
import { errorSummary } from '../core/logger';
import type { Db } from '../db/client';
import { claimDueMail, MAIL_CHANNEL, type Mail, markMailFailed, markMailSent, nextMailDueAt, RETRY_FOR_HOURS } from './queries';

const BATCH = 20;

interface Transport {
  deliver(mail: Mail & { id: number }): Promise<string>;
  /** Lets go of open connections (the SMTP pool). */
  close?(): void;
}

function smtpTransport(smtpUrl: string, from: string): Transport {
  // A mail server that accepts the connection and then hangs must not hold the queue for the
  // library's default ten minutes: at most about a minute per mail.
  // Pooled: a batch goes over one or two open connections instead of a new one per mail.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail) {
      const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return `smtp ${info.messageId}`;
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP, each mail becomes a real .eml file a developer (or a test) can open. */
function fileTransport(outboxDir: string, from: string): Transport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Quoted-printable keeps the text (and its code) readable in the .eml file.
  return {
    async deliver(mail) {
      const info = await transporter.sendMail({
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

// Besides NOTIFY, the outbox is looked at this often: a notification lost while this process's
// connection was down, or sent by a process that died before its own sender ran, is found anyway.
const POLL_INTERVAL_MS = 60_000;

/**
 * The wait before attempt `attempts + 1`: 15 s, doubling, at most 10 minutes, so a mail server
 * back after an hour's outage gets the queue within minutes (RETRY_FOR_HOURS bounds the whole).
 */
export const retryDelaySeconds = (attempts: number, firstDelaySeconds = 15) =>
  Math.min(600, firstDelaySeconds * 2 ** Math.max(0, attempts - 1));

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
  let running: Promise<number> | undefined;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let started = false;

  // Names this process's claims in the outbox (see claimDueMail).
  const claimer = randomUUID();
  // Delivered, but the database did not hear it yet (it was out of reach): marked on the next run,
  // never delivered again by this process.
  const deliveredUnmarked = new Set<number>();

  async function markDelivered(): Promise<void> {
    for (const id of deliveredUnmarked) {
      await markMailSent(deps.db, id);
      deliveredUnmarked.delete(id);
    }
  }

  async function sendDue(): Promise<number> {
    await markDelivered();
    const due = await claimDueMail(deps.db, BATCH, claimer);
    let sent = 0;
    for (const mail of due) {
      if (deliveredUnmarked.has(mail.id)) continue;
      let where: string;
      try {
        where = await transport.deliver({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text ?? '' });
      } catch (error) {
        await recordFailure(mail, error);
        continue;
      }
      sent += 1;
      deliveredUnmarked.add(mail.id);
      deps.logger.info({ mailId: mail.id, subject: mail.subject, delivered: where }, 'mail sent');
      // The rest of the batch is delivered even if the database has gone meanwhile.
      await markDelivered().catch(() => {});
    }
    await markDelivered();
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

  /** Sleeps until the next retry is due, if one is waiting. */
  async function scheduleNextRetry(): Promise<void> {
    clearTimeout(retryTimer);
    const dueAt = await nextMailDueAt(deps.db);
    if (!dueAt || !started) return;
    const wait = Math.min(POLL_INTERVAL_MS, Math.max(0, dueAt.getTime() - Date.now()));
    retryTimer = setTimeout(wake, wait);
    retryTimer.unref();
  }

  function flush(): Promise<number> {
    if (running) {
      // Mail committed while a run is sending: one more run after it picks it up.
      again = true;
      return running;
    }
    running = sendDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** The loop's current turn (a run, then the next wake-up planned): stop() waits for it. */
  let turn: Promise<void> | undefined;

  function wake(): void {
    if (!started) return;
    const current: Promise<void> = flush()
      .then(async () => {
        if (!started) return;
        if (again) {
          again = false;
          wake();
          return;
        }
        await scheduleNextRetry();
      })
      // The database out of reach for a moment: the next wake-up (at most a minute away) tries again.
      .catch((error: unknown) => deps.logger.warn({ err: errorSummary(error) }, 'mail loop failed; will look again'))
      .finally(() => {
        if (turn === current) turn = undefined;
      });
    turn = current;
  }

  return {
    /** Sends what is due now; concurrent calls share one run. Returns how many were sent. */
    flush,
    /** Listens for committed mail and sends what is already waiting. */
    async start(): Promise<void> {
      started = true;
      unlisten = await deps.listen?.(MAIL_CHANNEL, wake);
      pollTimer = setInterval(wake, POLL_INTERVAL_MS);
      pollTimer.unref();
      wake();
    },
    async stop(): Promise<void> {
      started = false;
      clearTimeout(retryTimer);
      clearInterval(pollTimer);
      await unlisten?.();
      await running;
      await turn;
      transport.close?.();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
