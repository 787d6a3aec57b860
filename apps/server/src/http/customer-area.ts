import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage } from '@kerben/domain';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorSummary } from '../core/logger';
import { createRenderProcess } from './render-process';

/** A page that takes longer to draw is the empty shell: the browser draws it. */
const DRAW_TIMEOUT_MS = 1_000;
/** A renderer that has not answered a page for this long is stuck, and replaced. */
const STUCK_AFTER_MS = 15_000;
/** Pages waiting to be drawn before the next ones get the empty shell at once. */
const MAX_WAITING = 4;
const ROOT = '<div id="root"></div>';
const EARLY_SCRIPT = /<script[^>]*data-early-get="[^"]*"[^>]*><\/script>/;
/** The element in which the page hands its state to the browser (apps/web/src/app/server-drawn.ts). */
const STATE_ID = 'kerben-server-state';

const SCRIPTS = /<link rel="modulepreload"[^>]*>|<script type="module"[^>]*><\/script>/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * The shell as a page drawn on the server needs it. Everything the first paint needs comes in the
 * HTML: the area's stylesheets inlined in <head> (~40 kB compressed); linked, they shared a slow
 * connection with the ~300 kB of scripts the shell preloads and the paint waited for the last of
 * them. The scripts are asked for after the page (the preload scanner finds them once the HTML is
 * in). The links stay, disabled, at the end: a disabled stylesheet is not downloaded, and the
 * bundler's loader, finding each chunk's stylesheet linked, does not ask for it again.
 */
export function shellForDrawnPages(shell: string, webDistDir: string): string {
  const inlined = shell
    .replace(EARLY_SCRIPT, '')
    .replace(STYLESHEET, (_link, file: string) => `<style>${readFileSync(path.join(webDistDir, file), 'utf8')}</style>`);
  const links = [...shell.matchAll(STYLESHEET)].map((match) => match[0].replace('<link ', '<link disabled '));
  const scripts = inlined.match(SCRIPTS) ?? [];
  return inlined.replace(SCRIPTS, '').replace('</body>', `${links.join('')}${scripts.join('')}</body>`);
}

/** JSON inside <script type="application/json">: nothing in it may close the element or open a comment. */
const jsonInHtml = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A signed-in customer's /user drawn on the server, per request, from their own answers: a phone
 * shows the greeting and the parcels once the HTML and the stylesheets are in, instead of after
 * the app's ~300 kB of code have arrived and run (seconds on a slow connection); the browser then
 * takes the HTML over (main.tsx). The answers come from the server's own API, asked with the
 * request's token, so the owner checks are the API's; without a usable token, on any refusal or
 * failure, or when drawing would wait too long, the page is the empty shell as before and the
 * browser draws it. The web build's renderer runs in a process of its own (render-process.ts),
 * started with the first such page.
 */
export function createCustomerAreaDrawing(app: FastifyInstance, options: { rendererFile: string; shell: string }) {
  const { shell } = options;
  const renderer = createRenderProcess({
    rendererFile: options.rendererFile,
    timeoutMs: DRAW_TIMEOUT_MS,
    stuckAfterMs: STUCK_AFTER_MS,
    log: () => app.log,
  });
  // Pages on their way (their answers being asked for, or drawn): counted from the start, so that a
  // burst cannot pass the limit before the first of it reaches the renderer.
  let underway = 0;
  app.addHook('onClose', async () => renderer.stop());

  async function answersFor(request: FastifyRequest, access: string, urls: string[]) {
    const responses = await Promise.all(
      urls.map((url) =>
        app.inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: { authorization: `Bearer ${access}`, accept: 'application/json' },
        }),
      ),
    );
    const refused = responses.find((response) => response.statusCode !== 200);
    if (refused) return { refused: refused.statusCode };
    return { answers: Object.fromEntries(urls.map((url, i) => [url, responses[i]?.json() as unknown])) };
  }

  /** The whole document of /user drawn for this request's customer, or why not. */
  async function draw(request: FastifyRequest): Promise<{ page: string } | { skipped: string }> {
    const cookies = parseCookie(request.headers.cookie ?? '');
    const access = cookies.accessToken;
    // The older client stored a missing token as the text "null" or "undefined".
    if (!access || access === 'null' || access === 'undefined') return { skipped: 'no access token' };
    if (underway >= MAX_WAITING || renderer.waiting >= MAX_WAITING) return { skipped: 'too many pages waiting to be drawn' };
    underway += 1;
    try {
      return await drawFor(request, access, cookies.isAdmin === 'true');
    } finally {
      underway -= 1;
    }
  }

  async function drawFor(
    request: FastifyRequest,
    access: string,
    staff: boolean,
  ): Promise<{ page: string } | { skipped: string }> {
    const urls = renderer.addresses();
    if (!urls) return { skipped: 'the renderer is starting' };
    const asked = await answersFor(request, access, urls);
    if (!asked.answers) return { skipped: `the API answered ${asked.refused}` };
    const profile = Object.entries(asked.answers).find(([url]) => url.startsWith('/api/users/profile/'))?.[1] as
      | { language?: unknown }
      | undefined;
    const language = isLanguage(profile?.language) ? profile.language : DEFAULT_LANGUAGE;
    // Kyrgyz and English pages load some of the domain's texts after the first render, so React could
    // not take a page drawn in them over as it is (a mismatch in CI): those customers get the empty shell.
    if (language !== DEFAULT_LANGUAGE) return { skipped: `drawn in ${DEFAULT_LANGUAGE} only, the account reads ${language}` };
    const drawn = await renderer.draw({ url: request.url, language, answers: asked.answers, staff });
    if (!drawn) return { skipped: 'not drawn in time' };
    // Replaced by functions: the customer's own text may hold `$&` and the like.
    const page = shell
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${drawn.html}</div><script type="application/json" id="${STATE_ID}">${jsonInHtml(drawn.state)}</script>`,
      );
    return { page };
  }

  return {
    /** The document, or undefined for the empty shell (the reason is logged). */
    async page(request: FastifyRequest): Promise<string | undefined> {
      const result = await draw(request).catch((error: unknown) => ({ skipped: 'drawing failed', error }));
      if ('page' in result) return result.page;
      if ('error' in result)
        request.log.warn({ err: errorSummary(result.error) }, '/user not drawn on the server: drawing failed');
      else request.log.debug({ reason: result.skipped }, '/user not drawn on the server');
      return undefined;
    },
  };
}

/** The web build's server-side entry beside its dist folder, if the build wrote it. */
export function customerAreaRenderer(webDistDir: string): string | undefined {
  const file = `${webDistDir}/../dist-ssr/prerender.js`;
  return existsSync(file) ? file : undefined;
}
