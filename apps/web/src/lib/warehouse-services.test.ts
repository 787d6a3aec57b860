import { CONSOLIDATION_MSG, type Parcel } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { aWaitingParcel } from '../test/parcel-fixtures';
import { TEST_TARIFF } from '../test/tariff-fixtures';
import { boxPreview, selectionProblem, serviceOffers, takesServices } from './warehouse-services';

const waiting = aWaitingParcel({ id: 1, name: 'Кроссовки', track_number: '1Z001' });
const parcel = (fields: Partial<Parcel>): Parcel => ({ ...waiting, ...fields });

describe('what a parcel may be ordered', () => {
  it('takes services while waiting at the warehouse, not once combined or gone', () => {
    expect(takesServices(waiting)).toBe(true);
    expect(takesServices(parcel({ status: { id: 8, name: 'Объединена' }, consolidated_into: 9 }))).toBe(false);
    expect(takesServices(parcel({ status: { id: 5, name: 'В пути' } }))).toBe(false);
  });

  it('prices each service by the tariff: the check by the parcel’s origin, insurance by its declared value', () => {
    const prices = (p: Parcel) => Object.fromEntries(serviceOffers(TEST_TARIFF, p).map((offer) => [offer.kind, offer.cents]));
    expect(prices(waiting)).toEqual({ photo: 250, quality_check: 400, repack: 0, return: 0, insurance: undefined });
    const fromIstanbul = parcel({
      country_of_origin: { id: 4, name: 'Турция (Стамбул)' },
      items: [{ description: 'Куртка', quantity: 2, unit_price_usd: 150 }],
    });
    // The test tariff has no check from Turkey; $300 declared is above the $100 tier: $10.
    expect(prices(fromIstanbul)).toMatchObject({ quality_check: undefined, insurance: 1000 });
    expect(prices(parcel({ country_of_origin: null })).quality_check).toBeUndefined();
  });
});

describe('the parcels a customer ticks to combine', () => {
  const second = parcel({ id: 2, name: 'Куртка', track_number: '1Z002', weight: 1.5, price: 18 });

  it('needs two to twenty parcels waiting at one warehouse for one destination and one address', () => {
    expect(selectionProblem([waiting])).toBe(CONSOLIDATION_MSG.parcelsRequired);
    expect(selectionProblem([waiting, second])).toBeNull();
    expect(selectionProblem(Array.from({ length: 21 }, (_, id) => parcel({ id })))).toBe(CONSOLIDATION_MSG.tooMany);
    expect(selectionProblem([waiting, { ...second, warehouse: 15 }])).toBe(CONSOLIDATION_MSG.otherWarehouses);
    expect(selectionProblem([waiting, { ...second, country_of_destination: { id: 7, name: 'Россия' } }])).toBe(
      CONSOLIDATION_MSG.otherDestinations,
    );
    expect(selectionProblem([waiting, { ...second, address: 4 }])).toBe(CONSOLIDATION_MSG.otherAddresses);
  });

  it('names a parcel that is not waiting at the warehouse', () => {
    const sent = { ...second, status: { id: 5, name: 'Ваша посылка в пути' } };
    expect(selectionProblem([waiting, sent])).toBe(CONSOLIDATION_MSG.notWaiting(sent, 'Ваша посылка в пути'));
  });

  it('compares the separate parcels’ delivery with one box of their weight, by the route’s rate', () => {
    // $24 and $18 apart; 2 kg + 1.5 kg at the test tariff's $11 a kg from Chicago to Kyrgyzstan.
    expect(boxPreview([waiting, second], TEST_TARIFF)).toEqual({
      separateCents: 4200,
      boxCents: 3850,
      boxWeightKg: 3.5,
      savingCents: 350,
    });
    // Each parcel priced by its volume (a big light box) saves when combined by weight.
    const bulky = [parcel({ price: 30 }), { ...second, price: 25 }];
    expect(boxPreview(bulky, TEST_TARIFF).savingCents).toBe(1650);
    // Without every weight the box cannot be estimated.
    expect(boxPreview([waiting, { ...second, weight: null }], TEST_TARIFF).boxCents).toBeUndefined();
  });
});
