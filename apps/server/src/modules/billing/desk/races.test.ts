import { randomUUID } from 'node:crypto';
import { DESK_MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { invoicesOf, makeClientWithCredit, makeParcelAtPickup } from '../../../../test/fixtures/billing';
import { makeCustomer, useTestApp } from '../../../../test/helpers';
import { payments } from '../../../db/schema';

// Money at the desk under parallel requests (real ones on PostgreSQL; the embedded database runs
// them one after another, where they must give the same outcome).
const { t, actors: a, inject } = useTestApp({ actors: true });

const PAY = '/api/desk/payments/';
const key = () => randomUUID().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x');
const fromBalance = (parcelId: number) => ({ parcels: [parcelId], amount: 0, currency: 'USD', method: 'balance', key: key() });
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((res) => res.statusCode).sort();

describe('one credit spent twice at once', () => {
  it('two payments from the balance: $24.00 of credit pays one $24.00 parcel, the other is told it is short', async () => {
    for (let round = 0; round < 2; round++) {
      const customer = await makeClientWithCredit(t, a.admin);
      const first = await makeParcelAtPickup(t, a.admin, customer);
      const second = await makeParcelAtPickup(t, a.admin, customer);
      const answers = await Promise.all([first, second].map((parcel) => inject('POST', PAY, a.operator, fromBalance(parcel.id))));
      expect(statuses(answers)).toEqual([200, 409]);
      expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({ detail: DESK_MSG.balanceTooLow('$0.00') });
    }
  });

  it('a refund and a payment from the balance: only one of them gets the credit', async () => {
    for (let round = 0; round < 2; round++) {
      const customer = await makeClientWithCredit(t, a.admin);
      const parcel = await makeParcelAtPickup(t, a.admin, customer);
      const refund = { user: customer.user.id, amount: 2400, currency: 'USD', method: 'cash', key: key(), reason: 'Возврат' };
      const answers = await Promise.all([
        inject('POST', PAY, a.operator, fromBalance(parcel.id)),
        inject('POST', '/api/desk/refunds/', a.admin, refund),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(await t.services.db.select().from(payments).where(eq(payments.userId, customer.user.id))).toHaveLength(2);
    }
  });
});

describe('a void and a payment of one invoice', () => {
  it('lock its parcel before the invoice, as every change does (the other order deadlocked)', async (context) => {
    // Another connection plays the payment: it holds the parcel and then asks for the invoice.
    if (!t.databaseUrl) return context.skip();
    const customer = await makeCustomer(t);
    const parcel = await makeParcelAtPickup(t, a.admin, customer);
    expect((await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.admin, { is_paid: true })).statusCode).toBe(
      200,
    );
    const [invoice] = await invoicesOf(t, customer, '&status=paid');
    const payment = new pg.Client({ connectionString: t.databaseUrl });
    await payment.connect();
    try {
      await payment.query('begin');
      await payment.query('select id from parcels where id = $1 for update', [parcel.id]);
      const voided = inject('POST', `/api/invoices/${invoice?.id}/void/`, a.admin, { reason: 'Ошибка кассира' });
      // Wait until the void waits for the parcel.
      const waiting =
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = $1';
      while ((await payment.query(waiting, ['Lock'])).rows[0].n === 0);
      // The void holds nothing the payment needs next: the invoice is free.
      await payment.query('select id from invoices where id = $1 for update nowait', [invoice?.id]);
      await payment.query('rollback');
      const res = await voided;
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await payment.end();
    }
  });
});
