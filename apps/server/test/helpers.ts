import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type BuildOptions, buildApp, type KerbenApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Clock } from '../src/core/clock';
import type { Role, SignedInViewer } from '../src/core/viewer';
import { type Database, openDatabase } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { createStorage, type FileStorage } from '../src/file-storage/storage';
import type { Upload } from '../src/http/multipart';
import { accounts, hashPassword } from '../src/modules/users';
import { TEST_PASSWORD, uniqueEmail } from './accounts';
import { watchSecrets } from './security/secrets';

export * from './accounts';

export interface TestApp extends KerbenApp {
  config: Config;
  /** The test's own database on PostgreSQL (TEST_DATABASE_URL); undefined on the embedded one. */
  databaseUrl?: string;
  /** Every JSON log line the app wrote so far. */
  logs(): string;
  close(): Promise<void>;
}

/** A fresh copy of the migrated template (PGlite in `dataDir/pglite`, or a PostgreSQL database at `databaseUrl`). */
/** A database of its own on the test PostgreSQL server (TEST_DATABASE_URL), copied from the migrated template. */
export async function scratchPostgresDatabase(prefix = 'kerben_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function cloneDatabase(): Promise<{
  database: Database;
  dispose: () => Promise<void>;
  dataDir: string;
  databaseUrl?: string;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kerben-test-'));
  if (inject('postgresTemplate')) {
    const scratch = await scratchPostgresDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url });
    return {
      database,
      dataDir,
      databaseUrl: scratch.url,
      dispose: async () => {
        await database.close();
        await scratch.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  await cp(inject('pgliteTemplateDir'), pgliteDir, { recursive: true });
  const database = await openDatabase({ pgliteDir });
  return {
    database,
    dataDir,
    dispose: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAppOptions {
  /** Extra routes registered before ready(), e.g. a scratch admin-only route to prove the guards. */
  routes?: (app: FastifyInstance) => void;
  /** What "now" is for every service that reads the time (core/clock.ts); the system clock otherwise. */
  clock?: Clock;
  /** Where uploaded bytes live; the local disk under the test's data directory otherwise. */
  fileStorage?: FileStorage;
  /** Telegram's waits, shortened (long polling, its lease, the outbox's retries). */
  telegram?: BuildOptions['telegram'];
}

/** A real app on a fresh copy of the migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, dataDir, databaseUrl, dispose } = await cloneDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '1000',
    LOGIN_FAILURES_PER_ADDRESS: '1000',
    REGISTRATIONS_PER_ADDRESS: '1000',
    ...env,
  });
  const logStream = new PassThrough();
  const chunks: Buffer[] = [];
  logStream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const secrets = watchSecrets();
  const storage = options.fileStorage ?? createStorage(config);
  const built = await buildApp(config, {
    database,
    logStream,
    clock: options.clock,
    telegram: options.telegram,
    fileStorage: {
      ...storage,
      put: async (key, data, contentType) => {
        secrets.stored(data);
        await storage.put(key, data, contentType);
      },
    },
    onResponseCached: secrets.cached,
  });
  built.app.addHook('preHandler', async (request) => secrets.request(request.body));
  built.app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') secrets.answer(payload);
    return payload;
  });
  options.routes?.(built.app);
  await built.app.ready();
  const logs = () => Buffer.concat(chunks).toString('utf8');
  return {
    ...built,
    config,
    databaseUrl,
    logs,
    async close() {
      await built.app.close();
      await dispose();
      // No password, code, card number or token left the server in an answer, a log line, a cached
      // answer or a stored file.
      const leaks = secrets.leaks(logs());
      if (leaks.length > 0) throw new Error(`secrets leaked during this test file:\n${leaks.join('\n')}`);
    },
  };
}

export interface TestAppSetup extends TestAppOptions {
  /** Settings over the test defaults, as environment variables (`{ PUBLIC_URL: 'https://kerben.kg' }`). */
  env?: Record<string, string>;
  /** Also make the four actors of `makeActors` once the app is up. */
  actors?: boolean;
}

export type Actors = Awaited<ReturnType<typeof makeActors>>;

/** Who an admin's route refuses, and how: a visitor 401, a customer and an operator 403. */
export const refusedByAdminRoutes = (a: Actors) =>
  [
    [a.anonymous, 401],
    [a.customerA, 403],
    [a.operator, 403],
  ] as const;
export type InjectAs = ReturnType<typeof injectAs>;

/**
 * The test app of a test file (or of the `describe` it is called in): created in `beforeAll`,
 * closed in `afterAll`, which also fails the file if a secret leaked. `t` and `actors` are filled
 * in by `beforeAll`, so read them in tests and hooks, not while the file is collected; `inject` is
 * `injectAs` for this app. A test file starts with
 *
 *     const { t, actors: a, inject } = useTestApp({ actors: true });
 */
export function useTestApp(setup: TestAppSetup & { actors: true }): { t: TestApp; actors: Actors; inject: InjectAs };
export function useTestApp(setup?: TestAppSetup): { t: TestApp; inject: InjectAs };
export function useTestApp({ env, actors: withActors = false, ...options }: TestAppSetup = {}) {
  const t = {} as TestApp;
  const actors = {} as Actors;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, options));
    if (withActors) Object.assign(actors, await makeActors(t));
  });
  // Not there when beforeAll failed: its own error is the one to see.
  afterAll(() => t.close?.());
  return { t, actors, inject: injectAs(() => t) };
}

