/**
 * Runs once before the workers start; the function it returns runs once after they finish.
 *
 * 1. Builds the web app and the server (`npm run build`; skipped with E2E_SKIP_BUILD=1).
 * 2. Copies the build to .tmp/e2e-<id>/ so a rebuild meanwhile cannot disturb the run.
 * 3. Starts the copy on a free port with a fresh temporary DATA_DIR, ADMIN_EMAIL/ADMIN_PASSWORD,
 *    DEMO_DATA=false and high limits per address, its output going to a log file; waits for /api/health/.
 *    Its mail goes through SMTP to a real SMTP server started here (smtp-capture.ts), which writes
 *    what it receives to a folder. Telegram goes to a Bot API server started here
 *    (apps/server/test/telegram/bot-api-server.ts). Online payments go to the Freedom Pay simulator
 *    started here (apps/server/payments-simulator); since production refuses the simulator, this
 *    server runs with NODE_ENV=development (which only makes a misused transaction throw instead of log).
 * 4. Tells the workers where things are through environment variables (read by fixtures.ts):
 *    E2E_BASE_URL, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_DATA_DIR, E2E_OUTBOX (the received
 *    mail), E2E_SERVER_LOG, E2E_TELEGRAM_API (the Bot API server the server polls: telegram.spec.ts
 *    writes to the bot and reads the chats through its /test/ routes), E2E_PAYMENTS_URL (the payment
 *    simulator).
 * Teardown stops the server, keeps its log as e2e-artifacts/server.log and removes the temporary files.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { startPaymentSimulator } from '../../server/payments-simulator/simulator';
import { startBotApiServer } from '../../server/test/telegram/bot-api-server';
import { startSmtpCapture } from './smtp-capture';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const HEALTH_TIMEOUT_MS = 60_000;

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

function checkChromium() {
  const chromePath = chromiumLaunchOptions.executablePath;
  if (!existsSync(chromePath)) {
    throw new Error(
      `Chromium not found at ${chromePath}. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH)`,
    );
  }
}

function build() {
  if (process.env.E2E_SKIP_BUILD === '1') {
    log('E2E_SKIP_BUILD=1: using the existing build');
  } else {
    log('Building (npm run build)...');
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
    log(`Build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const file of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run npm run build (or drop E2E_SKIP_BUILD)`);
  }
}

/** The /assets/... files index.html loads that are missing next to it. */
function missingAssets(webDist: string) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((match) => match[1] ?? '');
  return refs.filter((ref) => ref.startsWith('assets/') && !existsSync(path.join(webDist, ref)));
}

/**
 * Copies the build to .tmp/e2e-<id>/ (same layout, so the server finds drizzle/, ../web/dist and the
 * renderer of /user in ../web/dist-ssr, and Node finds the root node_modules); returns the directory. Retries while a build is half written.
 */
