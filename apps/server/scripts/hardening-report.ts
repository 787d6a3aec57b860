// Figures behind the hardening work, measured on a real app with the embedded database:
//   npx tsx apps/server/scripts/hardening-report.ts
// 1. the login matrix: an attacker's address, the owner's address, a shared office address;
// 2. forgot-password answer times for an existing and an unknown email;
// 3. a phone photo before and after the upload cleaning.
// (The idle CPU of a running server: bash scripts/idle-cpu.sh, after npm run build.)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { mailOutbox } from '../src/db/schema';
import { cleanImage } from '../src/modules/files/images';
import { accounts, hashPassword } from '../src/modules/users';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-report-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
const { app, services } = await buildApp(config);
const PASSWORD = 'Owner-password-1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}
const login = (email: string, password: string, ip: string, code?: string) =>
  app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password, code }, remoteAddress: ip });
/** The code of the newest mail to `email` (the sign-in code the step-up mailed). */
const mailedCode = async (email: string) => {
  const [mail] = await services.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
};
const person = async (name: string) => {
  const email = `${name}.${Date.now()}@example.kg`;
  await accounts.create(services.db, config.clientCodePrefix, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: name,
    lastName: 'Тест',
    isActive: true,
  });
  return email;
};

async function scenario(label: string, attempts: Array<() => ReturnType<typeof login>>) {
  const statuses: Record<number, number> = {};
  const times: number[] = [];
  for (const attempt of attempts) {
    const [res, ms] = await timed(attempt);
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    times.push(ms);
  }
  const outcome = Object.entries(statuses)
    .map(([status, n]) => `${n}x ${status}`)
    .join(', ');
  console.log(
    `| ${label} | ${attempts.length} | ${outcome} | ${median(times).toFixed(0)} ms | ${Math.max(...times).toFixed(0)} ms |`,
  );
}

console.log('## Login matrix (RATE_LIMIT_MAX=10, LOGIN_FAILURES_PER_ADDRESS=50, window 15 min)\n');
console.log('| scenario | requests | answers | median | slowest |');
console.log('|---|---|---|---|---|');
const owner = await person('owner');
await scenario(
  'attacker address: 12 wrong passwords for the owner',
  Array.from({ length: 12 }, () => () => login(owner, 'guess', '203.0.113.7')),
);
await scenario('owner from home, right password, right after (10 failures: a code is mailed)', [
  () => login(owner, PASSWORD, '198.51.100.20'),
]);
const target = await person('target');
await scenario(
  'botnet: 30 wrong passwords for one account from 30 addresses',
  Array.from({ length: 30 }, (_, i) => () => login(target, 'guess', `192.0.2.${i + 1}`)),
);
await scenario('the botnet has guessed the password (a 31st address)', [() => login(target, PASSWORD, '192.0.2.31')]);
await scenario('that account’s owner, right password, a clean address (a code is mailed)', [
  () => login(target, PASSWORD, '198.51.100.21'),
]);
const code = await mailedCode(target);
await scenario('the owner again, right password and the mailed code', [() => login(target, PASSWORD, '198.51.100.21', code)]);
const office = await Promise.all(Array.from({ length: 20 }, (_, i) => person(`operator${i}`)));
await scenario(
  'office address: 5 typos by operators',
  office.slice(0, 5).map((email) => () => login(email, 'typo', '100.64.0.1')),
);
await scenario(
  'office address: 20 operators sign in correctly',
  office.map((email) => () => login(email, PASSWORD, '100.64.0.1')),
);
const strangers = Array.from({ length: 55 }, (_, i) => `nobody${i}@example.kg`);
await scenario(
  'attacker address: 55 wrong logins over many accounts',
  strangers.map((email) => () => login(email, 'guess', '203.0.113.99')),
);
await scenario('…then the same address with a right password', [() => login(office[6] as string, PASSWORD, '203.0.113.99')]);

console.log('\n## Forgot password: answer time, 40 requests each (median)\n');
const known = await person('forgetful');
const forgot = (email: string, i: number) => () =>
  app.inject({
    method: 'POST',
    url: '/api/users/forgot_pass_send_activation_code/',
    payload: { email },
    remoteAddress: `10.1.${i}.1`,
  });
const knownTimes: number[] = [];
const unknownTimes: number[] = [];
for (let i = 0; i < 40; i++) {
  knownTimes.push((await timed(forgot(known, i)))[1]);
  unknownTimes.push((await timed(forgot(`ghost${i}@example.kg`, i)))[1]);
}
console.log(`existing account: ${median(knownTimes).toFixed(1)} ms; unknown email: ${median(unknownTimes).toFixed(1)} ms`);

console.log('\n## A phone photo before and after the upload cleaning\n');
const photo = await sharp({
  create: { width: 4032, height: 3024, channels: 3, background: '#7a8a99', noise: { type: 'gaussian', mean: 120, sigma: 18 } },
})
  .withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 52/1 0/1' } })
  .withMetadata({ orientation: 6 })
  .jpeg({ quality: 92 })
  .toBuffer();
const before = await sharp(photo).metadata();
const [clean, ms] = await timed(() => cleanImage('front_image', photo));
const after = await sharp(clean.data).metadata();
console.log(
  `before: ${(photo.length / 1024 / 1024).toFixed(2)} MB, ${before.width}x${before.height}, EXIF ${before.exif?.length ?? 0} bytes (GPS, orientation ${before.orientation})`,
);
console.log(
  `after:  ${(clean.data.length / 1024 / 1024).toFixed(2)} MB, ${after.width}x${after.height}, EXIF ${after.exif?.length ?? 0} bytes, in ${ms.toFixed(0)} ms`,
);

await app.close();
await rm(dataDir, { recursive: true, force: true });
