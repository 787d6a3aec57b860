import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../core/logger';
import type { Db } from '../../db/client';
import { errorSummary } from '../../logging';
import { claimDueMail, MAIL_CHANNEL, type Mail, markMailFailed, markMailSent, nextMailDueAt } from './queries';

const BATCH = 20;

interface Transport {
  deliver(mail: Mail & { id: number }): Promise<string>;
}

function smtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      const info = await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return `smtp ${info.messageId}`;
    },
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

// A retry further away than this is looked at again then (a clock change, another process).
const MAX_SLEEP_MS = 60 * 60 * 1000;

/**
 * Delivers queued mail with retries and backoff. It sleeps until mail is committed (NOTIFY from
 * enqueueMail, on PostgreSQL from any process) or a retry falls due: an idle server does nothing.
 * A slow or failing mail server never slows a request, and queued mail survives a restart.
 */
export function createMailSender(deps: {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** Database.listen: wakes the sender when a transaction that queued mail commits. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
}) {
  const transport = deps.smtpUrl ? smtpTransport(deps.smtpUrl, deps.from) : fileTransport(deps.outboxDir, deps.from);
  let running: Promise<number> | undefined;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let started = false;

  async function sendDue(): Promise<number> {
    const due = await claimDueMail(deps.db, BATCH);
    let sent = 0;
    for (const mail of due) {
      try {
        const where = await transport.deliver({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text ?? '' });
        await markMailSent(deps.db, mail.id);
        deps.logger.info({ mailId: mail.id, subject: mail.subject, delivered: where }, 'mail sent');
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const delaySeconds = Math.min(3600, 2 ** attempts * 15);
        await markMailFailed(deps.db, mail.id, attempts, errorSummary(error), delaySeconds);
        deps.logger.warn({ mailId: mail.id, attempts, err: errorSummary(error) }, 'mail delivery failed, will retry');
      }
    }
    return sent;
  }

  /** Sleeps until the next retry is due, if one is waiting. */
  async function scheduleNextRetry(): Promise<void> {
    clearTimeout(retryTimer);
    const dueAt = await nextMailDueAt(deps.db);
    if (!dueAt || !started) return;
    const wait = Math.min(MAX_SLEEP_MS, Math.max(0, dueAt.getTime() - Date.now()));
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

  function wake(): void {
    flush()
      .then(async () => {
        if (again) {
          again = false;
          wake();
          return;
        }
        await scheduleNextRetry();
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'mail loop failed'));
  }

  return {
    /** Sends what is due now; concurrent calls share one run. Returns how many were sent. */
    flush,
    /** Listens for committed mail and sends what is already waiting. */
    async start(): Promise<void> {
      started = true;
      unlisten = await deps.listen?.(MAIL_CHANNEL, wake);
      wake();
    },
    async stop(): Promise<void> {
      started = false;
      clearTimeout(retryTimer);
      await unlisten?.();
      await running;
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
