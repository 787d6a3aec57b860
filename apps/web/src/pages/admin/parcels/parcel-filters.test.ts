import { describe, expect, it } from 'vitest';
import { isBadDate } from '../../../components/DebouncedFilter';
import { countActiveFilters, NO_FILTERS, parcelQuery, readParcelSearch, writeParcelSearch } from './parcel-filters';

describe('parcel filters and the URL', () => {
  it('reads the filters and the page from the address', () => {
    const { filters, page } = readParcelSearch(
      new URLSearchParams(
        'track=1Z99&sent=03.15.2026&status=6&client=%23KB0001&name=Кроссовки&origin=3&destination=8&storage=paid&ordering=-storage_days&page=3',
      ),
    );
    expect(filters).toEqual({
      track: '1Z99',
      sent: '03.15.2026',
      status: '6',
      client: '#KB0001',
      name: 'Кроссовки',
      origin: '3',
      destination: '8',
      storage: 'paid',
      ordering: '-storage_days',
    });
    expect(page).toBe(3);
  });

  it('ignores what is not a filter value: a non-numeric select, a page below 2 or not a number', () => {
    const read = readParcelSearch(new URLSearchParams('status=abc&origin=&storage=forever&ordering=name&page=0'));
    expect(read.filters).toEqual(NO_FILTERS);
    expect(read.page).toBe(1);
    expect(readParcelSearch(new URLSearchParams('page=x')).page).toBe(1);
  });

  it('writes only the filters that are set, page 1 left out, other parameters kept', () => {
    const next = writeParcelSearch(
      new URLSearchParams('track=old&keep=yes&page=4'),
      { ...NO_FILTERS, client: 'KB00', status: '5' },
      1,
    );
    expect(next.toString()).toBe('keep=yes&status=5&client=KB00');
    expect(writeParcelSearch(new URLSearchParams(), { ...NO_FILTERS, track: '  ' }, 2).toString()).toBe('page=2');
  });

  it('a written address reads back to the same filters (a shared link keeps them)', () => {
    const filters = { ...NO_FILTERS, track: 'TBA 123', sent: '12.31.2025', destination: '9', name: 'Куртка' };
    const read = readParcelSearch(writeParcelSearch(new URLSearchParams(), filters, 2));
    expect(read).toEqual({ filters, page: 2 });
  });

  it('turns the filters into the list query: ids as numbers, the code without #, a date only when whole and real', () => {
    expect(parcelQuery({ ...NO_FILTERS, client: '#kb01', status: '6', sent: '03.15.2026' }, 2, 14)).toEqual({
      warehouse: 14,
      unique_id: 'kb01',
      status: 6,
      date_sent: '2026-03-15',
      page: 2,
    });
    expect(parcelQuery({ ...NO_FILTERS, sent: '03.1' }, 1)).toEqual({ page: 1 });
    expect(parcelQuery({ ...NO_FILTERS, sent: '02.30.2026' }, 1)).toEqual({ page: 1 });
  });

  it('tells a whole but impossible date and counts the filters in use', () => {
    expect(isBadDate('02.30.2026')).toBe(true);
    expect(isBadDate('02.28.2026')).toBe(false);
    expect(isBadDate('02.3')).toBe(false);
    expect(countActiveFilters({ ...NO_FILTERS, track: 'x', origin: '3' })).toBe(2);
  });
});
