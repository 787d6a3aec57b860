import { randomUUID } from 'node:crypto';
import { type Card, DESK_MSG, INVOICE_MSG, type OnlinePayment, PAYMENT_MSG } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentSimulator, startPaymentSimulator } from '../../../../payments-simulator/simulator';
import { balanceOf, makeParcelAtPickup, openInvoiceOf } from '../../../../test/fixtures/billing';
import { type Actor, makeCustomer, useTestApp } from '../../../../test/helpers';
import { billingCards, invoices, onlinePayments, payments } from '../../../db/schema';
import { createFreedomPay } from '../index';

// Paying online against the Freedom Pay simulator (payments-simulator/), started here on a free
// port: Kerben calls it over HTTP as it would call the provider; its callbacks come into this app
// in process (the app does not listen), signed as the provider signs them, each sent twice.

const MERCHANT = '100001';
const SECRET = 'simulator-test-secret';
const APPROVED = '4405645000006150';
const DECLINED = '4000000000000002';
const THREE_DS = '4000000000003220';
const FUNDS_LATER = '4000000000009995';
const env: Record<string, string> = {
  PAYMENT_PROVIDER: 'freedompay',
  PAYMENT_MERCHANT_ID: MERCHANT,
  PAYMENT_SECRET_KEY: SECRET,
  PAYMENT_TEST_MODE: 'true',
  PUBLIC_URL: 'http://kerben.test',
};
let now = new Date();
let sim: PaymentSimulator;
beforeAll(async () => {
  sim = await startPaymentSimulator({
    merchantId: MERCHANT,
    secretKey: SECRET,
    deliver: async (url, form) => {
      const res = await t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        payload: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return { status: res.statusCode, body: res.body };
    },
  });
  env.PAYMENT_PROVIDER_URL = sim.url;
});
afterAll(() => sim?.close());
const { t, actors: a, inject } = useTestApp({ actors: true, env, clock: () => now });

// Keys of letters only: the secrets watch looks for codes of digits in every answer.
const key = () => randomUUID().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
const card = (pan: string) => ({
  pan,
  month: '12',
  year: String((new Date().getFullYear() + 3) % 100),
  holder: 'Aigul Testova',
  cvc: '123',
});

