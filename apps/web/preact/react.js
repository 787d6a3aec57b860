// What `react` resolves to in the production web build (see vite.config.ts): preact/compat, plus
// Activity, the React 19 export it lacks that Mantine imports (Tabs, Collapse and Transition when
// kept mounted). Activity keeps hidden children mounted but not shown; the wrapper is
// `display: contents` while visible, so the layout does not change. React Router feature-detects
// useOptimistic and falls back without it, hence the expected IMPORT_IS_UNDEFINED build warning.
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
