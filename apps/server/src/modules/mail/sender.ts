import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../core/logger';
import type { Db } from '../../db/client';
import { errorSummary } from '../../logging';
import { claimDueMail, type Mail, markMailFailed, markMailSent } from './queries';

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

/**
 * Delivers queued mail with retries and backoff. A slow or failing mail server never slows a
 * request, and queued mail survives a restart.
 */
export function createMailSender(deps: { db: Db; logger: Logger; smtpUrl?: string; from: string; outboxDir: string }) {
  const transport = deps.smtpUrl ? smtpTransport(deps.smtpUrl, deps.from) : fileTransport(deps.outboxDir, deps.from);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

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

  return {
    /** Sends what is due now; concurrent calls share one run. Returns how many were sent. */
    flush(): Promise<number> {
      running ??= sendDue().finally(() => {
        running = undefined;
      });
      return running;
    },
    start(intervalMs = 2000): void {
      timer = setInterval(() => {
        this.flush().catch((error) => deps.logger.error({ err: error }, 'mail loop failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
