import { useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { type RouteHandle, RouteHandleContext } from '../route-handle';

export const handle = (value: RouteHandle) => value;

/**
 * A table of routes for the current location with the matched routes' handles for the layouts. The
 * app's table (router.tsx) holds the public pages and one splat per area; each area (routes/*.tsx, a
 * lazy chunk) draws its own table below its `basename`. React Router ranks every route of a table on
 * each navigation: the public site ranks its dozen, not the sixty of all three areas.
 */
export function RouteTable({ routes, basename = '/' }: { routes: RouteObject[]; basename?: string }) {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const merged = useMemo(() => {
    const value: RouteHandle = {};
    for (const match of matchRoutes(routes, location, basename) ?? [])
      Object.assign(value, match.route.handle as RouteHandle | undefined);
    return value;
  }, [routes, location, basename]);
  return <RouteHandleContext value={merged}>{element}</RouteHandleContext>;
}
