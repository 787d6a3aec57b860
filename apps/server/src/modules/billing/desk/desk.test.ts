import { randomUUID } from 'node:crypto';
import { DESK_MSG, type DeskClient, type DeskPayment, INVOICE_MSG, PARCEL_STATUS } from '@kerben/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, entriesOfParcel, invoicesOf, makeParcelAtPickup, openInvoiceOf } from '../../../../test/fixtures/billing';
import { historyOf, makeParcel, parcelRow } from '../../../../test/fixtures/parcels';
import { type Actor, lastMailTo, makeCustomer, useTestApp } from '../../../../test/helpers';
import { auditLog, ledgerEntries, payments } from '../../../db/schema';

// «Выдача». The clock is "now" for the code's lock and the storage days. A handover code is read
// from the mail (as the customer would), never from an answer: the secrets watch counts a code
// the desk sends as a secret, which no answer may hold.
let now = new Date();
const { t, actors: a, inject } = useTestApp({ actors: true, clock: () => now });

const PAY = '/api/desk/payments/';
const HANDOVER = '/api/desk/handover/';
// Idempotency keys of letters only: the secrets watch looks for each six-digit code the desk is sent
// in every answer, and a random key's digits could spell one.
const key = () => randomUUID().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
/** An operator takes cash at the desk for one invoice, under a key of its own. */
const payInCash = (invoiceId: number, amount: number, currency: 'USD' | 'KGS') =>
  inject('POST', PAY, a.operator, { invoices: [invoiceId], amount, currency, method: 'cash', key: key() });
const codeMailed = async (customer: Actor) => /Код выдачи: (\d{6})/.exec(await lastMailTo(t, customer.email))?.[1] ?? '';
const lookup = async (query: string, actor: Actor = a.operator) =>
  (await inject('GET', `/api/desk/clients/?${query}`, actor)).json<DeskClient>();
const paymentsOf = (userId: number) => t.services.db.select().from(payments).where(eq(payments.userId, userId));
const recipient = { recipient_name: 'Асанов Бакыт', document: 'ID AN1234567' };

/** A new customer with a parcel at the pickup point ($24.00) and its open invoice. */
async function clientAtDesk() {
  const customer = await makeCustomer(t);
  const parcel = await makeParcelAtPickup(t, a.admin, customer);
  return { customer, parcel, invoice: await openInvoiceOf(t, customer, parcel.id) };
}

