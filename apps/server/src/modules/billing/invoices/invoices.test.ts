import { companyDate, INVOICE_MSG, LEDGER_MSG, PAID_FLAG_MSG, PARCEL_STATUS } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, invoicesOf, makeParcelAtPickup, openInvoiceOf } from '../../../../test/fixtures/billing';
import { makeParcel, parcelRow } from '../../../../test/fixtures/parcels';
import { expectRefusedAndUnchanged, makeCustomer, refusedByAdminRoutes, useTestApp } from '../../../../test/helpers';
import { invoiceCounters, invoices } from '../../../db/schema';

const { t, actors: a, inject } = useTestApp({ actors: true });

const year = () => Number(companyDate(new Date()).slice(0, 4));
const counter = async () =>
  (await t.services.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year())))[0]?.last ?? 0;
const seqOf = (number: string) => Number(number.split('-')[1]);

describe('invoice numbers', () => {
  it('20 parcels reaching the pickup point at once take 20 numbers: none repeated, none skipped', async () => {
    const customer = await makeCustomer(t);
    const parcels = await Promise.all(Array.from({ length: 20 }, () => makeParcel(t, a.admin, customer)));
    const first = (await counter()) + 1;
    const moves = await Promise.all(
      parcels.map((parcel) =>
        inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.operator, { status: PARCEL_STATUS.atPickupPoint }),
      ),
    );
    expect(moves.map((res) => res.statusCode)).toEqual(parcels.map(() => 200));
    const numbers = (await invoicesOf(t, customer)).map((invoice) => invoice.number);
    expect(numbers).toHaveLength(20);
    expect(numbers.every((number) => number.startsWith(`${year()}-`))).toBe(true);
    expect(numbers.map(seqOf).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });

  it('a change that fails after taking a number gives it back: the next invoice takes it', async () => {
    const customer = await makeCustomer(t);
    const charged = await makeParcel(t, a.admin, customer);
    const free = await makeParcel(t, a.admin, customer, { weight: undefined });
    const before = await counter();
    // The charged parcel's invoice takes a number; marking the free one paid then fails: all rolled back.
    const res = await inject('PATCH', '/api/warehouses/product/update/', a.admin, {
      ids: [charged.id, free.id],
      status: PARCEL_STATUS.atPickupPoint,
      is_paid: true,
    });
    expect([res.statusCode, res.json()]).toEqual([409, { detail: PAID_FLAG_MSG.nothingToPayOf([free.id]) }]);
    expect(await counter()).toBe(before);
    expect(await invoicesOf(t, customer)).toEqual([]);
    await inject('PATCH', `/api/warehouses/product/update/${charged.id}/`, a.admin, { status: PARCEL_STATUS.atPickupPoint });
    expect(seqOf((await openInvoiceOf(t, customer, charged.id)).number)).toBe(before + 1);
  });
});

