import { companyDate, LEDGER_MSG, PAID_FLAG_MSG, PARCEL_STATUS, SEED_TARIFF } from '@kerben/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  entriesOfParcel,
  invoicesOf,
  ledgerOf,
  makePaidPurchase,
  makeParcelAtPickup,
  openInvoiceOf,
  setStatus,
} from '../../../../test/fixtures/billing';
import { makeParcel, parcelRow } from '../../../../test/fixtures/parcels';
import { SHOES } from '../../../../test/fixtures/shipments';
import { lastMailTo, useTestApp } from '../../../../test/helpers';
import { notifications, parcels } from '../../../db/schema';

// Charges posted by the events that cause them, in the event's own unit of work; the ledger is
// append-only. The clock is "today" for the tariff, the rate and the storage days.
let now = new Date();
const { t, actors: a, inject } = useTestApp({ actors: true, clock: () => now });

const update = (id: number) => `/api/warehouses/product/update/${id}/`;
const later = (days: number) => new Date(Date.now() + days * 86_400_000);

describe('posting by events', () => {
  it('charges a received parcel its delivery by chargeable weight at the tariff in force, and the older answers’ price follows', async () => {
    now = new Date();
    const parcel = await makeParcel(t, a.admin, a.customerA, { weight: 1.5, length: 60, width: 50, height: 40 });
    // 60 × 50 × 40 / 6000 = 20 kg charged at 12 USD: $240.00.
    expect(parcel.price).toBe(240);
    const [charge] = await entriesOfParcel(t, parcel.id);
    expect(charge).toMatchObject({
      userId: a.customerA.user.id,
      kind: 'charge',
      purpose: 'delivery',
      amountUsdCents: -24_000,
      postedBy: a.admin.user.id,
      details: { actual_g: 1500, volumetric_g: 20_000, chargeable_g: 20_000, rate_per_kg_cents: 1200 },
    });
    expect((await parcelRow(t, parcel.id))?.tariffVersionId).toEqual(expect.any(Number));
    const mine = await ledgerOf(t, a.customerA);
    expect(mine.find((entry) => entry.parcel?.id === parcel.id)).toMatchObject({
      amount: { amount: -24_000, currency: 'USD' },
      description: 'Доставка: фактический вес 1,500 кг, объёмный 20,000 кг, к оплате 20,000 кг × $12.00/кг',
      posted_by: null,
    });
    // Staff see who posted it; a stranger's ?user= is ignored: their own entries only.
    const staffView = await ledgerOf(t, a.operator, `&user=${a.customerA.user.id}`);
    expect(staffView.find((entry) => entry.parcel?.id === parcel.id)?.posted_by?.id).toBe(a.admin.user.id);
    expect((await ledgerOf(t, a.customerB, `&user=${a.customerA.user.id}`)).some((e) => e.parcel?.id === parcel.id)).toBe(false);
  });

  it('posts the difference when weight, route or a typed price change before the delivery is paid, and nothing once paid', async () => {
    now = new Date();
    const parcel = await makeParcel(t, a.admin, a.customerA, { weight: 1 });
    expect((await inject('PATCH', update(parcel.id), a.admin, { weight: 3 })).json().price).toBe(36);
    expect((await inject('PATCH', update(parcel.id), a.admin, { country_of_destination: 9 })).json().price).toBe(36);
    expect((await inject('PATCH', update(parcel.id), a.admin, { price: 20 })).json()).toMatchObject({
      price: 20,
      price_is_manual: true,
    });
    expect((await inject('PATCH', update(parcel.id), a.admin, { price: null })).json().price).toBe(36);
    const entries = await entriesOfParcel(t, parcel.id);
    expect(entries.map((e) => [e.kind, e.amountUsdCents, e.reason])).toEqual([
      ['charge', -1200, null],
      ['adjustment', -2400, LEDGER_MSG.recalculated],
      ['adjustment', 1600, LEDGER_MSG.manualPrice],
      ['adjustment', -1600, LEDGER_MSG.recalculated],
    ]);
    // Marked paid by an admin: what was open is paid «отмечено вручную»; a later weight posts nothing.
    const paid = await inject('PATCH', update(parcel.id), a.admin, { is_paid: true });
    expect(paid.json()).toMatchObject({ is_paid: true, status_many: true });
    const heavier = await inject('PATCH', update(parcel.id), a.admin, { weight: 10 });
    expect(heavier.json()).toMatchObject({ price: 36, weight: 10 });
    expect(await entriesOfParcel(t, parcel.id)).toHaveLength(4);
  });

  it('charges a parcel by the tariff in force the day it was received, whatever is published later', async () => {
    now = new Date();
    const before = await makeParcel(t, a.admin, a.customerB, { weight: 1 });
    const cheaper = SEED_TARIFF.routes.map((route) => ({ ...route, rate_per_kg_cents: 1000 }));
    const published = await inject('PATCH', '/api/tariffs/', a.admin, { effective_from: companyDate(now), routes: cheaper });
    expect(published.statusCode, published.body).toBe(200);
    const after = await makeParcel(t, a.admin, a.customerB, { weight: 1 });
    expect(after.price).toBe(10);
    // Reweighed, the older parcel is still charged by its own tariff.
    expect((await inject('PATCH', update(before.id), a.admin, { weight: 2 })).json().price).toBe(24);
    // The seed's prices again, for the other tests.
    await inject('PATCH', '/api/tariffs/', a.admin, { effective_from: companyDate(now), routes: SEED_TARIFF.routes });
  });

  it('invoices a parcel at the pickup point with its duty, tells its owner, and mails the handover code', async () => {
    now = new Date();
    // $600 of goods is over the 200 € limit: 15 % of (552 − 200) € = 52.80 € -> $57.39 at 0.92 € a dollar.
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerA, { items: [{ ...SHOES, unit_price_usd: 600 }] });
    const invoice = await openInvoiceOf(t, a.customerA, parcel.id);
    expect(invoice).toMatchObject({
      status: 'open',
      number: expect.stringMatching(new RegExp(`^${companyDate(now).slice(0, 4)}-\\d{6}$`)),
      total: { amount: 2400 + 5739, currency: 'USD' },
      usd_kgs: '87.4500',
      total_kgs: { amount: 711_756, currency: 'KGS' },
    });
    expect(invoice.lines.map((line) => [line.purpose, line.amount.amount, line.description])).toEqual([
      ['delivery', 2400, 'Доставка: фактический вес 2,000 кг, к оплате 2,000 кг × $12.00/кг'],
      ['duty', 5739, 'Таможенная пошлина: 52,80 € по курсу 0,9200 € за $1'],
    ]);
    // The status change's mail says what it owes and the handover code; its notification in the app only what it owes.
    const mail = await lastMailTo(t, a.customerA.email);
    expect(mail).toContain(`К оплате: $81.39 · 7 117,56 сом (счёт № ${invoice.number})`);
    expect(mail).toMatch(/Код выдачи: \d{6}\./);
    const [notice] = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.parcelId, parcel.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice?.description).toContain('К оплате: $81.39');
    expect(notice?.description).not.toContain(/Код выдачи: (\d{6})/.exec(mail)?.[1] ?? 'no code');
    const balance = await balanceOf(t, a.customerA);
    expect(balance.pickup.find((p) => p.parcel.id === parcel.id)).toMatchObject({
      invoice: { id: invoice.id, number: invoice.number },
      due: { amount: 8139, currency: 'USD' },
    });
    // The code the owner sees is the one mailed; nobody else sees it.
    expect(mail).toContain(`Код выдачи: ${balance.handover_code}`);
    expect((await balanceOf(t, a.operator, a.customerA.user.id)).handover_code).toBeNull();
    // Reaching the pickup point again posts no second duty.
    await setStatus(t, a.admin, parcel.id, PARCEL_STATUS.inTransit);
    await setStatus(t, a.admin, parcel.id, PARCEL_STATUS.atPickupPoint);
    expect((await entriesOfParcel(t, parcel.id)).filter((e) => e.purpose === 'duty')).toHaveLength(1);
  });

  it('charges the storage days past the free ones when the stay ends, once, and invoices them at the pickup point', async () => {
    now = new Date();
    const parcel = await makeParcel(t, a.admin, a.customerB);
    // 40 days later: 30 free days, 11 paid ones at $0.50.
    now = later(40);
    await setStatus(t, a.admin, parcel.id, PARCEL_STATUS.inTransit);
    const storage = (await entriesOfParcel(t, parcel.id)).filter((e) => e.purpose === 'storage');
    expect(storage.map((e) => [e.amountUsdCents, e.details?.days_from, e.details?.days_to])).toEqual([[-550, 1, 11]]);
    await setStatus(t, a.admin, parcel.id, PARCEL_STATUS.atPickupPoint);
    const invoice = await openInvoiceOf(t, a.customerB, parcel.id);
    expect(invoice.lines.map((line) => line.description)).toContain('Хранение: 11 дн. × $0.50 (платные дни 1–11)');
    expect(invoice.total.amount).toBe(2400 + 550);
    now = new Date();
  });

  it('reverses the charges of a parcel deleted before any invoice; one an invoice names is kept (409)', async () => {
    now = new Date();
    const before = (await balanceOf(t, a.customerB)).balance.amount;
    const parcel = await makeParcel(t, a.admin, a.customerB);
    expect((await balanceOf(t, a.customerB)).balance.amount).toBe(before - 2400);
    const res = await inject('PUT', '/api/warehouses/product/delete/', a.admin, { ids: [parcel.id] });
    expect(res.statusCode, res.body).toBe(204);
    expect((await entriesOfParcel(t, parcel.id)).map((e) => [e.kind, e.amountUsdCents, e.reason])).toEqual([
      ['charge', -2400, null],
      ['adjustment', 2400, LEDGER_MSG.parcelDeleted(parcel.id)],
    ]);
    expect((await balanceOf(t, a.customerB)).balance.amount).toBe(before);

    const invoiced = await makeParcelAtPickup(t, a.admin, a.customerB);
    const held = await inject('PUT', '/api/warehouses/product/delete/', a.admin, { ids: [invoiced.id] });
    expect(held.statusCode).toBe(409);
    expect(held.json().detail).toContain('1 счёт');
    expect(await parcelRow(t, invoiced.id)).toBeDefined();
  });
});

