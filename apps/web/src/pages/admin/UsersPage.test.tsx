import { type AdminUser, MSG, USERS_MSG } from '@kerben/domain';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, pageOf, renderWithApp, spyOnNotifications, WithPageAction } from '../../test/harness';
import { ADDED_BANNER_MS, UsersPage, useTimedFlag } from './UsersPage';

const aigul: AdminUser = {
  id: 5,
  unique_id: 'KB0005',
  first_name: 'Айгуль',
  last_name: 'Тестова',
  email: 'aigul@example.kg',
  phone_number: '',
  is_admin: false,
  role: 'customer',
  language: 'ru',
  created_at: '2026-11-20T10:00:00Z',
  parcels_count: 2,
};

const WithHeader = () => (
  <WithPageAction>
    <UsersPage />
  </WithPageAction>
);

function server(routes: Record<string, () => FakeAnswer> = {}) {
  return fakeApi({
    'GET /api/add_user_for_admin/list/': () => ({ body: pageOf([aigul]) }),
    ...routes,
  });
}

let show: ReturnType<typeof spyOnNotifications>;
beforeEach(() => {
  show = spyOnNotifications();
});

describe('/admin/users', () => {
  it('lists users with their code and "no phone", 7 to a page, and searches on the server', async () => {
    const calls = server();
    renderWithApp(<WithHeader />);
    expect(await screen.findByText('#KB0005')).toBeTruthy();
    expect(screen.getByText('Номер телефона не указан')).toBeTruthy();
    expect(calls[0]?.query.get('page_size')).toBe('7');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: 'Айгуль' } });
    await waitFor(() => expect(calls.some((call) => call.query.get('search') === 'Айгуль')).toBe(true));
  });

  it('"Добавить пользователя" submitted empty shows every message and sends nothing', async () => {
    const calls = server();
    renderWithApp(<WithHeader />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить пользователя' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить пользователя' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    const errorOf = (label: RegExp) => {
      const input = within(dialog).getByLabelText(label);
      const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    };
    await waitFor(() => expect(errorOf(/^Имя/)).toContain(MSG.firstNameRequired));
    expect(errorOf(/^Фамилия/)).toContain(MSG.lastNameRequired);
    expect(errorOf(/^Почта/)).toContain(MSG.emailRequired);
    expect(errorOf(/Номер телефона/)).toContain(MSG.phoneRequired);
    expect(errorOf(/^Пароль/)).toContain(MSG.passwordRequired);
    expect(errorOf(/^Повторите пароль/)).toContain(MSG.password2Required);
    expect((within(dialog).getByLabelText(/Номер телефона/) as HTMLInputElement).value).toBe('+');
    fireEvent.change(within(dialog).getByLabelText(/^Пароль/), { target: { value: 'Secret-pass-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Повторите пароль/), { target: { value: 'Other-pass-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Почта/), { target: { value: 'aigul@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText(MSG.passwordsDiffer)).toBeTruthy();
    expect(await within(dialog).findByText(MSG.emailInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a user: the phone gets its +, the banner shows, and the form opens empty again', async () => {
    const calls = server({ 'POST /api/add_user_for_admin/add/': () => ({ status: 201, body: { id: 9 } }) });
    renderWithApp(<WithHeader />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить пользователя' }));
    const dialog = screen.getByRole('dialog', { name: 'Добавить пользователя' });
    const type = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(/^Имя/, 'Нурлан');
    type(/^Фамилия/, 'Асанов');
    type(/^Почта/, 'nurlan@example.kg');
    type(/Номер телефона/, '996555123456');
    expect((within(dialog).getByLabelText(/Номер телефона/) as HTMLInputElement).value).toMatch(/^\+996 555/);
    type(/^Пароль/, 'Secret-pass-1');
    type(/^Повторите пароль/, 'Secret-pass-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Пользователь успешно добавлен!')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(sent.get('first_name')).toBe('Нурлан');
    expect(sent.get('phone_number')).toMatch(/^\+996/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Добавить пользователя' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Добавить пользователя' }));
    const again = await screen.findByRole('dialog', { name: 'Добавить пользователя' });
    expect((within(again).getByLabelText(/^Имя/) as HTMLInputElement).value).toBe('');
  });

  it("deletes the selected users after confirmation; the server's refusal is shown", async () => {
    let answer: FakeAnswer = { status: 409, body: { detail: USERS_MSG.cannotDeleteHeld('KB0005', ['2 посылки']) } };
    const calls = server({ 'PUT /api/users/delete/': () => answer });
    renderWithApp(<WithHeader />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать строку 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Удалить выбранных' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить пользователей?' });
    expect(within(confirm).getByText(/#KB0005/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: USERS_MSG.cannotDeleteHeld('KB0005', ['2 посылки']) }),
      ),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toEqual({ ids: [5] });
    answer = { status: 204 };
    fireEvent.click(screen.getByRole('button', { name: 'Удалить выбранных' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Удалить пользователей?' })).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Пользователь удалён' })),
    );
  });
});

describe('/admin/users: details', () => {
  const profile = {
    id: 5,
    unique_id: 'KB0005',
    first_name: 'Айгуль',
    last_name: 'Тестова',
    email: 'aigul@example.kg',
    phone_number: '+996555123456',
    address: '',
    front_image: '/api/files/3/?exp=1&sig=a',
    back_image: null,
    is_admin: false,
    role: 'customer' as const,
    created_at: '2026-11-20T10:00:00Z',
  };

  it('shows addresses, passport, parcels with their link; saves edits as multipart and promotes', async () => {
    const calls = server({
      'GET /api/users/profile/5/': () => ({ body: profile }),
      'GET /api/address/list/': () => ({
        body: {
          results: [{ id: 1, full_name: 'Айгуль Т.', address: 'ул. Токтогула, 1', city: 'Бишкек', country: 'Кыргызстан' }],
        },
      }),
      'PATCH /api/add_user_for_admin/update/5/': () => ({ body: { ...profile, first_name: 'Айжан' } }),
      'PUT /api/users/update/': () => ({ body: { updated: 1 } }),
    });
    renderWithApp(<WithHeader />);
    fireEvent.click(await screen.findByRole('button', { name: 'Подробнее о пользователе Айгуль Тестова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пользователь #KB0005' });
    expect(await within(dialog).findByText(/ул. Токтогула, 1/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/address/list/')?.query.get('user')).toBe('5');
    expect(within(dialog).getByText('2 посылки')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Открыть посылки' }).getAttribute('href')).toBe(
      '/admin/warehouses/warehousesall?client=KB0005',
    );
    expect(within(dialog).getByRole('img')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Номер телефона/) as HTMLInputElement).value).toBe('+996 555 123 456');

    const roleSelect = within(dialog)
      .getAllByLabelText('Роль')
      .find((element) => element.tagName === 'INPUT');
    fireEvent.click(roleSelect as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Оператор' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(calls.find((call) => call.method === 'PUT')?.body))).toEqual({ ids: [5], role: 'operator' });
    expect(within(dialog).getByRole('link', { name: 'Журнал действий с пользователем' }).getAttribute('href')).toBe(
      '/admin/audit?entity=user&entity_id=5',
    );

    fireEvent.change(within(dialog).getByLabelText(/^Имя/), { target: { value: 'Айжан' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const sent = calls.find((call) => call.method === 'PATCH')?.body as FormData;
    expect(sent.get('first_name')).toBe('Айжан');
    expect(sent.get('phone_number')).toBe('+996 555 123 456');
    expect(sent.has('front_image')).toBe(false);
  });

  it("offers a customer's email change, and for an operator says that only they change theirs", async () => {
    const operator = { ...profile, role: 'operator' as const };
    for (const [person, offered] of [
      [profile, true],
      [operator, false],
    ] as const) {
      server({
        'GET /api/add_user_for_admin/list/': () => ({ body: pageOf([{ ...aigul, role: person.role }]) }),
        'GET /api/users/profile/5/': () => ({ body: person }),
        'GET /api/address/list/': () => ({ body: { results: [] } }),
      });
      const view = renderWithApp(<WithHeader />);
      fireEvent.click(await screen.findByRole('button', { name: 'Подробнее о пользователе Айгуль Тестова' }));
      const dialog = await screen.findByRole('dialog', { name: 'Пользователь #KB0005' });
      await within(dialog).findByText('Помощь с доступом');
      expect(within(dialog).queryByLabelText('Новый адрес почты') !== null).toBe(offered);
      expect(within(dialog).queryAllByText(/меняет только он сам/).length > 0).toBe(!offered);
      view.unmount();
    }
  });
});

describe('useTimedFlag (the success banner)', () => {
  it(`is visible for ${ADDED_BANNER_MS} ms after show()`, () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useTimedFlag(ADDED_BANNER_MS));
      expect(result.current.visible).toBe(false);
      act(() => result.current.show());
      expect(result.current.visible).toBe(true);
      act(() => vi.advanceTimersByTime(ADDED_BANNER_MS - 1));
      expect(result.current.visible).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.visible).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
