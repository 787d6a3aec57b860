import { SERVICE_MSG } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp, signIn, spyOnNotifications } from '../../../test/harness';
import { aWaitingParcel } from '../../../test/parcel-fixtures';
import { tariffsOf } from '../../../test/tariff-fixtures';
import { OrderServiceDialog } from './OrderServiceDialog';

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

const parcel = aWaitingParcel();

describe('«Заказать услугу»', { timeout: 30_000 }, () => {
  it('shows each price before confirming, keeps the dialog and what was typed on a refusal, and sends the order', async () => {
    const calls = fakeApi({
      'GET /api/tariffs/': () => ({ body: tariffsOf() }),
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
    expect(within(dialog).getByRole('button', { name: 'Заказать за $2.50' })).toBeTruthy();

    // A return needs the shop's label: said before anything is sent.
    fireEvent.click(radio(/Возврат отправителю/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заказать бесплатно' }));
    expect(await within(dialog).findByText(SERVICE_MSG.labelRequired)).toBeTruthy();

    // The server refuses the check: its message beside the choice, the comment still there.
    fireEvent.click(radio(/Проверка качества/));
    const comment = within(dialog).getByLabelText(/Что сделать/) as HTMLTextAreaElement;
    fireEvent.change(comment, { target: { value: 'Проверьте размер 42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заказать за $4.00' }));
    expect(await within(dialog).findByText('Склад сейчас не проверяет товары')).toBeTruthy();
    expect(comment.value).toBe('Проверьте размер 42');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(radio(/Фото содержимого/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заказать за $2.50' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)));
    expect(posts).toEqual([
      { service: 'quality_check', options: { comment: 'Проверьте размер 42' } },
      { service: 'photo', options: { comment: 'Проверьте размер 42' } },
    ]);
  });
});
