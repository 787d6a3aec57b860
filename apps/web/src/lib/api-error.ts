import { i18n } from '../i18n';

// What a failed API call tells: kept apart from the client so that helpers below the api floor
// (form errors, notifications) can read it.

export type FieldErrors = Record<string, string[]>;

/**
 * Any failed call: the HTTP status (0 without an answer), the server's detail, per-field messages
 * and the flags the answer sets (`code_required`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: string | undefined,
    readonly fields: FieldErrors,
    readonly flags: Record<string, boolean> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message for a field, if the server gave one. */
  field(name: string): string | undefined {
    return this.fields[name]?.[0];
  }
}

function fallbackMessage(status: number): string {
  if (status === 0) return i18n.t('errors.network');
  if (status >= 500) return i18n.t('errors.server');
  return i18n.t('errors.generic');
}

/**
 * Turns an error answer into an ApiError: `{detail}` becomes the detail, `{field: [msg]}` the field
 * messages (`non_field_errors` counts as the detail when there is none).
 */
export function parseApiError(status: number, body: unknown): ApiError {
  const fields: FieldErrors = {};
  const flags: Record<string, boolean> = {};
  let detail: string | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (key === 'detail' && typeof value === 'string') detail = value;
      else if (key === 'request_id') continue;
      else if (typeof value === 'boolean') flags[key] = value;
      else if (typeof value === 'string') fields[key] = [value];
      else if (Array.isArray(value)) {
        const messages = value.filter((item): item is string => typeof item === 'string');
        if (messages.length > 0) fields[key] = messages;
      }
    }
  } else if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) {
    detail = body.trim().slice(0, 300);
  }
  if (!detail && fields.non_field_errors) {
    detail = fields.non_field_errors.join(' ');
    delete fields.non_field_errors;
  }
  const firstField = Object.values(fields)[0]?.[0];
  return new ApiError(status, detail ?? firstField ?? fallbackMessage(status), detail, fields, flags);
}

/** A call that got no answer at all (offline, the server unreachable). */
export const noAnswer = (): ApiError => new ApiError(0, fallbackMessage(0), undefined, {});
