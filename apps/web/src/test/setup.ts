import '../i18n';
// Every area's texts, as if all lazy chunks had loaded.
import '../i18n/ru/admin';
import '../i18n/ru/area';
import '../i18n/ru/auth';
import '../i18n/ru/catalog';
import '../i18n/ru/public-pages';
import '../i18n/ru/tracking';
import '../i18n/ru/user';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { endSigningOut, notifySessionChanged } from '../api/session';
import { setLanguage } from '../i18n';

// The entry's Russian texts load like a browser's (i18n/russian-entry.ts, a chunk of its own).
await setLanguage('ru');

// findBy and waitFor wait up to 5 s (1 s by default): a page's answer arrives later on a busy
// machine, and a wait ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine touches (a Select's open list scrolls to its option).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// Mantine's autosizing Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

afterEach(async () => {
  cleanup();
  // The language is the module's too: each test starts in Russian.
  await setLanguage('ru');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  // The session store keeps what it last read: files share a worker's modules (isolate: false).
  notifySessionChanged();
  endSigningOut();
});
