import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { textsReady } from '../i18n';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the chunk (and its texts) now; once it is done, the first render draws the component at once. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a named export: `lazyNamed(() => import('./Page'), 'Page')` gets its own chunk
 * and keeps the component's props. It renders once the chunk's texts are there in the language in
 * use (a ky/ or en/ translation loads after the chunk that adds its part), so a page never flashes
 * Russian first.
 *
 * `preload()` loads it ahead of its first render. React.lazy suspends on a first render even when
 * the chunk is already there (a promise resolves later), so it would show its Suspense fallback for
 * a moment; a component preloaded is handed to React as already resolved (a thenable that answers at
 * once, which React.lazy reads as such), and the page draws in one go.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent<PropsOf<M[K]>> {
  type Loaded = { default: ComponentType<PropsOf<M[K]>> };
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const preload = () => {
    loading ??= (async () => {
      const module = await load();
      await textsReady();
      loaded = { default: module[name] as ComponentType<PropsOf<M[K]>> };
      return loaded;
    })().catch((error: unknown) => {
      // Not kept: the next preload tries again (a chunk a moment offline).
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, the one React.lazy reads as resolved at once
  const resolved = (value: Loaded) => ({ then: (onLoaded: (module: Loaded) => unknown) => onLoaded(value) });
  const component = lazy(() => (loaded ? (resolved(loaded) as unknown as Promise<Loaded>) : preload()));
  return Object.assign(component, { preload });
}
