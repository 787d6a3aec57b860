import { type Address, MSG, type Profile, USERS_MSG } from '@kerben/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../api/session';
import { fakeApi, renderWithApp, signIn, spyOnNotifications } from '../../test/harness';
import { SettingsPage } from './SettingsPage';

const aigul: Profile = {
  id: 2,
  unique_id: 'KB0042',
  first_name: 'Айгуль',
  last_name: 'Тестова',
  email: 'aigul@example.kg',
  phone_number: '+996555123456',
  address: '',
  front_image: '/api/files/5/?exp=1&sig=a',
  back_image: null,
  is_admin: false,
  role: 'customer',
  language: 'ru',
  created_at: '2026-01-01T00:00:00Z',
};

/** An upload with progress goes through XMLHttpRequest: this one records it and answers `answer`. */
function fakeXhr(answer: (body: FormData) => { status: number; body: unknown }) {
  const sent: { method: string; url: string; body: FormData }[] = [];
  class FakeXhr {
    upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    abort() {}
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body });
      const { status, body: response } = answer(body);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = status;
        this.responseText = JSON.stringify(response);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  signIn();
  spyOnNotifications();
});

describe('SettingsPage: personal data', { timeout: 30_000 }, () => {
  it('saves the fields, a new image and a removed one in ONE multipart request', async () => {
    const calls = fakeApi({
      'GET /api/users/profile/': () => ({ body: aigul }),
      'GET /api/address/list/': () => ({ body: { results: [] } }),
    });
    const uploads = fakeXhr(() => ({
      status: 200,
      body: { ...aigul, first_name: 'Айжан', back_image: '/api/files/9/?exp=1&sig=b', front_image: null },
    }));
    renderWithApp(<SettingsPage />);

    const firstName = (await screen.findByLabelText(/^Имя/)) as HTMLInputElement;
    expect(firstName.value).toBe('Айгуль');
    expect((screen.getByLabelText('Номер телефона') as HTMLInputElement).value).toBe('+996 555 123 456');
    expect((screen.getByLabelText('Почта') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(firstName, { target: { value: 'Айжан' } });
    // A local number is formatted as it is typed.
    fireEvent.change(screen.getByLabelText('Номер телефона'), { target: { value: '0700111222' } });
    expect((screen.getByLabelText('Номер телефона') as HTMLInputElement).value).toBe('0700 111 222');

    // The saved front image goes, a back image is chosen.
    // Only the front image is saved, so it is the one to remove.
    fireEvent.click(screen.getByRole('button', { name: 'Удалить изображение' }));
    fireEvent.change(screen.getByLabelText('Паспорт: обратная сторона'), { target: { files: [png('back.png')] } });
    await screen.findByText('back.png');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Данные сохранены' })),
    );
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(uploads).toHaveLength(1);
    const { method, url, body } = uploads[0] ?? { body: new FormData() };
    expect([method, url]).toEqual(['PATCH', '/api/users/profile/']);
    expect(
      Object.fromEntries([...body.entries()].map(([key, value]) => [key, value instanceof File ? value.name : value])),
    ).toEqual({
      first_name: 'Айжан',
      last_name: 'Тестова',
      phone_number: '0700 111 222',
      back_image: 'back.png',
      remove_front_image: 'true',
    });
  });

  it('shows the server messages beside the fields and keeps what was typed', async () => {
    fakeApi({ 'GET /api/users/profile/': () => ({ body: aigul }), 'GET /api/address/list/': () => ({ body: { results: [] } }) });
    fakeXhr(() => ({ status: 400, body: { front_image: ['Допустимы только изображения PNG, JPEG или WebP'] } }));
    renderWithApp(<SettingsPage />);
    await screen.findByLabelText(/^Имя/);
    fireEvent.change(screen.getByLabelText('Паспорт: лицевая сторона'), { target: { files: [png('scan.png')] } });
    await screen.findByText('scan.png');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Допустимы только изображения PNG, JPEG или WebP')).toBeTruthy();
    expect(screen.getByText('scan.png')).toBeTruthy();
  });

  it('checks the fields with the server schema before sending', async () => {
    const calls = fakeApi({
      'GET /api/users/profile/': () => ({ body: aigul }),
      'GET /api/address/list/': () => ({ body: { results: [] } }),
    });
    renderWithApp(<SettingsPage />);
    fireEvent.change(await screen.findByLabelText(/^Имя/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Номер телефона'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Имя обязательно')).toBeTruthy();
    expect(screen.getByText('Номер телефона обязателен')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('says when the profile cannot be loaded', async () => {
    fakeApi({ 'GET /api/users/profile/': () => ({ status: 500, body: { detail: 'Внутренняя ошибка сервера' } }) });
    renderWithApp(<SettingsPage />);
    expect(await screen.findByText('Не удалось загрузить данные пользователя')).toBeTruthy();
  });
});

describe('SettingsPage: password and addresses', { timeout: 30_000 }, () => {
  it('changes the password and keeps this tab signed in with the new session', async () => {
    const calls = fakeApi({
      'GET /api/users/profile/': () => ({ body: aigul }),
      'GET /api/address/list/': () => ({ body: { results: [] } }),
      'POST /api/users/change_password/': () => ({ body: { access: 'new-access', refresh: 'new-refresh', is_admin: false } }),
    });
    renderWithApp(<SettingsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Сменить пароль' }));
    fireEvent.change(screen.getByLabelText(/Текущий пароль/), { target: { value: 'Old-pass-1' } });
    fireEvent.change(screen.getByLabelText(/^Новый пароль/), { target: { value: 'New-pass-12' } });
    fireEvent.change(screen.getByLabelText(/Повторите новый пароль/), { target: { value: 'New-pass-13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Повторите новый пароль/), { target: { value: 'New-pass-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(readCookie('accessToken')).toBe('new-access'));
    expect(readCookie('refreshToken')).toBe('new-refresh');
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Сеансы на остальных устройствах завершены') }),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      old_password: 'Old-pass-1',
      new_password: 'New-pass-12',
      confirm_new_password: 'New-pass-12',
    });
  });

  it('lets an operator change their own sign-in email: new address and password, then the code; a customer has no such tab', async () => {
    const operator: Profile = { ...aigul, role: 'operator' };
    const calls = fakeApi({
      'GET /api/users/profile/': () => ({ body: operator }),
      'GET /api/address/list/': () => ({ body: { results: [] } }),
      'POST /api/users/change_email/': (request) =>
        JSON.parse(String(request.body)).password === 'Right-pass-1'
          ? { body: { detail: USERS_MSG.emailChangeSent('new@example.kg') } }
          : { status: 400, body: { password: [MSG.oldPasswordWrong] } },
      'POST /api/users/confirm_email/': () => ({ body: { detail: USERS_MSG.emailChanged('new@example.kg') } }),
    });
    renderWithApp(<SettingsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Сменить почту' }));
    const panel = screen.getByRole('tabpanel');
    fireEvent.change(within(panel).getByLabelText(/Новый адрес почты/), { target: { value: 'new@example.kg' } });
    fireEvent.change(within(panel).getByLabelText(/^Текущий пароль/), { target: { value: 'Wrong-pass-1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Отправить код на новый адрес' }));
    expect(await within(panel).findByText(MSG.oldPasswordWrong)).toBeTruthy();
    expect(within(panel).queryByText(/Код из письма/)).toBeNull();

    fireEvent.change(within(panel).getByLabelText(/^Текущий пароль/), { target: { value: 'Right-pass-1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Отправить код на новый адрес' }));
    expect(await within(panel).findByText('Код из письма на new@example.kg')).toBeTruthy();
    fireEvent.paste(within(panel).getByLabelText('Цифра 1'), { clipboardData: { getData: () => '482913' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: USERS_MSG.emailChanged('new@example.kg') }),
      ),
    );
    const posts = calls.filter((call) => call.method === 'POST').map((call) => [call.path, JSON.parse(String(call.body))]);
    expect(posts).toEqual([
      ['/api/users/change_email/', { email: 'new@example.kg', password: 'Wrong-pass-1' }],
      ['/api/users/change_email/', { email: 'new@example.kg', password: 'Right-pass-1' }],
      ['/api/users/confirm_email/', { code: '482913' }],
    ]);
  });

  it('shows a customer no sign-in email tab', async () => {
    fakeApi({
      'GET /api/users/profile/': () => ({ body: aigul }),
      'GET /api/address/list/': () => ({ body: { results: [] } }),
    });
    renderWithApp(<SettingsPage />);
    expect(await screen.findByRole('tab', { name: 'Сменить пароль' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Сменить почту' })).toBeNull();
  });

  it('refuses a malformed phone or email of an address in the browser, and tells why a used one stays', async () => {
    const home: Address = {
      id: 7,
      full_name: 'Айгуль Тестова',
      phone_number: '+996555123456',
      email: 'aigul@example.kg',
      address: 'ул. Токтогула, 125',
      city: 'Бишкек',
      country: 'Кыргызстан',
    };
    const calls = fakeApi({
      'GET /api/users/profile/': () => ({ body: aigul }),
      'GET /api/address/list/': () => ({ body: { results: [home] } }),
      'DELETE /api/address/delete/7/': () => ({
        status: 409,
        body: { detail: MSG.deleteRefused(['1 посылка']) },
      }),
    });
    renderWithApp(<SettingsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Адреса' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый адрес' });
    // A new address starts with the customer's own name, phone and email.
    expect((within(dialog).getByLabelText(/ФИО получателя/) as HTMLInputElement).value).toBe('Айгуль Тестова');
    fireEvent.change(within(dialog).getByLabelText(/Телефон получателя/), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(/Почта получателя/), { target: { value: 'aigul@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));
    expect(await within(dialog).findByText('Некорректный номер телефона')).toBeTruthy();
    expect(within(dialog).getByText('Некорректный формат почты')).toBeTruthy();
    expect(within(dialog).getByText('Введите адрес')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    fireEvent.click(screen.getByRole('button', { name: 'Удалить адрес ул. Токтогула, 125, Бишкек' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Удалить адрес?' })).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          title: 'Не удалось удалить адрес',
          message: MSG.deleteRefused(['1 посылка']),
        }),
      ),
    );
  });
});