/** What a browser does on the simulator's page: types the card (and the 3-D Secure code), answers where it is sent back. */
async function typeCard(pageUrl: string, pan: string, code?: string): Promise<string | null> {
  const page = new URL(pageUrl);
  const [action, keyField] = page.pathname === '/pay.html' ? ['/pay.html', 'customer'] : [page.pathname, 'key'];
  const pageKey = page.searchParams.get(page.pathname === '/pay.html' ? 'customer' : 'pg_payment_id') ?? '';
  expect((await fetch(pageUrl)).status).toBe(200);
  let res = await fetch(`${sim.url}${action}`, {
    method: 'POST',
    body: new URLSearchParams({ [keyField]: pageKey, ...card(pan) }),
    redirect: 'manual',
  });
  if (res.status === 200) {
    expect(await res.text()).toContain('3-D Secure');
    res = await fetch(`${sim.url}/acs`, {
      method: 'POST',
      body: new URLSearchParams({ key: pageKey, code: code ?? '' }),
      redirect: 'manual',
    });
  }
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

const pay = async (actor: Actor, body: object) => {
  const res = await inject('POST', '/api/payments/', actor, { key: key(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OnlinePayment>();
};
const read = async (id: number, actor: Actor) =>
  (await inject('GET', `/api/payments/online/${id}/`, actor)).json<OnlinePayment>();
const cardsOf = async (actor: Actor) => (await inject('GET', '/api/billing/my_billings/', actor)).json<Card[]>();
const ledgerPayments = (userId: number) => t.services.db.select().from(payments).where(eq(payments.userId, userId));
const invoiceRow = async (id: number) => (await t.services.db.select().from(invoices).where(eq(invoices.id, id)))[0];

async function customerWithInvoice() {
  const customer = await makeCustomer(t);
  const parcel = await makeParcelAtPickup(t, a.admin, customer);
  return { customer, invoice: await openInvoiceOf(t, customer, parcel.id) };
}

/** A customer's card saved through the provider's page. */
async function savedCard(customer: Actor, pan = APPROVED, code?: string) {
  const res = await inject('POST', '/api/billing/cards/save/', customer);
  expect(res.statusCode, res.body).toBe(200);
  const back = await typeCard(res.json<{ redirect_url: string }>().redirect_url, pan, code);
  expect(back).toMatch(/^http:\/\/kerben\.test\/user\/biling\?card=\d+$/);
  const saved = (await cardsOf(customer)).find((row) => row.can_pay && row.number.endsWith(pan.slice(-4)));
  if (!saved) throw new Error('card not saved');
  return saved;
}

describe('saved cards through the provider', () => {
  it('saves a card on the provider’s page (3-D Secure): the token is kept, the number never; a card typed into Kerben cannot pay', async () => {
    const customer = await makeCustomer(t);
    const saved = await savedCard(customer, THREE_DS, '123456');
    expect(saved).toMatchObject({ number: '400000******3220', full_name: 'AIGUL TESTOVA', brand: 'Visa', can_pay: true });
    const [row] = await t.services.db.select().from(billingCards).where(eq(billingCards.id, saved.id));
    expect(row?.providerToken).toBe([...sim.cards.values()].find((c) => c.userId === String(customer.user.id))?.token);

    // The provider repeats its callback: still one card.
    await sim.idle();
    expect((await cardsOf(customer)).filter((c) => c.can_pay)).toHaveLength(1);

    const legacy = await inject('POST', '/api/billing/add/', customer, {
      number: '4111 1111 1111 1111',
      end_date: '12-2035',
      full_name: 'AIGUL TESTOVA',
      cvv: '737',
    });
    expect(legacy.json()).toMatchObject({ can_pay: false });
    const { invoice } = { invoice: await openInvoiceOf(t, customer, (await makeParcelAtPickup(t, a.admin, customer)).id) };
    const refused = await inject('POST', '/api/payments/', customer, {
      invoices: [invoice.id],
      card: legacy.json().id,
      key: key(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ card: [PAYMENT_MSG.cardNotPayable] });
    const stranger = await inject('POST', '/api/payments/', a.customerB, { top_up_usd: 500, card: saved.id, key: key() });
    expect(stranger.json()).toEqual({ card: [PAYMENT_MSG.cardNotFound] });
  });

  it('a wrong 3-D Secure code saves nothing', async () => {
    const customer = await makeCustomer(t);
    const res = await inject('POST', '/api/billing/cards/save/', customer);
    await typeCard(res.json().redirect_url, THREE_DS, '000000');
    await sim.idle();
    expect(await cardsOf(customer)).toEqual([]);
  });
});

describe('paying on the provider’s page', () => {
  it('an invoice is paid by the provider’s signed callback, which lands before the browser returns; the repeat changes nothing', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const started = await pay(customer, { invoices: [invoice.id] });
    expect(started).toMatchObject({ status: 'pending', purpose: 'invoices', amount: { amount: 209_880, currency: 'KGS' } });
    expect(started.redirect_url).toMatch(new RegExp(`^${sim.url}/pay\\.html\\?customer=`));
    expect((await invoiceRow(invoice.id))?.status).toBe('open');

    const back = await typeCard(started.redirect_url as string, APPROVED);
    expect(back).toMatch(new RegExp(`^http://kerben\\.test/user/biling/payments/${started.id}\\?pg_order_id=`));
    // Before the browser is back the callback has landed: the invoice is paid.
    expect(await read(started.id, customer)).toMatchObject({ status: 'paid', payment: expect.any(Number), redirect_url: null });
    expect((await invoiceRow(invoice.id))?.status).toBe('paid');
    const answers = sim.callbacks.filter(
      (c) => c.fields.pg_order_id === (sim.payments.get(c.fields.pg_payment_id ?? '')?.orderId ?? '-'),
    );
    expect(answers.filter((c) => c.fields.pg_payment_id === answers.at(-1)?.fields.pg_payment_id)).toHaveLength(2);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, answerSigned: true, answer: { pg_status: 'ok' } });
    const [payment, ...more] = await ledgerPayments(customer.user.id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      method: 'online',
      currency: 'KGS',
      amountMinor: 209_880,
      amountUsdCents: 2400,
      operatorId: null,
    });
    expect((await balanceOf(t, customer)).balance.amount).toBe(0);

    // A failure arriving after the success (out of order) changes nothing.
    const providerId = [...sim.payments.values()].find((p) => p.orderId === answers[0]?.fields.pg_order_id)?.id ?? '';
    const late = await sim.sendResult(providerId, { pg_result: '0' });
    expect(late.status).toBe(200);
    expect((await read(started.id, customer)).status).toBe('paid');
    expect(await ledgerPayments(customer.user.id)).toHaveLength(1);
  });

  it('a declined card: the payment fails, the invoice stays open, nothing is in the ledger', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const started = await pay(customer, { invoices: [invoice.id] });
    await typeCard(started.redirect_url as string, DECLINED);
    expect(await read(started.id, customer)).toMatchObject({ status: 'failed', failure: 'Недостаточно средств' });
    expect((await invoiceRow(invoice.id))?.status).toBe('open');
    expect(await ledgerPayments(customer.user.id)).toEqual([]);
  });

  it('3-D Secure: the right code pays, a wrong one fails', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const failed = await pay(customer, { invoices: [invoice.id] });
    await typeCard(failed.redirect_url as string, THREE_DS, '111111');
    expect((await read(failed.id, customer)).status).toBe('failed');
    const paid = await pay(customer, { invoices: [invoice.id] });
    await typeCard(paid.redirect_url as string, THREE_DS, '123456');
    expect((await read(paid.id, customer)).status).toBe('paid');
    expect((await invoiceRow(invoice.id))?.status).toBe('paid');
  });

  it('a forged signature is refused (400) and a changed amount is not paid: nothing recorded either way', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const started = await pay(customer, { invoices: [invoice.id] });
    sim.holdCallbacks(true);
    try {
      await typeCard(started.redirect_url as string, APPROVED);
    } finally {
      sim.holdCallbacks(false);
    }
    const providerId = [...sim.payments.values()].find((p) => p.id && p.description.includes(invoice.number))?.id ?? '';
    const forged = await sim.sendResult(providerId, { pg_sig: 'f'.repeat(32) });
    expect(forged.status).toBe(400);
    const tampered = await sim.sendResult(providerId, { pg_amount: '1.00' });
    expect(tampered).toMatchObject({ status: 200, answerSigned: true, answer: { pg_status: 'error' } });
    const otherCurrency = await sim.sendResult(providerId, { pg_currency: 'USD' });
    expect(otherCurrency.answer.pg_status).toBe('error');
    expect((await read(started.id, customer)).status).toBe('pending');
    expect((await invoiceRow(invoice.id))?.status).toBe('open');
    expect(await ledgerPayments(customer.user.id)).toEqual([]);
    // The real callback, when it comes, pays.
    await sim.releaseHeld();
    expect((await read(started.id, customer)).status).toBe('paid');
  });

  it('answers 400 to whatever is not a signed message of the provider, and records nothing', async () => {
    const before = await t.services.db.select().from(onlinePayments);
    const url = '/api/payments/freedompay/result';
    for (const [payload, type] of [
      ['', 'application/x-www-form-urlencoded'],
      ['pg_order_id=kbx&pg_result=1&pg_amount=1.00&pg_sig=zz', 'application/x-www-form-urlencoded'],
      ['pg_xml=%3Cresponse%3E%3Cpg_status%3Esuccess', 'application/x-www-form-urlencoded'],
      ['pg_xml=not xml at all', 'application/x-www-form-urlencoded'],
      [JSON.stringify({ pg_order_id: 'kbx', pg_result: '1', pg_sig: 'a'.repeat(32) }), 'application/json'],
      [JSON.stringify({ pg_order_id: ['kbx'] }), 'application/json'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
      expect(res.statusCode, `${payload} → ${res.body}`).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/stripe/result', payload: {} })).statusCode).toBe(404);
    expect(await t.services.db.select().from(onlinePayments)).toEqual(before);
  });

  it('tops up the balance in dollars, charged in som', async () => {
    const customer = await makeCustomer(t);
    const started = await pay(customer, { top_up_usd: 5000 });
    expect(started).toMatchObject({
      purpose: 'topup',
      amount_usd: { amount: 5000 },
      amount: { amount: 437_250, currency: 'KGS' },
    });
    await typeCard(started.redirect_url as string, APPROVED);
    expect((await balanceOf(t, customer)).balance.amount).toBe(5000);
  });

  it('refuses what cannot be paid: someone else’s invoice, a paid one, both or neither of invoices and top-up', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const theirs = await inject('POST', '/api/payments/', a.customerB, { invoices: [invoice.id], key: key() });
    expect(theirs.json()).toEqual({ invoices: [INVOICE_MSG.missing([invoice.id])] });
    const both = await inject('POST', '/api/payments/', customer, { invoices: [invoice.id], top_up_usd: 500, key: key() });
    expect(both.json()).toEqual({ invoices: [PAYMENT_MSG.invoicesOrTopUp] });
    const started = await pay(customer, { invoices: [invoice.id] });
    await typeCard(started.redirect_url as string, APPROVED);
    const again = await inject('POST', '/api/payments/', customer, { invoices: [invoice.id], key: key() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: DESK_MSG.invoicePaid(invoice.number) });
    expect((await inject('GET', `/api/payments/online/${started.id}/`, a.customerB)).statusCode).toBe(404);
    expect((await inject('GET', `/api/payments/online/${started.id}/`, a.admin)).statusCode).toBe(200);
  });
});

