import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

// Names proxy-addr knows for ranges of private addresses.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * The proxies in front whose X-Forwarded-For hops are believed: their number, or their addresses and
 * ranges. Never all: the left-most hops are written by the client, and the address keys every limit.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx) => {
    const value = raw.trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(value)) return false as const;
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would believe every X-Forwarded-For hop, and clients write the first ones themselves: give the number of proxies in front (1 for one nginx) or their addresses (10.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a number of proxies, nor addresses or CIDR ranges: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  CLIENT_CODE_PREFIX: z
    .string()
    .regex(/^[A-Z]{1,5}$/, 'must be 1 to 5 capital latin letters')
    .default('KB'),
  DEMO_DATA: booleanFlag.optional(),
  CORS_ORIGINS: optionalText,
  ALLOWED_HOSTS: z.string().default('localhost,127.0.0.1,[::1]'),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(50).default(5),
  CUSTOMER_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Kerben <no-reply@kerben.local>'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  ACCESS_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: z.coerce.number().positive().max(8760).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  PAYMENT_PROVIDER: optionalText.pipe(
    z.enum(['freedompay'], { error: 'only freedompay is known (unset: no online payment)' }).optional(),
  ),
  PAYMENT_MERCHANT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,20}$/, 'the merchant id is digits')
      .optional(),
  ),
  PAYMENT_SECRET_KEY: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  PAYMENT_PROVIDER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PAYMENT_TEST_MODE: booleanFlag.optional(),
  TELEGRAM_BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\d+:[\w-]+$/, 'must be the token BotFather gave, such as 123456789:AAE...')
      .optional(),
  ),
  // Telegram sends it back in X-Telegram-Bot-Api-Secret-Token: 1-256 of A-Z, a-z, 0-9, _ and -.
  TELEGRAM_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{16,256}$/, 'must be 16 to 256 characters of A-Z, a-z, 0-9, _ and -')
      .optional(),
  ),
  TELEGRAM_API_ROOT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

/** Freedom Pay's API for merchants in Kyrgyzstan (docs/payments.md). */
export const FREEDOMPAY_URL = 'https://api.freedompay.kg';

/**
 * Whether a provider URL can only be the payment simulator (or another test double): plain http, or
 * a host on this machine or a local network name. The simulator speaks http only and listens on
 * loopback by default; the real provider is https on a public name.
 */
export function isTestProviderUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    protocol !== 'https:' ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.test') ||
    host === '::1' ||
    host.startsWith('127.') ||
    host === '0.0.0.0'
  );
}

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  jwtSecret?: string;
  accessTokenTtlMinutes: number;
  refreshTokenTtlDays: number;
  /** A sign-in lasts at most this long, however often it is refreshed. */
  sessionMaxDays: number;
  admin: { email?: string; password?: string };
  clientCodePrefix: string;
  demoData: boolean;
  corsOrigins: string[];
  /** Host names whose requests may lend their origin to absolute URLs when PUBLIC_URL is unset. */
  allowedHosts: string[];
  maxUploadBytes: number;
  /** Files one customer may upload in an hour (each is decoded); admins are not counted. */
  customerUploadsPerHour: number;
  mail: { smtpUrl?: string; from: string };
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
  logLevel: string;
  /** Behind proxies: how many hops of X-Forwarded-For to believe, or the proxies' addresses (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  rateLimit: { max: number; windowMinutes: number; loginFailuresPerAddress: number; registrationsPerAddress: number };
  /** How long a process trusts its last look at a session (revoked? account active? admin?). */
  accessCheckCacheSeconds: number;
  /** Backups of the embedded database taken by the server (BACKUP_DIR); absent when unset. */
  backup?: { dir: string; everyHours: number; keep: number };
  /** Server processes on one port (node:cluster) when DATABASE_URL is set; the embedded database has one. */
  workers: number;
  /** Online payment through a provider (PAYMENT_PROVIDER); absent: off, the desk only. */
  payments?: { provider: 'freedompay'; merchantId: string; secretKey: string; url: string; testMode: boolean };
  /** The Telegram bot (TELEGRAM_BOT_TOKEN); absent when unset, and the feature is off. */
  telegram?: { token: string; webhookSecret?: string; apiRoot: string };
  /** Built web app served by the server; absent in tests and when not built. */
  webDistDir?: string;
}

