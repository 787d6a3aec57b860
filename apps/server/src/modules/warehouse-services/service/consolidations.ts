import {
  boxTrackNumber,
  CONSOLIDATION_MSG,
  combinedItems,
  MAX_DECLARED_ITEMS,
  normalizeTrackNumber,
  PARCEL_STATUS,
  SERVICE_NOTICE,
  type ServiceOrder,
  type TaskKind,
} from '@kerben/domain';
import { conflict, fieldError, fieldErrors } from '../../../core/errors';
import { assertSignedIn, type Viewer } from '../../../core/viewer';
import type { Work } from '../../../db/unit-of-work';
import { assertCanWorkOnTasks, canSeeParcelOf } from '../policy';
import * as q from '../queries';
import type { ConsolidationBody, ConsolidationMeasures } from '../schemas';
import type { WarehouseParts } from './parts';
import { openTask, workedOnBy } from './tasks';

const named = (parcel: q.ParcelFacts) => ({ id: parcel.id, name: parcel.name, track_number: parcel.trackNumber });

/**
 * Why these parcels cannot go into one box, if they cannot: they wait at one warehouse for one
 * destination and one address, belong to one customer, are in no shipment, have no open order
 * (their own consolidation aside: `ignore`) and no invoice yet. Every refusal names its parcel.
 */
function refusals(parcels: q.ParcelFacts[], open: Map<number, TaskKind[]>, ignore: TaskKind[] = []): string[] {
  const found: string[] = [];
  const distinct = <T>(pick: (parcel: q.ParcelFacts) => T | null) =>
    new Set(parcels.map(pick).filter((value) => value !== null)).size;
  if (distinct((parcel) => parcel.userId) > 1) found.push(CONSOLIDATION_MSG.otherOwners);
  if (distinct((parcel) => parcel.warehouseId) > 1) found.push(CONSOLIDATION_MSG.otherWarehouses);
  if (new Set(parcels.map((parcel) => parcel.destinationCountryId)).size > 1) found.push(CONSOLIDATION_MSG.otherDestinations);
  if (distinct((parcel) => parcel.addressId) > 1) found.push(CONSOLIDATION_MSG.otherAddresses);
  for (const parcel of parcels) {
    if (parcel.statusId !== PARCEL_STATUS.received) found.push(CONSOLIDATION_MSG.notWaiting(named(parcel), parcel.statusName));
    if (parcel.openShipmentNumber !== null) found.push(CONSOLIDATION_MSG.inShipment(named(parcel), parcel.openShipmentNumber));
    const tasks = (open.get(parcel.id) ?? []).filter((kind) => !ignore.includes(kind));
    if (tasks.length > 0) found.push(CONSOLIDATION_MSG.openOrders(named(parcel), tasks));
    if (parcel.invoiced) found.push(CONSOLIDATION_MSG.invoiced(named(parcel)));
  }
  if (combinedItems(parcels.map((parcel) => parcel.items)).length > MAX_DECLARED_ITEMS)
    found.push(CONSOLIDATION_MSG.tooManyItems);
  return found;
}

