import { MSG } from '@kerben/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../core/errors';
import { isDatabaseUnavailable } from '../db/errors';

function collectFieldErrors(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const message = item.message ?? MSG.required;
    fields[field] = [...(Object.hasOwn(fields, field) ? (fields[field] ?? []) : []), message];
  }
  return fields;
}

// Fastify's own client-error codes, answered in the contract's shape with a Russian message.
function fastifyErrors(maxUploadMb: number): Record<string, { status: number; detail: string }> {
  return {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: MSG.unsupportedMediaType },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: MSG.badContentLength },
    FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: MSG.emptyBody },
    FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: MSG.requestTooLarge },
    FST_REQ_FILE_TOO_LARGE: { status: 413, detail: MSG.fileTooLarge(maxUploadMb) },
    FST_FILES_LIMIT: { status: 413, detail: MSG.tooManyFiles },
    FST_FIELDS_LIMIT: { status: 413, detail: MSG.tooManyFields },
    FST_PARTS_LIMIT: { status: 413, detail: MSG.tooManyParts },
    FST_PROTO_VIOLATION: { status: 400, detail: MSG.badFieldName },
    FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: MSG.multipartExpected },
    FST_ERR_VALIDATION: { status: 400, detail: MSG.badRequestData },
  };
}

// PostgreSQL "data exception" codes that only a value sent by the client can cause (a NUL byte in a
// text, a number out of the column's range, a text longer than its column, an impossible date).
const BAD_VALUE_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

// What a client that hears 503 is told to wait before trying again.
const DATABASE_RETRY_AFTER_SECONDS = 5;

function databaseErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e.cause?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

/** The one place errors become answers: 400 `{field: [msg]}`, everything else `{detail}`. */
export function registerErrorHandling(app: FastifyInstance, { maxUploadMb }: { maxUploadMb: number }): void {
  const known = fastifyErrors(maxUploadMb);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.code === 'validation') return reply.status(400).send(error.fields ?? { non_field_errors: [error.message] });
      return reply.status(error.status).send({ detail: error.message, ...error.flags });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(collectFieldErrors(error));
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ detail: MSG.badJson });
    }
    const dbCode = databaseErrorCode(error);
    if (dbCode && BAD_VALUE_CODES.has(dbCode)) {
      // A schema let a value through that the database cannot store: still the client's input.
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ detail: MSG.badRequestData });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting, the embedded database's worker starting again: a moment, not a bug.
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ detail: MSG.serviceUnavailable });
    }
    const fastifyError = error.code ? known[error.code] : undefined;
    if (fastifyError) return reply.status(fastifyError.status).send({ detail: fastifyError.detail });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: MSG.badRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MSG.serverError, request_id: request.id });
  });
}
