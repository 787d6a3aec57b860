import {
  DESK_MSG,
  type deskHandoverSchema,
  formatMoney,
  PARCEL_MSG,
  PARCEL_STATUS,
  PICKUP_TEXT,
  usd,
  withLanguage,
} from '@kerben/domain';
import type { z } from 'zod';
import { conflict, fieldError, forbidden, tooManyAttempts } from '../../../../core/errors';
import { consumeOrRefuse } from '../../../../core/rate-limit';
import { notYours, type Viewer } from '../../../../core/viewer';
import { recordAction } from '../../../../db/audit';
import { enqueueMail } from '../../../../mail';
import * as invoices from '../../invoices/queries';
import * as ledger from '../../ledger/queries';
import { HANDOVER_LOCK_MINUTES } from '../codes';
import { assertCanWorkAtDesk, canOverrideHandover, canResendHandoverCode } from '../policy';
import { type DeskParts, statusNamed } from './parts';

type HandoverInput = z.output<typeof deskHandoverSchema>;

/** Parcels handed over against the client's code (or an admin's override), and the code sent again. */
export function deskHandover(parts: DeskParts) {
  const { db, unitOfWork, posting, codes, postStorage } = parts;

  return {
    /**
     * Hands one client's parcels at the pickup point over: to whom and on which document, with the
     * client's code or an admin's reason. Refused with an invoice unpaid (or storage accrued
     * unpaid) unless an admin overrides; a wrong code counts (five lock it for 15 minutes), and the
     * count is kept although the handover is refused.
     */
    async handOver(viewer: Viewer, input: HandoverInput) {
      const operator = assertCanWorkAtDesk(viewer);
      const override = input.override_reason ? input.override_reason : undefined;
      if (override !== undefined && !canOverrideHandover(viewer)) throw forbidden(DESK_MSG.overrideAdminOnly);
      const outcome = await unitOfWork(async (work) => {
        const { tx } = work;
        const parcels = await ledger.parcelsForMoney(tx, input.parcels, { forUpdate: true });
        const missing = input.parcels.filter((id) => !parcels.some((parcel) => parcel.id === id));
        if (missing.length > 0) throw fieldError('parcels', DESK_MSG.parcelsMissing(missing));
        const userId = parcels[0]?.userId as number;
        if (parcels.some((parcel) => parcel.userId !== userId)) throw fieldError('parcels', DESK_MSG.parcelsOfOneClient);
        const away = parcels.find((parcel) => parcel.statusId !== PARCEL_STATUS.atPickupPoint);
        if (away) throw conflict(DESK_MSG.notAtPickup(away.name));

        const open = await invoices.openInvoicesOfParcels(tx, input.parcels);
        let accrued = 0;
        for (const parcel of parcels) accrued += await posting.storageAccrued(tx, parcel);
        if (override === undefined && open.length > 0) throw conflict(DESK_MSG.unpaid(open.map((invoice) => invoice.number)));
        if (override === undefined && accrued > 0) throw conflict(DESK_MSG.storageUnpaid(formatMoney(usd(accrued))));
        if (override === undefined) {
          const check = await codes.check(tx, userId, input.code ?? '');
          if (check !== 'ok') return { refused: check } as const;
        }
        await postStorage(tx, parcels, operator.userId);
        const handover = {
          recipient_name: input.recipient_name,
          document: input.document,
          by: override === undefined ? ('code' as const) : ('override' as const),
          override_reason: override ?? null,
        };
        await parts.setParcelStatus(work, viewer, input.parcels, PARCEL_STATUS.delivered, { handover });
        for (const parcel of parcels) {
          await recordAction(tx, { action: 'parcel.handover', entity: 'parcel', entityId: parcel.id, after: handover });
        }
        // Nothing left waiting: the next arrival gets a new code.
        if ((await ledger.parcelsAtPickup(tx, userId)).length === 0) await codes.retire(tx, userId);
        return { parcels, by: handover.by };
      });
      if ('refused' in outcome) {
        if (outcome.refused === 'locked') throw tooManyAttempts(HANDOVER_LOCK_MINUTES * 60_000, DESK_MSG.codeLocked);
        throw fieldError('code', outcome.refused === 'none' ? DESK_MSG.codeNone : DESK_MSG.codeWrong);
      }
      return {
        parcels: outcome.parcels.map((parcel) => ({
          id: parcel.id,
          name: parcel.name,
          track_number: parcel.trackNumber,
          status: statusNamed(PARCEL_STATUS.delivered),
        })),
        by: outcome.by,
      };
    },

    /** A new handover code for the owner of a parcel at the pickup point, mailed (and shown on their page). */
    async resendCode(viewer: Viewer, parcelId: number): Promise<{ detail: string }> {
      const [parcel] = await ledger.parcelsForMoney(db, [parcelId]);
      if (!parcel || !canResendHandoverCode(viewer, parcel.userId)) throw notYours(PARCEL_MSG.notFound);
      if (parcel.statusId !== PARCEL_STATUS.atPickupPoint) throw conflict(DESK_MSG.noCodeToSend);
      await consumeOrRefuse(parts.handoverResends, String(parcel.userId), DESK_MSG.tooManyResends);
      await unitOfWork(async ({ tx }) => {
        const code = await codes.renew(tx, parcel.userId);
        const waiting = await ledger.parcelsAtPickup(tx, parcel.userId);
        const open = await invoices.openInvoicesOfParcels(
          tx,
          waiting.map((row) => row.id),
        );
        const owner = (await ledger.mailboxesOf(tx, [parcel.userId])).get(parcel.userId);
        const list = waiting.map((row) => ({
          name: row.name,
          dueUsdCents: Math.max(0, open.find((invoice) => invoice.parcelId === row.id)?.totalUsdCents ?? 0),
        }));
        // In the owner's language: the desk's operator asked for it.
        if (owner) {
          const mail = withLanguage(owner.language, () => PICKUP_TEXT.codeMail(code, list, parts.notifications.userAreaUrl));
          await enqueueMail(tx, { to: owner.email, ...mail });
        }
        await recordAction(tx, { action: 'handover_code.resend', entity: 'handover_code', entityId: parcel.userId });
      });
      return { detail: DESK_MSG.codeSent };
    },
  };
}
