import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type Config, trustedProxies } from './config';
import type { SubmitCounters, SubmitLimits } from './core/rate-limit';
import { createUnitOfWork } from './core/unit-of-work';
import { createUrlBuilder } from './core/urls';
import type { Database } from './db/client';
import { openAppDatabase } from './db/open';
import { createRateLimiter } from './db/rate-limits';
import { loadSigningSecret } from './db/secrets';
import { collectRoutes, declareScopeAccess } from './http/access';
import { registerViewer } from './http/auth';
import { DEFERRED_STYLES_SCRIPT_SOURCE } from './http/deferred-styles';
import { registerErrorHandling } from './http/error-handler';
import { trackRunningHandlers } from './http/in-flight';
import { registerMultipartBodies } from './http/multipart';
import { documentRoute } from './http/openapi';
import { createResponseCache } from './http/response-cache';
import {
  answerClientError,
  answerFrameworkError,
  collapseSlashes,
  registerCompression,
  registerUrlLimit,
} from './http/transport';
import { contractValidatorCompiler, registerAnsweredFields } from './http/validation';
import { registerWebApp } from './http/web-app';
import { errorForLog } from './logging';
import { addressRoutes, createAddressService } from './modules/addresses';
import { auditRoutes, createAuditService } from './modules/audit';
import {
  authRoutes,
  createAccessCache,
  createAuthService,
  createCodeService,
  createThrottles,
  createTokenService,
} from './modules/auth';
import { backupKeyFromSecret, backupRoutes, createBackupService } from './modules/backups';
import { billingRoutes, createBilling } from './modules/billing';
import { boardRoutes, createBoardService } from './modules/board';
import { CATALOG_CHANNEL, catalogRoutes, createCatalogService } from './modules/catalog';
import { contactRoutes, createContactService } from './modules/contacts';
import { createCustomsService, customsRoutes } from './modules/customs';
import { announcementClaims, createExpectedParcelService, expectedParcelRoutes } from './modules/expected';
import { createFileService, fileRoutes } from './modules/files';
import { healthRoutes } from './modules/health';
import { createMailSender } from './modules/mail';
import { createNotificationService, notificationRoutes } from './modules/notifications';
import { createOutsideRequestService, OUTSIDE_SUBMITS, outsideRequestRoutes } from './modules/outside-requests';
import { createParcelService, parcelRoutes } from './modules/parcels';
import { createPurchaseService, PURCHASE_SUBMITS, purchaseRoutes } from './modules/purchases';
import { createReferenceService, referenceRoutes, seedCountryFlags } from './modules/reference';
import { createShipmentService, shipmentRoutes } from './modules/shipments';
import { createStatisticsService, statisticsRoutes } from './modules/statistics';
import { createStorageReminders } from './modules/storage-reminders';
import { createTelegramDelivery, createTelegramService, telegramRoutes } from './modules/telegram';
import { createUserService, userRoutes } from './modules/users';
import { createWarehouseServices, warehouseServiceRoutes } from './modules/warehouse-services';
import { createWarehouseService, warehouseRoutes } from './modules/warehouses';
import { withHeldRemovals } from './storage/removal-hold';
import { createStorage, type FileStorage } from './storage/storage';

// How long closing lets running requests finish (their connections, then handlers whose clients
// hung up) before the background loops stop and the database closes.
const SHUTDOWN_GRACE_MS = 10_000;

// Track-number lookups per address in 15 minutes for visitors and customers (admins are not counted).
const TRACKING_LOOKUPS = 60;
// Handover codes mailed again per account in an hour (each is a mail to the customer).
const HANDOVER_RESENDS = 5;

