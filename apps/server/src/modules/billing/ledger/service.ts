import {
  type Balance,
  convertMinor,
  entryDescription,
  LEDGER_MSG,
  type LedgerEntry,
  type ledgerAdjustmentSchema,
  normalizeRate,
  PARCEL_STATUS,
  usd,
} from '@kerben/domain';
import type { z } from 'zod';
import { fieldError, forbidden } from '../../../core/errors';
import { assertSignedIn, type Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import { accounts } from '../../users';
import { type BillingDeps, todayOf } from '../deps';
import type { HandoverCodes } from '../desk/codes';
import type { Invoicing } from '../invoices/issuing';
import * as invoices from '../invoices/queries';
import type { RateService } from '../rates/service';
import type { LedgerQuery } from '../schemas';

type AdjustmentInput = z.output<typeof ledgerAdjustmentSchema>;

import { accountFor, canAdjustLedger, canReadAccount, canSeeHandoverCode, canSeeWhoPosted, isMoneyAccount } from './policy';
import type { Posting } from './posting';
import * as q from './queries';

/** What a customer owes now: open invoices, and charges no invoice asks for yet (cents, positive). */
export async function owedBy(db: DbOrTx, userId: number): Promise<number> {
  return (await q.accountOf(db, userId)).owed;
}

/** The customer's balance, what they owe, and what their parcels at the pickup point owe; the ledger list. */
export function createLedgerService(
  deps: BillingDeps,
  parts: { rates: RateService; codes: HandoverCodes; posting: Posting; invoicing: Invoicing },
) {
  const { db, unitOfWork } = deps;
  const { rates, codes, posting, invoicing } = parts;

  /** Whose account: the viewer's own, or (staff) the one named; one the viewer may not read is a 400 on `user`. */
  async function account(viewer: Viewer, requested?: number): Promise<number> {
    const reader = assertSignedIn(viewer);
    const owner = accountFor(reader, requested);
    if (owner === reader.userId) return owner;
    const role = await accounts.roleOf(db, owner);
    if (role === undefined || !canReadAccount(reader, owner, role)) throw fieldError('user', LEDGER_MSG.userNotFound);
    return owner;
  }

  function present(viewer: Viewer, row: q.EntryListRow): LedgerEntry {
    const e = row.entry;
    return {
      id: e.id,
      kind: e.kind,
      purpose: e.purpose,
      amount: usd(e.amountUsdCents),
      received:
        e.amountMinor !== null && e.currency !== null
          ? { amount: e.amountMinor, currency: e.currency as LedgerEntry['amount']['currency'] }
          : null,
      rate: e.rate === null ? null : normalizeRate(e.rate),
      description: entryDescription(e),
      parcel:
        e.parcelId !== null && row.parcelName !== null
          ? { id: e.parcelId, name: row.parcelName, track_number: row.parcelTrack ?? '' }
          : null,
      purchase: e.purchaseId,
      invoice: row.invoiceId !== null && row.invoiceNumber !== null ? { id: row.invoiceId, number: row.invoiceNumber } : null,
      payment: e.paymentId !== null && row.paymentMethod !== null ? { id: e.paymentId, method: row.paymentMethod } : null,
      reason: e.reason,
      posted_by: canSeeWhoPosted(viewer) && e.postedBy !== null ? { id: e.postedBy, name: row.postedByName ?? '' } : null,
      created_at: e.createdAt.toISOString(),
    };
  }

  return {
    account,

    async balance(viewer: Viewer, requested?: number): Promise<Balance> {
      const userId = await account(viewer, requested);
      const rate = await rates.on(db, todayOf(deps));
      const kgs = (cents: number) => ({ amount: convertMinor(cents, 'USD', 'KGS', rate.usdKgs), currency: 'KGS' as const });
      const open = Math.max(0, await owedBy(db, userId));
      const waiting = await q.parcelsAtPickup(db, userId);
      const openInvoices = await invoices.openInvoicesOfParcels(
        db,
        waiting.map((parcel) => parcel.id),
      );
      const pickup = [];
      for (const parcel of waiting) {
        const invoice = openInvoices.find((row) => row.parcelId === parcel.id);
        const due = Math.max(0, (invoice?.totalUsdCents ?? 0) + (await posting.storageAccrued(db, parcel)));
        pickup.push({
          parcel: { id: parcel.id, name: parcel.name, track_number: parcel.trackNumber },
          invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
          due: usd(due),
          due_kgs: kgs(due),
        });
      }
      const code = waiting.length > 0 ? await codes.current(db, userId) : undefined;
      return {
        balance: usd(await q.balanceOf(db, userId)),
        open: usd(open),
        open_kgs: kgs(open),
        usd_kgs: rate.usdKgs,
        handover_code: code && canSeeHandoverCode(viewer, userId) ? code.code : null,
        handover_locked_until: code?.lockedUntil?.toISOString() ?? null,
        pickup,
      };
    },

    /**
     * An admin's correction by hand, with the reason: for one of the customer's parcels it joins
     * the parcel's open invoice (at the pickup point, a new one if the last is paid).
     */
    async adjust(viewer: Viewer, input: AdjustmentInput): Promise<LedgerEntry> {
      const actor = assertSignedIn(viewer);
      if (!canAdjustLedger(actor)) throw forbidden();
      return unitOfWork(async ({ tx }) => {
        if (!isMoneyAccount(await accounts.roleOf(tx, input.user))) throw fieldError('user', LEDGER_MSG.userNotFound);
        const [parcel] = input.parcel === undefined ? [] : await q.parcelsForMoney(tx, [input.parcel], { forUpdate: true });
        if (input.parcel !== undefined && parcel?.userId !== input.user) throw fieldError('parcel', LEDGER_MSG.parcelNotTheirs);
        const entry = await q.insertEntry(tx, {
          userId: input.user,
          kind: 'adjustment',
          purpose: input.purpose,
          amountUsdCents: input.amount,
          parcelId: parcel?.id ?? null,
          reason: input.reason,
          postedBy: actor.userId,
        });
        if (!entry) throw new Error('adjustment not posted');
        if (parcel?.statusId === PARCEL_STATUS.atPickupPoint) await invoicing.collect(tx, parcel);
        else if (parcel) await invoicing.joinOpen(tx, parcel.id, [entry]);
        const [row] = await q
          .listEntries(tx, { userId: input.user, id: entry.id }, { page: 1, page_size: 1 }, (listed) => present(viewer, listed))
          .then((page) => page.items);
        if (!row) throw new Error('adjustment not found');
        return row;
      });
    },

    async list(viewer: Viewer, query: LedgerQuery) {
      const userId = await account(viewer, query.user);
      return q.listEntries(db, { userId }, query, (row) => present(viewer, row));
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
