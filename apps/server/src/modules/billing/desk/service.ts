import {
  type Currency,
  convertMinor,
  DESK_MSG,
  type DeskClient,
  type DeskPayment,
  type DeskReport,
  type deskHandoverSchema,
  type deskLookupQuery,
  type deskPaymentSchema,
  type deskRefundSchema,
  type deskReportQuery,
  formatMoney,
  LEDGER_MSG,
  normalizeRate,
  normalizeTrackNumber,
  PARCEL_MSG,
  PARCEL_STATUS,
  PARCEL_STATUSES,
  PICKUP_TEXT,
  usd,
} from '@kerben/domain';
import type { z } from 'zod';
import { conflict, fieldError, fieldErrors, forbidden, notFound, tooManyAttempts } from '../../../core/errors';
import { consumeOrRefuse } from '../../../core/rate-limit';
import { notYours, signedIn, type Viewer } from '../../../core/viewer';
import { recordAction } from '../../../db/audit';
import type { DbOrTx, Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { enqueueMail } from '../../mail';
import { accounts, clients } from '../../users';
import { type BillingDeps, todayOf } from '../deps';
import type { Invoicing } from '../invoices/issuing';
import * as invoices from '../invoices/queries';
import { recordPayment } from '../ledger/payments';
import { canReadAccount } from '../ledger/policy';
import type { Posting } from '../ledger/posting';
import * as ledger from '../ledger/queries';
import { owedBy } from '../ledger/service';
import { type BillingFile, receiptPdf } from '../pdf';
import type { DayRates, RateService } from '../rates/service';
import { HANDOVER_LOCK_MINUTES, type HandoverCodes } from './codes';
import { deskOperator, overridesHandover, refundsMoney, reportOperator, resendsCode } from './policy';
import * as q from './queries';
import { reportXlsx } from './report';

type PaymentInput = z.output<typeof deskPaymentSchema>;
type HandoverInput = z.output<typeof deskHandoverSchema>;
type LookupInput = z.output<typeof deskLookupQuery>;
type ReportQuery = z.output<typeof deskReportQuery>;
type RefundInput = z.output<typeof deskRefundSchema>;

/** What a payment took, as its answers show it. */
function moneyTaken(payment: ledger.PaymentRow) {
  const money = (amount: number | null) => (amount === null ? null : { amount, currency: payment.currency });
  return {
    method: payment.method,
    amount: { amount: payment.amountMinor, currency: payment.currency },
    tendered: money(payment.tenderedMinor),
    change: money(payment.changeMinor),
    rate: payment.rate === null ? null : normalizeRate(payment.rate),
    amount_usd: usd(payment.amountUsdCents),
  };
}

const statusNamed = (id: number) => ({ id, name: PARCEL_STATUSES.find((status) => status.id === id)?.name ?? '' });

/** The day's rate of a currency against the dollar (null for the dollar itself). */
const rateOf = (rates: DayRates, currency: Currency) =>
  currency === 'KGS' ? rates.usdKgs : currency === 'RUB' ? rates.usdRub : null;
const inCurrency = (cents: number, currency: Currency, rates: DayRates) => {
  const rate = rateOf(rates, currency);
  return rate === null ? cents : convertMinor(cents, 'USD', currency, rate);
};

/**
 * «Выдача»: find a client, take a payment against their invoices (once per idempotency key),
 * hand parcels over against the handover code, send the code again.
 */
export function createDeskService(
  deps: BillingDeps,
  parts: { rates: RateService; posting: Posting; invoicing: Invoicing; codes: HandoverCodes },
) {
  const { db, unitOfWork } = deps;
  const { rates, posting, invoicing, codes } = parts;

  /** What the client may pay with from their account: money in and not yet spoken for (cents). */
  const creditOf = async (tx: DbOrTx, userId: number) => (await ledger.balanceOf(tx, userId)) + (await owedBy(tx, userId));

  async function presentPayment(tx: DbOrTx, payment: ledger.PaymentRow): Promise<DeskPayment> {
    return {
      id: payment.id,
      kind: payment.kind,
      key: payment.key,
      user: payment.userId,
      ...moneyTaken(payment),
      invoices: (await q.invoicesOfPayment(tx, payment.id)).map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        total: usd(invoice.totalUsdCents),
      })),
      created_at: payment.createdAt.toISOString(),
    };
  }

  /** Storage of the parcels' stays to date, on their invoices: charged before money is taken or a parcel leaves. */
  async function postStorage(tx: Tx, parcels: ledger.ParcelMoneyRow[], by: number): Promise<void> {
    for (const parcel of parcels) {
      if ((await posting.storage(tx, parcel, by)).length > 0) await invoicing.collect(tx, parcel);
    }
  }

  /** The client the desk asks about: by client code, or by what a scanner read (a track number, else a client code). */
  async function findClient(query: LookupInput) {
    const byCode = (code: string) => clients.findByCode(db, code.replace(/^#/, '').toUpperCase());
    if (query.code !== undefined) return byCode(query.code);
    const scanned = query.scan ?? '';
    const owner = await q.ownerOfTrack(db, normalizeTrackNumber(scanned));
    if (owner !== undefined) return { id: owner };
    return byCode(scanned);
  }

  /** A repeat with the same key must be for the same invoices. */
  const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

  /**
   * «Касса за день»: a day's payments of one operator (an operator's own; admins anyone's, or all),
   * the totals per method and currency (refunds subtracted), and the dollars they credited, beside
   * the ledger's sum of the same payments (they agree: each payment's money is one ledger entry).
   */
  async function report(viewer: Viewer, query: ReportQuery): Promise<DeskReport> {
    const reader = deskOperator(viewer);
    const operatorId = reportOperator(reader, query.operator);
    const date = query.date ?? todayOf(deps);
    const rows = await q.dayPayments(db, date, operatorId);
    const totals = new Map<string, DeskReport['totals'][number]>();
    // A refund is money that went out: it counts against the day.
    const sign = (payment: ledger.PaymentRow) => (payment.kind === 'refund' ? -1 : 1);
    for (const { payment } of rows) {
      const slot = `${payment.method}:${payment.currency}`;
      const total = totals.get(slot) ?? { method: payment.method, amount: { amount: 0, currency: payment.currency }, count: 0 };
      total.amount.amount += sign(payment) * payment.amountMinor;
      total.count += 1;
      totals.set(slot, total);
    }
    // Money that came in, less what went back: a payment from the account's own credit brings none.
    const brought = rows.filter(({ payment }) => payment.method !== 'balance');
    const name = operatorId === undefined ? undefined : await q.staffName(db, operatorId);
    return {
      date,
      operator: operatorId === undefined ? null : { id: operatorId, name: name ?? '' },
      totals: [...totals.values()],
      total_usd: usd(brought.reduce((sum, { payment }) => sum + sign(payment) * payment.amountUsdCents, 0)),
      ledger_usd: usd(rows.reduce((sum, row) => sum + Number(row.ledgerUsdCents), 0)),
      payments: rows.map(({ payment, client, cashierName, invoices: numbers }) => ({
        id: payment.id,
        kind: payment.kind,
        created_at: payment.createdAt.toISOString(),
        client: { id: client.id, unique_id: client.uniqueId, name: `${client.firstName} ${client.lastName}` },
        operator: payment.operatorId === null ? null : { id: payment.operatorId, name: cashierName ?? '' },
        ...moneyTaken(payment),
        invoices: numbers,
      })),
    };
  }

  return {
    /** A client and their parcels at the pickup point, each with what it owes now (its invoice and the storage accrued). */
    async lookup(viewer: Viewer, query: LookupInput): Promise<DeskClient> {
      deskOperator(viewer);
      const found = await findClient(query);
      const client = found ? await q.clientById(db, found.id) : undefined;
      if (!client) throw notFound(DESK_MSG.clientNotFound);
      const today = await rates.on(db, todayOf(deps));
      const waiting = await ledger.parcelsAtPickup(db, client.id);
      const open = await invoices.openInvoicesOfParcels(
        db,
        waiting.map((parcel) => parcel.id),
      );
      const parcels: DeskClient['parcels'] = [];
      for (const parcel of waiting) {
        const invoice = open.find((row) => row.parcelId === parcel.id);
        const accrued = await posting.storageAccrued(db, parcel);
        const due = Math.max(0, (invoice?.totalUsdCents ?? 0) + accrued);
        parcels.push({
          parcel: { id: parcel.id, name: parcel.name, track_number: parcel.trackNumber },
          status: statusNamed(parcel.statusId),
          invoice: invoice ? { id: invoice.id, number: invoice.number, total: usd(invoice.totalUsdCents) } : null,
          storage_accrued: usd(accrued),
          due: usd(due),
          due_kgs: { amount: inCurrency(due, 'KGS', today), currency: 'KGS' },
        });
      }
      const total = parcels.reduce((sum, row) => sum + row.due.amount, 0);
      const code = await codes.current(db, client.id);
      return {
        client: {
          id: client.id,
          unique_id: client.uniqueId,
          first_name: client.firstName,
          last_name: client.lastName,
          phone_number: client.phoneNumber,
        },
        balance: usd(await ledger.balanceOf(db, client.id)),
        credit: usd(Math.max(0, await creditOf(db, client.id))),
        usd_kgs: today.usdKgs,
        usd_rub: today.usdRub,
        handover_locked_until: code?.lockedUntil?.toISOString() ?? null,
        parcels,
        total_due: usd(total),
        total_due_kgs: { amount: inCurrency(total, 'KGS', today), currency: 'KGS' },
        total_due_rub: { amount: inCurrency(total, 'RUB', today), currency: 'RUB' },
      };
    },

    /**
     * A payment against one client's open invoices, in one transaction: the parcels and invoices
     * locked (in the order every change locks them), storage to date posted onto them, the amount
     * checked in the chosen currency at today's rate (cash may be more: the change is counted),
     * the payment and its ledger entry recorded, the invoices paid. The key makes a repeat (a
     * double click, a retry) answer the payment it made; another payment of a paid invoice is a 409.
     */
    async pay(viewer: Viewer, input: PaymentInput): Promise<DeskPayment> {
      const operator = deskOperator(viewer);
      const attempt = () =>
        unitOfWork(async ({ tx }) => {
          // Parcels first, then invoices: the order every change of a parcel locks them in.
          const parcelIds = input.parcels ?? (await q.parcelsOfInvoices(tx, input.invoices ?? []));
          const parcels = await ledger.parcelsForMoney(tx, parcelIds, { forUpdate: true });
          const named = input.invoices ? await invoices.lockInvoices(tx, input.invoices) : [];
          const repeated = await ledger.paymentByKey(tx, input.key);
          if (repeated) {
            const paid = await q.invoicesOfPayment(tx, repeated.id);
            const same = input.invoices
              ? sameIds(
                  paid.map((invoice) => invoice.id),
                  input.invoices,
                )
              : input.parcels?.every((id) => paid.some((invoice) => invoice.parcelId === id));
            if (!same) throw conflict(DESK_MSG.keyReused);
            return presentPayment(tx, repeated);
          }
          if (input.parcels) {
            const missing = input.parcels.filter((id) => !parcels.some((parcel) => parcel.id === id));
            if (missing.length > 0) throw fieldError('parcels', DESK_MSG.parcelsMissing(missing));
            if (parcels.some((parcel) => parcel.userId !== parcels[0]?.userId))
              throw fieldError('parcels', DESK_MSG.parcelsOfOneClient);
          }
          const missing = (input.invoices ?? []).filter((id) => !named.some((invoice) => invoice.id === id));
          if (missing.length > 0) throw fieldError('invoices', DESK_MSG.invoicesMissing(missing));
          if (named.some((invoice) => invoice.userId !== named[0]?.userId))
            throw fieldError('invoices', DESK_MSG.invoicesOfOneClient);
          const void_ = named.find((invoice) => invoice.status === 'void');
          if (void_) throw conflict(DESK_MSG.invoiceVoid(void_.number));
          const paid = named.find((invoice) => invoice.status === 'paid');
          if (paid) throw conflict(DESK_MSG.invoicePaid(paid.number));

          await postStorage(tx, parcels, operator.userId);
          const invoiceIds = input.invoices ?? (await invoices.openInvoicesOfParcels(tx, parcelIds)).map((invoice) => invoice.id);
          if (invoiceIds.length === 0) throw conflict(DESK_MSG.nothingToPay);
          const settled = await invoices.lockInvoices(tx, invoiceIds);
          const userId = settled[0]?.userId as number;
          const total = Math.max(
            0,
            settled.reduce((sum, invoice) => sum + invoice.totalUsdCents, 0),
          );
          const today = await rates.on(tx, todayOf(deps));
          const due = inCurrency(total, input.currency, today);
          const formatted = formatMoney({ amount: due, currency: input.currency });
          if (input.method === 'balance') {
            const credit = await creditOf(tx, userId);
            if (credit < total) throw conflict(DESK_MSG.balanceTooLow(formatMoney(usd(Math.max(0, credit)))));
          } else if (input.method === 'cash' ? input.amount < due : input.amount !== due) {
            const message = input.method === 'cash' ? DESK_MSG.amountTooSmall(formatted) : DESK_MSG.amountNotExact(formatted);
            throw fieldErrors({ amount: [message] });
          }
          const balance = input.method === 'balance';
          const payment = await recordPayment(
            tx,
            {
              key: input.key,
              userId,
              method: input.method,
              currency: balance ? 'USD' : input.currency,
              amountMinor: balance ? total : due,
              tenderedMinor: input.method === 'cash' ? input.amount : null,
              changeMinor: input.method === 'cash' ? input.amount - due : null,
              rate: balance ? null : rateOf(today, input.currency),
              amountUsdCents: total,
            },
            operator.userId,
          );
          await invoicing.settle(tx, settled, payment.id);
          return presentPayment(tx, payment);
        });
      try {
        return await attempt();
      } catch (error) {
        // Two requests with one key for different invoices met at the key's unique index.
        if (isUniqueViolation(error) && (await ledger.paymentByKey(db, input.key))) return attempt();
        throw error;
      }
    },

    /**
     * Hands one client's parcels at the pickup point over: to whom and on which document, with the
     * client's code or an admin's reason. Refused with an invoice unpaid (or storage accrued
     * unpaid) unless an admin overrides; a wrong code counts (five lock it for 15 minutes), and the
     * count is kept although the handover is refused.
     */
    async handOver(viewer: Viewer, input: HandoverInput) {
      const operator = deskOperator(viewer);
      const override = input.override_reason ? input.override_reason : undefined;
      if (override !== undefined && !overridesHandover(viewer)) throw forbidden(DESK_MSG.overrideAdminOnly);
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
        await deps.setParcelStatus(work, viewer, input.parcels, PARCEL_STATUS.delivered, { handover });
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

    report,

    async reportXlsx(viewer: Viewer, query: ReportQuery): Promise<BillingFile> {
      const day = await report(viewer, query);
      return {
        filename: `kassa-${day.date}${day.operator ? `-${day.operator.id}` : ''}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await reportXlsx(day),
      };
    },

    /**
     * Money given back to a client from their credit (what they paid and no longer owe: a voided paid
     * invoice, a cancelled buy-out): an admin's, with the reason; at most the credit, converted at
     * today's rate; once per key.
     */
    async refund(viewer: Viewer, input: RefundInput): Promise<DeskPayment> {
      const actor = deskOperator(viewer);
      if (!refundsMoney(actor)) throw forbidden();
      return unitOfWork(async ({ tx }) => {
        const account = await q.lockAccount(tx, input.user);
        if (!account) throw fieldError('user', LEDGER_MSG.userNotFound);
        const repeated = await ledger.paymentByKey(tx, input.key);
        if (repeated) {
          if (repeated.kind !== 'refund' || repeated.userId !== input.user) throw conflict(DESK_MSG.keyReused);
          return presentPayment(tx, repeated);
        }
        const today = await rates.on(tx, todayOf(deps));
        const rate = rateOf(today, input.currency);
        const cents = rate === null ? input.amount : convertMinor(input.amount, input.currency, 'USD', rate);
        const credit = await creditOf(tx, input.user);
        if (cents > credit) throw conflict(DESK_MSG.refundTooLarge(formatMoney(usd(Math.max(0, credit)))));
        const refund = await recordPayment(
          tx,
          {
            kind: 'refund',
            key: input.key,
            userId: input.user,
            method: input.method,
            currency: input.currency,
            amountMinor: input.amount,
            rate,
            amountUsdCents: cents,
            note: input.reason,
          },
          actor.userId,
        );
        return presentPayment(tx, refund);
      });
    },

    /** A payment's receipt (80 mm) for its payer and the staff; anyone else hears it does not exist. */
    async receipt(viewer: Viewer, paymentId: number): Promise<BillingFile> {
      const reader = signedIn(viewer);
      const payment = await ledger.paymentById(db, paymentId);
      const role = payment && payment.userId !== reader.userId ? await accounts.roleOf(db, payment.userId) : undefined;
      if (!payment || !canReadAccount(reader, payment.userId, role)) throw notYours(DESK_MSG.paymentNotFound);
      const client = await q.clientById(db, payment.userId);
      const cashier = payment.operatorId === null ? undefined : await q.clientById(db, payment.operatorId);
      const body = await receiptPdf({
        payment: await presentPayment(db, payment),
        client: { unique_id: client?.uniqueId ?? '', name: `${client?.firstName ?? ''} ${client?.lastName ?? ''}`.trim() },
        operator: cashier ? `${cashier.firstName} ${cashier.lastName}` : null,
        note: payment.note || undefined,
      });
      return { filename: `receipt-${payment.id}.pdf`, contentType: 'application/pdf', body };
    },

    /** A new handover code for the owner of a parcel at the pickup point, mailed (and shown on their page). */
    async resendCode(viewer: Viewer, parcelId: number): Promise<{ detail: string }> {
      const [parcel] = await ledger.parcelsForMoney(db, [parcelId]);
      if (!parcel || !resendsCode(viewer, parcel.userId)) throw notYours(PARCEL_MSG.notFound);
      if (parcel.statusId !== PARCEL_STATUS.atPickupPoint) throw conflict(DESK_MSG.noCodeToSend);
      await consumeOrRefuse(deps.handoverResends, String(parcel.userId), DESK_MSG.tooManyResends);
      await unitOfWork(async ({ tx }) => {
        const code = await codes.renew(tx, parcel.userId);
        const waiting = await ledger.parcelsAtPickup(tx, parcel.userId);
        const open = await invoices.openInvoicesOfParcels(
          tx,
          waiting.map((row) => row.id),
        );
        const email = (await ledger.emailsOf(tx, [parcel.userId])).get(parcel.userId) ?? '';
        const list = waiting.map((row) => ({
          name: row.name,
          dueUsdCents: Math.max(0, open.find((invoice) => invoice.parcelId === row.id)?.totalUsdCents ?? 0),
        }));
        await enqueueMail(tx, { to: email, ...PICKUP_TEXT.codeMail(code, list, deps.notifications.userAreaUrl) });
        await recordAction(tx, { action: 'handover_code.resend', entity: 'handover_code', entityId: parcel.userId });
      });
      return { detail: DESK_MSG.codeSent };
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
