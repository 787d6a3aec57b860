import { createHash } from 'node:crypto';

// The prerendered public pages inline the CSS their first paint needs and load their stylesheets as
// print styles (apps/web/scripts/prerender.mjs, with beasties' "media-script" strategy); this one
// inline script, the same on every page, turns them into screen styles once the page is parsed.
// The Content-Security-Policy allows exactly this script by its hash; the browser journeys fail on
// any CSP violation, so a change of its text in a new beasties version shows there.
const DEFERRED_STYLES_SCRIPT =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})";

/** The script-src source that allows the deferred stylesheets' script. */
export const DEFERRED_STYLES_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(DEFERRED_STYLES_SCRIPT).digest('base64')}'`;
