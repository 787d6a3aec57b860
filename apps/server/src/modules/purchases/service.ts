import {
  DEFAULT_LANGUAGE,
  isPurchaseDone,
  PURCHASE_MSG,
  PURCHASE_NOTE,
  type Purchase,
  type PurchaseDetails,
  type PurchaseEvent,
} from '@kerben/domain';
import { conflict } from '../../core/errors';
import { countSubmit, type SubmitLimits } from '../../core/rate-limit';
import { assertSignedIn, notYours, type Viewer } from '../../core/viewer';
import type { DbOrTx } from '../../db/client';
import type { Work } from '../../db/unit-of-work';
import { presentClientName } from '../users';
import { purchaseChanges } from './changes';
import type { PurchaseDeps } from './deps';
import {
  assertCanHandlePurchases,
  canDeletePurchase,
  canMovePurchases,
  canSeePurchase,
  canSeeWhoChanged,
  isSubmitLimited,
} from './policy';
import * as q from './queries';
import type { MyPurchasesQuery, PurchaseCreateBody, PurchaseListQuery, PurchaseUpdateBody } from './schemas';
import type { Notice } from './transitions';

/**
 * Requests a visitor (no account) may send in an hour: per address generously (mobile networks
 * put many people behind one address), per email few (one person's mailbox).
 */
export const PURCHASE_SUBMITS: SubmitLimits = { perAddress: 20, perEmail: 5, windowSeconds: 60 * 60 };