describe('parcels received before the billing kept money', () => {
  it('an unpaid one is charged its delivery when it reaches the pickup point; one marked paid then is settled', async () => {
    now = new Date();
    const insert = async (isPaid: boolean) => {
      const [row] = await t.services.db
        .insert(parcels)
        .values({
          name: 'Старая',
          userId: a.customerB.user.id,
          warehouseId: 14,
          statusId: PARCEL_STATUS.inTransit,
          weight: 2,
          originCountryId: 3,
          destinationCountryId: 8,
          price: 24,
          isPaid,
        })
        .returning({ id: parcels.id });
      return row?.id as number;
    };
    const unpaid = await insert(false);
    const paid = await insert(true);
    await setStatus(t, a.admin, unpaid, PARCEL_STATUS.atPickupPoint);
    await setStatus(t, a.admin, paid, PARCEL_STATUS.atPickupPoint);
    expect((await openInvoiceOf(t, a.customerB, unpaid)).total.amount).toBe(2400);
    expect(await entriesOfParcel(t, paid)).toEqual([]);
    expect((await parcelRow(t, paid))?.isPaid).toBe(true);
  });
});

describe('the legacy paid flag', () => {
  it('an admin’s is_paid records a payment «отмечено вручную» of what is open; an operator’s is a 403; unpaying is a 409', async () => {
    now = new Date();
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerA);
    const operator = await inject('PATCH', update(parcel.id), a.operator, { is_paid: true });
    expect(operator.statusCode).toBe(403);
    expect(operator.json()).toEqual({ detail: PAID_FLAG_MSG.adminOnly });
    // The older client sends the flag as it reads it with every save: unchanged, it changes nothing.
    expect((await inject('PATCH', update(parcel.id), a.operator, { is_paid: false, comments: 'x' })).statusCode).toBe(200);

    const paid = await inject('PATCH', update(parcel.id), a.admin, { is_paid: true });
    expect(paid.json()).toMatchObject({ is_paid: true, status_many: true });
    const invoice = (await invoicesOf(t, a.customerA)).find((row) => row.parcel?.id === parcel.id);
    expect(invoice).toMatchObject({ status: 'paid', payment: { method: 'manual', amount: { amount: 2400, currency: 'USD' } } });
    const unpay = await inject('PATCH', update(parcel.id), a.admin, { is_paid: false });
    expect([unpay.statusCode, unpay.json()]).toEqual([409, { detail: PAID_FLAG_MSG.unpayRefused }]);
    const bulkUnpay = await inject('PATCH', '/api/warehouses/product/update/', a.admin, { ids: [parcel.id], is_paid: false });
    expect(bulkUnpay.statusCode).toBe(409);
  });

  it('refuses to mark paid a parcel with nothing charged, and changes nothing', async () => {
    now = new Date();
    const parcel = await makeParcel(t, a.admin, a.customerA, { weight: undefined });
    const res = await inject('PATCH', update(parcel.id), a.admin, { is_paid: true, comments: 'оплачено' });
    expect([res.statusCode, res.json()]).toEqual([409, { detail: PAID_FLAG_MSG.nothingToPay }]);
    expect((await parcelRow(t, parcel.id))?.comments).toBe('');
    const bulk = await inject('PATCH', '/api/warehouses/product/update/', a.admin, { ids: [parcel.id], is_paid: true });
    expect([bulk.statusCode, bulk.json()]).toEqual([409, { detail: PAID_FLAG_MSG.nothingToPayOf([parcel.id]) }]);
  });
});

