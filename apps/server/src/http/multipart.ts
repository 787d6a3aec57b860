import type { LazyMessage } from '@kerben/domain';
import { MSG } from '@kerben/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError, fieldError } from '../core/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a multipart body with at most `files` files (`config: { multipart: { files: 2 } }`);
     * a route without it is JSON only, and a multipart body there is refused (415) unread.
     */
    multipart?: { files: number };
  }
}

/** A file part of a multipart body, read into memory (uploads are limited to a few MB). */
export interface Upload {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUpload(value: unknown): value is Upload {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as Upload).data);
}

const ABSENT = new Set(['', 'null', 'undefined']);
const REMOVE = /^remove_(.+)$/;

/**
 * Multipart bodies become a plain object before validation, so the same zod schemas serve JSON
 * and multipart. Empty, "null" and "undefined" values count as not provided; empty files too.
 * A repeated field becomes an array. `remove_<field>=true` clears a field (null, as JSON would
 * say it), since an empty value cannot (docs/api.md#requests); a file sent for the same field wins.
 */
async function readMultipartBody(request: FastifyRequest, files: number): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const previous = body[name];
    body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  };
  try {
    for await (const part of request.parts({ limits: { files } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0) add(part.fieldname, { filename: part.filename, mimetype: part.mimetype, data });
      } else if (typeof part.value === 'string' && !ABSENT.has(part.value.trim())) {
        add(part.fieldname, part.value);
      }
    }
  } catch (error) {
    // The plugin's own limits (file too large, too many parts) have codes the error handler maps;
    // anything else is the parser refusing a broken body (no boundary, cut short).
    if (typeof (error as { code?: unknown }).code === 'string') throw error;
    throw fieldError('non_field_errors', MSG.badMultipart);
  }
  for (const [name, value] of Object.entries(body)) {
    const field = REMOVE.exec(name)?.[1];
    if (!field) continue;
    delete body[name];
    if (value === 'true' && !isUpload(body[field])) body[field] = null;
  }
  return body;
}

/**
 * Multipart bodies are read only by the routes that declare them (`config.multipart`), each with
 * its own number of files; elsewhere the parser never runs on them (a JSON route answers 415). A
 * route whose body has upload fields must declare at least as many files: checked as it is registered.
 */
export function registerMultipartBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const uploads = uploadFieldNames(route.schema?.body).length;
    const files = route.config?.multipart?.files ?? 0;
    if (uploads > files) {
      throw new Error(`${route.method} ${route.url}: ${uploads} upload fields, but config.multipart takes ${files} files`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const declared = request.routeOptions.config?.multipart;
    if (request.isMultipart()) {
      if (!declared) throw new AppError('unsupported', MSG.unsupportedMediaType);
      request.body = await readMultipartBody(request, declared.files);
    }
    // No body at all is an empty form: every required field then gets its own message.
    else if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}

// The upload fields' schemas, to count a body's files (its upload fields) by its schema.
const UPLOAD_FIELDS = new WeakSet<z.ZodType>();
function uploadField<T extends z.ZodType>(schema: T): T {
  UPLOAD_FIELDS.add(schema);
  return schema;
}

/** The names of a body schema's upload fields. */
export function uploadFieldNames(body: unknown): string[] {
  const shape = (body as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  return Object.keys(shape).filter((name) => UPLOAD_FIELDS.has(shape[name] as z.ZodType));
}

// Image fields of request bodies. A string (an old URL echoed back by a client) never counts as a
// file; removing an image is JSON null or multipart remove_<field>=true (docs/api.md#requests).
const keepFileOrNull = (value: unknown) => (isUpload(value) || value === null ? value : undefined);

/** An optional image of a new record. */
export const optionalUpload = uploadField(
  z.preprocess((value) => (isUpload(value) ? value : undefined), z.custom<Upload>(isUpload).optional()),
);

/** A required image of a new record, with the message shown when it is missing. */
export const requiredUpload = (message: LazyMessage) => uploadField(z.custom<Upload>(isUpload, { error: message }));

/** An optional image an update may replace or remove (null). */
export const removableUpload = uploadField(z.preprocess(keepFileOrNull, z.custom<Upload>(isUpload).nullable().optional()));

/** A required image an update may replace but not remove: null is refused with `message`. */
export const replacementUpload = (message: LazyMessage) =>
  uploadField(z.preprocess(keepFileOrNull, z.custom<Upload>(isUpload, { error: message }).optional()));

/**
 * Several images in one field (repeated in the multipart body), at most `max`: an empty list is
 * none. Counted as one upload field: the route declares how many files it reads in all.
 */
export const uploadList = (max: number, tooMany: LazyMessage) =>
  uploadField(
    z.preprocess((value) => {
      const list = (Array.isArray(value) ? value : [value]).filter(isUpload);
      return list.length > 0 ? list : undefined;
    }, z.array(z.custom<Upload>(isUpload)).max(max, { error: tooMany }).optional()),
  );