export function createPurchaseService(deps: PurchaseDeps) {
  const { db, unitOfWork, files, urls, notifications } = deps;
  const { addPaymentProof, operate } = purchaseChanges(deps);
  const link = (fileId: number | null) => (fileId ? urls.privateFile(fileId) : null);

  // Answers go only to the owner and admins (or to whoever just sent the request), who may see its files.
  function present({ purchase: p, owner, parcelTrack }: q.PurchaseRow): Purchase {
    return {
      id: p.id,
      full_name: p.fullName,
      url: p.url,
      name_of_purchase: p.name,
      count: p.count,
      email: p.email,
      description: p.description,
      telegram: p.telegram,
      phone_number: p.phoneNumber,
      purchase_image: link(p.imageFileId),
      purchase_image_2: link(p.image2FileId),
      payment_confirmation: link(p.paymentFileId),
      state: p.state,
      status_request: isPurchaseDone(p.state),
      is_paid: p.paidAt !== null,
      goods_price: p.goodsPrice,
      fee: p.fee,
      delivery_price: p.deliveryPrice,
      price: p.price,
      order_number: p.orderNumber,
      cancel_reason: p.cancelReason,
      comment: p.comment,
      parcel: p.parcelId !== null ? { id: p.parcelId, track_number: parcelTrack ?? '' } : null,
      user: owner ? owner.id : null,
      user_detail: owner ? presentClientName(owner) : null,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  }

  const presentEvent =
    (viewer: Viewer) =>
    (row: q.EventRow): PurchaseEvent => ({
      id: row.id,
      state: row.state,
      note: row.note,
      created_at: row.createdAt.toISOString(),
      changed_by:
        canSeeWhoChanged(viewer) && row.changedById !== null
          ? { id: row.changedById, name: `${row.changedByFirstName ?? ''} ${row.changedByLastName ?? ''}`.trim() }
          : null,
      by_customer: row.byCustomer,
    });

  async function found(tx: DbOrTx, id: number): Promise<Purchase> {
    const row = await q.findPurchase(tx, id);
    if (!row) throw notYours(PURCHASE_MSG.notFound);
    return present(row);
  }

  /** The request when the viewer may see it; a stranger hears what nobody would: 404. */
  async function lockedFor(work: Work, viewer: Viewer, id: number): Promise<q.PurchaseRecord> {
    const current = await q.lockPurchase(work.tx, id);
    if (!current || !canSeePurchase(viewer, current)) throw notYours(PURCHASE_MSG.notFound);
    return current;
  }

  return {
    /**
     * POST /api/purchase/add/: anyone; a signed-in person's request is theirs, a visitor's waits for
     * an account with its email. Visitors are counted per address and per email.
     */
    async create(viewer: Viewer, input: PurchaseCreateBody, ip: string): Promise<Purchase> {
      if (isSubmitLimited(viewer)) await countSubmit(deps.submitLimits, ip, input.email);
      const ownerId = viewer.userId;
      return unitOfWork(
        async (before) =>
          [
            await files.prepareImage(before, 'purchase_image', input.purchase_image, { isPublic: false, uploader: viewer }),
            await files.prepareImage(before, 'purchase_image_2', input.purchase_image_2, { isPublic: false, uploader: viewer }),
          ] as const,
        async (work, [prepared, prepared2]) => {
          const image = await files.recordImage(work, prepared, { ownerId });
          const image2 = prepared2 ? await files.recordImage(work, prepared2, { ownerId }) : null;
          const id = await q.insertPurchase(work.tx, {
            userId: ownerId,
            fullName: input.full_name,
            url: input.url,
            name: input.name_of_purchase,
            count: input.count,
            email: input.email,
            description: input.description,
            telegram: input.telegram ?? '',
            phoneNumber: input.phone_number,
            imageFileId: image.id,
            image2FileId: image2?.id ?? null,
          });
          await q.insertEvent(work.tx, {
            purchaseId: id,
            state: 'new',
            note: PURCHASE_NOTE.submitted,
            changedBy: ownerId,
            byCustomer: true,
          });
          return found(work.tx, id);
        },
      );
    },

    /** A customer's own requests, newest first. */
    listMine(viewer: Viewer, query: MyPurchasesQuery) {
      const { userId } = assertSignedIn(viewer);
      return q.listPurchases(db, { userId }, query, present);
    },

    /** Everyone's, with the operators' filters. */
    list(viewer: Viewer, query: PurchaseListQuery) {
      assertCanHandlePurchases(viewer);
      return q.listPurchases(
        db,
        {
          name: query.name,
          date: query.date ?? undefined,
          priceMin: query.price_min ?? undefined,
          priceMax: query.price_max ?? undefined,
          states: query.state ? [query.state] : undefined,
          paid: query.paid,
        },
        query,
        present,
      );
    },

    /** One request with its history (the owner and admins). */
    async get(viewer: Viewer, id: number): Promise<PurchaseDetails> {
      assertSignedIn(viewer);
      const row = await q.findPurchase(db, id);
      if (!row || !canSeePurchase(viewer, row.purchase)) throw notYours(PURCHASE_MSG.notFound);
      return { ...present(row), history: (await q.listEvents(db, id)).map(presentEvent(viewer)) };
    },

    /** Admins change anything along the lifecycle; the owner only adds the payment confirmation. */
    async update(viewer: Viewer, id: number, input: PurchaseUpdateBody): Promise<Purchase> {
      assertSignedIn(viewer);
      return unitOfWork(
        (before) =>
          files.prepareImage(before, 'payment_confirmation', input.payment_confirmation, { isPublic: false, uploader: viewer }),
        async (work, proof) => {
          const current = await lockedFor(work, viewer, id);
          let notice: Notice | null = null;
          if (canMovePurchases(viewer)) notice = await operate(work, assertCanHandlePurchases(viewer), current, input, proof);
          else await addPaymentProof(work, viewer, current, input, proof);
          const row = await q.findPurchase(work.tx, id);
          if (!row) throw notYours(PURCHASE_MSG.notFound);
          // The owner's news: in the app for an account, by mail to the account's (or the visitor's) email.
          if (notice) {
            await notifications.notifyPurchase(work, {
              userId: current.userId,
              email: row.owner?.email ?? current.email,
              language: row.owner?.language ?? DEFAULT_LANGUAGE,
              text: notice,
            });
          }
          return present(row);
        },
      );
    },

    /** The owner withdraws an unanswered request; admins delete any. The files go after the commit. */
    async remove(viewer: Viewer, id: number): Promise<void> {
      assertSignedIn(viewer);
      await unitOfWork(async (work) => {
        const current = await lockedFor(work, viewer, id);
        if (!canDeletePurchase(viewer, current.state)) throw conflict(PURCHASE_MSG.deleteOnlyNew);
        await q.deletePurchase(work.tx, id);
        await files.discard(work, [current.imageFileId, current.image2FileId, current.paymentFileId]);
      });
    },

    /**
     * An account proved it owns an email (activation): the visitor's requests sent with it become
     * the account's, with their files. Runs inside the activation's transaction.
     */
    async claimForAccount(tx: DbOrTx, user: { id: number; email: string }): Promise<void> {
      const fileIds = await q.claimVisitorRequests(tx, user);
      await files.setOwner(tx, fileIds, user.id);
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