describe('GET /api/invoices/ and /api/invoices/{id}/', () => {
  it('a customer reads their own only: another’s is a 404 like one that does not exist, and ?user= is ignored', async () => {
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerA);
    const invoice = await openInvoiceOf(t, a.customerA, parcel.id);
    expect((await inject('GET', '/api/invoices/', a.anonymous)).statusCode).toBe(401);
    const stranger = await inject('GET', `/api/invoices/${invoice.id}/`, a.customerB);
    const missing = await inject('GET', '/api/invoices/999999/', a.customerB);
    expect([stranger.statusCode, stranger.body]).toEqual([404, missing.body]);
    expect(missing.json()).toEqual({ detail: INVOICE_MSG.notFound });
    expect((await invoicesOf(t, a.customerB, `&user=${a.customerA.user.id}`)).some((row) => row.id === invoice.id)).toBe(false);
    expect((await inject('GET', `/api/invoices/${invoice.id}/`, a.customerA)).json()).toEqual(invoice);
  });

  it('the staff read anyone’s (everyone’s without ?user=, by status); an operator naming a staff account is a 400', async () => {
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerB);
    const invoice = await openInvoiceOf(t, a.customerB, parcel.id);
    expect((await inject('GET', `/api/invoices/${invoice.id}/`, a.operator)).json()).toMatchObject({ id: invoice.id });
    expect((await invoicesOf(t, a.operator, '&status=open')).some((row) => row.id === invoice.id)).toBe(true);
    expect((await invoicesOf(t, a.operator, '&status=paid')).some((row) => row.id === invoice.id)).toBe(false);
    expect((await invoicesOf(t, a.admin, `&user=${a.customerB.user.id}`)).map((row) => row.user)).toEqual(
      expect.arrayContaining([a.customerB.user.id]),
    );
    const named = await inject('GET', `/api/invoices/?user=${a.admin.user.id}`, a.operator);
    expect([named.statusCode, named.json()]).toEqual([400, { user: [LEDGER_MSG.userNotFound] }]);
    expect((await inject('GET', '/api/invoices/?status=unpaid', a.admin)).json()).toEqual({
      status: [INVOICE_MSG.statusInvalid],
    });
  });
  it('?parcel= gives one parcel’s invoices: the staff’s of anyone, a customer’s of their own only', async () => {
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerA);
    const other = await makeParcelAtPickup(t, a.admin, a.customerA);
    const invoice = await openInvoiceOf(t, a.customerA, parcel.id);
    for (const reader of [a.customerA, a.operator, a.admin]) {
      expect((await invoicesOf(t, reader, `&parcel=${parcel.id}`)).map((row) => row.id)).toEqual([invoice.id]);
    }
    expect((await invoicesOf(t, a.admin, `&parcel=${other.id}`)).map((row) => row.parcel?.id)).toEqual([other.id]);
    expect(await invoicesOf(t, a.customerB, `&parcel=${parcel.id}`)).toEqual([]);
    expect((await inject('GET', '/api/invoices/?parcel=abc', a.admin)).json()).toEqual({ parcel: [INVOICE_MSG.parcelInvalid] });
  });
});

describe('POST /api/invoices/{id}/void/', () => {
  it('is an admin’s: 401, 403 for a customer and an operator, and nothing changed', async () => {
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerA);
    const invoice = await openInvoiceOf(t, a.customerA, parcel.id);
    const read = async () => (await t.services.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0];
    for (const [actor, status] of refusedByAdminRoutes(a)) {
      await expectRefusedAndUnchanged(
        read,
        () => inject('POST', `/api/invoices/${invoice.id}/void/`, actor, { reason: 'x' }),
        status,
      );
    }
    await expectRefusedAndUnchanged(read, () => inject('POST', `/api/invoices/${invoice.id}/void/`, a.admin, {}), 400, {
      reason: [INVOICE_MSG.reasonRequired],
    });
  });

  it('voids with a reason: the number stays used, the charges are reversed, the balance follows; twice is a 409', async () => {
    const customer = await makeCustomer(t);
    const parcel = await makeParcelAtPickup(t, a.admin, customer);
    const invoice = await openInvoiceOf(t, customer, parcel.id);
    expect((await balanceOf(t, customer)).balance.amount).toBe(-2400);
    const res = await inject('POST', `/api/invoices/${invoice.id}/void/`, a.admin, { reason: 'Ошибка взвешивания' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'void', number: invoice.number, void_reason: 'Ошибка взвешивания' });
    expect(await balanceOf(t, customer)).toMatchObject({ balance: { amount: 0 }, open: { amount: 0 } });
    expect((await parcelRow(t, parcel.id))?.isPaid).toBe(false);
    const again = await inject('POST', `/api/invoices/${invoice.id}/void/`, a.admin, { reason: 'ещё раз' });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: INVOICE_MSG.alreadyVoid }]);
    // Waived stays waived through other edits; weighed again, the parcel is charged its new delivery.
    await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.admin, { comments: 'счёт аннулирован' });
    expect((await balanceOf(t, customer)).balance.amount).toBe(0);
    await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.admin, { weight: 3 });
    expect(await balanceOf(t, customer)).toMatchObject({ balance: { amount: -3600 }, open: { amount: 3600 } });
    // A paid invoice voided: its payment stays on the account as credit.
    const before = (await balanceOf(t, customer)).balance.amount;
    const paidParcel = await makeParcelAtPickup(t, a.admin, customer);
    await inject('PATCH', `/api/warehouses/product/update/${paidParcel.id}/`, a.admin, { is_paid: true });
    const paid = (await invoicesOf(t, customer, '&status=paid'))[0];
    await inject('POST', `/api/invoices/${paid?.id}/void/`, a.admin, { reason: 'Возврат' });
    expect((await balanceOf(t, customer)).balance.amount).toBe(before + 2400);
  });
});
