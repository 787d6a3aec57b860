import { pageResponse } from '@kerben/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Viewer } from '../core/viewer';
import type { ListPage } from '../db/list';
import type { Access } from './access';
import { viewerOf } from './auth';
import { type DownloadFile, sendFile } from './download';
import { fileAnswer, noContent } from './openapi';
import { pageAnswer } from './pagination';
import { idParams } from './params';

// Most routes are one of eleven kinds, each answered as docs/api.md says: a page of a list, a record
// read by its id, a file made of a record (a PDF), one read without an id (a setting, the viewer's
// own), a record created (201), one created on the record named by its id (201), a record changed
// by its id, one changed without an id (a setting, an action answering 200), an action on a record
// by its id that takes no body (200), a record deleted by its id, records deleted by a list of ids
// (204). A module declares them here with what is its own (the kind says
// the method, then the path, access, summary, schemas, the service call, which also gets the
// request for what only it knows: the origin of absolute URLs, the caller's address); anything
// else is declared with Fastify's own `api.get(…)` beside them.

/** What every route declares: who may call it (http/access.ts) and what it does, for the API document. */
interface Declared {
  access: Access;
  summary: string;
  /** Route settings beside `access` (a multipart body: `{ multipart: { files: 1 } }`). */
  config?: Omit<FastifyContextConfig, 'access'>;
}

type Schema = z.ZodType;
// Each kind's signature checks a module's schemas against its service call; inside, Fastify's own
// inference does not reach a schema that is a type parameter, so the parsed parts are read as
// their schemas say.

