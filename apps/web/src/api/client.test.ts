import { describe, expect, it, vi } from 'vitest';
import { ApiError, parseApiError } from '../lib/api-error';
import { api, apiRequest } from './client';
import { readCookie, saveSession } from './session';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch double that answers from a queue and records what was asked. */
function mockFetch(...answers: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call to ${url}`);
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('api client', () => {
  it('sends the access token from the cookie as a bearer token', async () => {
    saveSession({ access: 'access-1', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    const calls = mockFetch(json(200, { first_name: 'Айгуль' }));

    const profile = await api.get('/api/users/profile/');

    expect(profile.first_name).toBe('Айгуль');
    expect(calls).toHaveLength(1);
    expect(authHeader(calls[0]!.init)).toBe('Bearer access-1');
  });

  it('sends no Authorization header without a session, nor for auth: false calls', async () => {
    const calls = mockFetch(json(200, []), json(200, {}));
    await api.get('/api/countries/list/');
    saveSession({ access: 'access-1', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    await api.post('/api/users/login/', { body: { email: 'a@b.kg', password: 'x' }, auth: false });

    expect(authHeader(calls[0]!.init)).toBeUndefined();
    expect(authHeader(calls[1]!.init)).toBeUndefined();
  });

  it('on 401 refreshes the session once and retries once with the new token', async () => {
    saveSession({ access: 'expired', refresh: 'refresh-1', is_admin: true, role: 'admin' });
    const calls = mockFetch(
      json(401, { detail: 'Сессия истекла, войдите снова' }),
      json(200, { access: 'access-2', refresh: 'refresh-2', is_admin: true, role: 'admin' }),
      json(200, { id: 7 }),
    );

    const result = await api.get('/api/users/profile/');

    expect(result).toEqual({ id: 7 });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/profile/', '/api/token/refresh/', '/api/users/profile/']);
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({ refresh: 'refresh-1' });
    expect(authHeader(calls[2]!.init)).toBe('Bearer access-2');
    expect(readCookie('accessToken')).toBe('access-2');
    expect(readCookie('refreshToken')).toBe('refresh-2');
    expect(readCookie('isAdmin')).toBe('true');
  });

  it('does not refresh a second time when the retry is refused too, and ends the session', async () => {
    saveSession({ access: 'expired', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    const calls = mockFetch(
      json(401, { detail: 'Требуется вход в систему' }),
      json(200, { access: 'access-2', refresh: 'refresh-2', is_admin: false, role: 'customer' }),
      json(401, { detail: 'Требуется вход в систему' }),
    );

    const error = await api.get('/api/users/profile/').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).detail).toBe('Требуется вход в систему');
    expect(calls).toHaveLength(3);
    expect(readCookie('accessToken')).toBeUndefined();
    expect(readCookie('refreshToken')).toBeUndefined();
  });

  it('clears the session without a retry when the refresh token is refused', async () => {
    saveSession({ access: 'expired', refresh: 'revoked', is_admin: false, role: 'customer' });
    const calls = mockFetch(json(401, { detail: 'old' }), json(401, { detail: 'Сессия истекла, войдите снова' }));

    await expect(api.get('/api/users/profile/')).rejects.toMatchObject({ status: 401 });

    expect(calls).toHaveLength(2);
    expect(readCookie('accessToken')).toBeUndefined();
    expect(readCookie('refreshToken')).toBeUndefined();
  });

  it('shares one refresh between requests refused at the same time', async () => {
    saveSession({ access: 'expired', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    const calls = mockFetch(
      json(401, {}),
      json(401, {}),
      json(200, { access: 'access-2', refresh: 'refresh-2', is_admin: false, role: 'customer' }),
      json(200, { n: 1 }),
      json(200, { n: 2 }),
    );

    await Promise.all([apiRequest('/api/a/'), apiRequest('/api/b/')]);

    expect(calls.filter((call) => call.url === '/api/token/refresh/')).toHaveLength(1);
    expect(calls.slice(3).map((call) => authHeader(call.init))).toEqual(['Bearer access-2', 'Bearer access-2']);
  });

  it('turns a 400 answer into per-field messages', async () => {
    mockFetch(
      json(400, { email: ['Пользователь с такой почтой уже существует'], phone_number: ['Некорректный номер телефона'] }),
    );

    const error = (await apiRequest('/api/users/register/', { method: 'POST', body: {}, auth: false }).catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      email: ['Пользователь с такой почтой уже существует'],
      phone_number: ['Некорректный номер телефона'],
    });
    expect(error.detail).toBeUndefined();
    expect(error.message).toBe('Пользователь с такой почтой уже существует');
  });

  it('keeps the flags of an error answer beside its detail', async () => {
    mockFetch(json(401, { detail: 'Нужен код из письма', code_required: true }));

    const error = (await apiRequest('/api/users/login/', { method: 'POST', body: {}, auth: false }).catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error.detail).toBe('Нужен код из письма');
    expect(error.flags).toEqual({ code_required: true });
    expect(error.fields).toEqual({});
  });

  it('reports a network failure as status 0 with a readable message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/api/health/')).rejects.toMatchObject({ status: 0, message: expect.stringContaining('Нет связи') });
  });
});

describe('parseApiError', () => {
  it('takes detail as the message and ignores the request id', () => {
    const error = parseApiError(403, { detail: 'Недостаточно прав для этого действия', request_id: 'abc' });
    expect(error.detail).toBe('Недостаточно прав для этого действия');
    expect(error.message).toBe('Недостаточно прав для этого действия');
    expect(error.fields).toEqual({});
  });

  it('treats non_field_errors as the detail and keeps single-string fields', () => {
    const error = parseApiError(400, { non_field_errors: ['Пароли не совпадают'], code: 'Неверный или просроченный код' });
    expect(error.detail).toBe('Пароли не совпадают');
    expect(error.fields).toEqual({ code: ['Неверный или просроченный код'] });
  });

  it('falls back to a generic message for an empty or HTML answer', () => {
    expect(parseApiError(502, '<html>Bad gateway</html>').message).toBe('Ошибка сервера. Попробуйте позже.');
    expect(parseApiError(404, undefined).message).toBe('Что-то пошло не так. Попробуйте ещё раз.');
  });
});