/** The consolidation of several parcels into one box: asked by the customer, scanned, weighed and made by the warehouse. */
export function consolidating(parts: WarehouseParts) {
  const { unitOfWork, parcels, one, tell } = parts;

  /** A consolidation the operator works on: its parcels, each scanned or not. */
  async function inWork(work: Work, viewer: Viewer, id: number) {
    const operator = assertCanWorkOnTasks(viewer);
    const order = await openTask(work, id, CONSOLIDATION_MSG.notConsolidation, 'consolidation');
    await workedOnBy(work, operator, order);
    return { order, children: await q.childrenOfOrder(work.tx, id) };
  }

  return {
    /**
     * The customer's request (or the staff's for a customer): two or more of their parcels into
     * one box, which the warehouse then makes. A customer naming a parcel that is not theirs is
     * told it is not found.
     */
    async create(viewer: Viewer, input: ConsolidationBody): Promise<ServiceOrder> {
      assertSignedIn(viewer);
      return unitOfWork(async (work) => {
        const found = await q.lockParcelFacts(work.tx, input.parcel_ids);
        const seen = found.filter((parcel) => canSeeParcelOf(viewer, parcel.userId));
        const missing = input.parcel_ids.filter((id) => !seen.some((parcel) => parcel.id === id));
        if (missing.length > 0) throw fieldErrors({ parcel_ids: missing.map(CONSOLIDATION_MSG.parcelNotFound) });
        const problems = refusals(seen, await q.openTasksOf(work.tx, input.parcel_ids, { withInsurance: true }));
        if (problems.length > 0) throw fieldErrors({ parcel_ids: problems });
        const [first] = seen;
        if (!first) throw fieldError('parcel_ids', CONSOLIDATION_MSG.parcelsRequired);
        const id = await q.insertOrder(work.tx, {
          kind: 'consolidation',
          userId: first.userId,
          warehouseId: first.warehouseId,
          destinationCountryId: first.destinationCountryId,
          options: input.options,
          priceCents: null,
        });
        await q.insertChildren(work.tx, id, input.parcel_ids);
        return one(work.tx, viewer, id);
      });
    },

    /**
     * A parcel scanned into the box: its track number (or, for one without, its number on the
     * label) must be one of the consolidation's; scanned twice is no error.
     */
    async scan(viewer: Viewer, id: number, trackNumber: string): Promise<ServiceOrder> {
      const operator = assertCanWorkOnTasks(viewer);
      return unitOfWork(async (work) => {
        const { children } = await inWork(work, viewer, id);
        const key = normalizeTrackNumber(trackNumber);
        const child = children.find((row) => (row.trackKey ? row.trackKey === key : String(row.parcelId) === key));
        if (!child) throw fieldError('track_number', CONSOLIDATION_MSG.notInConsolidation(trackNumber.trim()));
        await q.markScanned(work.tx, id, child.parcelId, operator.userId);
        return one(work.tx, viewer, id);
      });
    },

    /**
     * Every parcel scanned, the box weighed and measured: the box becomes a parcel of its own and
     * the parcels are «Объединена» (parcels module), the consolidation done, the customer told.
     */
    async complete(viewer: Viewer, id: number, measures: ConsolidationMeasures): Promise<ServiceOrder> {
      const operator = assertCanWorkOnTasks(viewer);
      return unitOfWork(async (work) => {
        const { order, children } = await inWork(work, viewer, id);
        const unscanned = children.filter((row) => row.scannedAt === null);
        if (unscanned.length > 0) {
          const facts = await q.lockParcelFacts(
            work.tx,
            unscanned.map((row) => row.parcelId),
          );
          throw fieldError(
            'track_number',
            CONSOLIDATION_MSG.notScanned(facts.map((parcel) => parcel.trackNumber || `№${parcel.id}`)),
          );
        }
        const childIds = children.map((row) => row.parcelId);
        const facts = await q.lockParcelFacts(work.tx, childIds);
        const problems = refusals(facts, await q.openTasksOf(work.tx, childIds, { withInsurance: true }), ['consolidation']);
        if (problems.length > 0) throw conflict(problems.join('. '));
        const box = await parcels.combineIn(work, viewer, childIds, {
          trackNumber: boxTrackNumber(id),
          weight: measures.weight,
          length: measures.length,
          width: measures.width,
          height: measures.height,
        });
        await q.closeChildren(work.tx, id);
        await q.updateOrder(work.tx, id, {
          status: 'done',
          parcelId: box.id,
          resultWeight: measures.weight,
          completedBy: operator.userId,
          completedAt: new Date(),
        });
        await tell(work, order, box.id, () =>
          SERVICE_NOTICE.combined({ name: box.name, trackNumber: box.track_number }, children.length),
        );
        return one(work.tx, viewer, id);
      });
    },
  };
}
