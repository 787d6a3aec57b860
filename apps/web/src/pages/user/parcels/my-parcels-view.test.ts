import { PARCEL_STATUS } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { myParcelFilters, readMyParcelsView, writeMyParcelsView } from './my-parcels-view';

const read = (search: string) => readMyParcelsView(new URLSearchParams(search));

describe('my parcels view', () => {
  it('asks for every status on "Все" and for "Выдано получателю" on "Доставленные"', () => {
    expect(myParcelFilters(read('')).status).toBeUndefined();
    expect(myParcelFilters(read('tab=delivered')).status).toBe(PARCEL_STATUS.delivered);
  });

  it('sends the typed track number trimmed, and none when only spaces were typed', () => {
    expect(myParcelFilters(read('track=%201Z99%20&page=2'))).toEqual({ status: undefined, track_number: '1Z99', page: 2 });
    expect(myParcelFilters(read('track=%20%20')).track_number).toBeUndefined();
  });

  it('falls back to all parcels, page 1, for an unknown tab or a bad page', () => {
    expect(read('tab=lost&page=-3')).toEqual({ tab: 'all', track: '', page: 1 });
    expect(read('page=abc').page).toBe(1);
  });

  it('leaves the defaults out of the address', () => {
    expect(writeMyParcelsView({ tab: 'all', track: '', page: 1 }).toString()).toBe('');
    expect(writeMyParcelsView({ tab: 'delivered', track: '1Z', page: 3 }).toString()).toBe('tab=delivered&track=1Z&page=3');
  });
});