async function snapshotBuild() {
  const parts = ['apps/server/dist', 'apps/server/drizzle', 'apps/server/package.json', 'apps/web/dist', 'apps/web/dist-ssr'];
  for (let attempt = 1; ; attempt += 1) {
    const dir = path.join(root, '.tmp', `e2e-${process.pid}-${randomBytes(3).toString('hex')}`);
    let problem: string;
    try {
      for (const part of parts) cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
      const missing = missingAssets(path.join(dir, 'apps/web/dist'));
      if (missing.length === 0) return dir;
      problem = `apps/web/dist/index.html loads missing files: ${missing.join(', ')}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    rmSync(dir, { recursive: true, force: true });
    if (attempt >= 5) throw new Error(`Could not take a consistent copy of the build (is another build running?): ${problem}`);
    await delay(2000);
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function tail(file: string, chars = 4000) {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length > chars ? `...${text.slice(-chars)}` : text || '(no output)';
  } catch {
    return '(no output)';
  }
}

export default async function globalSetup(config: FullConfig) {
  checkChromium();
  build();

  const admin = { email: 'admin@e2e.test', password: `E2e-${randomBytes(9).toString('base64url')}` };
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'kerben-e2e-'));
  const dataDir = path.join(tmpDir, 'data');
  const serverLog = path.join(tmpDir, 'server.log');
  const mailDir = path.join(tmpDir, 'mail');
  mkdirSync(mailDir);
  const smtp = await startSmtpCapture(mailDir);
  const paymentsSecret = `e2e-${randomBytes(9).toString('base64url')}`;
  const payments = await startPaymentSimulator({ merchantId: '100001', secretKey: paymentsSecret });
  // Telegram's Bot API on this machine: the server polls it for updates and sends the chats' messages to it.
  const telegram = await startBotApiServer();
  const artifactsDir = config.projects[0]?.outputDir ?? path.join(root, 'e2e-artifacts');
  let snapshotDir: string | undefined;
  let server: ChildProcess | undefined;
  let exitInfo: string | undefined;

  const teardown = async () => {
    if (server && exitInfo === undefined) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server?.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    } else if (server) {
      log(`The server died during the run (exit ${exitInfo}). The end of its output:\n${tail(serverLog)}`);
    }
    if (existsSync(serverLog)) {
      mkdirSync(artifactsDir, { recursive: true });
      copyFileSync(serverLog, path.join(artifactsDir, 'server.log'));
    }
    await smtp.close();
    await payments.close();
    await telegram.close();
    rmSync(tmpDir, { recursive: true, force: true });
    if (snapshotDir) rmSync(snapshotDir, { recursive: true, force: true });
  };

  try {
    snapshotDir = await snapshotBuild();
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_DATA: 'false',
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL || 'warn',
      // Every test signs in and registers from 127.0.0.1; the production limits per address would trip.
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || '1000',
      LOGIN_FAILURES_PER_ADDRESS: process.env.LOGIN_FAILURES_PER_ADDRESS || '1000',
      REGISTRATIONS_PER_ADDRESS: process.env.REGISTRATIONS_PER_ADDRESS || '1000',
    };
    for (const name of ['DATABASE_URL', 'S3_BUCKET', 'PUBLIC_URL', 'CORS_ORIGINS']) delete env[name];
    env.SMTP_URL = smtp.url;
    Object.assign(env, {
      PAYMENT_PROVIDER: 'freedompay',
      PAYMENT_PROVIDER_URL: payments.url,
      PAYMENT_MERCHANT_ID: '100001',
      PAYMENT_SECRET_KEY: paymentsSecret,
      PAYMENT_TEST_MODE: 'true',
      // The provider posts its results here, and sends the browser back here.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    env.TELEGRAM_BOT_TOKEN = telegram.token;
    env.TELEGRAM_API_ROOT = telegram.apiRoot;

    const started = Date.now();
    const logFd = openSync(serverLog, 'a');
    server = spawn(process.execPath, [path.join(snapshotDir, 'apps/server/dist/main.js')], {
      cwd: root,
      env,
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    server.on('exit', (code, signal) => {
      exitInfo = String(signal ?? code);
    });

    const baseURL = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + HEALTH_TIMEOUT_MS; ; ) {
      if (exitInfo !== undefined) {
        throw new Error(`The server exited (${exitInfo}) before it was ready. Its output:\n${tail(serverLog)}`);
      }
      const ok = await fetch(`${baseURL}/api/health/`, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) {
        throw new Error(
          `The server did not answer /api/health/ within ${HEALTH_TIMEOUT_MS / 1000} s. Its output:\n${tail(serverLog)}`,
        );
      }
      await delay(250);
    }
    log(`Server ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (data in ${dataDir})`);

    Object.assign(process.env, {
      E2E_BASE_URL: baseURL,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_DATA_DIR: dataDir,
      E2E_OUTBOX: mailDir,
      E2E_SERVER_LOG: serverLog,
      E2E_PAYMENTS_URL: payments.url,
      E2E_TELEGRAM_API: telegram.apiRoot,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
