/** An answer of the API as the client reads it (client.ts). */
export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/** A GET the customer area's shell sent before the app's code ran (src/api/early-requests.ts). */
export interface EarlyAnswer {
  /** The access token it was sent with. */
  access: string;
  response: Promise<RawResponse>;
}

declare global {
  interface Window {
    /** By URL; each taken once (takeEarlyAnswer). */
    kerbenEarlyAnswers?: Map<string, EarlyAnswer>;
  }
}

/**
 * The answer to `url` the shell already asked for with the same access token, once: a later call
 * (a refetch) asks the server again. undefined when there is none. The app's first request, if the
 * shell's script has not run yet (it is async: on a slow line it may arrive after the app's code),
 * leaves an empty set in its place, so that the script sends nothing: its answers, taken by a
 * later refetch (after the profile was changed), would show what was before.
 */
export function takeEarlyAnswer(url: string, access: string | undefined): Promise<RawResponse> | undefined {
  if (typeof window === 'undefined') return undefined;
  window.kerbenEarlyAnswers ??= new Map();
  const answers = window.kerbenEarlyAnswers;
  const early = answers.get(url);
  if (!early) return undefined;
  answers.delete(url);
  return early.access === access ? early.response : undefined;
}
