import { idField, MSG, PARCEL_MSG, SHIPMENT_MSG, SHIPMENT_STATUSES, SHIPMENTS_PAGE_SIZE } from '@kerben/domain';
import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { idParams, optionalFilter } from '../../http/params';

// The list's query and the removal's path; the bodies are the domain's (packages/domain shipments.ts).

/** GET /api/shipments/: newest first, by status and by warehouse. */
export const shipmentListQuery = paginationQuery(SHIPMENTS_PAGE_SIZE).extend({
  status: optionalFilter(z.enum(SHIPMENT_STATUSES, { error: () => SHIPMENT_MSG.statusInvalid })),
  warehouse: optionalFilter(idField(() => PARCEL_MSG.filterInvalid)),
});
export type ShipmentListQuery = z.output<typeof shipmentListQuery>;

/** DELETE /api/shipments/{id}/parcels/{parcel_id}/. */
export const shipmentParcelParams = idParams.extend({ parcel_id: idField(() => MSG.idInvalid) });
