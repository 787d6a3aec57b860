import {
  CONSOLIDATION_MSG,
  declaredValueUsd,
  PARCEL_MSG,
  PARCEL_STATUS,
  parcelStatusName,
  SERVICE_MSG,
  type ServiceOrder,
  servicePrice,
  type TaskKind,
} from '@kerben/domain';
import { conflict, fieldError } from '../../../core/errors';
import { notYours, type Viewer } from '../../../core/viewer';
import { isUniqueViolation } from '../../../db/errors';
import type { ListPage } from '../../../db/list';
import type { Work } from '../../../db/unit-of-work';
import { assertCanReachParcelOf, listedOwnerFor } from '../policy';
import * as q from '../queries';
import type { ServiceOrderBody, TaskListQuery } from '../schemas';
import type { WarehouseParts } from './parts';

/** A second order of a kind that is still open on the parcel (the database's unique index). */
const alreadyOrdered = (kind: TaskKind) => (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(SERVICE_MSG.alreadyOrdered(kind));
  throw error;
};

/** What a customer orders, cancels and reads; insurance charged as the parcel ships. */
export function serviceOrdering(parts: WarehouseParts) {
  const { db, unitOfWork, files, tariffs, money, today, page, one } = parts;

  return {
    /**
     * A service on a parcel waiting at a warehouse, not in a shipment or a consolidation, not
     * ordered already; priced by today's tariff (a quality check where its country has a price,
     * insurance by the declared value). A return brings the shop's prepaid label, kept private.
     */
    async order(viewer: Viewer, parcelId: number, input: ServiceOrderBody): Promise<ServiceOrder> {
      // Whose parcel first (a stranger learns nothing, not even that a label was wrong), then the label.
      assertCanReachParcelOf(viewer, (await q.parcelOwner(db, parcelId)) ?? -1, PARCEL_MSG.notFound);
      if (input.service === 'return' && !input.label) throw fieldError('label', SERVICE_MSG.labelRequired);
      if (input.service !== 'return' && input.label) throw fieldError('label', SERVICE_MSG.labelOnlyForReturn);
      return unitOfWork(
        (before) => files.prepareImage(before, 'label', input.label, { isPublic: false, uploader: viewer }),
        async (work, label) => {
          const [parcel] = await q.lockParcelFacts(work.tx, [parcelId]);
          if (!parcel) throw notYours(PARCEL_MSG.notFound);
          assertCanReachParcelOf(viewer, parcel.userId, PARCEL_MSG.notFound);
          if (parcel.statusId !== PARCEL_STATUS.received)
            throw conflict(SERVICE_MSG.parcelNotWaiting(parcelStatusName(parcel.statusId, parcel.statusName)));
          if (parcel.openShipmentNumber !== null) throw conflict(SERVICE_MSG.parcelInShipment(parcel.openShipmentNumber));
          const open = (await q.openTasksOf(work.tx, [parcelId], { withInsurance: true })).get(parcelId) ?? [];
          if (open.includes('consolidation')) throw conflict(SERVICE_MSG.parcelInConsolidation);
          if (open.includes(input.service)) throw conflict(SERVICE_MSG.alreadyOrdered(input.service));
          const tariff = await tariffs.inForce(work.tx, today());
          const price = servicePrice(tariff.terms, input.service, parcel);
          if (price === undefined) {
            throw fieldError(
              'service',
              input.service === 'insurance' ? SERVICE_MSG.insuranceNoValue : SERVICE_MSG.notOffered(input.service),
            );
          }
          const stored = label ? await files.recordImage(work, label, { ownerId: parcel.userId }) : undefined;
          const id = await q
            .insertOrder(work.tx, {
              kind: input.service,
              userId: parcel.userId,
              warehouseId: parcel.warehouseId,
              parcelId,
              // Insurance keeps the value it covers: the declaration may change, the price does not.
              options:
                input.service === 'insurance'
                  ? { ...input.options, declared_value_cents: Math.round(declaredValueUsd(parcel.items) * 100) }
                  : input.options,
              priceCents: price,
              tariffVersionId: tariff.id,
              labelFileId: stored?.id ?? null,
            })
            .catch(alreadyOrdered(input.service));
          return one(work.tx, viewer, id);
        },
      );
    },

    /**
     * The customer (or the staff for them) cancels an order, or a consolidation, the warehouse has
     * not started: it costs nothing. `consolidation`: the route names one (another order is 404 there).
     */
    async cancel(viewer: Viewer, id: number, { consolidation = false } = {}): Promise<ServiceOrder> {
      const notFound = consolidation ? CONSOLIDATION_MSG.notConsolidation : SERVICE_MSG.notFound;
      return unitOfWork(async (work) => {
        const order = await q.lockOrder(work.tx, id);
        if (!order || (consolidation && order.kind !== 'consolidation')) throw notYours(notFound);
        assertCanReachParcelOf(viewer, order.userId, notFound);
        if (order.status === 'in_work') {
          throw conflict(order.kind === 'consolidation' ? CONSOLIDATION_MSG.cancelTooLate : SERVICE_MSG.cancelTooLate);
        }
        if (order.status !== 'ordered') throw conflict(SERVICE_MSG.closed(order.status));
        await q.updateOrder(work.tx, id, { status: 'cancelled' });
        if (order.kind === 'consolidation') await q.closeChildren(work.tx, id);
        return one(work.tx, viewer, id);
      });
    },

    /**
     * A customer's own orders, newest first; the staff's everyone's (or one customer's), and with
     * `status=open` the warehouse's tasks, oldest first.
     */
    list(viewer: Viewer, query: TaskListQuery, only?: TaskKind[]): Promise<ListPage<ServiceOrder>> {
      const userId = listedOwnerFor(viewer, query.user);
      return page(
        db,
        viewer,
        {
          userId,
          id: query.id,
          status: query.status,
          kinds: only ?? query.service,
          warehouseId: query.warehouse,
          parcelId: query.parcel,
        },
        query,
      );
    },

    /**
     * Parcels that got a status, in that change's unit of work: those leaving for their destination
     * (in transit) are charged the insurance ordered on them, at its price when ordered.
     */
    async statusChanged(work: Work, ids: number[], statusId: number, changedBy: number): Promise<void> {
      if (statusId !== PARCEL_STATUS.inTransit) return;
      for (const order of await q.insuranceDue(work.tx, ids)) {
        if (order.parcelId === null) continue;
        await money.serviceDone(
          work,
          {
            orderId: order.id,
            parcelId: order.parcelId,
            service: order.kind,
            purpose: 'insurance',
            amountCents: order.priceCents ?? 0,
            details: { declared_value_cents: order.options.declared_value_cents },
          },
          changedBy,
        );
        await q.updateOrder(work.tx, order.id, { status: 'done', completedBy: changedBy, completedAt: new Date() });
      }
    },
  };
}
