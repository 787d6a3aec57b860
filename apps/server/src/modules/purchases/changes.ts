import { companyDate, PAID_STATES, PURCHASE_EVENT_TEXT, PURCHASE_MSG, PURCHASE_NOTE, type PurchaseState } from '@kerben/domain';
import { systemClock } from '../../core/clock';
import { conflict, fieldError, forbidden } from '../../core/errors';
import type { Viewer } from '../../core/viewer';
import type { Work } from '../../db/unit-of-work';
import type { PreparedImage } from '../files';
import type { PurchaseDeps } from './deps';
import * as q from './queries';
import type { PurchaseUpdateBody } from './schemas';
import { enter, moveOf, type Notice, withOlderClientFields } from './transitions';

/** The changes of a request along its lifecycle: an operator's move, the owner's payment confirmation, and the money they post. */
export function purchaseChanges(deps: Pick<PurchaseDeps, 'files' | 'tariffs' | 'money' | 'clock'>) {
  const { files, clock = systemClock } = deps;

  /** The owner's upload: the payment confirmation of a quoted request, which stays quoted until an admin confirms it. */
  async function addPaymentProof(
    work: Work,
    viewer: Viewer,
    current: q.PurchaseRecord,
    input: PurchaseUpdateBody,
    proof: PreparedImage | undefined,
  ) {
    const { payment_confirmation: _given, ...rest } = input;
    if (Object.values(rest).some((value) => value !== undefined)) throw forbidden(PURCHASE_MSG.ownerMayOnlyPay);
    if (!proof) throw fieldError('payment_confirmation', PURCHASE_MSG.paymentRequired);
    if (current.state !== 'quoted') throw conflict(PURCHASE_MSG.paymentOnlyWhenQuoted);
    const file = await files.replace(work, proof, current.paymentFileId, { ownerId: current.userId });
    await q.updatePurchase(work.tx, current.id, { paymentFileId: file.fileId });
    await file.discardOld();
    await q.insertEvent(work.tx, {
      purchaseId: current.id,
      state: current.state,
      note: PURCHASE_NOTE.paymentUploaded,
      changedBy: viewer.userId,
      byCustomer: true,
    });
  }

  /**
   * Money of the move: confirmed paid, the goods and the commission are charged and paid by the
   * transfer; cancelled once paid, those charges are reversed (the money is given back at the desk).
   */
  async function postMoney(
    work: Work,
    operator: { userId: number },
    before: q.PurchaseRecord,
    target: PurchaseState | undefined,
  ) {
    const cancelsPaid = target === 'cancelled' && PAID_STATES.includes(before.state);
    if (target !== 'paid' && !cancelsPaid) return;
    const after = await q.lockPurchase(work.tx, before.id);
    if (!after) return;
    if (cancelsPaid) {
      await deps.money.cancelled(work, after, after.cancelReason, operator.userId);
      return;
    }
    // The commission the quote charged, as a share of the goods (the tariff may have changed since).
    const commissionBp = after.goodsPrice ? Math.round(((after.fee ?? 0) / after.goodsPrice) * 10_000) : 0;
    await deps.money.paid(work, { ...after, commissionBp }, operator.userId);
  }

  /**
   * An operator's change: a move into the state its form asks for, as transitions.ts says, a
   * payment confirmation, a comment. Each is written to the history; the answer is what the owner
   * is to be told (once), if anything.
   */
  async function operate(
    work: Work,
    operator: { userId: number },
    current: q.PurchaseRecord,
    input: PurchaseUpdateBody,
    preparedProof: PreparedImage | undefined,
  ): Promise<Notice | null> {
    input = withOlderClientFields(current, input);
    const { target, entering } = moveOf(current, input);
    const today = companyDate(clock());
    const commissionBp = (await deps.tariffs.inForce(work.tx, today)).terms.services.buyout_commission_bp;
    const entered = entering ? await enter(entering, { tx: work.tx, current, input, commissionBp }) : undefined;
    const changes: Partial<q.PurchaseValues> = { ...entered?.changes };
    let note = entered?.note ?? '';
    let notice = entered?.tells ?? null;

    const comment = input.comment !== undefined && input.comment !== current.comment ? input.comment : undefined;
    if (comment !== undefined) changes.comment = comment;
    if (comment) {
      note = [note, PURCHASE_NOTE.comment(comment)].filter(Boolean).join('. ');
      const told = notice;
      notice = told
        ? () => {
            const text = told();
            return { ...text, description: `${text.description}\n\n${PURCHASE_NOTE.comment(comment)}` };
          }
        : () => PURCHASE_EVENT_TEXT.commented(current.name, comment);
    }

    const proof = preparedProof
      ? await files.replace(work, preparedProof, current.paymentFileId, { ownerId: current.userId })
      : undefined;
    if (proof) {
      changes.paymentFileId = proof.fileId;
      note = [note, PURCHASE_NOTE.paymentUploaded].filter(Boolean).join('. ');
    }
    if (target) changes.state = target;

    await q.updatePurchase(work.tx, current.id, changes);
    await proof?.discardOld();
    await postMoney(work, operator, current, target);
    if (target || note) {
      await q.insertEvent(work.tx, {
        purchaseId: current.id,
        state: target ?? current.state,
        note,
        changedBy: operator.userId,
        byCustomer: false,
      });
    }
    return notice;
  }

  return { addPaymentProof, operate };
}