/**
 * A second app on the test app's database and settings that serves a built web app made of
 * `files` (path in the build -> content), written to a scratch directory; up after `t`, closed
 * before it.
 */
export function useWebApp(t: TestApp, files: Record<string, string | Buffer>): KerbenApp {
  const web = {} as KerbenApp;
  let build = '';
  beforeAll(async () => {
    // dist/ inside a folder of its own: a file named '../dist-ssr/…' lands beside it, as the build's.
    build = await mkdtemp(path.join(os.tmpdir(), 'kerben-build-'));
    const dist = path.join(build, 'dist');
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
      await writeFile(path.join(dist, name), content);
    }
    Object.assign(web, await buildApp({ ...t.config, webDistDir: dist }, { database: t.database }));
    await web.app.ready();
  });
  afterAll(async () => {
    await web.app?.close();
    await rm(build, { recursive: true, force: true });
  });
  return web;
}

/** An active account (customer by default) and a valid access token for it. */
export async function makeUser(t: TestApp, options: { isAdmin?: boolean; role?: Role; email?: string; password?: string } = {}) {
  const role: Role = options.role ?? (options.isAdmin ? 'admin' : 'customer');
  const email = options.email ?? uniqueEmail(role);
  const password = options.password ?? TEST_PASSWORD;
  const user = await accounts.create(t.services.db, t.config.clientCodePrefix, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Айгуль',
    lastName: 'Тестова',
    phoneNumber: '+996555123456',
    isActive: true,
    role,
  });
  const sessionId = randomUUID();
  await t.services.db.insert(sessions).values({ id: sessionId, userId: user.id });
  const access = await t.services.tokens.signAccess(user.id, sessionId);
  const viewer: SignedInViewer = { userId: user.id, role: user.role };
  return { user, email, password, access, viewer, headers: { authorization: `Bearer ${access}` } };
}

export type Actor = Awaited<ReturnType<typeof makeUser>>;

/**
 * The people every route is tried as: nobody, two customers (A usually owns the object, B is
 * the stranger), an operator (the warehouse) and an admin. `anonymous.headers` is empty.
 */
export async function makeActors(t: TestApp) {
  const [customerA, customerB, operator, admin] = await Promise.all([
    makeCustomer(t),
    makeCustomer(t),
    makeOperator(t),
    makeAdmin(t),
  ]);
  return { anonymous: { headers: {} as Record<string, string> }, customerA, customerB, operator, admin };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `inject(method, url, actor, payload?)`: a request to the test app with an actor's headers. The
 * app is read when the request is made, because a test file creates it in `beforeAll`.
 */
export const injectAs =
  (app: () => TestApp) => (method: HttpMethod, url: string, actor: { headers: Record<string, string> }, payload?: object) =>
    app().app.inject({ method, url, headers: actor.headers, payload });

/**
 * The request was refused with `status` (and, if given, this exact body) and nothing it aimed at
 * changed: `readState` is read before and after and must be equal.
 */
export async function expectRefusedAndUnchanged(
  readState: () => Promise<unknown>,
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  body?: unknown,
): Promise<void> {
  const before = await readState();
  const res = await request();
  expect(res.statusCode).toBe(status);
  if (body !== undefined) expect(res.json()).toEqual(body);
  expect(await readState()).toEqual(before);
}

export const makeCustomer = (t: TestApp, options: { email?: string; password?: string } = {}) => makeUser(t, options);
export const makeOperator = (t: TestApp, options: { email?: string; password?: string } = {}) =>
  makeUser(t, { ...options, role: 'operator' });
export const makeAdmin = (t: TestApp, options: { email?: string; password?: string } = {}) =>
  makeUser(t, { ...options, isAdmin: true });

/** Stores an image the way a service would, in its own unit of work (for tests that need a file row). */
export function storeImage(t: TestApp, upload: Upload, options: { isPublic: boolean; ownerId?: number } = { isPublic: true }) {
  const { files } = t.services;
  return t.services.unitOfWork(
    (before) => files.prepareImage(before, 'image', upload, { ...options, uploader: null }),
    (work, image) => files.recordImage(work, image, options),
  );
}

/** For calling an admin-only service directly in a test (catalogue fixtures): policies see an admin. */
export const ADMIN_SERVICE_VIEWER: SignedInViewer = Object.freeze({ userId: 0, role: 'admin' });
