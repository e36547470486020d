import { CSRF_COOKIE, CSRF_HEADER, UI_JSON_MIME } from '@parton/records';

/** The message the server sends when a search query does not parse (spec §8). */
export const SEARCH_SYNTAX_ERROR_MESSAGE = 'The syntax of the search query is invalid.';

export type ErrorStatus = number | 'network';

/**
 * A failed API call: an HTTP status with the server's message, or 'network' when no response came back.
 * `message` is what a screen may show the reader: the server's own explanation ('Invalid e-mail or password.'),
 * else empty, so each screen falls back to its own wording from the spec ('Something went wrong', 'Error
 * occured'). A generic status text ('Internal Server Error') is never a message; it stays in `body` and
 * `status` for debugging.
 */
export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly body: unknown;

  constructor(status: ErrorStatus, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type QueryParams = Record<string, string | number | boolean | readonly string[] | undefined>;

/** Builds `?a=1&b=x&b=y`, skipping undefined and empty values; repeated keys for arrays. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') {
      continue;
    }
    if (Array.isArray(value)) {
      for (const item of value) {
        search.append(key, item);
      }
      continue;
    }
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface RequestOptions {
  params?: QueryParams;
  accept?: string;
  signal?: AbortSignal;
}

/** Options of a write: the session's CSRF token when the caller holds it (else the cookie's), and an abort. */
export interface WriteOptions {
  csrfToken?: string;
  signal?: AbortSignal;
}

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

interface SendOptions extends RequestOptions {
  method?: 'GET' | WriteMethod;
  /** Serialised as JSON; only writes carry one. */
  body?: unknown;
  csrfToken?: string;
}

/** The session's CSRF token, which the server also sets as a readable cookie and expects echoed on every write. */
export function csrfTokenFromCookie(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) {
      return decodeURIComponent(rest.join('='));
    }
  }
  return undefined;
}

function writeHeaders(options: SendOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (options.method === undefined || options.method === 'GET') {
    return headers;
  }
  headers['Content-Type'] = 'application/json';
  // Every cookie-authenticated write carries the token: the one /me gave, else the readable cookie.
  const csrf =
    options.csrfToken ?? (typeof document === 'undefined' ? undefined : csrfTokenFromCookie(document.cookie));
  if (csrf) {
    headers[CSRF_HEADER] = csrf;
  }
  return headers;
}

/** An aborted request (the query was cancelled): by name, as DOMException classes differ between realms. */
function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** The one place the web app talks to /api: every call, read or write, goes through here. */
async function send(path: string, options: SendOptions): Promise<Response> {
  const url = `/api${path}${toQueryString(options.params ?? {})}`;
  const isWrite = options.method !== undefined && options.method !== 'GET';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: writeHeaders(options),
      body: isWrite ? JSON.stringify(options.body ?? {}) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error)) {
      throw error;
    }
    throw new ApiError('network', 'Connection error!');
  }
  if (response.ok) {
    return response;
  }
  const body = await readErrorBody(response);
  throw new ApiError(response.status, readerMessage(body, response.statusText), body);
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message.trim() || undefined;
  }
  return undefined;
}

/** Reason phrases of HTTP statuses: they name a status and explain nothing to a reader. */
const REASON_PHRASES = new Set([
  'bad request',
  'unauthorized',
  'forbidden',
  'not found',
  'method not allowed',
  'conflict',
  'payload too large',
  'unsupported media type',
  'too many requests',
  'internal server error',
  'not implemented',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
]);

/**
 * The part of an error answer a reader may see: the JSON `message` the server wrote for people ('Invalid e-mail
 * or password.', 'The syntax of the search query is invalid.'); '' when there is none, or when it only repeats
 * the status (Fastify's and proxies' generic 'Internal Server Error', 'Bad Gateway' …), so that the screen shows
 * its own wording instead.
 */
export function readerMessage(body: unknown, statusText = ''): string {
  const message = messageOf(body);
  if (!message) {
    return '';
  }
  const lower = message.toLowerCase();
  if (REASON_PHRASES.has(lower) || lower === statusText.trim().toLowerCase()) {
    return '';
  }
  return message;
}

/** GET a JSON document from /api. */
export async function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await response.json()) as T;
}

/** GET a record in the UI serialisation; `finalUrl` tells when the server redirected to another id. */
export async function getUiJson<T>(
  path: string,
  options: Omit<RequestOptions, 'accept'> = {},
): Promise<{ body: T; finalUrl: string }> {
  const response = await send(path, { ...options, accept: UI_JSON_MIME });
  return { body: (await response.json()) as T, finalUrl: response.url };
}

/** GET a text body (cite formats). */
export async function getText(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, options);
  return response.text();
}

/** GET a binary body (file exports). */
export async function getBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  return response.blob();
}

/** A JSON write; resolves with the parsed answer, or null when the body is empty. */
async function writeJson<T>(
  method: WriteMethod,
  path: string,
  body: unknown,
  options: WriteOptions,
): Promise<T | null> {
  const response = await send(path, { method, body, csrfToken: options.csrfToken, signal: options.signal });
  const text = await response.text().catch(() => '');
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    // A 2xx answer that is not JSON carries nothing the caller reads.
    return null;
  }
}

/** POST a JSON body to /api with the CSRF header. */
export function postJson<T = unknown>(path: string, body: unknown, options: WriteOptions = {}) {
  return writeJson<T>('POST', path, body, options);
}

/** PUT a JSON body to /api with the CSRF header. */
export function putJson<T = unknown>(path: string, body: unknown, options: WriteOptions = {}) {
  return writeJson<T>('PUT', path, body, options);
}

/** DELETE on /api with the CSRF header. */
/** A DELETE; `body` (JSON) when the route reads one, e.g. the revision the caller saw. */
export function deleteJson<T = unknown>(path: string, options: WriteOptions = {}, body?: unknown) {
  return writeJson<T>('DELETE', path, body, options);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's explanation of a failure when it gave one, else the screen's own wording. */
export function messageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** True for the 400 the server answers to a query it cannot parse: shown in place, never redirected. */
export function isMalformedQueryError(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.message === SEARCH_SYNTAX_ERROR_MESSAGE;
}

const ERROR_PAGES = new Set<ErrorStatus>([401, 404, 500, 'network']);

/** Where a failed record fetch sends the browser: /errors/{status}, with 400 and unknown statuses as 500. */
export function errorPagePath(error: unknown): string {
  if (!isApiError(error)) {
    return '/errors/500';
  }
  if (ERROR_PAGES.has(error.status)) {
    return `/errors/${error.status}`;
  }
  if (error.status === 403) {
    return '/errors/401';
  }
  return '/errors/500';
}

/** Client errors will not change on retry; only server and network failures are worth a second try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500) {
    return false;
  }
  return failureCount < 1;
}
