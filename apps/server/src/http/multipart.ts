import { MSG } from '@kerben/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldError } from '../core/errors';

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
 * say it), since an empty value cannot (DESIGN.md section 4); a file sent for the same field wins.
 */
async function readMultipartBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const previous = body[name];
    body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  };
  try {
    for await (const part of request.parts()) {
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

export function registerMultipartBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readMultipartBody(request);
    // No body at all is an empty form: every required field then gets its own message.
    else if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}

// Image fields of request bodies. A string (an old URL echoed back by a client) never counts as a
// file; removing an image is JSON null or multipart remove_<field>=true (DESIGN.md section 4).
const keepFileOrNull = (value: unknown) => (isUpload(value) || value === null ? value : undefined);

/** An optional image of a new record. */
export const optionalUpload = z.preprocess(
  (value) => (isUpload(value) ? value : undefined),
  z.custom<Upload>(isUpload).optional(),
);

/** A required image of a new record, with the message shown when it is missing. */
export const requiredUpload = (message: string) => z.custom<Upload>(isUpload, { error: message });

/** An optional image an update may replace or remove (null). */
export const removableUpload = z.preprocess(keepFileOrNull, z.custom<Upload>(isUpload).nullable().optional());

/** A required image an update may replace but not remove: null is refused with `message`. */
export const replacementUpload = (message: string) =>
  z.preprocess(keepFileOrNull, z.custom<Upload>(isUpload, { error: message }).optional());
