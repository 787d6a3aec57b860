import type { ParseKeys } from 'i18next';
import { createContext, useContext } from 'react';

export type SectionTabs = 'catalog' | 'warehouses' | 'board' | 'desk' | 'prices';

/** What a route tells its layout: the title key, a special header, the section's sub-navigation. */
export interface RouteHandle {
  title?: ParseKeys;
  header?: 'userGreeting' | 'adminGreeting' | 'warehouse';
  tabs?: SectionTabs;
}

/** The handles of the matched routes, merged (deepest last); AppRoutes in router.tsx provides it. */
export const RouteHandleContext = createContext<RouteHandle>({});

/** The deepest route handle of the current location, merged over its parents. */
export function useRouteHandle(): RouteHandle {
  return useContext(RouteHandleContext);
}
