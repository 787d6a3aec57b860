import { PURCHASE_MSG } from '@kerben/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp, spyOnNotifications } from '../../test/harness';
import { PurchaseForm } from './PurchaseForm';

beforeEach(() => {
  spyOnNotifications();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }), { target: { value } });
const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'item.png', { type: 'image/png' });

/** Fills every field; the picked screenshot arrives asynchronously (the drop zone reads it), then the second picker shows. */
async function fillValid() {
  type('ФИО', 'Айгуль Асанова');
  type('Email', 'aigul@example.kg');
  type('WhatsApp', '+996555123456');
  type('Ссылка на товар', 'https://www.amazon.com/dp/1');
  type('Название товара', 'Кроссовки');
  type('Описание', 'Размер 42');
  fireEvent.change(screen.getByLabelText('Скриншот товара'), { target: { files: [picture()] } });
  await screen.findByLabelText('Второй скриншот');
}

describe('PurchaseForm', { timeout: 30_000 }, () => {
  it('offers the second screenshot only once the first is chosen', async () => {
    fakeApi({});
    renderWithApp(<PurchaseForm />);
    expect(screen.queryByLabelText('Второй скриншот')).toBeNull();
    fireEvent.change(screen.getByLabelText('Скриншот товара'), { target: { files: [picture()] } });
    expect(await screen.findByLabelText('Второй скриншот')).toBeTruthy();
  });

  it("a refused submit says 'Ошибка при отправке данных', puts the server's message beside the field and keeps what was typed", async () => {
    fakeApi({ 'POST /api/purchase/add/': () => ({ status: 400, body: { email: [PURCHASE_MSG.emailInvalid] } }) });
    renderWithApp(<PurchaseForm />);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText(PURCHASE_MSG.emailInvalid)).toBeTruthy();
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ошибка при отправке данных' }));
    expect((screen.getByLabelText('Название товара', { exact: false }) as HTMLInputElement).value).toBe('Кроссовки');
  });

  it('an accepted request opens the modal promising an answer within 6 hours and clears the form', async () => {
    const calls = fakeApi({ 'POST /api/purchase/add/': () => ({ status: 201, body: { id: 1 } }) });
    renderWithApp(<PurchaseForm />);
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText(/в течение 6 часов/)).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(sent.get('phone_number')).toBe('+996 555 123 456');
    expect(sent.get('purchase_image')).toBeInstanceOf(File);
    await waitFor(() => expect((screen.getByLabelText('Название товара', { exact: false }) as HTMLInputElement).value).toBe(''));
  });
});
