import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SESSION = '0b8f5d52-6c1e-4f57-9b3a-1f0e2d3c4b5a';

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token again without checking it anew, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T09:00:00Z') });
    const tokens = createTokenService({ secret: 'a'.repeat(32), accessTtlMinutes: 15 });
    const token = await tokens.signAccess(7, SESSION);
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 7, sessionId: SESSION });
    vi.setSystemTime(new Date('2026-11-25T09:14:59Z'));
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 7, sessionId: SESSION });
    vi.setSystemTime(new Date('2026-11-25T09:15:00Z'));
    expect(await tokens.verifyAccess(token)).toBe('expired');
    expect(await tokens.verifyAccess(token)).toBe('expired');
  });

  it('refuses a token altered after a genuine one was accepted, and one signed with another secret', async () => {
    const tokens = createTokenService({ secret: 'a'.repeat(32), accessTtlMinutes: 15 });
    const token = await tokens.signAccess(7, SESSION);
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 7, sessionId: SESSION });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(await tokens.verifyAccess(`${header}.${forged}.${signature}`)).toBe('invalid');
    const stranger = createTokenService({ secret: 'b'.repeat(32), accessTtlMinutes: 15 });
    expect(await stranger.verifyAccess(token)).toBe('invalid');
  });
});
