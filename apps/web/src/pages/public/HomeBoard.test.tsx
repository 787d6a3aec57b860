import type { BoardItem } from '@kerben/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pageOf, renderWithApp } from '../../test/harness';
import { groupByCity, HomeBoard } from './HomeBoard';

const news = { id: 1, name: 'Новости', color: '#1971c2' };
const sales = { id: 2, name: 'Акции', color: '#d9480f' };
const item = (id: number, city: string, category = news, date = '2026-11-20'): BoardItem => ({
  id,
  text: `Объявление ${id}`,
  city,
  publication_date: date,
  item_category: category.id,
  category,
  created_at: '2026-11-20T10:00:00Z',
});

describe('groupByCity', () => {
  it('keeps the newest-first order inside a city and orders cities by their newest announcement', () => {
    const groups = groupByCity([item(5, 'Ош'), item(4, 'Бишкек'), item(3, 'Ош'), item(2, 'Москва')]);
    expect(groups.map((group) => [group.city, group.items.map((i) => i.id)])).toEqual([
      ['Ош', [5, 3]],
      ['Бишкек', [4]],
      ['Москва', [2]],
    ]);
  });
});

describe('the home page board', () => {
  it('shows the announcements by city with their category badges', async () => {
    const calls = fakeApi({
      'GET /api/items/list/': () => ({ body: pageOf([item(2, 'Ош', sales, '2026-11-21'), item(1, 'Бишкек')]) }),
    });
    renderWithApp(<HomeBoard />);
    const osh = await screen.findByRole('region', { name: 'Ош' });
    expect(within(osh).getByText('Объявление 2')).toBeTruthy();
    expect(within(osh).getByText('Акции')).toBeTruthy();
    expect(within(osh).getByText('21 ноября 2026 г.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Бишкек' })).getByText('Новости')).toBeTruthy();
    expect(calls[0]?.query.get('page_size')).toBe('30');
  });

  it('says so when there is nothing to show', async () => {
    fakeApi({ 'GET /api/items/list/': () => ({ body: pageOf([]) }) });
    renderWithApp(<HomeBoard />);
    expect(await screen.findByText('Объявлений пока нет')).toBeTruthy();
  });
});
