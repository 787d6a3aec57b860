import type { Parcel, TariffTerms } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { aWaitingParcel } from '../../test/parcel-fixtures';
import { TEST_TARIFF } from '../../test/tariff-fixtures';
import {
  firstStepWithError,
  newParcelValues,
  parcelInput,
  parcelValuesOf,
  rulePrice,
  stepOfField,
  typedNumber,
} from './parcel-form';

const parcel: Parcel = aWaitingParcel({
  name: 'Кроссовки',
  unique_id_user: 'KB0001',
  client: { id: 3, unique_id: 'KB0001', first_name: 'Айгуль', last_name: 'Асанова' },
  user: 3,
  date_sent: '2026-03-15',
  courier_service: 1,
  courier_service_detail: { id: 1, name: 'Fedex' },
});

describe('the parcel form', () => {
  it('knows the step of each field, and the first step of several', () => {
    expect(stepOfField('weight')).toBe(0);
    expect(stepOfField('date_sent')).toBe(1);
    expect(stepOfField('unique_id_user')).toBe(2);
    expect(stepOfField('ids')).toBe(-1);
    expect(firstStepWithError(['address', 'price', 'nonsense'])).toBe(1);
    expect(firstStepWithError(['nonsense'])).toBeUndefined();
  });

  it('starts a new parcel as received, in the current warehouse, from its country when parcels come from there', () => {
    const chicago = newParcelValues({ id: 14, country: { id: 3, name: 'США (Чикаго)', icon: null } });
    expect(chicago).toMatchObject({ warehouse: '14', status: '6', country_of_origin: '3' });
    const bishkek = newParcelValues({ id: 25, country: { id: 8, name: 'Кыргызстан', icon: null } });
    expect(bishkek.country_of_origin).toBeNull();
    expect(newParcelValues().warehouse).toBeNull();
  });

  it('prices by the tariff in force as it is typed: weight, or the volumetric weight when larger', () => {
    const values = { ...newParcelValues(), country_of_origin: '3', country_of_destination: '8' };
    expect(rulePrice(values, TEST_TARIFF)).toBeUndefined();
    // $11 a kg from Chicago to Kyrgyzstan in the test tariff.
    expect(rulePrice({ ...values, weight: '2' }, TEST_TARIFF)).toMatchObject({ price: 22, rate: 11, missing: undefined });
    expect(rulePrice({ ...values, weight: '1,5' }, TEST_TARIFF)?.price).toBe(16.5);
    // 60 x 50 x 40 / 6000 = 20 kg of volume beats 2 kg.
    const bulky = rulePrice({ ...values, weight: '2', length: '60', width: '50', height: '40' }, TEST_TARIFF);
    expect(bulky).toMatchObject({ price: 220, chargeable: 20, volumetric: true, rate: 11 });
    // Another tariff, another price: $13.50 a kg and a divisor of 5000 (24 kg of volume).
    const dearer: TariffTerms = {
      ...TEST_TARIFF,
      routes: [{ origin: 3, destination: 8, rate_per_kg_cents: 1350, volumetric_divisor: 5000, days_min: 7, days_max: 9 }],
    };
    expect(rulePrice({ ...values, weight: '2' }, dearer)?.price).toBe(27);
    expect(rulePrice({ ...values, weight: '2', length: '60', width: '50', height: '40' }, dearer)?.price).toBe(324);
    // Until the tariff has arrived there is no price to show.
    expect(rulePrice({ ...values, weight: '2' }, undefined)).toBeUndefined();
    expect(typedNumber('abc')).toBeUndefined();
  });

  it('says which end of the route is still to choose, and gives no rate for a route the tariff lacks', () => {
    const weighed = { ...newParcelValues(), weight: '2' };
    expect(rulePrice(weighed, TEST_TARIFF)).toMatchObject({ rate: 0, missing: 'destination' });
    expect(rulePrice({ ...weighed, country_of_origin: '3' }, TEST_TARIFF)).toMatchObject({ rate: 0, missing: 'destination' });
    expect(rulePrice({ ...weighed, country_of_destination: '8' }, TEST_TARIFF)).toMatchObject({ rate: 0, missing: 'origin' });
    // Istanbul to Kyrgyzstan is not in the test tariff: both ends chosen, no rate.
    expect(rulePrice({ ...weighed, country_of_origin: '4', country_of_destination: '8' }, TEST_TARIFF)).toMatchObject({
      rate: 0,
      missing: undefined,
    });
  });

  it('edits a parcel with an empty price when the rule gave it (so it reprices) and keeps a price set by hand', () => {
    const byRule = parcelValuesOf(parcel);
    expect(byRule).toMatchObject({
      price: '',
      weight: '2',
      width: '',
      date_sent: '03.15.2026',
      clientId: 3,
      courier_service: '1',
    });
    expect(parcelValuesOf({ ...parcel, price: 30, price_is_manual: true }).price).toBe('30');
    // A hand price equal to the rule's is still the operator's.
    expect(parcelValuesOf({ ...parcel, price: parcel.price, price_is_manual: true }).price).toBe(String(parcel.price));
  });

  it('sends the values without the picked client id', () => {
    const input = parcelInput({ ...newParcelValues(), clientId: 5 });
    expect(input).not.toHaveProperty('clientId');
  });
});
