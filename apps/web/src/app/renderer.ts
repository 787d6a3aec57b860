// React's renderer for the browser, a start-up step of its own (main.tsx): its chunk is evaluated in a
// task of its own, and every page preloads it (scripts/prerender.mjs names this file).
export { createRoot, hydrateRoot } from 'react-dom/client';
