import { buildUrl } from '../api/client';
import { myParcelsQuery } from '../api/parcels';
import { profileQuery } from '../api/profile';
import { queryClient } from '../api/query-client';
import { bootstrapSession, COOKIE, readCookie } from '../api/session';
import { myParcelFilters, readMyParcelsView } from '../pages/user/parcels/my-parcels-view';
import { UserRoutes } from './router';

/**
 * Asks for what the customer area shows first (the profile, and at /user the parcels) while its
 * code is still downloading: on a slow phone the answers are then ready when the area renders,
 * instead of one round trip after it. main.tsx calls it on /user addresses; the queries are the
 * ones the area's hooks use, so they find the answers in the cache.
 */
export async function prefetchUserArea(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  await bootstrapSession();
  if (!readCookie(COOKIE.access)) return;
  const home = location.pathname.replace(/\/+$/, '') === '/user';
  await Promise.all([
    queryClient.prefetchQuery(profileQuery()),
    home && queryClient.prefetchQuery(myParcelsQuery(myParcelFilters(readMyParcelsView(new URLSearchParams(location.search))))),
  ]);
}

/**
 * What the area's shell asks for before the app's code runs (src/api/early-requests.ts; the build writes
 * the list into index.user.html): the addresses the queries above ask, for the area's first view,
 * so the API client finds each answer under its own address.
 */
export function earlyRequests(home: boolean): string[] {
  return firstQueries(home).map(({ url }) => url);
}

/**
 * The queries of the area's first view with the address each asks (the profile, and at /user the
 * first page of parcels): the shell asks for them early, and the server draws /user from their
 * answers (prerender.tsx: renderCustomerArea).
 */
export function firstQueries(home: boolean): { url: string; queryKey: readonly unknown[] }[] {
  const parcels = myParcelFilters(readMyParcelsView(new URLSearchParams()));
  return [
    { url: buildUrl('/api/users/profile/'), queryKey: profileQuery().queryKey },
    ...(home ? [{ url: buildUrl('/api/warehouses/my/', { ...parcels }), queryKey: myParcelsQuery(parcels).queryKey }] : []),
  ];
}

/**
 * Loads the area's routes and, at /user, its home page before the area's first render (main.tsx
 * waits for it): their chunks are already downloading (the area's shell preloads them), and ready
 * they draw with the frame at once instead of a spinner in its place, then another in the page's.
 */
export async function loadUserArea(location: Pick<Location, 'pathname'>): Promise<void> {
  await UserRoutes.preload();
  const { preloadUserPage } = await import('./routes/user');
  await preloadUserPage(location.pathname);
}
