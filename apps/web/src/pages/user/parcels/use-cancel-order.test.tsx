import type { ServiceOrder } from '@kerben/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp, signIn, spyOnNotifications } from '../../../test/harness';
import { useCancelOrder } from './use-cancel-order';

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

const order = { id: 5, service: 'photo', service_name: 'Фото содержимого', status: 'ordered' } as ServiceOrder;

function CancelButton() {
  const cancel = useCancelOrder();
  return (
    <>
      {cancel.button(order)}
      {cancel.dialog}
    </>
  );
}

describe('«Отменить» an order', { timeout: 30_000 }, () => {
  it('asks first in its dialog (loaded when first asked for), then cancels; «Не отменять» sends nothing', async () => {
    const calls = fakeApi({ 'DELETE /api/services/5/': () => ({ status: 204 }) });
    renderWithApp(<CancelButton />);

    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить «Фото содержимого»?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    const again = await screen.findByRole('dialog', { name: 'Отменить «Фото содержимого»?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
  });
});
