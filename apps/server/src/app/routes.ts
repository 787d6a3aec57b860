import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../file-storage/storage';
import { healthRoutes } from '../http/health';
import type { ResponseCache } from '../http/response-cache';
import { registerWebApp } from '../http/web-app';
import { addressRoutes } from '../modules/addresses';
import { auditRoutes } from '../modules/audit';
import { authRoutes } from '../modules/auth';
import { backupRoutes } from '../modules/backups';
import { billingRoutes } from '../modules/billing';
import { boardRoutes } from '../modules/board';
import { catalogRoutes } from '../modules/catalog';
import { customsRoutes } from '../modules/customs';
import { expectedParcelRoutes } from '../modules/expected';
import { fileRoutes } from '../modules/files';
import { notificationRoutes } from '../modules/notifications';
import { outOfStateRequestRoutes } from '../modules/out-of-state-requests';
import { parcelRoutes } from '../modules/parcels';
import { purchaseRoutes } from '../modules/purchases';
import { referenceRoutes } from '../modules/reference';
import { shipmentRoutes } from '../modules/shipments';
import { statisticsRoutes } from '../modules/statistics';
import { telegramRoutes } from '../modules/telegram';
import { userRoutes } from '../modules/users';
import { warehouseAddressRoutes } from '../modules/warehouse-addresses';
import { warehouseServiceRoutes } from '../modules/warehouse-services';
import { warehouseRoutes } from '../modules/warehouses';
import type { Services } from './services';

/** Every route: the health check, each module's API, then the web app for every other path. */
export function registerRoutes(
  app: FastifyInstance,
  config: Config,
  services: Services,
  http: {
    ping: Database['ping'];
    fileStorage: FileStorage;
    siteListCache: ResponseCache;
    broadcastListCache: ResponseCache;
  },
): void {
  const { allowedHosts } = config;
  healthRoutes(app, { ping: http.ping });
  fileRoutes(app, { files: services.files, storage: http.fileStorage });
  referenceRoutes(app, { reference: services.reference, allowedHosts });
  authRoutes(app, services);
  userRoutes(app, services);
  catalogRoutes(app, { catalog: services.catalog, allowedHosts, siteListCache: http.siteListCache });
  warehouseRoutes(app, services);
  addressRoutes(app, services);
  parcelRoutes(app, services);
  notificationRoutes(app, {
    notifications: services.notifications,
    allowedHosts,
    broadcastListCache: http.broadcastListCache,
  });
  expectedParcelRoutes(app, services);
  customsRoutes(app, services);
  shipmentRoutes(app, services);
  warehouseServiceRoutes(app, services);
  purchaseRoutes(app, services);
  billingRoutes(app, services);
  warehouseAddressRoutes(app, services);
  boardRoutes(app, services);
  statisticsRoutes(app, services);
  outOfStateRequestRoutes(app, services);
  backupRoutes(app, services);
  auditRoutes(app, services);
  telegramRoutes(app, services);

  registerWebApp(app, config.webDistDir, { publicUrl: config.publicUrl, allowedHosts });
}
