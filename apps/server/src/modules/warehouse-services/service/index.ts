import { consolidating } from './consolidations';
import { serviceOrdering } from './orders';
import { type WarehouseServiceDeps, warehouseParts } from './parts';
import { taskWork } from './tasks';

// The warehouse services, one file per job; they share what parts.ts builds once.

export function createWarehouseServices(deps: WarehouseServiceDeps) {
  const parts = warehouseParts(deps);
  return {
    ...serviceOrdering(parts),
    ...taskWork(parts),
    consolidations: consolidating(parts),
  };
}

export type WarehouseServices = ReturnType<typeof createWarehouseServices>;
export type { WarehouseServiceDeps };
