import { NO_DUTY, type Parcel, SEED_TARIFF, SERVICE_MSG } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp, signIn, spyOnNotifications } from '../../../test/harness';
import { OrderServiceDialog } from './OrderServiceDialog';

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

const parcel: Parcel = {
  id: 12,
  name: 'Кроссовки Nike',
  image: null,
  image_check: null,
  weight: 2,
  width: null,
  height: null,
  length: null,
  price: 24,
  price_is_manual: false,
  track_number: '1Z999',
  unique_id_user: 'KB0002',
  client: { id: 2, unique_id: 'KB0002', first_name: 'Айгуль', last_name: 'Осмонова' },
  user: 2,
  address: null,
  address_detail: null,
  comments: '',
  date_sent: null,
  date_arrived: null,
  warehouse: 14,
  warehouse_detail: { id: 14, name: 'Чикаго' },
  courier_service: null,
  courier_service_detail: null,
  status: { id: 6, name: 'Получен, готов к отправке' },
  status_many: false,
  consolidated_into: null,
  is_paid: false,
  country_of_origin: { id: 3, name: 'США (Чикаго)' },
  country_of_destination: { id: 8, name: 'Кыргызстан' },
  storage: null,
  created_at: '2026-03-15T10:00:00.000Z',
  items: [],
  declared_value_usd: 0,
  duty: NO_DUTY,
};

const tariff = { ...SEED_TARIFF, id: 1, effective_from: '2024-01-01', created_at: '2024-01-01T00:00:00.000Z' };

describe('«Заказать услугу»', { timeout: 30_000 }, () => {
  it('shows each price before confirming, keeps the dialog and what was typed on a refusal, and sends the order', async () => {
    const calls = fakeApi({
      'GET /api/tariffs/': () => ({ body: { current: tariff, scheduled: [], storage: [] } }),
      'POST /api/warehouses/product/12/services/': ({ body }) => {
        const sent = JSON.parse(String(body)) as { service: string; options: object };
        if (sent.service === 'quality_check') return { status: 400, body: { service: ['Склад сейчас не проверяет товары'] } };
        return { status: 201, body: { id: 1, service: sent.service, service_name: 'Фото содержимого' } };
      },
    });
    const onClose = vi.fn();
    renderWithApp(<OrderServiceDialog parcel={parcel} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Заказать услугу: Кроссовки Nike' });
    const radio = (name: RegExp) => within(dialog).getByRole('radio', { name });
    await waitFor(() => expect(radio(/Фото содержимого/)).toBeTruthy());
    // Insurance needs a declared value: offered, but not to choose.
    expect((radio(/Страховка/) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Заказать за $3.00' })).toBeTruthy();

    // A return needs the shop's label: said before anything is sent.
    fireEvent.click(radio(/Возврат отправителю/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заказать бесплатно' }));
    expect(await within(dialog).findByText(SERVICE_MSG.labelRequired)).toBeTruthy();

    // The server refuses the check: its message beside the choice, the comment still there.
    fireEvent.click(radio(/Проверка качества/));
    const comment = within(dialog).getByLabelText(/Что сделать/) as HTMLTextAreaElement;
    fireEvent.change(comment, { target: { value: 'Проверьте размер 42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заказать за $5.00' }));
    expect(await within(dialog).findByText('Склад сейчас не проверяет товары')).toBeTruthy();
    expect(comment.value).toBe('Проверьте размер 42');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(radio(/Фото содержимого/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заказать за $3.00' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)));
    expect(posts).toEqual([
      { service: 'quality_check', options: { comment: 'Проверьте размер 42' } },
      { service: 'photo', options: { comment: 'Проверьте размер 42' } },
    ]);
  });
});
