import { parcelBulkChanges } from './bulk';
import { parcelWarehouseFlows } from './combine';
import { type ParcelDeps, parcelParts } from './parts';
import { parcelReading } from './reading';
import { parcelReceiving } from './receive';
import { parcelTracking } from './tracking';
import { parcelUpdating } from './update';

// The parcel service, one file per job; they share what parts.ts builds once.

export function createParcelService(deps: ParcelDeps) {
  const parts = parcelParts(deps);
  const receiving = parcelReceiving(parts);
  return {
    ...parcelReading(parts),
    ...parcelTracking(parts),
    ...receiving,
    ...parcelWarehouseFlows(parts, receiving.receiveQuietly),
    ...parcelUpdating(parts),
    ...parcelBulkChanges(parts),
  };
}

export type ParcelService = ReturnType<typeof createParcelService>;
