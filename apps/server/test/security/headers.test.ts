import { describe, expect, it } from 'vitest';
import { DEFERRED_STYLES_SCRIPT_SOURCE } from '../../src/http/deferred-styles';
import { useTestApp, useWebApp } from '../helpers';

// The browser's defences the server asks for, on pages, API answers and errors alike; HSTS when
// the site is reached over https behind a proxy (docs/deploy.md). The session cookies are set
// by the web app itself (apps/web/src/api/session.test.ts checks their flags).

const { t } = useTestApp({ env: { TRUST_PROXY: '1' } });
const web = useWebApp(t, {
  'index.html': '<!doctype html><html><body><script type="module" src="/assets/a.js"></script></body></html>',
});

function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

const ANSWERS = [
  ['the web app', 'GET', '/user/parcels', {}],
  ['an API answer', 'GET', '/api/health/', {}],
  ['a refusal', 'GET', '/api/users/profile/', {}],
  ['an unknown API path', 'POST', '/api/nothing/', {}],
  ['a validation error', 'POST', '/api/users/login/', { payload: {} }],
] as const;

describe.each(ANSWERS)('security headers on %s', (_label, method, url, extra) => {
  it("a CSP without eval or inline scripts (but the deferred stylesheets' one, by its hash), no framing, nosniff, a strict referrer policy", async () => {
    const res = await web.app.inject({ method, url, ...extra });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", DEFERRED_STYLES_SCRIPT_SOURCE]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('transport', () => {
  it('asks for HTTPS for a year, subdomains included, when reached over https', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    const hsts = String(res.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('lets no other site read the API with the visitor’s credentials', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/api/users/profile/',
      headers: { origin: 'https://evil.example', cookie: 'accessToken=x' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('never lets a browser guess the type of a served file', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
