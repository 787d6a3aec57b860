import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { type QueryLike, QueryView } from './QueryView';

const wrap = (node: React.ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, error: null, isFetching: false, refetch: vi.fn(), ...state };
}

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryView', () => {
  it('shows the loading view until the first answer', () => {
    wrap(
      <QueryView query={query<string[]>({ isFetching: true })} loading={<p>Скелетон</p>}>
        {list}
      </QueryView>,
    );
    expect(screen.getByText('Скелетон')).toBeTruthy();

    wrap(<QueryView query={query<string[]>({ isFetching: true })}>{list}</QueryView>);
    expect(screen.getByLabelText('Загрузка...')).toBeTruthy();
  });

  it('shows a failed load with its title, the server reason and a retry button', () => {
    const refetch = vi.fn();
    const error = new ApiError(503, 'Сервис временно недоступен', 'Сервис временно недоступен', {});
    wrap(
      <QueryView query={query<string[]>({ error, refetch })} errorTitle="Не удалось загрузить список продуктов">
        {list}
      </QueryView>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить список продуктов');
    expect(alert.textContent).toContain('Сервис временно недоступен');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the loading view again while a retry runs', () => {
    wrap(
      <QueryView query={query<string[]>({ error: new Error('x'), isFetching: true })} loading={<p>Скелетон</p>}>
        {list}
      </QueryView>,
    );
    expect(screen.getByText('Скелетон')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty view for an empty list and for a page without results', () => {
    wrap(
      <QueryView query={query({ data: [] as string[] })} empty={<p>Товаров пока нет</p>}>
        {list}
      </QueryView>,
    );
    expect(screen.getByText('Товаров пока нет')).toBeTruthy();

    wrap(
      <QueryView query={query({ data: { count: 0, results: [] as string[] } })} empty={<p>Сайтов пока нет</p>}>
        {(page) => list(page.results)}
      </QueryView>,
    );
    expect(screen.getByText('Сайтов пока нет')).toBeTruthy();
  });

  it('renders the data, and keeps it on screen when a later refetch fails', () => {
    wrap(
      <QueryView query={query({ data: ['Amazon', 'Trendyol'], error: new Error('offline') })} empty={<p>Пусто</p>}>
        {list}
      </QueryView>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Amazon', 'Trendyol']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