describe('one click with a saved card', () => {
  it('charges the card once however often it is clicked, and the invoice is paid by the callback', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const saved = await savedCard(customer);
    const body = { invoices: [invoice.id], card: saved.id, key: key() };
    const clicks = await Promise.all([1, 2, 3, 4, 5].map(() => inject('POST', '/api/payments/', customer, body)));
    const ids = new Set(clicks.map((res) => res.json<OnlinePayment>().id));
    expect(clicks.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const order = (
      await t.services.db
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.id, id as number))
    )[0]?.orderId;
    expect([...sim.payments.values()].filter((p) => p.orderId === order)).toHaveLength(1);
    await sim.idle();
    expect(await read(id as number, customer)).toMatchObject({
      status: 'paid',
      card: { id: saved.id, number: '440564******6150' },
    });
    expect((await invoiceRow(invoice.id))?.status).toBe('paid');
    expect(await ledgerPayments(customer.user.id)).toHaveLength(1);
    // The same key for something else is refused.
    const reused = await inject('POST', '/api/payments/', customer, { top_up_usd: 500, key: body.key });
    expect(reused.json()).toEqual({ detail: PAYMENT_MSG.keyReused });
  });

  it('a saved card the bank declines: the payment fails at once, the invoice stays open', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const saved = await savedCard(customer, FUNDS_LATER);
    const res = await inject('POST', '/api/payments/', customer, { invoices: [invoice.id], card: saved.id, key: key() });
    expect(res.json<OnlinePayment>()).toMatchObject({ status: 'failed', failure: 'Недостаточно средств' });
    await sim.idle();
    expect((await invoiceRow(invoice.id))?.status).toBe('open');
    expect(await ledgerPayments(customer.user.id)).toEqual([]);
  });

  it('production refuses an answer of the simulator', async () => {
    const provider = createFreedomPay({
      merchantId: MERCHANT,
      secretKey: SECRET,
      url: sim.url,
      testMode: true,
      refuseSimulator: true,
    });
    await expect(provider.status({ orderId: 'kbnothing', providerPaymentId: null })).rejects.toMatchObject({ unavailable: true });
  });

  it('a callback that never comes: the job asks the provider 15 minutes later (paid, or declined)', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const approved = await savedCard(customer);
    const declining = await savedCard(customer, DECLINED).catch(() => undefined);
    expect(declining).toBeUndefined(); // a declined card is not saved either
    sim.holdCallbacks(true);
    let started: OnlinePayment;
    try {
      started = await pay(customer, { invoices: [invoice.id], card: approved.id });
      await sim.idle();
    } finally {
      sim.holdCallbacks(false);
    }
    expect((await read(started.id, customer)).status).toBe('pending');
    now = new Date(Date.now() + 10 * 60_000);
    expect(await t.services.billing.online.settleDue()).toMatchObject({ asked: 0 });
    // The scheduled job (one process of several: its lease), 16 minutes on.
    now = new Date(Date.now() + 16 * 60_000);
    const { job } = t.services.onlineSettling;
    expect(await job.tick()).toBe('ran');
    expect(await job.tick()).toBe('not due');
    expect((await read(started.id, customer)).status).toBe('paid');
    expect((await invoiceRow(invoice.id))?.status).toBe('paid');
    // The held callbacks arrive at last: nothing more.
    await sim.releaseHeld();
    expect(await ledgerPayments(customer.user.id)).toHaveLength(1);

    // A card declined on the page, whose callback never comes: closed as failed by the job.
    const other = await customerWithInvoice();
    now = new Date();
    const lost = await pay(other.customer, { invoices: [other.invoice.id] });
    sim.holdCallbacks(true);
    try {
      await typeCard(lost.redirect_url as string, DECLINED);
    } finally {
      sim.holdCallbacks(false);
    }
    expect((await read(lost.id, other.customer)).status).toBe('pending');
    now = new Date(Date.now() + 16 * 60_000);
    expect(await t.services.billing.online.settleDue()).toMatchObject({ failed: 1 });
    now = new Date();
    await sim.releaseHeld();
    expect((await read(lost.id, other.customer)).status).toBe('failed');
  });
});

