import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type Config, trustedProxies } from '../config';
import { errorForLog } from '../core/logger';
import { collectRoutes, declareScopeAccess } from '../http/access';
import { type ResolveViewer, registerViewer } from '../http/auth';
import { DEFERRED_STYLES_SCRIPT_SOURCE } from '../http/deferred-styles';
import { registerErrorHandling } from '../http/error-handler';
import { trackRunningHandlers } from '../http/in-flight';
import { registerLanguage } from '../http/language';
import { registerMultipartBodies } from '../http/multipart';
import { documentRoute } from '../http/openapi';
import {
  answerClientError,
  answerFrameworkError,
  collapseSlashes,
  registerCompression,
  registerUrlLimit,
} from '../http/transport';
import { contractValidatorCompiler, registerAnsweredFields } from '../http/validation';

function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    stream,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[hidden]' },
    serializers: {
      err: errorForLog,
      // Signed file links are credentials for a few minutes: keep their signature out of logs.
      req: (req: { id: string; method: string; url: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.replace(/([?&]sig=)[^&]*/g, '$1[hidden]'),
        ip: req.ip,
      }),
    },
  };
}

/**
 * The HTTP server before any plugin or route: its logger, request ids, proxies, limits, body
 * parsers and validation. Answers it with the table of every route's declared access (the
 * authorization matrix test reads it) and the count of running handlers (closing waits for them).
 */
export function createHttpServer(config: Config, logStream?: NodeJS.WritableStream) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // What Node's HTTP parser refuses (headers too large, a broken request line) still gets a
    // JSON answer in the contract's shape.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Repeated slashes in a path are ignored everywhere (docs/api.md#paths), static files too.
    rewriteUrl: (req) => collapseSlashes(req.url ?? '/'),
  }) as unknown as FastifyInstance;
  // First of all: everything the request hears, its refusals included, is in its language.
  registerLanguage(app);
  // Before any route: every route's declared access, for the authorization matrix test.
  const routeTable = collectRoutes(app);
  const handlers = trackRunningHandlers(app);
  app.setValidatorCompiler(contractValidatorCompiler);
  registerAnsweredFields(app);
  // Clients send Content-Type: application/json on bodiless DELETEs too; an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.setSerializerCompiler(serializerCompiler);
  return { app, routeTable, handlers };
}

/**
 * What every request goes through before its route: transport (request id, URL limit,
 * compression), security headers, CORS, multipart bodies, the API document, the error answers and
 * the viewer read from the request.
 */
export async function registerPlugins(app: FastifyInstance, config: Config, resolveViewer: ResolveViewer): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerUrlLimit(app);
  await registerCompression(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Mantine sets CSS variables through inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", DEFERRED_STYLES_SCRIPT_SOURCE],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Browser clients on the origins of CORS_ORIGINS may use every method of the API with a bearer.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    credentials: false,
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 10, fields: 100, fieldSize: 100_000 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kerben API',
        version: '1.0.0',
        description: 'Cargo and parcel forwarding: public site, customer area, admin area.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
  });
  await app.register(async (docs) => {
    declareScopeAccess(docs, 'public');
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });

  registerErrorHandling(app, { maxUploadMb: config.maxUploadBytes / 1024 / 1024 });
  registerViewer(app, resolveViewer);
  registerMultipartBodies(app);
}
