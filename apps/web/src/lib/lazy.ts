import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { textsReady } from '../i18n';

// biome-ignore lint/suspicious/noExplicitAny: a component's props, whatever they are
type ComponentOf<T> = T extends ComponentType<any> ? T : ComponentType;

/**
 * React.lazy for a named export: `lazyNamed(() => import('./Page'), 'Page')` gets its own chunk.
 * It renders once the chunk's texts are there in the language in use (a ky/ or en/ translation
 * loads after the chunk that adds its part), so a page never flashes Russian first.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentOf<M[K]>> {
  return lazy(async () => {
    const module = await load();
    await textsReady();
    return { default: module[name] as ComponentOf<M[K]> };
  });
}
