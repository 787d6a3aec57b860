import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, spyOnNotifications } from '../../test/harness';
import { TEST_TARIFF, tariffsOf } from '../../test/tariff-fixtures';
import { ParcelWizard } from './ParcelWizard';

const chicago = {
  id: 14,
  name: 'Чикаго',
  aliases: ['chicago'],
  country: { id: 3, name: 'США (Чикаго)', icon: null },
  address: '',
  parcels_count: 0,
};
const client = {
  id: 3,
  unique_id: 'KB0001',
  first_name: 'Айгуль',
  last_name: 'Асанова',
  phone_number: '+996555123456',
  email: 'a@example.com',
};
// The tariff in force: the test tariff, but $13 a kg from Chicago to Kyrgyzstan.
const tariffs = tariffsOf({
  ...TEST_TARIFF,
  routes: TEST_TARIFF.routes.map((route) =>
    route.origin === 3 && route.destination === 8 ? { ...route, rate_per_kg_cents: 1300 } : route,
  ),
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the wizard reads it; `create` answers the parcel create call. */
function mockApi(create: () => Response | Promise<Response>) {
  const posts: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0];
      if (init.method === 'POST' && path === '/api/warehouses/product/create/') {
        posts.push(init.body as FormData);
        return create();
      }
      if (path === '/api/warehouses/status/list/') return json([{ id: 6, name: 'Получен, готов к отправке' }]);
      if (path === '/api/couriers/list/') return json([{ id: 1, name: 'Fedex' }]);
      if (path === '/api/countries/list/') {
        return json([
          { id: 3, name: 'США (Чикаго)', icon: null },
          { id: 8, name: 'Кыргызстан', icon: null },
        ]);
      }
      if (path === '/api/warehouses/list/') return json(pageOf([chicago]));
      if (path === '/api/add_user_for_admin/list/') return json(pageOf(url.includes('unique_id=KB') ? [client] : []));
      if (path === '/api/address/list/') return json({ results: [] });
      if (path === '/api/tariffs/') return json(tariffs);
      return json({ detail: 'not mocked' }, 404);
    }),
  );
  return posts;
}

function renderWizard(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = (opened: boolean) => (
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ParcelWizard opened={opened} onClose={onClose} warehouse={chicago} />
      </QueryClientProvider>
    </MantineProvider>
  );
  const result = render(view(true));
  return { ...result, onClose, reopen: () => result.rerender(view(true)), close: () => result.rerender(view(false)) };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const stepButton = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  spyOnNotifications();
});

// The dialog renders three steps of Mantine fields: slow in jsdom on a busy machine.
describe('ParcelWizard', { timeout: 30_000 }, () => {
  it('Продолжить checks the step; Enter in a field goes on without sending; step buttons go anywhere', async () => {
    const posts = mockApi(() => json({}, 201));
    renderWizard();

    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Введите название посылки')).toBeTruthy();

    type(/Название посылки/, 'Кроссовки');
    fireEvent.keyDown(field(/Название посылки/), { key: 'Enter', code: 'Enter' });
    expect(await screen.findByRole('textbox', { name: /Цена/ })).toBeTruthy();

    // A closed select goes on too (its list opens with ArrowDown).
    fireEvent.keyDown(screen.getByRole('combobox', { name: /Статус/ }), { key: 'Enter', code: 'Enter' });
    expect(await screen.findByRole('textbox', { name: /Код клиента/ })).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.click(stepButton(/Посылка/));
    expect((field(/Название посылки/) as HTMLInputElement).value).toBe('Кроссовки');
    fireEvent.click(stepButton(/Клиент/));
    expect(field(/Код клиента/)).toBeTruthy();
  });

  it('shows the price of the tariff in force live, with 2 decimals, as weight and dimensions are typed', async () => {
    mockApi(() => json({}, 201));
    renderWizard();
    // Chicago's parcels come from США (Чикаго): to Kyrgyzstan 13 $ per kg in the tariff the API answers.
    expect(screen.getByTestId('rule-price').textContent).toContain('Введите вес');
    type(/Вес/, '2');
    // No destination yet: the hint asks for one rather than saying the route has no rate.
    await waitFor(() => expect(screen.getByTestId('rule-price').textContent).toContain('выберите страну прибытия'));
    expect(screen.getByTestId('rule-price').textContent).not.toContain('тарифа нет');
    fireEvent.click(await screen.findByRole('combobox', { name: /Страна прибытия/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Кыргызстан/ }));
    expect(screen.getByTestId('rule-price').textContent).toContain('26.00 $');
    type(/Длина/, '60');
    type(/Ширина/, '50');
    type(/Высота/, '40');
    expect(screen.getByTestId('rule-price').textContent).toContain('260.00 $');

    fireEvent.click(stepButton(/Статус и оплата/));
    const price = (await screen.findByRole('textbox', { name: /Цена/ })) as HTMLInputElement;
    expect(price.placeholder).toBe('260.00');
    expect(price.value).toBe('');
  });

  it('locks the submit while sending; a refusal keeps the typing, shows the message beside its field and opens its step', async () => {
    let answer: (response: Response) => void = () => undefined;
    const posts = mockApi(() => new Promise((resolve) => (answer = resolve)));
    const { onClose } = renderWizard();
    type(/Название посылки/, 'Кроссовки');
    type(/Трек-номер/, '1Z999');
    fireEvent.click(stepButton(/Клиент/));
    type(/Код клиента/, 'KB0001');
    // The exact code picks its client.
    await waitFor(() => expect(screen.getByRole('radio', { name: /KB0001/ }).getAttribute('aria-checked')).toBe('true'));

    const submit = screen.getByRole('button', { name: 'Добавить посылку' });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Загрузка...' }).hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Загрузка...' }));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.get('unique_id_user')).toBe('KB0001');
    expect(posts[0]?.get('warehouse')).toBe('14');
    expect(posts[0]?.has('price')).toBe(false);

    await act(async () => answer(json({ track_number: ['Трек-номер не длиннее 100 символов'] }, 400)));
    expect(await screen.findByText('Трек-номер не длиннее 100 символов')).toBeTruthy();
    expect((field(/Название посылки/) as HTMLInputElement).value).toBe('Кроссовки');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('after success resets the form to step 1 and closes', async () => {
    mockApi(async () => json({ id: 1, name: 'Кроссовки', unique_id_user: 'KB0001' }, 201));
    const { onClose, close, reopen } = renderWizard();
    type(/Название посылки/, 'Кроссовки');
    fireEvent.click(stepButton(/Клиент/));
    type(/Код клиента/, 'KB0001');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить посылку' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    close();
    reopen();
    expect((field(/Название посылки/) as HTMLInputElement).value).toBe('');
  });
});