describe('who may use the desk', () => {
  it('401 for a visitor, 403 for a customer on every desk route', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/desk/clients/?code=KB0001', undefined],
      ['POST', PAY, { invoices: [1], amount: 1, currency: 'KGS', method: 'cash', key: key() }],
      ['POST', HANDOVER, { parcels: [1], code: '123456', ...recipient }],
    ] as const) {
      expect((await inject(method, url, a.anonymous, body)).statusCode).toBe(401);
      expect((await inject(method, url, a.customerA, body)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/desk/clients/', () => {
  it('finds a client by code or by a scanned track number, with what each parcel at the pickup point owes', async () => {
    now = new Date();
    const { customer, parcel, invoice } = await clientAtDesk();
    const byCode = await lookup(`code=${customer.user.clientCode.toLowerCase()}`);
    expect(byCode).toMatchObject({
      client: { id: customer.user.id, unique_id: customer.user.clientCode },
      balance: { amount: -2400, currency: 'USD' },
      usd_kgs: '87.4500',
      total_due: { amount: 2400 },
      total_due_kgs: { amount: 209_880, currency: 'KGS' },
      total_due_rub: { amount: 198_000, currency: 'RUB' },
    });
    expect(byCode.parcels).toEqual([
      {
        parcel: { id: parcel.id, name: parcel.name, track_number: parcel.track_number },
        status: { id: PARCEL_STATUS.atPickupPoint, name: 'Поступил в ПВЗ, готов к выдаче' },
        invoice: { id: invoice.id, number: invoice.number, total: { amount: 2400, currency: 'USD' } },
        storage_accrued: { amount: 0, currency: 'USD' },
        due: { amount: 2400, currency: 'USD' },
        due_kgs: { amount: 209_880, currency: 'KGS' },
      },
    ]);
    const tracked = await makeParcel(t, a.admin, customer, { track_number: `SCAN-${key().slice(0, 8)}` });
    const scanned = await lookup(`scan=${encodeURIComponent(tracked.track_number.toLowerCase())}`);
    expect(scanned.client.id).toBe(customer.user.id);
    expect((await lookup(`scan=${customer.user.clientCode}`)).client.id).toBe(customer.user.id);
    // Storage accrues live: 40 days later the desk shows 11 paid days, not yet charged.
    now = new Date(Date.now() + 40 * 86_400_000);
    expect((await lookup(`code=${customer.user.clientCode}`)).parcels[0]).toMatchObject({
      storage_accrued: { amount: 550 },
      due: { amount: 2950 },
    });
    now = new Date();
  });

  it('answers 400 without a code and 404 for an unknown one, or a staff account’s', async () => {
    expect((await inject('GET', '/api/desk/clients/', a.operator)).json()).toEqual({ code: [DESK_MSG.lookupRequired] });
    for (const code of ['KB999999', a.admin.user.clientCode]) {
      const res = await inject('GET', `/api/desk/clients/?code=${code}`, a.operator);
      expect([res.statusCode, res.json()]).toEqual([404, { detail: DESK_MSG.clientNotFound }]);
    }
  });
});

describe('POST /api/desk/payments/', () => {
  it('takes cash in som with change at the day’s rate: one payment, its ledger entry with the rate, the invoice paid', async () => {
    now = new Date();
    const { customer, parcel, invoice } = await clientAtDesk();
    const res = await payInCash(invoice.id, 210_000, 'KGS');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DeskPayment>()).toMatchObject({
      method: 'cash',
      amount: { amount: 209_880, currency: 'KGS' },
      tendered: { amount: 210_000, currency: 'KGS' },
      change: { amount: 120, currency: 'KGS' },
      rate: '87.4500',
      amount_usd: { amount: 2400, currency: 'USD' },
      invoices: [{ id: invoice.id, number: invoice.number }],
    });
    const [entry] = await t.services.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, customer.user.id), eq(ledgerEntries.kind, 'payment')));
    expect(entry).toMatchObject({ amountUsdCents: 2400, amountMinor: 209_880, currency: 'KGS', postedBy: a.operator.user.id });
    expect(Number(entry?.rate)).toBe(87.45);
    expect(await balanceOf(t, customer)).toMatchObject({ balance: { amount: 0 }, open: { amount: 0 } });
    expect((await parcelRow(t, parcel.id))?.isPaid).toBe(true);
    expect((await invoicesOf(t, customer))[0]).toMatchObject({ status: 'paid', payment: { method: 'cash' } });
  });

  it('answers 400 per field in Russian: too little cash, a card amount not exact, bad currency, method and key', async () => {
    now = new Date();
    const { invoice } = await clientAtDesk();
    const pay = (body: object) =>
      inject('POST', PAY, a.operator, { invoices: [invoice.id], currency: 'KGS', method: 'cash', key: key(), ...body });
    expect((await pay({ amount: 209_879 })).json()).toEqual({ amount: [DESK_MSG.amountTooSmall('2 098,80 сом')] });
    expect((await pay({ amount: 210_000, method: 'terminal' })).json()).toEqual({
      amount: [DESK_MSG.amountNotExact('2 098,80 сом')],
    });
    expect((await pay({ amount: 2400, currency: 'EUR' })).json()).toMatchObject({ currency: [DESK_MSG.currencyInvalid] });
    expect((await pay({ amount: 2400, method: 'card' })).json()).toMatchObject({ method: [DESK_MSG.methodInvalid] });
    expect((await pay({ amount: 1.5 })).json()).toMatchObject({ amount: [DESK_MSG.amountInvalid] });
    expect((await pay({ amount: 2400, key: 'short' })).json()).toMatchObject({ key: [DESK_MSG.keyInvalid] });
    expect((await pay({ amount: 2400, invoices: [999_999] })).json()).toEqual({
      invoices: [INVOICE_MSG.missing([999_999])],
    });
    const other = await clientAtDesk();
    expect((await pay({ amount: 999_999, invoices: [invoice.id, other.invoice.id] })).json()).toEqual({
      invoices: [DESK_MSG.invoicesOfOneClient],
    });
    // Dollars and roubles at their rates, exactly by terminal and QR.
    expect((await pay({ amount: 198_000, currency: 'RUB', method: 'qr' })).statusCode).toBe(200);
  });

  it('records one payment for a double click (the same key) and refuses a second payment of a paid invoice', async () => {
    now = new Date();
    const { customer, invoice } = await clientAtDesk();
    const body = { invoices: [invoice.id], amount: 2400, currency: 'USD', method: 'terminal', key: key() };
    const first = await inject('POST', PAY, a.operator, body);
    const again = await inject('POST', PAY, a.operator, body);
    expect(again.json()).toEqual(first.json());
    const other = await inject('POST', PAY, a.admin, { ...body, key: key() });
    expect([other.statusCode, other.json()]).toEqual([409, { detail: DESK_MSG.invoicePaid(invoice.number) }]);
    const reused = await inject('POST', PAY, a.operator, { ...body, invoices: [(await clientAtDesk()).invoice.id] });
    expect([reused.statusCode, reused.json()]).toEqual([409, { detail: DESK_MSG.keyReused }]);
    // The same key for the same invoice taken another way is another payment, not the first one again.
    for (const other of [{ method: 'cash' }, { method: 'qr' }, { currency: 'KGS', amount: 209_880 }, { amount: 2500 }]) {
      const res = await inject('POST', PAY, a.operator, { ...body, ...other });
      expect([res.statusCode, res.json()]).toEqual([409, { detail: DESK_MSG.keyReused }]);
    }
    expect((await inject('POST', PAY, a.operator, { ...body, invoices: [invoice.id, invoice.id] })).json()).toEqual(first.json());
    expect(await paymentsOf(customer.user.id)).toHaveLength(1);
  });

  it('parallel payments of one invoice record one: the same key answers the same payment, other keys a 409', async () => {
    now = new Date();
    const { customer, invoice } = await clientAtDesk();
    const body = { invoices: [invoice.id], amount: 2400, currency: 'USD', method: 'cash' };
    const shared = key();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => inject('POST', PAY, a.operator, { ...body, key: shared })),
      ...Array.from({ length: 4 }, () => inject('POST', PAY, a.admin, { ...body, key: key() })),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(new Set(answers.filter((res) => res.statusCode === 200).map((res) => res.json().id)).size).toBe(1);
    expect(await paymentsOf(customer.user.id)).toHaveLength(1);
    const entries = await t.services.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, customer.user.id));
    expect(entries.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
  });

  it('charges the storage days to date before taking the money, and pays from the balance only what its credit covers', async () => {
    now = new Date();
    const { customer, parcel, invoice } = await clientAtDesk();
    const fromBalance = { invoices: [invoice.id], amount: 0, currency: 'USD', method: 'balance', key: key() };
    const short = await inject('POST', PAY, a.operator, fromBalance);
    expect([short.statusCode, short.json()]).toEqual([409, { detail: DESK_MSG.balanceTooLow('$0.00') }]);
    // A paid invoice voided leaves its payment as credit: enough for the next one.
    const other = await makeParcelAtPickup(t, a.admin, customer);
    await inject('PATCH', `/api/warehouses/product/update/${other.id}/`, a.admin, { is_paid: true });
    const paid = (await invoicesOf(t, customer, '&status=paid'))[0];
    await inject('POST', `/api/invoices/${paid?.id}/void/`, a.admin, { reason: 'Оплачено дважды' });
    now = new Date(Date.now() + 30 * 86_400_000);
    // The 31st day at the pickup point is a paid one ($0.50), added to the invoice first: $24.50 > $24.00 of credit.
    const still = await inject('POST', PAY, a.operator, { ...fromBalance, key: key() });
    expect([still.statusCode, still.json()]).toEqual([409, { detail: DESK_MSG.balanceTooLow('$24.00') }]);
    expect((await entriesOfParcel(t, parcel.id)).filter((entry) => entry.purpose === 'storage')).toHaveLength(0);
    const cash = await payInCash(invoice.id, 2450, 'USD');
    expect(cash.json()).toMatchObject({ amount_usd: { amount: 2450 }, invoices: [{ total: { amount: 2450 } }] });
    expect((await entriesOfParcel(t, parcel.id)).filter((entry) => entry.purpose === 'storage')).toHaveLength(1);
    now = new Date();
  });
});

