import { afterEach, describe, expect, it } from 'vitest';
import { forgetRegistration, registrationFor, rememberRegistration } from './registration-key';

afterEach(() => sessionStorage.clear());

describe('the registration key of this tab', () => {
  it('is kept in the tab’s session storage for the email it was made for, whatever its case', () => {
    rememberRegistration('Aigul@Example.kg', 'key-of-this-tab-0123456789');
    expect(registrationFor(' aigul@example.kg ')).toBe('key-of-this-tab-0123456789');
    expect(registrationFor('other@example.kg')).toBeUndefined();
    expect(sessionStorage.length).toBe(1);
  });

  it('is forgotten after activation, and a broken entry counts as none', () => {
    rememberRegistration('aigul@example.kg', 'key-of-this-tab-0123456789');
    forgetRegistration();
    expect(registrationFor('aigul@example.kg')).toBeUndefined();
    sessionStorage.setItem('kerben.registration', '{not json');
    expect(registrationFor('aigul@example.kg')).toBeUndefined();
  });
});
