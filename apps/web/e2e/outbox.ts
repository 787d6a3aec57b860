/**
 * The server's mail without SMTP: quoted-printable .eml files in DATA_DIR/outbox, named
 * `<Date.now()>-<n>.eml`. The `outbox` fixture wraps these.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** When the server wrote it (Date.now() value from the file name). */
  time: number;
  headers: Record<string, string>;
}

export interface MailQuery {
  /** Only mail written at or after this Date.now() value. */
  since?: number;
  /** Only mail whose subject contains this. */
  subject?: string;
  /** How long to wait for it, in ms (the server's mail loop runs every 2 s). Default 12 s. */
  timeout?: number;
}

export function decodeQuotedPrintable(text: string) {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeaderWords(value: string) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

export function parseEml(file: string): Mail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  const time = Number(path.basename(file).split('-')[0]) || 0;
  return { file, to: headers.to ?? '', subject: decodeHeaderWords(headers.subject ?? ''), text, time, headers };
}

export class Outbox {
  constructor(readonly dir: string) {}

  /** Every mail written so far, oldest first. */
  mails(): Mail[] {
    let files: string[];
    try {
      files = readdirSync(this.dir).filter((file) => file.endsWith('.eml'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const order = (file: string) => path.basename(file, '.eml').split('-').map(Number);
    files.sort((a, b) => {
      const [ta = 0, ia = 0] = order(a);
      const [tb = 0, ib = 0] = order(b);
      return ta - tb || ia - ib;
    });
    return files.map((file) => parseEml(path.join(this.dir, file)));
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
