import { MSG } from '@kerben/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp } from '../../test/harness';
import { LoginPage } from './LoginPage';

const sentBodies = (calls: { body: BodyInit | null | undefined }[]) => calls.map((call) => JSON.parse(String(call.body)));

function fillAndSubmit(password = 'Owner-pass-1') {
  fireEvent.change(screen.getByLabelText('Почта'), { target: { value: 'owner@example.kg' } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('LoginPage', () => {
  it('shows no code field until the server asks for one', () => {
    renderWithApp(<LoginPage />);
    expect(screen.queryByLabelText('Цифра 1')).toBeNull();
  });

  it('when the server asks for the mailed code, shows its field and sends the code with the password', async () => {
    let asked = 0;
    const calls = fakeApi({
      'POST /api/users/login/': (request) => {
        const body = JSON.parse(String(request.body));
        if (body.code === '482913') return { body: { access: 'a', refresh: 'r', is_admin: false } };
        asked += 1;
        return { status: 401, body: { detail: MSG.loginCodeRequired, code_required: true } };
      },
    });
    renderWithApp(<LoginPage />);

    fillAndSubmit();
    expect(await screen.findByText(MSG.loginCodeRequired)).toBeTruthy();
    fireEvent.paste(screen.getByLabelText('Цифра 1'), { clipboardData: { getData: () => '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(sentBodies(calls)).toEqual([
      { email: 'owner@example.kg', password: 'Owner-pass-1' },
      { email: 'owner@example.kg', password: 'Owner-pass-1', code: '482913' },
    ]);
    expect(asked).toBe(1);
  });

  it('asks for a new code without one, and refuses an incomplete code before sending it', async () => {
    const calls = fakeApi({
      'POST /api/users/login/': () => ({ status: 401, body: { detail: MSG.loginCodeRequired, code_required: true } }),
    });
    renderWithApp(<LoginPage />);
    fillAndSubmit();
    await screen.findByLabelText('Цифра 1');

    fireEvent.change(screen.getByLabelText('Цифра 1'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(MSG.codeInvalid)).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(sentBodies(calls)[1]).toEqual({ email: 'owner@example.kg', password: 'Owner-pass-1' });
  });
});
