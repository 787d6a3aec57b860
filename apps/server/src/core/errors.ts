import { MSG } from '@kerben/domain';

export type FieldErrors = Record<string, string[]>;

const STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  uri_too_long: 414,
  unsupported: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;

/** The one error services throw; the HTTP error handler turns it into the API's answer. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Flags a client acts on, answered beside `detail` (`code_required: true`). */
    readonly flags?: Record<string, boolean>,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/** 400 with one message on one field: `fieldError('email', 'Почта обязательна')`. */
export const fieldError = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });
/** 400 with messages on several fields at once. */
export const fieldErrors = (fields: FieldErrors) => new AppError('validation', MSG.invalidData, fields);
export const unauthorized = (message: string = MSG.notAuthenticated) => new AppError('unauthorized', message);
export const forbidden = (message: string = MSG.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = MSG.notFound) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
/** 503: something the answer needs (an outside service) does not answer now; try again later. */
export const unavailable = (message: string) => new AppError('unavailable', message);

/** 429 with the minutes to wait in the text (`message` says what was too much) and the seconds in Retry-After. */
export function tooManyAttempts(msBeforeNext: number, message: (minutes: number) => string = MSG.retryInMinutes): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('rate_limited', message(Math.ceil(seconds / 60)), undefined, { 'retry-after': String(seconds) });
}
