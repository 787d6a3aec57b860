import { type DeskReport, type deskReportQuery, usd } from '@kerben/domain';
import type { z } from 'zod';
import type { Viewer } from '../../../../core/viewer';
import { todayOf } from '../../deps';
import type * as ledger from '../../ledger/queries';
import type { BillingFile } from '../../pdf';
import { assertCanWorkAtDesk, reportOperatorFor } from '../policy';
import * as q from '../queries';
import { reportXlsx } from '../report';
import { type DeskParts, moneyTaken } from './parts';

type ReportQuery = z.output<typeof deskReportQuery>;

/** «Касса за день»: an operator's day of payments and refunds, as an answer and as a spreadsheet. */
export function deskDay(parts: DeskParts) {
  const { db } = parts;

  /**
   * «Касса за день»: a day's payments of one operator (an operator's own; admins anyone's, or all),
   * the totals per method and currency (refunds subtracted), and the dollars they credited, beside
   * the ledger's sum of the same payments (they agree: each payment's money is one ledger entry).
   */
  async function report(viewer: Viewer, query: ReportQuery): Promise<DeskReport> {
    const reader = assertCanWorkAtDesk(viewer);
    const operatorId = reportOperatorFor(reader, query.operator);
    const date = query.date ?? todayOf(parts);
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
        client: { id: client.id, unique_id: client.clientCode, name: `${client.firstName} ${client.lastName}` },
        operator: payment.operatorId === null ? null : { id: payment.operatorId, name: cashierName ?? '' },
        ...moneyTaken(payment),
        invoices: numbers,
      })),
    };
  }

  return {
    report,

    async reportXlsx(viewer: Viewer, query: ReportQuery): Promise<BillingFile> {
      const day = await report(viewer, query);
      return {
        filename: `kassa-${day.date}${day.operator ? `-${day.operator.id}` : ''}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await reportXlsx(day),
      };
    },
  };
}
