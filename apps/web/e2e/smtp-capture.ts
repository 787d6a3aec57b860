/**
 * A real SMTP server for the browser tests (the server tests' one, apps/server/test/smtp.ts): the
 * Kerben server under test sends its mail here (SMTP_URL), exactly as it would to a provider, and
 * each message received is written to `dir` as `<Date.now()>-<n>.json` ({to, subject, text, time})
 * for the workers' `outbox` fixture.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../../server/test/smtp';

export async function startSmtpCapture(dir: string) {
  let received = 0;
  const server = await startSmtpServer({
    onMail: (mail) => {
      received += 1;
      const time = Date.now();
      const message = { ...mail, to: mail.to.join(', '), time };
      writeFileSync(path.join(dir, `${time}-${received}.json`), JSON.stringify(message));
    },
  });
  return { url: server.url, close: server.close };
}
