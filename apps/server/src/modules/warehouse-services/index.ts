import type { DbOrTx } from '../../db/client';
import { openTasksOf } from './queries';

export { warehouseServiceRoutes } from './routes';
export { createWarehouseServices, type WarehouseServiceDeps, type WarehouseServices } from './service';

/** What other modules ask about the warehouse's work on parcels, inside their own transaction. */
export const warehouseTasks = {
  /**
   * The tasks still open on each of these parcels (orders the warehouse has to do, a consolidation
   * they wait for): a shipment holds such a parcel back.
   */
  openOf: (tx: DbOrTx, parcelIds: number[]) => openTasksOf(tx, parcelIds),
};
