import { myParcelsQuery } from '../../api/parcels';
import { profileQuery } from '../../api/profile';
import { queryClient } from '../../api/query-client';
import { bootstrapSession, COOKIE, readCookie } from '../../api/session';
import { myParcelFilters, readMyParcelsView } from './parcels/my-parcels-view';

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
