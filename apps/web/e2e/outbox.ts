/**
 * The mail the server sent, as the test SMTP server received it (smtp-capture.ts): one JSON file
 * per message, named `<Date.now()>-<n>.json`. The `outbox` fixture wraps these.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** When the SMTP server received it (Date.now()). */
  time: number;
}

export interface MailQuery {
  /** Only mail written at or after this Date.now() value. */
  since?: number;
  /** Only mail whose subject contains this. */
  subject?: string;
  /** How long to wait for it, in ms (the sender wakes when the mail is committed). Default 12 s. */
  timeout?: number;
}

export class Outbox {
  constructor(readonly dir: string) {}

  /** Every mail written so far, oldest first. */
  mails(): Mail[] {
    let files: string[];
    try {
      files = readdirSync(this.dir).filter((file) => file.endsWith('.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const order = (file: string) => path.basename(file, '.json').split('-').map(Number);
    files.sort((a, b) => {
      const [ta = 0, ia = 0] = order(a);
      const [tb = 0, ib = 0] = order(b);
      return ta - tb || ia - ib;
    });
    return files.map((file) => {
      const full = path.join(this.dir, file);
      return { file: full, ...(JSON.parse(readFileSync(full, 'utf8')) as Omit<Mail, 'file'>) };
    });
  }

  /** The newest mail to `email`, waiting for it to be written. */
  async latestMail(email: string, { since = 0, subject, timeout = 12_000 }: MailQuery = {}): Promise<Mail> {
    const wanted = email.toLowerCase();
    let found: Mail | undefined;
    await expect(() => {
      found = this.mails()
        .filter(
          (mail) => mail.to.toLowerCase().includes(wanted) && mail.time >= since && (!subject || mail.subject.includes(subject)),
        )
        .at(-1);
      if (!found) throw new Error(`no mail to ${email}${subject ? ` about "${subject}"` : ''} in ${this.dir}`);
    }).toPass({ timeout, intervals: [250] });
    return found as Mail;
  }

  /** The 6-digit code of the newest mail to `email` (activation, password reset). */
  async latestCode(email: string, query: MailQuery = {}): Promise<string> {
    const mail = await this.latestMail(email, query);
    const code = /:\s*(\d{6})(?!\d)/.exec(mail.text)?.[1] ?? /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no 6-digit code in ${mail.file}:\n${mail.text}`);
    return code;
  }
}
