/**
 * The ?next= target after login, only when it is a path of this site (no other host, no
 * protocol-relative `//evil`, no loop back into /auth).
 */
export function safeNextPath(next: string | null, origin: string = window.location.origin): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || url.pathname.startsWith('/auth')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
