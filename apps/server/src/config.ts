import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

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
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  ACCESS_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
});

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
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  rateLimit: { max: number; windowMinutes: number; loginFailuresPerAddress: number };
  /** How long a process trusts its last look at a session (revoked? account active? admin?). */
  accessCheckCacheSeconds: number;
  /** Built web app served by the server; absent in tests and when not built. */
  webDistDir?: string;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
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
    },
    accessCheckCacheSeconds: e.ACCESS_CHECK_CACHE_SECONDS,
  };
}
