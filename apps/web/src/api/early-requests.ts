// The customer area's shell (index.user.html, written by scripts/prerender.mjs) runs this small
// script of its own before the app's code: it asks for the answers the first page shows (the
// profile, the parcels) with the session's token at once, instead of after the ~300 kB of the
// app's code have arrived and run (seconds on a slow phone). The app's API client takes each answer
// in place of its own request (api/early-answer.ts: takeEarlyAnswer). It imports nothing, so it
// arrives first.
import type { EarlyAnswer } from './early-answer';

/** Sends the GETs its script element lists in data-early-get (the build writes them: app/user-area-start.ts). */
export function startEarlyRequests(): void {
  const script = document.querySelector<HTMLScriptElement>('script[data-early-get]');
  const cookie = /(?:^|;\s*)accessToken=([^;]*)/.exec(document.cookie)?.[1];
  const access = cookie && decodeURIComponent(cookie);
  // A view of the list other than the first (?tab=…, ?page=…) asks for other answers: the app asks
  // then. Without an access token (only a refresh token, or the old client's "null") the app first
  // renews the session.
  // Once the app has asked for itself (this script came late), answers sent now would only be
  // taken by a later refetch, stale by then (api/early-answer.ts).
  if (
    window.kerbenEarlyAnswers ||
    !script?.dataset.earlyGet ||
    !access ||
    access === 'null' ||
    access === 'undefined' ||
    window.location.search !== ''
  )
    return;
  const answers = new Map<string, EarlyAnswer>();
  for (const url of script.dataset.earlyGet.split(' ')) {
    const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${access}` } }).then(
      async (r) => ({ status: r.status, contentType: r.headers.get('content-type') ?? '', text: await r.text() }),
    );
    // Unclaimed, a failure stays quiet: the app then asks again and shows its own error.
    response.catch(() => undefined);
    answers.set(url, { access, response });
  }
  window.kerbenEarlyAnswers = answers;
}

startEarlyRequests();
