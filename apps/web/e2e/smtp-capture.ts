/**
 * A real SMTP server for the browser tests: the Kerben server under test sends its mail here
 * (SMTP_URL), exactly as it would to a provider, and each message received is written to `dir`
 * as `<Date.now()>-<n>.json` ({to, subject, text, time}) for the workers' `outbox` fixture.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpCapture(dir: string) {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received += 1;
          const time = Date.now();
          const message = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            time,
          };
          writeFileSync(path.join(dir, `${time}-${received}.json`), JSON.stringify(message));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