describe('refunds through the provider (admins)', () => {
  it('gives all of an invoice payment back: the invoice is voided, the refund in the ledger, the provider refunded', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const started = await pay(customer, { invoices: [invoice.id] });
    await typeCard(started.redirect_url as string, APPROVED);
    const paymentId = (await read(started.id, customer)).payment as number;
    const url = `/api/payments/${paymentId}/refund/`;
    expect((await inject('POST', url, customer, { reason: 'x', key: key() })).statusCode).toBe(403);
    expect((await inject('POST', url, a.operator, { reason: 'x', key: key() })).statusCode).toBe(403);
    const part = await inject('POST', url, a.admin, { amount: 10_000, reason: 'часть', key: key() });
    expect(part.statusCode).toBe(409);
    expect((await inject('POST', url, a.admin, { amount: 209_881, reason: 'много', key: key() })).statusCode).toBe(400);

    const body = { reason: 'посылка утеряна', key: key() };
    const res = await inject('POST', url, a.admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OnlinePayment>()).toMatchObject({
      refunded: { amount: 209_880 },
      refunds: [{ status: 'paid', reason: 'посылка утеряна' }],
    });
    expect((await inject('POST', url, a.admin, body)).json<OnlinePayment>().refunds).toHaveLength(1);
    expect((await invoiceRow(invoice.id))?.status).toBe('void');
    expect([...sim.payments.values()].find((p) => p.amount === 209_880 && p.refunded > 0)?.refunded).toBe(209_880);
    expect((await balanceOf(t, customer)).balance.amount).toBe(0);
    const refund = (await ledgerPayments(customer.user.id)).find((row) => row.kind === 'refund');
    expect(refund).toMatchObject({ method: 'online', amountMinor: 209_880, amountUsdCents: 2400, operatorId: a.admin.user.id });
    expect((await inject('POST', url, a.admin, { reason: 'ещё', key: key() })).statusCode).toBe(400);
  });

  it('gives part of a top-up back from the credit it left', async () => {
    const customer = await makeCustomer(t);
    const started = await pay(customer, { top_up_usd: 5000 });
    await typeCard(started.redirect_url as string, APPROVED);
    const paymentId = (await read(started.id, customer)).payment as number;
    const res = await inject('POST', `/api/payments/${paymentId}/refund/`, a.admin, {
      amount: 87_450,
      reason: 'вернуть $10',
      key: key(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await balanceOf(t, customer)).balance.amount).toBe(4000);
  });
});