describe('paying what parcels owe', () => {
  it('storage accrued after the invoice was paid blocks the handover, is paid by naming the parcels (a new invoice), then it goes', async () => {
    now = new Date();
    const { customer, parcel, invoice } = await clientAtDesk();
    await payInCash(invoice.id, 2400, 'USD');
    const code = await codeMailed(customer);
    now = new Date(Date.now() + 30 * 86_400_000);
    const hand = () => inject('POST', HANDOVER, a.operator, { parcels: [parcel.id], code, ...recipient });
    const blocked = await hand();
    expect([blocked.statusCode, blocked.json()]).toEqual([409, { detail: DESK_MSG.storageUnpaid('$0.50') }]);
    const body = { parcels: [parcel.id], amount: 100, currency: 'USD', method: 'cash', key: key() };
    const res = await inject('POST', PAY, a.operator, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: { amount: 50 }, change: { amount: 50 }, invoices: [{ total: { amount: 50 } }] });
    expect((await inject('POST', PAY, a.operator, body)).json()).toEqual(res.json());
    const nothing = await inject('POST', PAY, a.operator, { ...body, key: key() });
    expect([nothing.statusCode, nothing.json()]).toEqual([409, { detail: DESK_MSG.nothingToPay }]);
    expect((await hand()).statusCode).toBe(200);
    const both = await inject('POST', PAY, a.operator, { ...body, invoices: [invoice.id], key: key() });
    expect(both.json()).toEqual({ invoices: [DESK_MSG.invoicesOrParcels] });
    now = new Date();
  });
});

