import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export: `lazyNamed(() => import('./Page'), 'Page')` gets its own chunk. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