describe('buy-out requests', () => {
  it('confirmed paid: the goods and the commission on an invoice paid by the transfer; cancelled after: reversed, the money stays as credit', async () => {
    now = new Date();
    const balanceBefore = (await balanceOf(t, a.customerB)).balance.amount;
    const id = await makePaidPurchase(t, a.admin, a.customerB, { goods_price: 100, delivery_price: 15 });
    const move = (body: object) => inject('PATCH', `/api/purchase/update/${id}/`, a.admin, body);
    const invoice = (await invoicesOf(t, a.customerB)).find((row) => row.purchase?.id === id);
    expect(invoice).toMatchObject({
      status: 'paid',
      total: { amount: 11_000 },
      payment: { method: 'transfer', amount: { amount: 12_500, currency: 'USD' } },
    });
    expect(invoice?.lines.map((line) => line.description)).toEqual(['Выкуп: стоимость товара', 'Выкуп: комиссия 10 %']);
    // The delivery estimate transferred with it waits on the account for the parcel's own invoice.
    expect((await balanceOf(t, a.customerB)).balance.amount).toBe(balanceBefore + 1500);
    expect((await move({ state: 'cancelled', cancel_reason: 'Нет в наличии' })).statusCode).toBe(200);
    expect((await balanceOf(t, a.customerB)).balance.amount).toBe(balanceBefore + 12_500);
    const reversed = (await ledgerOf(t, a.customerB)).filter((entry) => entry.purchase === id && entry.kind === 'adjustment');
    expect(reversed.map((entry) => entry.reason)).toEqual([
      LEDGER_MSG.purchaseCancelled('Нет в наличии'),
      LEDGER_MSG.purchaseCancelled('Нет в наличии'),
    ]);
  });
});