describe('POST /api/desk/handover/', () => {
  it('hands a paid parcel over with the client’s code: status 7, the recipient in its history, the code retired', async () => {
    now = new Date();
    const { customer, parcel, invoice } = await clientAtDesk();
    const code = await codeMailed(customer);
    const unpaid = await inject('POST', HANDOVER, a.operator, { parcels: [parcel.id], code, ...recipient });
    expect([unpaid.statusCode, unpaid.json()]).toEqual([409, { detail: DESK_MSG.unpaid([invoice.number]) }]);
    await payInCash(invoice.id, 2400, 'USD');
    const res = await inject('POST', HANDOVER, a.operator, { parcels: [parcel.id], code, ...recipient });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ by: 'code', parcels: [{ id: parcel.id, status: { id: PARCEL_STATUS.delivered } }] });
    const history = await historyOf(t, parcel.id);
    expect(history.at(-1)).toMatchObject({
      statusId: PARCEL_STATUS.delivered,
      changedBy: a.operator.user.id,
      handover: { ...recipient, by: 'code', override_reason: null },
    });
    const events = (await inject('GET', `/api/warehouses/product/${parcel.id}/events/`, customer)).json();
    expect(events.at(-1).handover).toMatchObject(recipient);
    expect((await balanceOf(t, customer)).handover_code).toBeNull();
    const logged = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'parcel.handover'));
    expect(logged.some((row) => row.entityId === parcel.id)).toBe(true);
  });

  it('refuses without a code, with a wrong one, and locks the code after five wrong tries for 15 minutes, counting each', async () => {
    now = new Date();
    const { customer, parcel, invoice } = await clientAtDesk();
    await payInCash(invoice.id, 2400, 'USD');
    const code = await codeMailed(customer);
    const wrong = code === '000000' ? '111111' : '000000';
    const hand = (body: object) => inject('POST', HANDOVER, a.operator, { parcels: [parcel.id], ...recipient, ...body });
    expect((await hand({})).json()).toEqual({ code: [DESK_MSG.codeOrOverride] });
    expect((await hand({ code: '12345' })).json()).toEqual({ code: [DESK_MSG.codeInvalid] });
    for (let i = 0; i < 4; i++) expect((await hand({ code: wrong })).json()).toEqual({ code: [DESK_MSG.codeWrong] });
    const fifth = await hand({ code: wrong });
    expect([fifth.statusCode, fifth.json()]).toEqual([429, { detail: DESK_MSG.codeLocked(15) }]);
    // Locked: even the right code is refused, and the parcel stays.
    expect((await hand({ code })).statusCode).toBe(429);
    expect((await parcelRow(t, parcel.id))?.statusId).toBe(PARCEL_STATUS.atPickupPoint);
    expect((await balanceOf(t, a.operator, customer.user.id)).handover_locked_until).not.toBeNull();
    now = new Date(Date.now() + 16 * 60_000);
    expect((await hand({ code })).statusCode).toBe(200);
    now = new Date();
  });

  it('without the code or the payment only an admin hands over, with a reason', async () => {
    now = new Date();
    const { parcel, invoice } = await clientAtDesk();
    const body = { parcels: [parcel.id], override_reason: 'Клиент потерял телефон, паспорт проверен', ...recipient };
    const operator = await inject('POST', HANDOVER, a.operator, body);
    expect([operator.statusCode, operator.json()]).toEqual([403, { detail: DESK_MSG.overrideAdminOnly }]);
    const both = await inject('POST', HANDOVER, a.admin, { ...body, code: '123456' });
    expect(both.json()).toEqual({ override_reason: [DESK_MSG.codeAndOverride] });
    const res = await inject('POST', HANDOVER, a.admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ by: 'override' });
    // The invoice stays open: the client still owes it.
    expect((await inject('GET', `/api/invoices/${invoice.id}/`, a.admin)).json()).toMatchObject({ status: 'open' });
    expect((await historyOf(t, parcel.id)).at(-1)?.handover).toMatchObject({
      by: 'override',
      override_reason: body.override_reason,
    });
    const again = await inject('POST', HANDOVER, a.admin, body);
    expect([again.statusCode, again.json()]).toEqual([409, { detail: DESK_MSG.notAtPickup(parcel.name) }]);
  });
});