export interface BuildOptions {
  /** Where JSON logs go (tests capture them); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** An already opened database (tests); otherwise it is opened, migrated and seeded from config. */
  database?: Database;
  /** What "now" is for the dashboard's periods, the storage clock and deleted announcements (tests move it); defaults to the system clock. */
  clock?: () => Date;
  /** Where uploaded bytes live (tests hold a write mid-way); otherwise the disk or S3 of config. */
  storage?: FileStorage;
  /** Told of every answer the response cache stores (tests look for secrets in it). */
  onResponseCached?: (body: Buffer) => void;
  /** Telegram's waits, shortened by tests: long polling's, the polling lease's, the outbox's first retry. */
  telegram?: {
    polling?: { timeoutSeconds?: number; checkEveryMs?: number; leaseMs?: number };
    firstRetrySeconds?: number;
  };
}

function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    stream,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[hidden]' },
    serializers: {
      err: errorForLog,
      // Signed file links are credentials for a few minutes: keep their signature out of logs.
      req: (req: { id: string; method: string; url: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.replace(/([?&]sig=)[^&]*/g, '$1[hidden]'),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // What Node's HTTP parser refuses (headers too large, a broken request line) still gets a
    // JSON answer in the contract's shape.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Repeated slashes in a path are ignored everywhere (docs/api.md#paths), static files too.
    rewriteUrl: (req) => collapseSlashes(req.url ?? '/'),
  }) as unknown as FastifyInstance;
  // Before any route: every route's declared access, for the authorization matrix test.
  const routeTable = collectRoutes(app);
  const handlers = trackRunningHandlers(app);
  app.setValidatorCompiler(contractValidatorCompiler);
  registerAnsweredFields(app);
  // Clients send Content-Type: application/json on bodiless DELETEs too; an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openAppDatabase(config));
  database.useLogger(app.log);
  const { db } = database;
  const secret = await loadSigningSecret(db, config.jwtSecret);

  // The composition root: every service is built here once, with its dependencies spelled out.
  const unitOfWork = createUnitOfWork(db, app.log);
  const urls = createUrlBuilder({ secret, publicUrl: config.publicUrl });
  // Removals held back while a backup copies the files its snapshot names (storage/removal-hold.ts).
  const { storage, hold: holdRemovals } = withHeldRemovals(options.storage ?? createStorage(config), app.log);
  // Counted in PostgreSQL, shared by every process; the embedded database has one process.
  const sharedCounters = database.kind === 'postgres' ? db : undefined;
  const files = createFileService({
    db,
    storage,
    urls,
    maxUploadBytes: config.maxUploadBytes,
    uploadLimiter: createRateLimiter(sharedCounters, {
      keyPrefix: 'uploads',
      points: config.customerUploadsPerHour,
      duration: 3600,
    }),
  });
  const tokens = createTokenService({ secret, accessTtlMinutes: config.accessTokenTtlMinutes });
  const mail = createMailSender({
    db,
    logger: app.log,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    listen: database.listen,
  });
  // The public list of shop sites, cached as sent until the catalogue changes: every visitor asks
  // for the same few pages. Other processes' changes arrive by NOTIFY.
  const siteListCache = createResponseCache({ maxEntries: 500, onStore: options.onResponseCached });
  const stopListeningForCatalog = await database.listen(CATALOG_CHANNEL, siteListCache.invalidate);
  const addresses = createAddressService({ db, unitOfWork });
  const customs = createCustomsService({ db, unitOfWork });
  const localUrl = `http://localhost:${config.port}`;
  const notifications = createNotificationService({
    db,
    unitOfWork,
    files,
    urls,
    userAreaUrl: `${config.publicUrl ?? localUrl}/user`,
    telegram: config.telegram ? createTelegramDelivery({ webUrl: config.publicUrl }) : undefined,
  });
  const billing = createBilling({
    db,
    unitOfWork,
    clock: options.clock ?? (() => new Date()),
    customs,
    notifications,
    secret,
    handoverResends: createRateLimiter(sharedCounters, {
      keyPrefix: 'handover_resend',
      points: HANDOVER_RESENDS,
      duration: 60 * 60,
    }),
    // The desk hands parcels over through the parcels module, which is built below with the billing's hooks.
    setParcelStatus: (work, viewer, ids, statusId, options) => parcels.setStatusIn(work, viewer, ids, statusId, options),
  });
  const parcels = createParcelService({
    db,
    unitOfWork,
    files,
    urls,
    addresses,
    notifications,
    announcements: announcementClaims,
    clock: options.clock,
    customs,
    money: billing.parcelMoney,
    trackingLimiter: createRateLimiter(sharedCounters, { keyPrefix: 'tracking', points: TRACKING_LOOKUPS, duration: 15 * 60 }),
    // Insurance is charged as a parcel ships: the warehouse services, built below with the parcels.
    afterStatusChange: (work, ids, statusId, changedBy) => warehouseServices.statusChanged(work, ids, statusId, changedBy),
  });
  const warehouseServices = createWarehouseServices({
    db,
    unitOfWork,
    urls,
    files,
    notifications,
    parcels,
    money: billing.parcelMoney,
    tariffs: billing.tariffs,
    clock: options.clock,
  });
  // A public form's counters, by the sender's address and by the email typed (core/rate-limit.ts).
  const submitCounters = (form: string, limits: SubmitLimits): SubmitCounters => ({
    byAddress: createRateLimiter(sharedCounters, {
      keyPrefix: `${form}_address`,
      points: limits.perAddress,
      duration: limits.windowSeconds,
    }),
    byEmail: createRateLimiter(sharedCounters, {
      keyPrefix: `${form}_email`,
      points: limits.perEmail,
      duration: limits.windowSeconds,
    }),
  });
  // Who may do what, as last read per session; forgotten by this process's changes once they commit.
  const accessCache = createAccessCache(config.accessCheckCacheSeconds);
  const purchases = createPurchaseService({
    db,
    unitOfWork,
    files,
    urls,
    notifications,
    money: billing.purchaseMoney,
    tariffs: billing.tariffs,
    clock: options.clock,
    submitLimits: submitCounters('purchase', PURCHASE_SUBMITS),
  });
  const telegram = createTelegramService({
    settings: config.telegram,
    signingSecret: secret,
    publicUrl: config.publicUrl,
    localUrl,
    db,
    unitOfWork,
    parcels,
    ledger: billing.ledger,
    logger: app.log,
    clock: options.clock,
    listen: database.listen,
    ...options.telegram,
  });
  const services = {
    db,
    unitOfWork,
    urls,
    files,
    mail,
    tokens,
    auth: createAuthService({
      db,
      unitOfWork,
      tokens,
      codes: createCodeService(secret),
      throttles: createThrottles(sharedCounters, config.rateLimit),
      accessCache,
      clientCodePrefix: config.clientCodePrefix,
      refreshTtlDays: config.refreshTokenTtlDays,
      sessionMaxDays: config.sessionMaxDays,
      // A visitor's buy-out requests become the account's once it proves it owns their email.
      onEmailProven: purchases.claimForAccount,
      // A new password ends the account's sessions and its Telegram chat's link with them.
      onSessionsEnded: telegram.unlinkForNewPassword,
    }),
    users: createUserService({
      db,
      unitOfWork,
      files,
      urls,
      clientCodePrefix: config.clientCodePrefix,
      onAccessChanged: accessCache.forgetUsers,
    }),
    audit: createAuditService({ db }),
    reference: createReferenceService({ db, urls }),
    catalog: createCatalogService({ db, unitOfWork, files, urls, onSitesChanged: siteListCache.invalidate }),
    warehouses: createWarehouseService({ db, unitOfWork, urls }),
    addresses,
    notifications,
    parcels,
    purchases,
    expected: createExpectedParcelService({ db, unitOfWork, addresses, parcels, customs, clock: options.clock }),
    customs,
    shipments: createShipmentService({ db, unitOfWork, parcels, customs }),
    warehouseServices,
    billing,
    contacts: createContactService({ db, unitOfWork, files, urls }),
    board: createBoardService({ db, unitOfWork }),
    statistics: createStatisticsService({ db, clock: options.clock }),
    telegram,
    storageReminders: createStorageReminders({ db, unitOfWork, notifications, logger: app.log, clock: options.clock }),
    outsideRequests: createOutsideRequestService({ db, unitOfWork, submitLimits: submitCounters('outside', OUTSIDE_SUBMITS) }),
    backups: createBackupService({
      db,
      kind: database.kind,
      dataDir: config.dataDir,
      storage,
      holdRemovals,
      logger: app.log,
      key: backupKeyFromSecret(secret),
      schedule: config.backup,
      clock: options.clock,
    }),
  };

  await seedCountryFlags(services);
  // Before the first answer: parcel photos a migration made private leave /media (file_moves).
  const moves = await files.finishMoves();
  if (moves.moved + moves.missing > 0) app.log.info(moves, 'stored files moved to private storage');
  // Bytes whose rows a unit of work deleted, left by a process that died before removing them.
  const leftovers = await files.finishRemovals();
  if (leftovers > 0) app.log.info({ removed: leftovers }, 'stored files of deleted rows removed');

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerUrlLimit(app);
  await registerCompression(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Mantine sets CSS variables through inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", DEFERRED_STYLES_SCRIPT_SOURCE],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Browser clients on the origins of CORS_ORIGINS may use every method of the API with a bearer.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    credentials: false,
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 10, fields: 100, fieldSize: 100_000 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kerben API',
        version: '1.0.0',
        description: 'Cargo and parcel forwarding: public site, customer area, admin area.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
  });
  await app.register(async (docs) => {
    declareScopeAccess(docs, 'public');
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  registerErrorHandling(app, { maxUploadMb: config.maxUploadBytes / 1024 / 1024 });
  registerViewer(app, services.auth.resolveViewer);
  registerMultipartBodies(app);

  const { allowedHosts } = config;
  healthRoutes(app, { ping: database.ping });
  fileRoutes(app, { files, storage });
  referenceRoutes(app, { reference: services.reference, allowedHosts });
  authRoutes(app, services);
  userRoutes(app, services);
  catalogRoutes(app, { catalog: services.catalog, allowedHosts, siteListCache });
  warehouseRoutes(app, services);
  addressRoutes(app, services);
  parcelRoutes(app, services);
  notificationRoutes(app, { notifications, allowedHosts });
  expectedParcelRoutes(app, services);
  customsRoutes(app, services);
  shipmentRoutes(app, services);
  warehouseServiceRoutes(app, services);
  purchaseRoutes(app, services);
  billingRoutes(app, services);
  contactRoutes(app, services);
  boardRoutes(app, services);
  statisticsRoutes(app, services);
  outsideRequestRoutes(app, services);
  backupRoutes(app, services);
  auditRoutes(app, services);
  telegramRoutes(app, services);

  registerWebApp(app, config.webDistDir, { publicUrl: config.publicUrl, allowedHosts });

  // Closing: Fastify stops accepting and waits for the open requests, then runs onClose. A request
  // still running when the grace ends has its connection closed; the database stays until every
  // handler has ended (a client that hung up does not stop its handler) or the grace is over.
  let graceEnds = 0;
  app.addHook('preClose', async () => {
    graceEnds = Date.now() + SHUTDOWN_GRACE_MS;
    const force = setTimeout(() => {
      app.log.warn({}, 'requests still running at the end of the shutdown grace: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.server.once('close', () => clearTimeout(force));
  });
  app.addHook('onClose', async () => {
    await handlers.drained(Math.max(0, graceEnds - Date.now()));
    await stopListeningForCatalog();
    await telegram.stop();
    await mail.stop();
    if (!options.database) await database.close();
  });

  return { app, services, database, routeTable };
}

export type KerbenApp = Awaited<ReturnType<typeof buildApp>>;
