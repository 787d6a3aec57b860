import { describe, expect, it, vi } from 'vitest';
import { COOKIE, deleteCookie, writeCookie } from './session';

// The session cookies' flags (docs/api.md#authentication): path /, 7 days, SameSite=Lax, Secure on https.
// They are written by the app (the existing client reads them), so they cannot be HttpOnly: the
// CSP without inline scripts is what keeps other scripts from reading them (SECURITY.md).

function written(run: () => void): string[] {
  const set = vi.spyOn(document, 'cookie', 'set');
  run();
  const values = set.mock.calls.map(([value]) => value);
  set.mockRestore();
  return values;
}

describe('session cookies', () => {
  it('are written for the whole site, for 7 days, SameSite=Lax, not Secure over http', () => {
    expect(written(() => writeCookie(COOKIE.access, 'token'))).toEqual([
      'accessToken=token; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
  });

  it('are Secure over https', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    expect(written(() => writeCookie(COOKIE.refresh, 'r'))).toEqual([
      'refreshToken=r; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    ]);
  });

  it('are removed with the same path', () => {
    expect(written(() => deleteCookie(COOKIE.isAdmin))).toEqual(['isAdmin=; Path=/; Max-Age=0; SameSite=Lax']);
  });
});
