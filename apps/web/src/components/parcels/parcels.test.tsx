import { PARCEL_MSG, PARCEL_STATUS, type Parcel, type Tracking } from '@kerben/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { formatDate, formatDimensions, formatPrice, formatRoute, statusColor } from './parcel-format';
import { StatusTimeline } from './StatusTimeline';
import { TrackingAnswer } from './TrackingAnswer';
import { TrackingLookup } from './TrackingLookup';

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">{node}</MantineProvider>
    </QueryClientProvider>,
  );

const received = { id: 6, name: 'Получен, готов к отправке' };
const inTransit = { id: 5, name: 'Ваша посылка в пути' };

const tracking: Tracking = {
  track_number: '1Z999AA10123456784',
  status: inTransit,
  warehouse: 14,
  warehouse_detail: { id: 14, name: 'Чикаго' },
  country_of_origin: { id: 3, name: 'США (Чикаго)' },
  country_of_destination: { id: 8, name: 'Кыргызстан' },
  date_sent: '2024-03-12',
  date_arrived: null,
  timeline: [
    { status: received, created_at: '2024-03-10T09:00:00.000Z' },
    { status: inTransit, created_at: '2024-03-12T09:00:00.000Z' },
  ],
};

describe('parcel formatting', () => {
  it('colours the statuses of the domain, an unknown one grey', () => {
    expect(statusColor(PARCEL_STATUS.delivered)).toBe('green');
    expect(statusColor(999)).toBe('gray');
  });

  it('writes calendar dates as DD.MM.YYYY without a time zone shift', () => {
    expect(formatDate('2024-03-01')).toBe('01.03.2024');
    expect(formatDate(new Date(2024, 2, 5, 23, 30).toISOString())).toBe('05.03.2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes prices with two decimals, routes with an arrow and missing sides as dashes', () => {
    expect(formatPrice(5.7)).toBe('$5.70');
    expect(formatRoute({ id: 3, name: 'США (Чикаго)' }, { id: 8, name: 'Кыргызстан' })).toBe('США (Чикаго) → Кыргызстан');
    expect(formatRoute(null, { id: 9, name: 'Россия' })).toBe('Россия');
    expect(formatDimensions({ length: 30, width: null, height: 10 })).toBe('30 × — × 10');
    expect(formatDimensions({ length: null, width: null, height: null })).toBe('');
  });
});

describe('StatusTimeline', () => {
  it('lists the statuses oldest first with their dates and marks the last one as current', () => {
    wrap(<StatusTimeline steps={tracking.timeline} />);
    const steps = within(screen.getByRole('list', { name: 'История статусов' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Получен, готов к отправке'),
      expect.stringContaining('Ваша посылка в пути'),
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBeNull();
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(steps[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2024-03-10T09:00:00.000Z');
    expect(steps[0]?.textContent).toContain('10.03.2024');
  });

  it('says so when there is no history yet', () => {
    wrap(<StatusTimeline steps={[]} />);
    expect(screen.getByText('История статусов пока пуста')).toBeTruthy();
  });
});

describe('TrackingAnswer', () => {
  it('shows the server’s not-found message for an unknown number', () => {
    wrap(<TrackingAnswer tracking={null} error={null} looking={false} />);
    expect(screen.getByText(PARCEL_MSG.trackNotFound)).toBeTruthy();
  });

  it('shows the reason of a refused lookup (429) as the server gave it', () => {
    const error = new ApiError(
      429,
      'Слишком много запросов. Повторите через 1 мин.',
      'Слишком много запросов. Повторите через 1 мин.',
      {},
    );
    wrap(<TrackingAnswer tracking={undefined} error={error} looking={false} />);
    expect(screen.getByRole('alert').textContent).toContain('Слишком много запросов. Повторите через 1 мин.');
  });

  it('shows status, warehouse, route and dates, and nothing of the owner’s parcel', () => {
    const owned = { ...tracking, parcel: { name: 'Кроссовки', price: 42, unique_id_user: 'KB0002' } as Parcel };
    const action = vi.fn(() => <button type="button">Подробнее о посылке</button>);
    wrap(<TrackingAnswer tracking={owned} error={null} looking={false} renderAction={action} />);
    expect(screen.getByText('1Z999AA10123456784')).toBeTruthy();
    expect(screen.getByText('Чикаго')).toBeTruthy();
    expect(screen.getByText('США (Чикаго) → Кыргызстан')).toBeTruthy();
    expect(screen.getByText('12.03.2024')).toBeTruthy();
    // No arrival yet: the fact is left out rather than shown empty.
    expect(screen.queryByText('Дата прибытия')).toBeNull();
    expect(screen.queryByText(/Кроссовки|KB0002|\$42/)).toBeNull();
    expect(action).toHaveBeenCalledWith(owned);
    expect(screen.getByRole('button', { name: 'Подробнее о посылке' })).toBeTruthy();
  });
});

function Lookup() {
  const [track, setTrack] = useState('');
  return <TrackingLookup track={track} onTrackChange={setTrack} />;
}

/** Answers every call with `status` and `body` as JSON. */
function mockFetch(status: number, body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

describe('TrackingLookup', () => {
  it('asks for a number instead of sending an empty one', () => {
    const urls = mockFetch(200, tracking);
    wrap(<Lookup />);
    fireEvent.submit(screen.getByLabelText('Трек-номер').closest('form') as HTMLFormElement);
    expect(screen.getByText('Введите трек-номер')).toBeTruthy();
    expect(urls).toEqual([]);
  });

  it('looks the typed number up on Enter and shows where the parcel is', async () => {
    const urls = mockFetch(200, tracking);
    wrap(<Lookup />);
    fireEvent.change(screen.getByLabelText('Трек-номер'), { target: { value: ' 1z999aa1 0123456784 ' } });
    fireEvent.submit(screen.getByLabelText('Трек-номер').closest('form') as HTMLFormElement);
    expect(await screen.findByText('Ваша посылка в пути', { selector: 'span' })).toBeTruthy();
    expect(urls).toEqual(['/api/warehouses/product/get/1z999aa1%200123456784/']);
  });

  it('says the number is unknown after a 404', async () => {
    mockFetch(404, { detail: PARCEL_MSG.trackNotFound });
    wrap(<Lookup />);
    fireEvent.change(screen.getByLabelText('Трек-номер'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отследить' }));
    expect(await screen.findByText(PARCEL_MSG.trackNotFound)).toBeTruthy();
  });
});