export class ConfigError extends Error {}

/**
 * Fastify's `trustProxy` for the configured proxies. A count believes that many hops from the
 * socket by a function, because Fastify 5.12 treats a bare number as "trust nothing" (it cannot
 * check who connects): with a count the server must be reachable only through its proxies.
 */
export function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The payment provider's settings: all of merchant id and secret key with a provider, none
 * without. In production the provider must be the real one: the simulator is refused (a test
 * double that approves every test card must never stand in for the bank).
 */
function paymentSettings(e: z.output<typeof envSchema>): Config['payments'] {
  const fail = (variable: string, message: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${variable}: ${message}`);
  };
  if (!e.PAYMENT_PROVIDER) return undefined;
  if (!e.PAYMENT_MERCHANT_ID) fail('PAYMENT_MERCHANT_ID', 'required with PAYMENT_PROVIDER (the merchant id the provider gave)');
  if (!e.PAYMENT_SECRET_KEY) fail('PAYMENT_SECRET_KEY', 'required with PAYMENT_PROVIDER (the payment secret key of the shop)');
  const url = (e.PAYMENT_PROVIDER_URL ?? FREEDOMPAY_URL).replace(/\/+$/, '');
  if (e.NODE_ENV === 'production' && isTestProviderUrl(url)) {
    fail(
      'PAYMENT_PROVIDER_URL',
      `${url} is the payment simulator or another test address (plain http, or a local host): production takes real money only through the provider (${FREEDOMPAY_URL}); see docs/payments.md`,
    );
  }
  // The provider posts its results to PUBLIC_URL and sends the customer's browser back there.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    fail('PUBLIC_URL', 'required with PAYMENT_PROVIDER: the payment provider posts its results to it (https://your.domain)');
  }
  return {
    provider: e.PAYMENT_PROVIDER,
    merchantId: e.PAYMENT_MERCHANT_ID as string,
    secretKey: e.PAYMENT_SECRET_KEY as string,
    url,
    testMode: e.PAYMENT_TEST_MODE ?? false,
  };
}

/** Reads the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Refused rather than ignored: whoever set it believes backups are being taken.
  if (e.BACKUP_DIR && e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_DIR: backups are taken of the embedded database only; with DATABASE_URL use pg_dump and the object store\'s versioning (docs/operations.md, "Backups") and unset BACKUP_DIR',
    );
  }
  return {
    payments: paymentSettings(e),
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    clientCodePrefix: e.CLIENT_CODE_PREFIX,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
    allowedHosts: e.ALLOWED_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    customerUploadsPerHour: e.CUSTOMER_UPLOADS_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMinutes: e.RATE_LIMIT_WINDOW_MINUTES,
      loginFailuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
      registrationsPerAddress: e.REGISTRATIONS_PER_ADDRESS,
    },
    accessCheckCacheSeconds: e.ACCESS_CHECK_CACHE_SECONDS,
    backup: e.BACKUP_DIR ? { dir: path.resolve(e.BACKUP_DIR), everyHours: e.BACKUP_EVERY_HOURS, keep: e.BACKUP_KEEP } : undefined,
    workers: e.WORKERS,
    telegram: e.TELEGRAM_BOT_TOKEN
      ? {
          token: e.TELEGRAM_BOT_TOKEN,
          webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
          apiRoot: (e.TELEGRAM_API_ROOT ?? 'https://api.telegram.org').replace(/\/+$/, ''),
        }
      : undefined,
  };
}
