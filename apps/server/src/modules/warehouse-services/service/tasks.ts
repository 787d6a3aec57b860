import { CONSOLIDATION_MSG, PARCEL_STATUS, SERVICE_MSG, SERVICE_NOTICE, type ServiceOrder } from '@kerben/domain';
import { conflict, fieldError } from '../../../core/errors';
import { notYours, type SignedInViewer, type Viewer } from '../../../core/viewer';
import type { Work } from '../../../db/unit-of-work';
import type { PreparedImage } from '../../files';
import { assertCanFinishTask, assertCanWorkOnTasks } from '../policy';
import * as q from '../queries';
import type { TaskUpdateBody } from '../schemas';
import type { WarehouseParts } from './parts';

/** The order a move names, locked, with the checks every move shares: one that is still open. */
export async function openTask(
  work: Work,
  id: number,
  message: string = SERVICE_MSG.notFound,
  kind?: 'consolidation',
): Promise<q.OrderRecord> {
  const order = await q.lockOrder(work.tx, id);
  if (!order || (kind && order.kind !== kind)) throw notYours(message);
  if (order.status !== 'ordered' && order.status !== 'in_work') throw conflict(SERVICE_MSG.closed(order.status));
  return order;
}

/** A task in work, by the operator who took it (or an admin): finishing or declining it. */
export async function workedOnBy(work: Work, operator: SignedInViewer, order: q.OrderRecord): Promise<void> {
  if (order.status !== 'in_work') throw conflict(SERVICE_MSG.notTaken);
  assertCanFinishTask(operator, order, await q.nameOf(work.tx, order.takenBy));
}

/** «Задания склада»: an operator takes a task, finishes it with its result, or declines it with a reason. */
export function taskWork(parts: WarehouseParts) {
  const { unitOfWork, files, parcels, money, one, tell } = parts;

  /** Taken by one operator only: a second one (at the same moment too) is told who has it. */
  async function take(work: Work, operator: SignedInViewer, order: q.OrderRecord): Promise<void> {
    if (order.status === 'in_work') {
      if (order.takenBy === operator.userId) return;
      throw conflict(SERVICE_MSG.alreadyInWork(await q.nameOf(work.tx, order.takenBy)));
    }
    if (!(await q.takeOrder(work.tx, order.id, operator.userId))) {
      throw conflict(SERVICE_MSG.alreadyInWork(await q.nameOf(work.tx, (await q.lockOrder(work.tx, order.id))?.takenBy ?? null)));
    }
  }

  /**
   * Done: the photos and the note kept, a new weight given to the parcel (its delivery follows),
   * the price charged; a return leaves the warehouse (its delivery not charged, what it owes
   * invoiced). The customer is told.
   */
  async function finish(
    work: Work,
    viewer: Viewer,
    operator: SignedInViewer,
    order: q.OrderRecord,
    input: TaskUpdateBody,
    photos: PreparedImage[],
  ): Promise<void> {
    if (order.kind === 'consolidation') throw fieldError('status', SERVICE_MSG.consolidationCompletes);
    await workedOnBy(work, operator, order);
    if (order.kind === 'photo' && photos.length === 0) throw fieldError('photos', SERVICE_MSG.photosRequired);
    const parcelId = order.parcelId ?? 0;
    const [parcel] = await q.lockParcelFacts(work.tx, [parcelId]);
    if (!parcel) throw notYours(SERVICE_MSG.notFound);
    if (parcel.statusId !== PARCEL_STATUS.received) throw conflict(SERVICE_MSG.parcelLeft(parcel.statusName));
    const stored = [];
    for (const photo of photos) stored.push(await files.recordImage(work, photo, { ownerId: order.userId }));
    await q.insertPhotos(
      work.tx,
      order.id,
      stored.map((file) => file.id),
    );
    if (input.weight !== undefined) await parcels.reweighIn(work, viewer, parcelId, input.weight);
    await money.serviceDone(
      work,
      { orderId: order.id, parcelId, service: order.kind, purpose: 'service', amountCents: order.priceCents ?? 0 },
      operator.userId,
    );
    if (order.kind === 'return') {
      await q.cancelInsurance(work.tx, parcelId);
      await parcels.returnIn(work, viewer, parcelId);
    }
    await q.updateOrder(work.tx, order.id, {
      status: 'done',
      note: input.note ?? '',
      resultWeight: input.weight ?? null,
      completedBy: operator.userId,
      completedAt: new Date(),
    });
    await tell(work, order, parcelId, () => SERVICE_NOTICE.done(order.kind, parcel.name, input.note ?? ''));
  }

  return {
    async move(viewer: Viewer, id: number, input: TaskUpdateBody): Promise<ServiceOrder> {
      const operator = assertCanWorkOnTasks(viewer);
      if (input.photos && input.status !== 'done') throw fieldError('photos', SERVICE_MSG.photosOnlyWhenDone);
      return unitOfWork(
        async (before) => {
          const prepared: PreparedImage[] = [];
          for (const photo of input.photos ?? []) {
            prepared.push(await files.prepareImage(before, 'photos', photo, { isPublic: false, uploader: viewer }));
          }
          return prepared;
        },
        async (work, photos) => {
          const order = await openTask(work, id);
          if (order.kind === 'insurance') throw conflict(SERVICE_MSG.insuranceNotATask);
          if (input.status === 'in_work') await take(work, operator, order);
          else if (input.status === 'done') await finish(work, viewer, operator, order, input, photos);
          else {
            if (order.status === 'in_work') await workedOnBy(work, operator, order);
            const reason = input.reason ?? '';
            await q.updateOrder(work.tx, order.id, {
              status: 'declined',
              reason,
              note: input.note ?? '',
              completedBy: operator.userId,
              completedAt: new Date(),
            });
            if (order.kind === 'consolidation') await q.closeChildren(work.tx, order.id);
            const children = order.kind === 'consolidation' ? await q.childrenOfOrder(work.tx, order.id) : [];
            const parcelId = order.parcelId ?? children[0]?.parcelId;
            if (parcelId !== undefined) {
              const [parcel] = await q.lockParcelFacts(work.tx, [parcelId]);
              const named = order.kind === 'consolidation' ? CONSOLIDATION_MSG.boxName(children.length) : (parcel?.name ?? '');
              await tell(work, order, parcelId, () => SERVICE_NOTICE.declined(order.kind, named, reason));
            }
          }
          return one(work.tx, viewer, id);
        },
      );
    },
  };
}
