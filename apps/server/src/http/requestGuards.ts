import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors';

/** The request being served, as far as a process-level error handler can tell (processGuards.ts). */
export interface RequestInContext {
  method: string;
  url: string;
}

const requestStorage = new AsyncLocalStorage<RequestInContext>();
const storeOfRequest = new WeakMap<FastifyRequest, RequestInContext>();

/**
 * The request whose work is running, or undefined outside a request. Node runs `unhandledRejection` and
 * `uncaughtException` listeners in the asynchronous context of the failed promise or callback, so there this
 * names the request that caused the failure.
 */
export function currentRequest(): RequestInContext | undefined {
  return requestStorage.getStore();
}

/** The path as the router understands it: decoded, `//` collapsed (`//api/…` and `/%61pi/…` are `/api/…`). */
export function normalizedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router does not decode it either.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/**
 * The prefixes the server answers as an API: `/api` and the same-origin AI endpoints `/ai` (`POST /ai/v1/query`,
 * `/ai/v1/search-feedback`, spec §7). Both get the rate limit, the NUL guard, sessions, CSRF and route policies.
 */
export const API_PREFIXES = ['/api', '/ai'] as const;

/** Whether a path (as written or as the router understands it) is one of the API's. */
export function isApiPath(path: string | undefined): boolean {
  return (
    path !== undefined && API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/** Whether a request is served by (or addressed to) the API, however its path is spelt. */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url) || isApiPath(normalizedPath(request.url));
}

export const NUL_MESSAGE = 'The request contains a NUL character (%00), which is not allowed.';

/** `%00` in the path or query string, or a raw NUL. */
function urlHoldsNul(url: string): boolean {
  return url.includes('\u0000') || url.toLowerCase().includes('%00');
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') {
    return value.includes('\u0000');
  }
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) {
    // Buffers are binary uploads, where NUL is ordinary.
    return false;
  }
  const values = Array.isArray(value) ? value : Object.entries(value).flat();
  return values.some((item) => holdsNul(item, depth + 1));
}

/**
 * Hooks every request passes first:
 * - the request context for process-level error logs (`currentRequest`);
 * - `/api` requests carrying a NUL character in the URL or a parsed body are refused with 400: PostgreSQL
 *   stores no NUL in text, and every route would otherwise meet it as a database error (a 500).
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const store = { method: request.method, url: request.url };
    storeOfRequest.set(request, store);
    requestStorage.run(store, done);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request) && urlHoldsNul(request.url)) {
      return sendError(reply, 400, NUL_MESSAGE);
    }
  });
  app.addHook('preValidation', (request, reply, done) => {
    // Body parsing runs on the request stream's events, outside the context entered above: enter it again.
    const store = storeOfRequest.get(request) ?? { method: request.method, url: request.url };
    requestStorage.run(store, () => {
      if (isApiRequest(request) && holdsNul(request.body)) {
        // Answered here: the request goes no further (a callback hook that replies does not call done).
        sendError(reply, 400, NUL_MESSAGE);
        return;
      }
      done();
    });
  });
}