describe('POST /api/warehouses/product/{id}/handover_code/', () => {
  it('the owner or the desk gets a new code mailed (the old one stops working); a stranger a 404; not at the pickup point a 409', async () => {
    now = new Date();
    const { customer, parcel, invoice } = await clientAtDesk();
    await payInCash(invoice.id, 2400, 'USD');
    const old = await codeMailed(customer);
    const url = `/api/warehouses/product/${parcel.id}/handover_code/`;
    expect((await inject('POST', url, a.customerB)).statusCode).toBe(404);
    const res = await inject('POST', url, customer);
    expect([res.statusCode, res.json()]).toEqual([200, { detail: DESK_MSG.codeSent }]);
    const fresh = await codeMailed(customer);
    expect((await inject('POST', url, a.operator)).statusCode).toBe(200);
    const latest = await codeMailed(customer);
    for (const stale of [old, fresh].filter((code) => code !== latest)) {
      const refused = await inject('POST', HANDOVER, a.operator, { parcels: [parcel.id], code: stale, ...recipient });
      expect(refused.json()).toEqual({ code: [DESK_MSG.codeWrong] });
    }
    const waiting = await makeParcel(t, a.admin, customer);
    expect((await inject('POST', `/api/warehouses/product/${waiting.id}/handover_code/`, customer)).json()).toEqual({
      detail: DESK_MSG.noCodeToSend,
    });
    const logged = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'handover_code.resend'))
      .orderBy(asc(auditLog.id));
    expect(logged.map((row) => row.actorId)).toContain(a.operator.user.id);
  });

  it('is limited per account: the sixth in an hour is a 429', async () => {
    now = new Date();
    const { customer, parcel } = await clientAtDesk();
    const url = `/api/warehouses/product/${parcel.id}/handover_code/`;
    for (let i = 0; i < 5; i++) expect((await inject('POST', url, customer)).statusCode).toBe(200);
    expect((await inject('POST', url, customer)).statusCode).toBe(429);
  });
});
