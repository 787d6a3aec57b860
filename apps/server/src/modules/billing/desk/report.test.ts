import { randomUUID } from 'node:crypto';
import { addDays, companyDate, DESK_MSG, type DeskReport } from '@kerben/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { makeParcelAtPickup, openInvoiceOf } from '../../../../test/fixtures/billing';
import { type Actor, makeCustomer, makeOperator, useTestApp } from '../../../../test/helpers';

// «Касса за день»: what an operator took in a day, per method and currency, agreeing with the ledger.
const { t, actors: a, inject } = useTestApp({ actors: true });

const today = () => companyDate(new Date());
const report = async (actor: Actor, query = '') => {
  const res = await inject('GET', `/api/desk/report/?${query}`, actor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeskReport>();
};

/** A new client's parcel at the pickup point paid at the desk by `cashier`. */
async function paid(cashier: Actor, body: { amount: number; currency: string; method: string }) {
  const customer = await makeCustomer(t);
  const parcel = await makeParcelAtPickup(t, a.admin, customer);
  const invoice = await openInvoiceOf(t, customer, parcel.id);
  const res = await inject('POST', '/api/desk/payments/', cashier, { invoices: [invoice.id], key: randomUUID(), ...body });
  expect(res.statusCode, res.body).toBe(200);
  return { customer, invoice };
}

describe('GET /api/desk/report/ and /api/desk/report.xlsx', () => {
  it('401 for a visitor, 403 for a customer', async () => {
    for (const url of ['/api/desk/report/', '/api/desk/report.xlsx']) {
      expect((await inject('GET', url, a.anonymous)).statusCode).toBe(401);
      expect((await inject('GET', url, a.customerA)).statusCode).toBe(403);
    }
  });

  it('sums an operator’s day per method and currency; the dollars credited equal the ledger’s; the spreadsheet says the same', async () => {
    const cashier = await makeOperator(t);
    const first = await paid(cashier, { amount: 210_000, currency: 'KGS', method: 'cash' });
    await paid(cashier, { amount: 220_000, currency: 'KGS', method: 'cash' });
    await paid(cashier, { amount: 2400, currency: 'USD', method: 'terminal' });
    await paid(a.admin, { amount: 198_000, currency: 'RUB', method: 'qr' });

    const day = await report(cashier);
    expect(day).toMatchObject({ date: today(), operator: { id: cashier.user.id, name: 'Айгуль Тестова' } });
    expect(day.totals).toEqual([
      { method: 'cash', amount: { amount: 2 * 209_880, currency: 'KGS' }, count: 2 },
      { method: 'terminal', amount: { amount: 2400, currency: 'USD' }, count: 1 },
    ]);
    expect(day.total_usd).toEqual({ amount: 3 * 2400, currency: 'USD' });
    expect(day.ledger_usd).toEqual(day.total_usd);
    expect(day.payments[0]).toMatchObject({
      client: { id: first.customer.user.id },
      operator: { id: cashier.user.id },
      method: 'cash',
      tendered: { amount: 210_000, currency: 'KGS' },
      change: { amount: 120, currency: 'KGS' },
      rate: '87.4500',
      invoices: [first.invoice.number],
    });
    // An operator sees their own cash only; an admin anyone's, or everyone's.
    const other = await inject('GET', `/api/desk/report/?operator=${a.admin.user.id}`, cashier);
    expect([other.statusCode, other.json()]).toEqual([403, { detail: DESK_MSG.ownReportOnly }]);
    expect((await report(a.admin, `operator=${cashier.user.id}`)).payments).toHaveLength(3);
    const everyone = await report(a.admin);
    expect(everyone.operator).toBeNull();
    expect(everyone.payments.length).toBeGreaterThanOrEqual(4);
    expect(everyone.ledger_usd).toEqual(everyone.total_usd);
    expect((await report(cashier, `date=${addDays(today(), -1)}`)).payments).toEqual([]);
    for (const date of ['28.11.2026', '2026-02-30', '0000-01-01']) {
      expect((await inject('GET', `/api/desk/report/?date=${date}`, cashier)).json()).toEqual({ date: [DESK_MSG.dateInvalid] });
    }

    const xlsx = await inject('GET', '/api/desk/report.xlsx', cashier);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain(`kassa-${today()}-${cashier.user.id}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual([...DESK_MSG.reportColumns]);
    expect(rows.filter((row) => row[5] === 'Наличные')).toHaveLength(3);
    expect(rows.at(-1)?.slice(1)).toEqual([DESK_MSG.reportTotalUsd, ...Array(9).fill(undefined), 72]);
  });
});
