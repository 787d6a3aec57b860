import { MSG } from '@kerben/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationFor, rememberRegistration } from '../../api/registration-key';
import { fakeApi, renderWithApp } from '../../test/harness';
import { ActivationPage } from './ActivationPage';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const KEY = 'key-of-this-tab-registration-0123456789';

function enterCode(email: string, code: string) {
  fireEvent.change(screen.getByLabelText('Почта'), { target: { value: email } });
  fireEvent.paste(screen.getByLabelText('Цифра 1'), { clipboardData: { getData: () => code } });
  fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
}

describe('ActivationPage', () => {
  it('sends the key this tab kept from the register page with the code, and forgets it once activated', async () => {
    rememberRegistration('owner@example.kg', KEY);
    const calls = fakeApi({
      'POST /api/users/activation_account/': () => ({ body: { detail: MSG.accountActivated, id: 7, unique_id: 'KB0007' } }),
    });
    renderWithApp(<ActivationPage />);
    enterCode('Owner@example.kg', '482913');

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ email: 'Owner@example.kg', code: '482913', registration: KEY });
    await waitFor(() => expect(registrationFor('owner@example.kg')).toBeUndefined());
  });

  it('offers to register again when the server cannot tell which registration the code is for', async () => {
    fakeApi({ 'POST /api/users/activation_account/': () => ({ status: 409, body: { detail: MSG.registerAgain } }) });
    renderWithApp(<ActivationPage />);
    enterCode('owner@example.kg', '482913');

    expect(await screen.findByText(MSG.registerAgain)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться ещё раз' }).getAttribute('href')).toBe('/auth/register');
  });

  it('offers to register again when a new code is asked without this tab’s key while several registrations wait', async () => {
    const calls = fakeApi({
      'POST /api/users/resend_activation_code/': () => ({ status: 409, body: { detail: MSG.registerAgain } }),
    });
    renderWithApp(<ActivationPage />);
    fireEvent.change(screen.getByLabelText('Почта'), { target: { value: 'owner@example.kg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));

    expect(await screen.findByText(MSG.registerAgain)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться ещё раз' })).toBeTruthy();
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ email: 'owner@example.kg' });
  });
});
