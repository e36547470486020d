import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import { readDataVersion } from './repository';
import {
  type CacheableAnswer,
  ResultCache,
  resultCacheKey,
  type StoredAnswer,
  storedAnswer,
} from './resultCache';

export type { CacheableAnswer } from './resultCache';

/**
 * The result cache in front of the search routes (README.md of this folder): one helper every cached route wraps
 * its answer in, so that what is cached, under which key and at which data version is decided in one place.
 */

export type CacheOutcome = 'hit' | 'miss' | 'bypass';

/** An answer to send: a stored one (hit, miss) or one just computed and not kept (bypass). */
export type ServedAnswer = (StoredAnswer | CacheableAnswer) & { cache: CacheOutcome };

/** The response header that says where an answer came from. */
export const CACHE_HEADER = 'x-cache';
/** A request header: `1` computes the answer without reading or filling the cache (benchmarks' uncached series). */
export const CACHE_BYPASS_HEADER = 'x-cache-bypass';

export interface CachePolicy {
  /** The route negotiates its format from Accept when the query has no `format=` (search, look-ups). */
  varyOnAccept: boolean;
  /** False for answers that depend on more than the data and the UTC day (seminars' `upcoming` is to the second). */
  cacheable?: boolean;
}

// One cache per application (its configuration object), whichever request-scoped database handle a request uses.
const caches = new WeakMap<AppConfig, ResultCache>();

function cacheOf(config: AppConfig): ResultCache | undefined {
  if (!config.searchCache) {
    return undefined;
  }
  let cache = caches.get(config);
  if (!cache) {
    cache = new ResultCache(config.searchCache.maxBytes);
    caches.set(config, cache);
  }
  return cache;
}

/** The cache of this application, for tests and diagnostics; undefined when SEARCH_CACHE=off. */
export function resultCacheOf(context: AppContext): ResultCache | undefined {
  return cacheOf(context.config);
}

function asksToBypass(request: FastifyRequest): boolean {
  return request.headers[CACHE_BYPASS_HEADER] === '1';
}

function keyOf(request: FastifyRequest, policy: CachePolicy): string {
  const query = request.query as Record<string, unknown> | undefined;
  const path = request.url.split('?', 1)[0] ?? request.url;
  const hasFormat = query !== undefined && query.format !== undefined;
  return resultCacheKey({
    method: request.method,
    path,
    query: query ?? {},
    accept: policy.varyOnAccept && !hasFormat ? (request.headers.accept ?? '') : undefined,
    day: new Date().toISOString().slice(0, 10),
  });
}

/**
 * Answers a request from the cache or by running `compute`. `context` must be the handle the answer's statements
 * use (the bounded one of withBoundedWork): the data version is read through it, on the same node (primary or
 * replica), and BEFORE `compute` starts. A write that commits in between can then only make the stored answer
 * newer than its version (such an entry is never served again: the next request reads the new version), never
 * older.
 *
 * Only anonymous requests are cached: a logged-in caller's answer may carry per-user parts (`can_edit`,
 * `can_claim`, `curated_relation` for `author=`, hidden collections and pending jobs for catalogers), so it is
 * computed every time (`bypass`). An anonymous answer depends only on the data, the request and the UTC day.
 * Errors are thrown, never stored.
 */
export async function answerThroughCache(
  context: AppContext,
  request: FastifyRequest,
  policy: CachePolicy,
  compute: () => Promise<CacheableAnswer>,
): Promise<ServedAnswer> {
  const cache = cacheOf(context.config);
  if (!cache || policy.cacheable === false || request.user || asksToBypass(request)) {
    return { ...(await compute()), cache: 'bypass' };
  }
  const version = await readDataVersion(context.db);
  const key = keyOf(request, policy);
  const stored = cache.get(key, version);
  if (stored) {
    return { ...stored, cache: 'hit' };
  }
  const answer = storedAnswer(await compute());
  cache.set(key, version, answer);
  return { ...answer, cache: 'miss' };
}

/** Sends an answer with its headers and `x-cache`. */
export function sendAnswer(reply: FastifyReply, answer: ServedAnswer): FastifyReply {
  return reply
    .headers(answer.headers)
    .header(CACHE_HEADER, answer.cache)
    .type(answer.contentType)
    .send(answer.body);
}
