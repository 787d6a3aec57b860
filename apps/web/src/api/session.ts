import type { SessionTokens } from '@kerben/domain';
import { isStaff } from '@kerben/domain/roles';
import { useSyncExternalStore } from 'react';

// The session lives in three cookies (docs/api.md#authentication), so the existing client and this
// one can share a browser: accessToken, refreshToken and isAdmin ('true' for operators and admins:
// it only shows the link to the admin area; the server never reads it).
export const COOKIE = { access: 'accessToken', refresh: 'refreshToken', isAdmin: 'isAdmin' } as const;
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const REFRESH_PATH = '/api/token/refresh/';

export function readCookie(name: string): string | undefined {
  // The server drawing a page has no cookies here: it says what session it draws (setDrawnSession).
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      const value = decodeURIComponent(rest.join('='));
      // The old client stored missing tokens as the text "null"/"undefined".
      return value && value !== 'null' && value !== 'undefined' ? value : undefined;
    }
  }
  return undefined;
}

function cookieAttributes(maxAge: number): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function writeCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the session must be plain cookies the existing client shares; the Cookie Store API is not in every browser
  document.cookie = `${name}=${encodeURIComponent(value)}${cookieAttributes(MAX_AGE_SECONDS)}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=${cookieAttributes(0)}`;
}

// A tiny store over the cookies so components re-render when the session changes.
const listeners = new Set<() => void>();
let snapshot = '';

function readSnapshot(): string {
  return [readCookie(COOKIE.access) ?? '', readCookie(COOKIE.refresh) ?? '', readCookie(COOKIE.isAdmin) ?? ''].join('\n');
}

/** Tells subscribers to re-read the cookies (after a change here or in another tab). */
export function notifySessionChanged(): void {
  const next = readSnapshot();
  if (next === snapshot) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('focus', notifySessionChanged);
    document.addEventListener('visibilitychange', notifySessionChanged);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', notifySessionChanged);
      document.removeEventListener('visibilitychange', notifySessionChanged);
    }
  };
}

function getSnapshot(): string {
  if (!snapshot) snapshot = readSnapshot();
  return snapshot;
}

// Set by «Выйти» (api/auth.ts signOut) until the signed-in area it was pressed in has gone: its guard
// then waits for the move away rather than sending the visitor to the login page.
let signingOut = false;

export function startSigningOut(): void {
  signingOut = true;
}

/** The area left (or a new sign-in): a missing session means the login page again. */
export function endSigningOut(): void {
  signingOut = false;
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function saveSession(tokens: SessionTokens): void {
  endSigningOut();
  writeCookie(COOKIE.access, tokens.access);
  writeCookie(COOKIE.refresh, tokens.refresh);
  // The admin area's button: operators and admins (an older answer without `role` has is_admin).
  writeCookie(COOKIE.isAdmin, (tokens.role ? isStaff(tokens.role) : tokens.is_admin) ? 'true' : 'false');
  notifySessionChanged();
}

export function clearSession(): void {
  deleteCookie(COOKIE.access);
  deleteCookie(COOKIE.refresh);
  deleteCookie(COOKIE.isAdmin);
  notifySessionChanged();
}

/** Keeps the staff flag (the `isAdmin` cookie, named so for the legacy client) in line with the profile. */
export function setStaffFlag(isStaff: boolean): void {
  if (readCookie(COOKIE.isAdmin) === String(isStaff)) return;
  writeCookie(COOKIE.isAdmin, isStaff ? 'true' : 'false');
  notifySessionChanged();
}

export interface SessionState {
  hasToken: boolean;
  isStaffFlag: boolean;
}

// The prerendered public pages are a visitor's (no session, readSnapshot's answer without cookies);
// hydrating them starts from that too, and a signed-in visitor's header changes right after. The
// customer area drawn by the server per request is the signed-in customer's: the server draws it
// with their session, and the browser hydrates it with the session its cookies hold.
let drawnSnapshot = '\n\n';
const getServerSnapshot = () => drawnSnapshot;

/** The session a page is drawn with on the server, and hydrated with in the browser. */
export function setDrawnSession(session: { signedIn: boolean; staff: boolean } | 'from-cookies'): void {
  drawnSnapshot =
    session === 'from-cookies' ? getSnapshot() : [session.signedIn ? 'drawn' : '', '', String(session.staff)].join('\n');
}

export function useSession(): SessionState {
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const [access, refresh, staff] = value.split('\n');
  return { hasToken: Boolean(access || refresh), isStaffFlag: staff === 'true' };
}

// Refresh tokens rotate and a reused one revokes the whole session, so only one refresh may run
// at a time: one promise per tab, and a Web Lock across tabs where the browser has them.
let inflight: Promise<boolean> | null = null;

function withTabLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('kerben-token-refresh', run) as Promise<T>) : run();
}

/**
 * Exchanges the refresh token for a new pair. `staleAccess` is the access token that was refused:
 * if the cookie already holds another one, someone else refreshed meanwhile and that one is used.
 * Resolves true when a usable access token is stored.
 */
export function refreshSession(staleAccess?: string): Promise<boolean> {
  inflight ??= withTabLock(async () => {
    const current = readCookie(COOKIE.access);
    if (current && current !== staleAccess) return true;
    const refresh = readCookie(COOKIE.refresh);
    if (!refresh) return false;
    let response: Response;
    try {
      response = await fetch(REFRESH_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh }),
      });
    } catch {
      return false; // offline: keep the session, the next request may succeed
    }
    if (response.ok) {
      saveSession((await response.json()) as SessionTokens);
      return true;
    }
    if (response.status === 400 || response.status === 401) clearSession();
    return false;
  }).finally(() => {
    inflight = null;
  });
  return inflight;
}

let bootstrap: Promise<void> | null = null;
let bootstrapped = false;

/** On load: no access token but a refresh token means one refresh attempt (docs/api.md#authentication). */
export function bootstrapSession(): Promise<void> {
  bootstrap ??= (async () => {
    if (!readCookie(COOKIE.access) && readCookie(COOKIE.refresh)) await refreshSession();
  })().finally(() => {
    bootstrapped = true;
  });
  return bootstrap;
}

export function isSessionBootstrapped(): boolean {
  return bootstrapped;
}
