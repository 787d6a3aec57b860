import { CARD_MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRefusedAndUnchanged, useTestApp } from '../../../../test/helpers';
import { billingCards } from '../../../db/schema';

const { t, actors: a } = useTestApp({ actors: true });
// Every answer of the run, to prove no full number and no CVV ever left the server.
const answers: string[] = [];

const VISA = '4111 1111 1111 1111';
const CVV = '737';
const inject = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  actor: { headers: Record<string, string> },
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, headers: actor.headers, payload });
  answers.push(res.body);
  return res;
};
const card = (fields: Record<string, unknown> = {}) => ({
  number: VISA,
  end_date: '12-2035',
  full_name: 'AIGUL TESTOVA',
  cvv: CVV,
  ...fields,
});
const row = async (id: number) => (await t.services.db.select().from(billingCards).where(eq(billingCards.id, id)))[0];

describe('billing cards', () => {
  it('refuses an anonymous caller on every route (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/billing/my_billings/'],
      ['POST', '/api/billing/add/'],
      ['PATCH', '/api/billing/update/1/'],
      ['DELETE', '/api/billing/delete/1/'],
    ] as const) {
      expect((await inject(method, url, a.anonymous, card())).statusCode).toBe(401);
    }
  });

  it('refuses a bad number (Luhn), a past expiry, a bad month and a bad CVV, storing nothing', async () => {
    const count = async () => (await t.services.db.select({ id: billingCards.id }).from(billingCards)).length;
    for (const [fields, field, message] of [
      [{ number: '4111 1111 1111 1112' }, 'number', CARD_MSG.numberInvalid],
      [{ end_date: '01-2021' }, 'end_date', CARD_MSG.expired],
      [{ end_date: '13-2030' }, 'end_date', CARD_MSG.monthInvalid],
      [{ cvv: '12' }, 'cvv', CARD_MSG.cvvInvalid],
    ] as const) {
      await expectRefusedAndUnchanged(count, () => inject('POST', '/api/billing/add/', a.customerA, card(fields)), 400, {
        [field]: [message],
      });
    }
  });

  it('saves a card with the masked number, brand and MM-YYYY expiry (YYYY-MM accepted too), lists it as a plain array', async () => {
    const res = await inject('POST', '/api/billing/add/', a.customerA, card({ end_date: '2035-07' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      number: '411111******1111',
      end_date: '07-2035',
      full_name: 'AIGUL TESTOVA',
      brand: 'Visa',
      // Typed into Kerben, not saved through the payment provider: for reference only.
      can_pay: false,
    });
    const mir = await inject('POST', '/api/billing/add/', a.customerA, card({ number: '2200 0000 0000 0004' }));
    expect(mir.json().brand).toBe('Mir');
    const list = await inject('GET', '/api/billing/my_billings/', a.customerA);
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([mir.json().id, res.json().id]);
  });

  it('changes and deletes one’s own cards only: another customer, even an admin, gets 404 and the card stays', async () => {
    const own = (await inject('POST', '/api/billing/add/', a.customerA, card())).json();
    const state = () => row(own.id);
    for (const stranger of [a.customerB, a.admin]) {
      await expectRefusedAndUnchanged(
        state,
        () => inject('PATCH', `/api/billing/update/${own.id}/`, stranger, { full_name: 'THIEF' }),
        404,
        {
          detail: CARD_MSG.notFound,
        },
      );
      await expectRefusedAndUnchanged(state, () => inject('DELETE', `/api/billing/delete/${own.id}/`, stranger), 404);
    }
    expect((await inject('GET', '/api/billing/my_billings/', a.customerB)).json()).toEqual([]);
    const renamed = await inject('PATCH', `/api/billing/update/${own.id}/`, a.customerA, {
      full_name: 'AIGUL T',
      end_date: '01-2036',
    });
    expect(renamed.json()).toMatchObject({ full_name: 'AIGUL T', end_date: '01-2036', number: '411111******1111' });
    expect(
      (await inject('PATCH', `/api/billing/update/${own.id}/`, a.customerA, { number: '5500 0000 0000 0004' })).json(),
    ).toEqual({
      cvv: [CARD_MSG.cvvRequired],
    });
    const renumbered = await inject('PATCH', `/api/billing/update/${own.id}/`, a.customerA, {
      number: '5500 0000 0000 0004',
      cvv: '123',
    });
    expect(renumbered.json()).toMatchObject({ number: '550000******0004', brand: 'Mastercard' });
    expect((await inject('DELETE', `/api/billing/delete/${own.id}/`, a.customerA)).statusCode).toBe(204);
    expect(await row(own.id)).toBeUndefined();
  });

  it('never keeps or answers a full number or a CVV (the table and every answer of this run)', async () => {
    const stored = JSON.stringify(await t.services.db.select().from(billingCards));
    for (const text of [stored, ...answers]) {
      expect(text).not.toContain('4111111111111111');
      expect(text).not.toContain('5500000000000004');
      expect(text).not.toContain(VISA);
      expect(text).not.toContain(`"${CVV}"`);
    }
    expect(Object.keys((await t.services.db.select().from(billingCards))[0] ?? {})).not.toContain('cvv');
  });
});
