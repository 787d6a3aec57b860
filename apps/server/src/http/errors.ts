import { MSG } from '@kerben/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type FieldErrors = Record<string, string[]>;

const STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
} as const;

export type AppErrorCode = keyof typeof STATUS;

/** The one error services throw; the error handler turns it into the API's answer. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/** 400 with one message on one field: `fieldError('email', 'Почта обязательна')`. */
export const fieldError = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });
export const unauthorized = (message: string = MSG.notAuthenticated) => new AppError('unauthorized', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = MSG.notFound) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);

function collectFieldErrors(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
    const message = item.message ?? MSG.required;
    fields[field] = [...(fields[field] ?? []), message];
  }
  return fields;
}

// Fastify's own client-error codes that deserve a clearer Russian answer.
const FASTIFY_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Неподдерживаемый формат запроса' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Некорректная длина запроса' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'Пустое тело запроса' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Запрос слишком большой' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: MSG.fileTooLarge(5) },
  FST_FILES_LIMIT: { status: 413, detail: 'Слишком много файлов в запросе' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'Слишком много полей в запросе' },
  FST_PARTS_LIMIT: { status: 413, detail: 'Слишком много частей в запросе' },
  FST_PROTO_VIOLATION: { status: 400, detail: 'Недопустимое имя поля в запросе' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: 'Ожидается multipart/form-data' },
  FST_ERR_VALIDATION: { status: 400, detail: 'Некорректные данные запроса' },
};

// PostgreSQL "data exception" codes that only a value sent by the client can cause (a NUL byte in a
// text, a number out of the column's range, a text longer than its column, an impossible date).
const BAD_VALUE_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

function databaseErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e.cause?.code ?? e.code;
  return typeof code === 'string' ? code : undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.code === 'validation') return reply.status(400).send(error.fields ?? { non_field_errors: [error.message] });
      return reply.status(error.status).send({ detail: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(collectFieldErrors(error));
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ detail: 'Некорректный JSON в теле запроса' });
    }
    const dbCode = databaseErrorCode(error);
    if (dbCode && BAD_VALUE_CODES.has(dbCode)) {
      // A schema let a value through that the database cannot store: still the client's input.
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ detail: 'Некорректные данные запроса' });
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: 'Некорректный запрос' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MSG.serverError, request_id: request.id });
  });
}
