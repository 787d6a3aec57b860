import { CUSTOMS_DEFAULTS, CUSTOMS_MSG } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { makeExpectedParcel, makeParcel } from '../../../test/fixtures/parcels';
import { SHOES } from '../../../test/fixtures/shipments';
import { expectRefusedAndUnchanged, useTestApp } from '../../../test/helpers';

const { t, actors: a, inject } = useTestApp({ actors: true });

const settings = async () => (await inject('GET', '/api/settings/customs/', a.admin)).json<Record<string, unknown>>();

describe('GET/PATCH /api/settings/customs/', () => {
  it('is for admins only: 401 for a visitor, 403 for a customer, nothing changed', async () => {
    for (const [actor, status] of [
      [a.anonymous, 401],
      [a.customerA, 403],
    ] as const) {
      expect((await inject('GET', '/api/settings/customs/', actor)).statusCode).toBe(status);
      await expectRefusedAndUnchanged(
        settings,
        () => inject('PATCH', '/api/settings/customs/', actor, { usd_to_eur: 1 }),
        status,
      );
    }
  });

  it('starts with the EAEU defaults, seeded', async () => {
    expect(await settings()).toEqual({ ...CUSTOMS_DEFAULTS, updated_at: null });
  });

  it('answers 400 per field in Russian, and changes nothing', async () => {
    await expectRefusedAndUnchanged(
      settings,
      () =>
        inject('PATCH', '/api/settings/customs/', a.admin, {
          value_limit_eur: -1,
          weight_limit_kg: 'много',
          duty_rate_percent: 101,
          min_duty_per_kg_eur: 1.005,
          usd_to_eur: 0,
        }),
      400,
      {
        value_limit_eur: [CUSTOMS_MSG.valueLimitInvalid],
        weight_limit_kg: [CUSTOMS_MSG.weightLimitInvalid],
        duty_rate_percent: [CUSTOMS_MSG.rateInvalid],
        min_duty_per_kg_eur: [CUSTOMS_MSG.perKgInvalid],
        usd_to_eur: [CUSTOMS_MSG.usdToEurInvalid],
      },
    );
    await expectRefusedAndUnchanged(settings, () => inject('PATCH', '/api/settings/customs/', a.admin, {}), 400, {
      non_field_errors: [CUSTOMS_MSG.nothingToChange],
    });
  });

  it('saves what is sent, keeps the rest, and every duty is estimated with it at once; anyone reads the rule', async () => {
    // $300 at 0.92 is 276 EUR: 15 % of 76 = 11.40 EUR.
    const parcel = await makeParcel(t, a.admin, a.customerA, { items: [{ ...SHOES, unit_price_usd: 300 }] });
    const expected = await makeExpectedParcel(t, a.customerA, { items: [{ ...SHOES, unit_price_usd: 300 }] });
    const dutyOf = async () => [
      (await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.customerA)).json().duty.amount_eur,
      (await inject('GET', `/api/my_warehouse/get/${expected.id}/`, a.customerA)).json().duty.amount_eur,
    ];
    expect(await dutyOf()).toEqual([11.4, 11.4]);

    const res = await inject('PATCH', '/api/settings/customs/', a.admin, { usd_to_eur: '1,0', duty_rate_percent: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...CUSTOMS_DEFAULTS, usd_to_eur: 1, duty_rate_percent: 20 });
    expect(res.json().updated_at).toEqual(expect.any(String));
    // 300 EUR now: 20 % of 100.
    expect(await dutyOf()).toEqual([20, 20]);

    const rule = await inject('GET', '/api/customs/rule/', a.anonymous);
    expect(rule.statusCode).toBe(200);
    expect(rule.json()).toEqual({ ...CUSTOMS_DEFAULTS, usd_to_eur: 1, duty_rate_percent: 20 });
  });
});
