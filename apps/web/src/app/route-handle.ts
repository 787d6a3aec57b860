import type { ParseKeys } from 'i18next';
import { useMatches } from 'react-router';

export type SectionTabs = 'catalog' | 'warehouses' | 'board';

/** What a route tells its layout: the title key, a special header, the section's sub-navigation. */
export interface RouteHandle {
  title?: ParseKeys;
  header?: 'userGreeting' | 'adminGreeting' | 'warehouse';
  tabs?: SectionTabs;
}

/** The deepest route handle of the current location, merged over its parents. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, match.handle as RouteHandle | undefined);
  return merged;
}
