import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { textsReady } from '../i18n';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a named export: `lazyNamed(() => import('./Page'), 'Page')` gets its own chunk
 * and keeps the component's props. It renders once the chunk's texts are there in the language in
 * use (a ky/ or en/ translation loads after the chunk that adds its part), so a page never flashes
 * Russian first.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(async () => {
    const module = await load();
    await textsReady();
    return { default: module[name] as ComponentType<PropsOf<M[K]>> };
  });
}