describe('POST /api/ledger/adjustments/', () => {
  it('is an admin’s: 401, 403 for a customer and an operator; 400 per field', async () => {
    const body = { user: a.customerA.user.id, amount: -300, purpose: 'service', reason: 'Фото содержимого' };
    expect((await inject('POST', '/api/ledger/adjustments/', a.anonymous, body)).statusCode).toBe(401);
    expect((await inject('POST', '/api/ledger/adjustments/', a.customerA, body)).statusCode).toBe(403);
    expect((await inject('POST', '/api/ledger/adjustments/', a.operator, body)).statusCode).toBe(403);
    const bad = await inject('POST', '/api/ledger/adjustments/', a.admin, { ...body, amount: 0, purpose: 'topup', reason: ' ' });
    expect(bad.json()).toEqual({
      amount: [LEDGER_MSG.amountInvalid],
      purpose: [LEDGER_MSG.purposeInvalid],
      reason: [LEDGER_MSG.reasonRequired],
    });
    const stranger = await makeParcel(t, a.admin, a.customerB);
    const theirs = await inject('POST', '/api/ledger/adjustments/', a.admin, { ...body, parcel: stranger.id });
    expect(theirs.json()).toEqual({ parcel: [LEDGER_MSG.parcelNotTheirs] });
    // Staff accounts keep no money: an admin cannot credit their own (and then refund it).
    for (const staff of [a.admin, a.operator]) {
      const own = await inject('POST', '/api/ledger/adjustments/', a.admin, { ...body, user: staff.user.id, amount: 500 });
      expect([own.statusCode, own.json()]).toEqual([400, { user: [LEDGER_MSG.userNotFound] }]);
    }
  });

  it('charges a paid parcel at the pickup point by hand: a new invoice asks for it; a credit needs no parcel', async () => {
    now = new Date();
    const parcel = await makeParcelAtPickup(t, a.admin, a.customerA);
    await inject('PATCH', update(parcel.id), a.admin, { is_paid: true });
    const res = await inject('POST', '/api/ledger/adjustments/', a.admin, {
      user: a.customerA.user.id,
      parcel: parcel.id,
      amount: -300,
      purpose: 'service',
      reason: 'Фото содержимого',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'adjustment',
      purpose: 'service',
      amount: { amount: -300 },
      description: 'Услуга (Фото содержимого)',
      posted_by: { id: a.admin.user.id },
    });
    const invoice = await openInvoiceOf(t, a.customerA, parcel.id);
    expect(invoice).toMatchObject({ total: { amount: 300 }, lines: [{ purpose: 'service', amount: { amount: 300 } }] });
    expect((await parcelRow(t, parcel.id))?.isPaid).toBe(false);
    const before = (await balanceOf(t, a.customerA)).balance.amount;
    await inject('POST', '/api/ledger/adjustments/', a.admin, { user: a.customerA.user.id, amount: 500, reason: 'Компенсация' });
    expect((await balanceOf(t, a.customerA)).balance.amount).toBe(before + 500);
  });
});

describe('the ledger is append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of entries and payments', async () => {
    now = new Date();
    await makeParcel(t, a.admin, a.customerA);
    for (const statement of [
      sql`update ledger_entries set amount_usd_cents = 1`,
      sql`delete from ledger_entries`,
      sql`truncate ledger_entries cascade`,
      sql`update payments set amount_usd_cents = 0`,
      sql`delete from invoice_lines`,
    ]) {
      const error = await t.services.db.execute(statement).then(
        () => undefined,
        (refused: Error & { cause?: Error }) => refused,
      );
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/append-only/);
    }
  });
});
