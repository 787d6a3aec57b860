import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from '../api/early-requests';
import { profileKeys } from '../api/profile';
import { queryClient } from '../api/query-client';
import { readCookie, saveSession } from '../api/session';
import { earlyRequests, prefetchUserArea } from './user-area-start';

const PROFILE = { id: 1, first_name: 'Айгуль', unique_id: 'KB0002' };
const PARCELS = { count: 0, total_pages: 1, results: [] };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server: answers by path, and records each request with its token. */
function serve(answer: (path: string, token: string | undefined) => Response) {
  const calls: { path: string; token: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const token = (init.headers as Record<string, string> | undefined)?.Authorization?.replace('Bearer ', '');
      calls.push({ path: url, token });
      return answer(url, token);
    }),
  );
  return calls;
}

/** The customer area's shell as the build writes it: the script element that lists the early requests. */
function shell(home: boolean) {
  const script = document.createElement('script');
  script.dataset.earlyGet = earlyRequests(home).join(' ');
  document.head.append(script);
}

// Test files share one window (isolate: false): another file's request may have left the answers' map.
beforeEach(() => {
  window.kerbenEarlyAnswers = undefined;
});

afterEach(() => {
  for (const script of document.querySelectorAll('script[data-early-get]')) script.remove();
  window.kerbenEarlyAnswers = undefined;
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("the customer area's early requests", () => {
  it("asks for /user's first answers before the app, and the app's queries take them instead of asking again", async () => {
    saveSession({ access: 'access-1', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    const calls = serve((path) => json(200, path.startsWith('/api/users/profile/') ? PROFILE : PARCELS));
    shell(true);
    startEarlyRequests();
    expect(calls.map((call) => call.path)).toEqual(earlyRequests(true));
    expect(calls.every((call) => call.token === 'access-1')).toBe(true);

    await prefetchUserArea({ pathname: '/user', search: '' });
    expect(calls).toHaveLength(2);
    expect(queryClient.getQueryData(profileKeys.me())).toEqual(PROFILE);
    // Taken once: a refetch asks the server.
    await queryClient.refetchQueries({ queryKey: profileKeys.me() });
    expect(calls).toHaveLength(3);
  });

  it('an answer refused for an expired token renews the session and asks again, as any request does', async () => {
    saveSession({ access: 'expired', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    const calls = serve((path, token) => {
      if (path === '/api/token/refresh/') return json(200, { access: 'access-2', refresh: 'refresh-2', role: 'customer' });
      return token === 'expired' ? json(401, { detail: 'Сессия истекла, войдите снова' }) : json(200, PROFILE);
    });
    shell(false);

    startEarlyRequests();
    await prefetchUserArea({ pathname: '/user/settings', search: '' });

    expect(queryClient.getQueryData(profileKeys.me())).toEqual(PROFILE);
    expect(readCookie('accessToken')).toBe('access-2');
    expect(calls.map((call) => [call.path, call.token])).toEqual([
      ['/api/users/profile/', 'expired'],
      ['/api/token/refresh/', undefined],
      ['/api/users/profile/', 'access-2'],
    ]);
  });

  it('an answer asked with another token than the session now holds is not used', async () => {
    saveSession({ access: 'access-1', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    const calls = serve((_path, token) => json(200, { ...PROFILE, first_name: token }));
    shell(false);
    startEarlyRequests();
    // Signed in anew (another tab) before the app asked.
    saveSession({ access: 'access-2', refresh: 'refresh-2', is_admin: false, role: 'customer' });

    await prefetchUserArea({ pathname: '/user/settings', search: '' });

    expect(calls.map((call) => call.token)).toEqual(['access-1', 'access-2']);
    expect(queryClient.getQueryData(profileKeys.me())).toMatchObject({ first_name: 'access-2' });
  });

  it("sends nothing once the app has asked itself (its script came late): a refetch after a change gets the server's answer", async () => {
    saveSession({ access: 'access-1', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    let name = 'Айгуль';
    const calls = serve(() => json(200, { ...PROFILE, first_name: name }));
    shell(false);
    // The app's code ran first and asked; the shell's script arrives after it.
    await prefetchUserArea({ pathname: '/user/settings', search: '' });
    startEarlyRequests();
    expect(calls).toHaveLength(1);

    // The customer renames themself; the profile is asked again with the same token.
    name = 'Айгерим';
    await queryClient.refetchQueries({ queryKey: profileKeys.me() });
    expect(queryClient.getQueryData(profileKeys.me())).toMatchObject({ first_name: 'Айгерим' });
    expect(calls).toHaveLength(2);
  });

  it('asks for nothing without an access token or for another view of the list than the first', async () => {
    const calls = serve(() => json(200, PROFILE));
    shell(true);
    saveSession({ access: 'null', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    startEarlyRequests();
    saveSession({ access: 'access-1', refresh: 'refresh-1', is_admin: false, role: 'customer' });
    window.history.replaceState(null, '', '/user?tab=delivered');
    startEarlyRequests();
    window.history.replaceState(null, '', '/');

    expect(calls).toEqual([]);
    expect(window.kerbenEarlyAnswers).toBeUndefined();
  });
});
