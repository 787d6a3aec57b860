import { describe, expect, it } from 'vitest';
import { spyOnNotifications } from '../test/harness';
import { ApiError } from './api-error';
import { applyServerErrors } from './form-errors';

function fakeForm(values: Record<string, unknown>) {
  const errors: Record<string, unknown> = {};
  return {
    errors,
    getValues: () => values,
    setFieldError: (path: string, error: unknown) => {
      errors[path] = error;
    },
  };
}

describe('applyServerErrors', () => {
  it('puts field messages beside the matching fields and leaves the rest for a notification', () => {
    const show = spyOnNotifications();
    const form = fakeForm({ email: 'a@b.kg', phone_number: '+996' });
    const error = new ApiError(400, 'x', undefined, {
      email: ['Пользователь с такой почтой уже существует'],
      unknown_field: ['Что-то ещё'],
    });

    const applied = applyServerErrors(form, error);

    expect(applied).toEqual(['email']);
    expect(form.errors).toEqual({ email: 'Пользователь с такой почтой уже существует' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Что-то ещё' }));
  });

  it('maps renamed fields and shows the detail in a notification', () => {
    const show = spyOnNotifications();
    const form = fakeForm({ client: '' });
    const error = new ApiError(409, 'Склад занят', 'Склад занят', { unique_id_user: ['Клиент не найден'] });

    applyServerErrors(form, error, { rename: { unique_id_user: 'client' } });

    expect(form.errors).toEqual({ client: 'Клиент не найден' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Склад занят', color: 'red' }));
  });
});
