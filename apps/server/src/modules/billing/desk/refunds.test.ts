import { DESK_MSG, type DeskReport, LEDGER_MSG } from '@kerben/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, makeClientWithCredit } from '../../../../test/fixtures/billing';
import { useTestApp } from '../../../../test/helpers';
import { ledgerEntries } from '../../../db/schema';

// Money given back at the desk: from what a client paid and no longer owes, by an admin, once per key.
const { t, actors: a, inject } = useTestApp({ actors: true });

const REFUNDS = '/api/desk/refunds/';

const clientWithCredit = () => makeClientWithCredit(t, a.admin);

describe('POST /api/desk/refunds/', () => {
  it('is an admin’s: 401, 403 for a customer and an operator', async () => {
    const body = { user: a.customerA.user.id, amount: 100, currency: 'USD', method: 'cash', key: 'refund-key-one', reason: 'x' };
    expect((await inject('POST', REFUNDS, a.anonymous, body)).statusCode).toBe(401);
    expect((await inject('POST', REFUNDS, a.customerA, body)).statusCode).toBe(403);
    expect((await inject('POST', REFUNDS, a.operator, body)).statusCode).toBe(403);
  });

  it('gives back at most the credit, converted at today’s rate; the ledger, the report and the receipt show it', async () => {
    const customer = await clientWithCredit();
    expect((await balanceOf(t, customer)).balance.amount).toBe(2400);
    const refund = (body: object) =>
      inject('POST', REFUNDS, a.admin, {
        user: customer.user.id,
        currency: 'KGS',
        method: 'cash',
        reason: 'Отмена заказа',
        ...body,
      });
    // 2 100 som at 87.45 is $24.01: more than the credit.
    const tooMuch = await refund({ amount: 210_000, key: 'refund-too-much' });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([409, { detail: DESK_MSG.refundTooLarge('$24.00') }]);
    expect((await refund({ amount: 209_880 })).json()).toMatchObject({ key: [DESK_MSG.keyInvalid] });
    // 43 tyiyn is half a cent less than nothing at 87.45: no entry could take it off the account.
    const tiny = await refund({ amount: 43, key: 'refund-tiny-amount' });
    expect([tiny.statusCode, tiny.json()]).toEqual([400, { amount: [DESK_MSG.refundTooSmall] }]);
    // Money is given back to customers: a staff account (the admin's own) has none to give.
    for (const staff of [a.admin, a.operator]) {
      const own = await refund({ user: staff.user.id, amount: 100, currency: 'USD', key: `refund-to-${staff.user.id}` });
      expect([own.statusCode, own.json()]).toEqual([400, { user: [LEDGER_MSG.userNotFound] }]);
    }
    expect((await refund({ amount: 100, key: 'refund-no-reason', reason: '' })).json()).toMatchObject({
      reason: [DESK_MSG.refundReasonRequired],
    });

    const res = await refund({ amount: 209_880, key: 'refund-key-two' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'refund',
      amount: { amount: 209_880, currency: 'KGS' },
      amount_usd: { amount: 2400 },
    });
    expect((await refund({ amount: 209_880, key: 'refund-key-two' })).json()).toEqual(res.json());
    for (const other of [{ amount: 209_881 }, { currency: 'RUB' }, { method: 'terminal' }]) {
      const reused = await refund({ amount: 209_880, key: 'refund-key-two', ...other });
      expect([reused.statusCode, reused.json()]).toEqual([409, { detail: DESK_MSG.keyReused }]);
    }
    expect((await balanceOf(t, customer)).balance.amount).toBe(0);
    const [entry] = await t.services.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, customer.user.id), eq(ledgerEntries.kind, 'refund')));
    expect(entry).toMatchObject({ amountUsdCents: -2400, amountMinor: 209_880, currency: 'KGS', reason: 'Отмена заказа' });
    const again = await refund({ amount: 100, key: 'refund-key-three' });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: DESK_MSG.refundTooLarge('$0.00') }]);

    // The admin's day: the manual payment in, the som out; the dollars agree with the ledger.
    const day = (await inject('GET', `/api/desk/report/?operator=${a.admin.user.id}`, a.admin)).json<DeskReport>();
    expect(day.totals).toEqual(
      expect.arrayContaining([{ method: 'cash', amount: { amount: -209_880, currency: 'KGS' }, count: 1 }]),
    );
    expect(day.ledger_usd).toEqual(day.total_usd);
    const receipt = await inject('GET', `/api/payments/${res.json().id}/receipt/`, customer);
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
  });
});
