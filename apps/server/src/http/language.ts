import { currentLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, PAGE_LANGUAGE_HEADER } from '@kerben/domain';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { runInLanguage } from '../core/language';

/** The visitor's choice of the web app's switcher, which the server honours too (docs/i18n.md). */
export const LANGUAGE_COOKIE = 'lang';

/** The language of the web app's page the request comes from, when it names one of ours. */
export function pageLanguage(request: Pick<FastifyRequest, 'headers'>): Language | undefined {
  const named = request.headers[PAGE_LANGUAGE_HEADER];
  return isLanguage(named) ? named : undefined;
}

/**
 * The language of a request before its caller is known: the page's (the web app's header), else the
 * `lang` cookie, else the best of Accept-Language among ours, else Russian. A signed-in account's own
 * language replaces all but the page's (auth.ts).
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const page = pageLanguage(request);
  if (page) return page;
  const cookieHeader = request.headers.cookie;
  if (cookieHeader) {
    const chosen = parseCookie(cookieHeader)[LANGUAGE_COOKIE];
    if (isLanguage(chosen)) return chosen;
  }
  const accepted = new Negotiator({ headers: { 'accept-language': request.headers['accept-language'] } }).language([
    ...LANGUAGES,
  ]);
  return isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}

/**
 * The first hook of every request: the rest of it runs in the request's language, which its
 * answer names in Content-Language.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => runInLanguage(requestLanguage(request), done));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-language', currentLanguage());
  });
}
