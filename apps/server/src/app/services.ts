import path from 'node:path';
import type { Config } from '../config';
import { type Clock, systemClock } from '../core/clock';
import type { Logger } from '../core/logger';
import type { SubmitCounters, SubmitLimits } from '../core/rate-limit';
import { createUrlBuilder } from '../core/urls';
import type { Database } from '../db/client';
import { createRateLimiter } from '../db/rate-limits';
import { loadSigningSecret } from '../db/secrets';
import { createUnitOfWork } from '../db/unit-of-work';
import { withHeldRemovals } from '../file-storage/removal-hold';
import { createStorage, type FileStorage } from '../file-storage/storage';
import { createResponseCache } from '../http/response-cache';
import { createStorageFeeReminders } from '../jobs';
import { createMailSender } from '../mail';
import { createAddressService } from '../modules/addresses';
import { createAuditService } from '../modules/audit';
import { createAccessCache, createAuthService, createCodeService, createThrottles, createTokenService } from '../modules/auth';
import { backupKeyFromSecret, createBackupService } from '../modules/backups';
import { createBilling, createFreedomPay, createOnlineSettlingJob } from '../modules/billing';
import { createBoardService } from '../modules/board';
import { CATALOG_CHANNEL, createCatalogService } from '../modules/catalog';
import { createCustomsService } from '../modules/customs';
import { announcementClaims, createExpectedParcelService } from '../modules/expected';
import { createFileService } from '../modules/files';
import { BROADCASTS_CHANNEL, createNotificationService } from '../modules/notifications';
import { createOutOfStateRequestService, OUT_OF_STATE_SUBMITS } from '../modules/out-of-state-requests';
import { createParcelService } from '../modules/parcels';
import { createPurchaseService, PURCHASE_SUBMITS } from '../modules/purchases';
import { createReferenceService } from '../modules/reference';
import { createShipmentService } from '../modules/shipments';
import { createStatisticsService } from '../modules/statistics';
import { createTelegramDelivery, createTelegramService } from '../modules/telegram';
import { createUserService } from '../modules/users';
import { createWarehouseAddressService } from '../modules/warehouse-addresses';
import { createWarehouseServices } from '../modules/warehouse-services';
import { createWarehouseService } from '../modules/warehouses';

// Track-number lookups per address in 15 minutes for visitors and customers (admins are not counted).
const TRACKING_LOOKUPS = 60;
// Handover codes mailed again per account in an hour (each is a mail to the customer).
const HANDOVER_RESENDS = 5;

export interface ServiceOptions {
  /** What "now" is for every service that reads the time (tests move it); the system clock otherwise. */
  clock?: Clock;
  /** Where uploaded bytes live (tests hold a write mid-way); otherwise the disk or S3 of config. */
  fileStorage?: FileStorage;
  /** Told of every answer the response cache stores (tests look for secrets in it). */
  onResponseCached?: (body: Buffer) => void;
  /** Telegram's waits, shortened by tests: long polling's, the polling lease's, the outbox's first retry. */
  telegram?: {
    polling?: { timeoutSeconds?: number; checkEveryMs?: number; leaseMs?: number };
    firstRetrySeconds?: number;
  };
}

/**
 * The composition root: every service is built here once, with its dependencies spelled out.
 * Answers them with what the HTTP side needs beside them, and how to stop what they started.
 */
export async function buildServices(config: Config, database: Database, logger: Logger, options: ServiceOptions = {}) {
  const { db } = database;
  const secret = await loadSigningSecret(db, config.jwtSecret);

  const unitOfWork = createUnitOfWork(db, logger);
  const urls = createUrlBuilder({ secret, publicUrl: config.publicUrl });
  // Removals held back while a backup copies the files its snapshot names (file-storage/removal-hold.ts).
  const { storage, hold: holdRemovals } = withHeldRemovals(options.fileStorage ?? createStorage(config), logger);
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
    logger: logger,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    listen: database.listen,
  });
  // The public list of shop sites, cached as sent until the catalogue changes: every visitor asks
  // for the same few pages. Other processes' changes arrive by NOTIFY.
  const siteListCache = createResponseCache({ maxEntries: 500, onStore: options.onResponseCached });
  const stopListeningForCatalog = await database.listen(CATALOG_CHANNEL, siteListCache.invalidate);
  // The admin's broadcasts, one array of them all (the older client's contract): serialized once
  // per change rather than per request. One entry per origin and language (a handful).
  const broadcastListCache = createResponseCache({ maxEntries: 20, onStore: options.onResponseCached });
  const stopListeningForBroadcasts = await database.listen(BROADCASTS_CHANNEL, broadcastListCache.invalidate);
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
    onBroadcastsChanged: broadcastListCache.invalidate,
  });
  const billing = createBilling({
    db,
    unitOfWork,
    clock: options.clock ?? systemClock,
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
    online: config.payments && {
      // The simulator says so in every answer: production refuses it even behind an https name.
      provider: createFreedomPay({ ...config.payments, refuseSimulator: config.env === 'production' }),
      publicUrl: config.publicUrl ?? localUrl,
    },
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
    logger,
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
    warehouseAddresses: createWarehouseAddressService({ db, unitOfWork, files, urls }),
    board: createBoardService({ db, unitOfWork, clock: options.clock }),
    statistics: createStatisticsService({ db, clock: options.clock }),
    telegram,
    storageFeeReminders: createStorageFeeReminders({ db, unitOfWork, notifications, logger: logger, clock: options.clock }),
    onlineSettling: createOnlineSettlingJob({ db, logger, clock: options.clock, online: billing.online }),
    // 'outside' names the counters' stored keys, kept so a deploy does not reset them.
    outOfStateRequests: createOutOfStateRequestService({
      db,
      unitOfWork,
      submitLimits: submitCounters('outside', OUT_OF_STATE_SUBMITS),
    }),
    backups: createBackupService({
      db,
      kind: database.kind,
      dataDir: config.dataDir,
      storage,
      holdRemovals,
      logger: logger,
      key: backupKeyFromSecret(secret),
      schedule: config.backup,
      clock: options.clock,
    }),
  };

  return {
    services,
    fileStorage: storage,
    siteListCache,
    broadcastListCache,
    /** Stops listening for the catalogue's and the broadcasts' changes, Telegram and the mail sender (the database stays open). */
    async stop() {
      await stopListeningForCatalog();
      await stopListeningForBroadcasts();
      await telegram.stop();
      await mail.stop();
    },
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>['services'];
