import { PAGE_LANGUAGE_HEADER } from '@kerben/domain';
import { currentLanguage } from '../i18n';
import { noAnswer, parseApiError } from '../lib/api-error';
import { type RawResponse, takeEarlyAnswer } from './early-answer';
import type { Answer, CallArgs, Method, PathOf } from './operations';
import { COOKIE, clearSession, readCookie, refreshSession } from './session';

/** The input of an update mutation: which record, and the dialog's values. */
export interface Edit<TValues> {
  id: number;
  values: TValues;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; arrays repeat the key (`category=1&category=2`), empty values are left out. */
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Upload progress in percent (0-100); switches the call to XMLHttpRequest, which reports it. */
  onUploadProgress?: (percent: number) => void;
  /** false for calls that must not carry or renew the session (login, registration). */
  auth?: boolean;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function sendWithFetch(url: string, init: RequestInit): Promise<RawResponse> {
  return fetch(url, init).then(async (response) => ({
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: response.status === 204 ? '' : await response.text(),
  }));
}

function sendWithXhr(url: string, init: RequestInit, onProgress: (percent: number) => void): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, contentType: xhr.getResponseHeader('content-type') ?? '', text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

function parseBody(raw: RawResponse): unknown {
  if (!raw.text) return undefined;
  if (raw.contentType.includes('json')) {
    try {
      return JSON.parse(raw.text);
    } catch {
      return raw.text;
    }
  }
  return raw.text;
}

async function send(url: string, options: RequestOptions, access: string | undefined): Promise<RawResponse> {
  // The server's names and messages in the language the page reads in (a /ky page in a Russian browser).
  const headers: Record<string, string> = { Accept: 'application/json', [PAGE_LANGUAGE_HEADER]: currentLanguage() };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (access && options.auth !== false) headers.Authorization = `Bearer ${access}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers, body, signal: options.signal };
  try {
    return options.onUploadProgress ? await sendWithXhr(url, init, options.onUploadProgress) : await sendWithFetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw noAnswer();
  }
}

/**
 * The one way the app talks to the API (same origin). Sends the access token from the cookie; a
 * 401 leads to one token refresh and one retry; a failure throws ApiError.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const useSession = options.auth !== false;
  const access = useSession ? readCookie(COOKIE.access) : undefined;
  // The customer area's shell may have asked already (src/api/early-requests.ts); if that failed, ask again.
  const early = useSession && (options.method ?? 'GET') === 'GET' ? takeEarlyAnswer(url, access) : undefined;
  let raw = early ? await early.catch(() => send(url, options, access)) : await send(url, options, access);
  if (raw.status === 401 && useSession && (access || readCookie(COOKIE.refresh))) {
    if (await refreshSession(access)) raw = await send(url, options, readCookie(COOKIE.access));
    // Still refused after a fresh token, or no way to get one: the session is over.
    if (raw.status === 401) clearSession();
  }
  const parsed = parseBody(raw);
  if (raw.status < 200 || raw.status >= 300) throw parseApiError(raw.status, parsed);
  return parsed as T;
}

/** A file the API answers (a manifest): its bytes and the name the server gives it. */
export interface Download {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (its UTF-8 form first), or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const utf8 = header && /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  const plain = header && /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file of the API with the session's token (a link cannot carry it); a 401 leads to
 * one refresh and one retry, an error answer throws ApiError as every call does.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<Download> {
  const get = (access: string | undefined) =>
    fetch(path, { headers: access ? { Authorization: `Bearer ${access}` } : {} }).catch(() => {
      throw noAnswer();
    });
  const access = readCookie(COOKIE.access);
  let response = await get(access);
  if (response.status === 401 && (access || readCookie(COOKIE.refresh)) && (await refreshSession(access))) {
    response = await get(readCookie(COOKIE.access));
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the message.
    }
    throw parseApiError(response.status, body);
  }
  return { blob: await response.blob(), filename: attachmentName(response.headers.get('content-disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveDownload({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// How long an opened file's address lives: the tab has read it long before.
const OPENED_FILE_URL_MS = 60_000;

/**
 * Opens a file of the API (a PDF to print) in a new tab. The tab is opened at once, in the click
 * (a browser blocks a window opened after an await), and shown the file once it has arrived with
 * the session's token; where no tab may open, the file is saved instead.
 */
export async function openDownload(path: string, fallbackName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const file = await apiDownload(path, fallbackName);
    if (!tab || tab.closed) {
      saveDownload(file);
      return;
    }
    const url = URL.createObjectURL(file.blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), OPENED_FILE_URL_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A path as the OpenAPI document spells it, with its parameters in: `/api/x/{id}/` and `{ id: 7 }` are `/api/x/7/`. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

function caller<M extends Method>(method: M) {
  return <P extends PathOf<M>>(path: P, ...[init]: CallArgs<M, P, CallOptions>): Promise<Answer<M, P>> => {
    const { path: params, ...options } = (init ?? {}) as RequestOptions & { path?: Record<string, string | number> };
    return apiRequest<Answer<M, P>>(fillPath(path, params), {
      ...options,
      method: method.toUpperCase() as RequestOptions['method'],
    });
  };
}

/**
 * The API, typed by its OpenAPI document (operations.ts): `api.patch('/api/categories/update/{id}/',
 * { path: { id }, body })` takes what that route takes and answers what it answers.
 */
export const api = {
  get: caller('get'),
  post: caller('post'),
  put: caller('put'),
  patch: caller('patch'),
  delete: caller('delete'),
};

/**
 * A plain object to one multipart body: files and blobs as they are, arrays as a repeated key, the
 * rest as text. In multipart an empty value means "not provided" (docs/api.md#requests), so
 * undefined, null and '' are left out; a field named in `clearable` whose value is null or '' is
 * sent as `remove_<field>=true` instead, which clears it on an update. Undefined is never sent:
 * it keeps what is saved (an edit that chose no new file).
 */
export function toFormData(values: Record<string, unknown>, clearable: readonly string[] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value === null || value === '') {
      if (clearable.includes(key)) data.append(`remove_${key}`, 'true');
    } else if (value instanceof Blob) data.append(key, value);
    else if (Array.isArray(value)) for (const item of value) data.append(key, item instanceof Blob ? item : String(item));
    else data.append(key, String(value));
  }
  return data;
}