/** The routes of one module, under its tags in the API document. */
export function moduleRoutes(app: FastifyInstance, tags: string[]) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = ({ access, summary, config }: Declared, schema: FastifySchema) => ({
    config: { ...config, access },
    schema: { tags, summary, ...schema } as FastifySchema,
  });
  const idOf = (params: unknown) => (params as z.output<typeof idParams>).id;

  return {
    /** Fastify with the zod type provider, for the routes of no common kind. */
    api,
    tags,

    /** GET a page of a list: `{count, …, results}` around the service's page of items. */
    page<Query extends Schema, Item extends Schema>(
      url: string,
      route: Declared & { query: Query; item: Item },
      list: (viewer: Viewer, query: z.output<Query>, request: FastifyRequest) => Promise<ListPage<z.output<Item>>>,
    ): void {
      api.get(url, options(route, { querystring: route.query, response: { 200: pageResponse(route.item) } }), async (request) =>
        pageAnswer(request.url, await list(viewerOf(request), request.query as z.output<Query>, request)),
      );
    },

    /** GET the record named by `:id`. */
    get<Answer extends Schema>(
      url: string,
      route: Declared & { answer: Answer },
      find: (viewer: Viewer, id: number, request: FastifyRequest) => Promise<z.output<Answer>>,
    ): void {
      api.get(url, options(route, { params: idParams, response: { 200: route.answer } }), async (request) =>
        find(viewerOf(request), idOf(request.params), request),
      );
    },

    /** GET a file made of the record named by `:id` (a PDF opens in the browser, to show or print). */
    file(
      url: string,
      route: Declared & { type: string; description: string; disposition?: 'inline' | 'attachment' },
      make: (viewer: Viewer, id: number) => Promise<DownloadFile>,
    ): void {
      api.get(
        url,
        options(route, { params: idParams, response: { 200: fileAnswer(route.type, route.description) } }),
        async (request, reply) => sendFile(reply, await make(viewerOf(request), idOf(request.params)), route.disposition),
      );
    },

    /** GET what needs no id (a setting, the viewer's own), with an optional query. */
    read<Answer extends Schema, Query extends Schema = z.ZodUndefined>(
      url: string,
      route: Declared & { query?: Query; answer: Answer },
      read: (viewer: Viewer, query: z.output<Query>, request: FastifyRequest) => Promise<z.output<Answer>>,
    ): void {
      api.get(
        url,
        options(route, { ...(route.query && { querystring: route.query }), response: { 200: route.answer } }),
        async (request) => read(viewerOf(request), (route.query ? request.query : undefined) as z.output<Query>, request),
      );
    },

    /** POST a new record, with an optional query (staff: `?user=` for whom): 201 with the record as answered. */
    create<Body extends Schema, Answer extends Schema, Query extends Schema = z.ZodUndefined>(
      url: string,
      route: Declared & { body: Body; query?: Query; answer: Answer },
      create: (
        viewer: Viewer,
        body: z.output<Body>,
        request: FastifyRequest,
        query: z.output<Query>,
      ) => Promise<z.output<Answer>>,
    ): void {
      api.post(
        url,
        options(route, { ...(route.query && { querystring: route.query }), body: route.body, response: { 201: route.answer } }),
        async (request, reply) =>
          reply
            .status(201)
            .send(
              await create(
                viewerOf(request),
                request.body as z.output<Body>,
                request,
                (route.query ? request.query : undefined) as z.output<Query>,
              ),
            ),
      );
    },

    /** POST a record made on the record named by `:id` (a parcel received, a service ordered): 201. */
    createOn<Body extends Schema, Answer extends Schema>(
      url: string,
      route: Declared & { body: Body; answer: Answer },
      create: (viewer: Viewer, id: number, body: z.output<Body>) => Promise<z.output<Answer>>,
    ): void {
      api.post(
        url,
        options(route, { params: idParams, body: route.body, response: { 201: route.answer } }),
        async (request, reply) =>
          reply.status(201).send(await create(viewerOf(request), idOf(request.params), request.body as z.output<Body>)),
      );
    },

    /**
     * PATCH (and, where the older client sends it, PUT) the record named by `:id`, or POST an action
     * on it (`methods: ['POST']`): 200 with the record as it became.
     */
    update<Body extends Schema, Answer extends Schema>(
      url: string,
      route: Declared & { body: Body; answer: Answer; methods?: Array<'PATCH' | 'PUT' | 'POST'> },
      update: (viewer: Viewer, id: number, body: z.output<Body>, request: FastifyRequest) => Promise<z.output<Answer>>,
    ): void {
      api.route({
        method: route.methods ?? ['PATCH'],
        url,
        ...options(route, { params: idParams, body: route.body, response: { 200: route.answer } }),
        handler: async (request) => update(viewerOf(request), idOf(request.params), request.body as z.output<Body>, request),
      });
    },

    /** PATCH what needs no id (a setting), or POST an action (`method`): 200 with the answer. */
    change<Body extends Schema, Answer extends Schema>(
      url: string,
      route: Declared & { body: Body; answer: Answer; method?: 'PATCH' | 'PUT' | 'POST' },
      change: (viewer: Viewer, body: z.output<Body>, request: FastifyRequest) => Promise<z.output<Answer>>,
    ): void {
      api.route({
        method: route.method ?? 'PATCH',
        url,
        ...options(route, { body: route.body, response: { 200: route.answer } }),
        handler: async (request) => change(viewerOf(request), request.body as z.output<Body>, request),
      });
    },

    /**
     * POST an action on the record named by `:id` that takes no body (a code sent again), or DELETE
     * one that answers what the record became (`method: 'DELETE'`: an order cancelled): 200.
     */
    act<Answer extends Schema>(
      url: string,
      route: Declared & { answer: Answer; method?: 'POST' | 'DELETE' },
      act: (viewer: Viewer, id: number, request: FastifyRequest) => Promise<z.output<Answer>>,
    ): void {
      api.route({
        method: route.method ?? 'POST',
        url,
        ...options(route, { params: idParams, response: { 200: route.answer } }),
        handler: async (request) => act(viewerOf(request), idOf(request.params), request),
      });
    },

    /** Delete the records a body `{ ids }` names, all or nothing (PUT, as the older client sends it): 204. */
    removeMany<Body extends z.ZodType<{ ids: number[] }>>(
      url: string,
      route: Declared & { body: Body },
      remove: (viewer: Viewer, ids: number[]) => Promise<unknown>,
    ): void {
      api.put(url, options(route, { body: route.body, response: { 204: noContent } }), async (request, reply) => {
        await remove(viewerOf(request), (request.body as { ids: number[] }).ids);
        return reply.status(204).send();
      });
    },

    /** DELETE the record named by `:id`: 204. */
    remove(url: string, route: Declared, remove: (viewer: Viewer, id: number) => Promise<unknown>): void {
      api.delete(url, options(route, { params: idParams, response: { 204: noContent } }), async (request, reply) => {
        await remove(viewerOf(request), idOf(request.params));
        return reply.status(204).send();
      });
    },
  };
}