describe('card numbers', () => {
  it('no card number is in any table, log line or audit entry', async () => {
    // Every table of the database, as text, whatever a later change adds (the tests above typed
    // every test card on the provider's page, saved cards and paid with them).
    const rowsOf = async <R>(query: ReturnType<typeof sql>) =>
      ((await t.services.db.execute(query)) as unknown as { rows: R[] }).rows;
    const tables = await rowsOf<{ name: string }>(
      sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    );
    expect(tables.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['public.billing_cards', 'public.online_payments', 'public.audit_log']),
    );
    const dump = await rowsOf<{ text: string | null }>(
      sql.raw(tables.map(({ name }) => `select string_agg(t::text, '|') as text from ${name} t`).join(' union all ')),
    );
    const everything = dump.map(({ text }) => text ?? '').join('\n');
    expect(everything).toContain('440564'); // the first six digits are kept, so the scan reads the cards' rows
    for (const pan of [APPROVED, DECLINED, THREE_DS, FUNDS_LATER]) {
      for (const shown of [pan, pan.replace(/(\d{4})(?=\d)/g, '$1 ')]) {
        expect(everything).not.toContain(shown);
        expect(t.logs()).not.toContain(shown);
      }
    }
  });
});

describe('online payment off', () => {
  const off = useTestApp({ actors: true });
  it('answers 409 and the balance says so; the desk goes on', async () => {
    const res = await off.inject('POST', '/api/payments/', off.actors.customerA, { top_up_usd: 500, key: key() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: PAYMENT_MSG.off });
    expect((await off.inject('GET', '/api/billing/balance/', off.actors.customerA)).json()).toMatchObject({
      online_payment: false,
    });
    expect((await off.inject('POST', '/api/billing/cards/save/', off.actors.customerA)).statusCode).toBe(409);
  });
});

describe('the provider does not answer', () => {
  // Nothing listens on port 9 of this machine: every call is refused at once.
  const silent = useTestApp({ actors: true, env: { ...env, PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9' } });
  it('answers 503 with a message to try later, and the payment is closed as failed (no page was opened)', async () => {
    const customer = silent.actors.customerA;
    const res = await silent.inject('POST', '/api/payments/', customer, { top_up_usd: 500, key: key() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: PAYMENT_MSG.providerUnavailable });
    const rows = await silent.t.services.db.select().from(onlinePayments).where(eq(onlinePayments.userId, customer.user.id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    expect((await silent.inject('POST', '/api/billing/cards/save/', customer)).statusCode).toBe(503);
  });
});
