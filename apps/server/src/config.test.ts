import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustedProxies } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('runs with no environment at all, on embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      accessTokenTtlMinutes: 15,
      refreshTokenTtlDays: 30,
      admin: { email: undefined, password: undefined },
      clientCodePrefix: 'KB',
      demoData: true,
      corsOrigins: [],
      maxUploadBytes: 5 * 1024 * 1024,
      mail: { smtpUrl: undefined, from: 'Kerben <no-reply@kerben.local>' },
      s3: undefined,
      trustProxy: false,
      rateLimit: { max: 10, windowMinutes: 15 },
    });
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://kerben:secret@db:5432/kerben',
      PUBLIC_URL: 'https://kerben.kg/',
      CORS_ORIGINS: 'https://a.kg, https://b.kg,',
      TRUST_PROXY: '1',
      MAX_UPLOAD_MB: '2',
      S3_BUCKET: 'kerben',
      S3_ENDPOINT: 'http://minio:9000',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'long enough',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://kerben:secret@db:5432/kerben',
      publicUrl: 'https://kerben.kg',
      corsOrigins: ['https://a.kg', 'https://b.kg'],
      trustProxy: 1,
      maxUploadBytes: 2 * 1024 * 1024,
      s3: { bucket: 'kerben', endpoint: 'http://minio:9000', region: 'us-east-1' },
      mail: { smtpUrl: 'smtps://user:pass@smtp.example.com:465' },
      admin: { email: 'boss@example.com', password: 'long enough' },
      // With a PostgreSQL server the demo catalogue is off unless asked for.
      demoData: false,
    });
  });

  it('treats blank optional variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '  ', JWT_SECRET: '', PUBLIC_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.publicUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://db/kerben'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'kerben.kg'],
    ['JWT_SECRET', 'short'],
    ['ADMIN_EMAIL', 'boss'],
    ['ADMIN_PASSWORD', '1234'],
    ['CLIENT_CODE_PREFIX', 'kb'],
    ['DEMO_DATA', 'maybe'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['MAX_UPLOAD_MB', '0'],
    ['RATE_LIMIT_MAX', '0'],
    ['REGISTRATIONS_PER_ADDRESS', '0'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.1, proxy.local'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['ACCESS_TOKEN_TTL_MINUTES', 'forever'],
    ['BACKUP_EVERY_HOURS', '0'],
    ['BACKUP_KEEP', '0'],
  ])('refuses %s=%j with a ConfigError naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}:`);
  });

  it("reads the backup schedule, and refuses BACKUP_DIR on PostgreSQL (backups there are pg_dump's job)", () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: 'backups', BACKUP_EVERY_HOURS: '6' }).backup).toEqual({
      dir: path.resolve('backups'),
      everyHours: 6,
      keep: 7,
    });
    const error = configError({ BACKUP_DIR: '/backups', DATABASE_URL: 'postgres://kerben@db:5432/kerben' });
    expect(error.message).toContain('BACKUP_DIR:');
    expect(error.message).toContain('pg_dump');
  });

  it('reads the payment provider: off unless set, merchant id and key required, the simulator refused in production', () => {
    expect(loadConfig({}).payments).toBeUndefined();
    const given = {
      PAYMENT_PROVIDER: 'freedompay',
      PAYMENT_MERCHANT_ID: '552233',
      PAYMENT_SECRET_KEY: 'a-secret-key',
      PUBLIC_URL: 'https://kerben.kg',
    };
    expect(loadConfig(given).payments).toEqual({
      provider: 'freedompay',
      merchantId: '552233',
      secretKey: 'a-secret-key',
      url: 'https://api.freedompay.kg',
      testMode: false,
    });
    expect(configError({ ...given, PAYMENT_SECRET_KEY: '' }).message).toContain('PAYMENT_SECRET_KEY:');
    expect(configError({ PAYMENT_PROVIDER: 'stripe' }).message).toContain('PAYMENT_PROVIDER:');
    const simulator = { ...given, PAYMENT_PROVIDER_URL: 'http://127.0.0.1:8700' };
    expect(loadConfig({ ...simulator, NODE_ENV: 'development' }).payments?.url).toBe('http://127.0.0.1:8700');
    for (const url of ['http://127.0.0.1:8700', 'https://localhost:8700', 'http://payments.example.kg', 'https://pay.local']) {
      expect(configError({ ...given, PAYMENT_PROVIDER_URL: url, NODE_ENV: 'production' }).message).toContain(
        'PAYMENT_PROVIDER_URL:',
      );
    }
    const site = { PUBLIC_URL: 'https://kerben.kg' };
    expect(
      loadConfig({ ...given, ...site, PAYMENT_PROVIDER_URL: 'https://test-api.freedompay.kg', NODE_ENV: 'production' }).payments
        ?.url,
    ).toBe('https://test-api.freedompay.kg');
    expect(configError({ ...given, PUBLIC_URL: '', NODE_ENV: 'production' }).message).toContain('PUBLIC_URL:');
  });

  it('reads Telegram only with a token, and refuses a token or a webhook secret of the wrong shape', () => {
    expect(loadConfig({}).telegram).toBeUndefined();
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123456:AAE-x_y', TELEGRAM_API_ROOT: 'http://127.0.0.1:8081/' }).telegram).toEqual({
      token: '123456:AAE-x_y',
      webhookSecret: undefined,
      apiRoot: 'http://127.0.0.1:8081',
    });
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '1:a' }).telegram?.apiRoot).toBe('https://api.telegram.org');
    expect(configError({ TELEGRAM_BOT_TOKEN: 'not a token' }).message).toContain('TELEGRAM_BOT_TOKEN:');
    expect(configError({ TELEGRAM_BOT_TOKEN: '1:a', TELEGRAM_WEBHOOK_SECRET: 'short' }).message).toContain(
      'TELEGRAM_WEBHOOK_SECRET:',
    );
  });

  it('reads TRUST_PROXY as off, a number of proxies, or their addresses and ranges; never as "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(configError({ TRUST_PROXY: 'true' }).message).toMatch(/TRUST_PROXY: .*number of proxies/);
  });

  it('believes as many X-Forwarded-For hops as TRUST_PROXY counts (Fastify trusts none for a bare number)', () => {
    const trust = trustedProxies(2);
    expect(typeof trust === 'function' && [0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustedProxies(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(trustedProxies(false)).toBe(false);
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('DATABASE_URL:');
  });

  it('never puts the rejected value in the message (it may be a secret)', () => {
    const error = configError({ JWT_SECRET: 'tiny-secret' });
    expect(error.message).not.toContain('tiny-secret');
  });
});
