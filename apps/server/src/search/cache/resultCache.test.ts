import { describe, expect, it } from 'vitest';
import { canonicalJson, ResultCache, resultCacheKey, type StoredAnswer } from './resultCache';
import { parseSearchCache } from './settings';

const answerOf = (body: string): StoredAnswer => ({
  contentType: 'application/json; charset=utf-8',
  headers: {},
  body: Buffer.from(body, 'utf8'),
});
const bodyOf = (answer: StoredAnswer | undefined) => answer?.body.toString('utf8');

describe('the result cache store', () => {
  it('serves an answer only at the version it was computed at', () => {
    const cache = new ResultCache(1024 * 1024);
    cache.set('k', '10', answerOf('{"a":1}'));
    expect(bodyOf(cache.get('k', '10'))).toBe('{"a":1}');
    expect(cache.get('k', '11')).toBeUndefined();
    expect(cache.get('k', '9')).toBeUndefined();
    expect(cache.get('other', '10')).toBeUndefined();
  });

  it('keeps the newer of two answers stored out of order', () => {
    const cache = new ResultCache(1024 * 1024);
    cache.set('k', '12', answerOf('new'));
    // A slow request that read version 11 finishes last: it must not replace the answer of version 12.
    cache.set('k', '11', answerOf('old'));
    expect(bodyOf(cache.get('k', '12'))).toBe('new');
    cache.set('k', '13', answerOf('newer'));
    expect(bodyOf(cache.get('k', '13'))).toBe('newer');
    expect(cache.stats().entries).toBe(1);
  });

  it('compares versions past 2^53 exactly', () => {
    const cache = new ResultCache(1024 * 1024);
    cache.set('k', '9007199254740993', answerOf('x'));
    expect(cache.get('k', '9007199254740992')).toBeUndefined();
    expect(bodyOf(cache.get('k', '9007199254740993'))).toBe('x');
  });

  it('stays within its memory bound, evicting the least recently used first', () => {
    const maxBytes = 40_000;
    const cache = new ResultCache(maxBytes);
    const body = 'x'.repeat(4_000); // about 4 kB an entry
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      cache.set(key, '1', answerOf(body));
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    // 'a' is read (most recently used now); the next entries push out 'b' first, not 'a'.
    expect(cache.get('a', '1')).toBeDefined();
    for (const key of ['i', 'j', 'k']) {
      cache.set(key, '1', answerOf(body));
    }
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(maxBytes);
    expect(stats.entries).toBeLessThan(11);
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('k', '1')).toBeDefined();
  });

  it('counts the encoded body', () => {
    const cache = new ResultCache(1024 * 1024);
    cache.set('probe', '1', answerOf('é'.repeat(4_000))); // two bytes each in UTF-8
    expect(cache.stats().bytes).toBeGreaterThanOrEqual(8_000);
    expect(cache.stats().bytes).toBeLessThan(9_000);
  });

  it('does not store an answer larger than a quarter of the bound', () => {
    const cache = new ResultCache(80_000);
    cache.set('big', '1', answerOf('x'.repeat(20_001)));
    expect(cache.get('big', '1')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('cache keys', () => {
  const base = { method: 'GET', path: '/api/literature', accept: undefined, day: '2026-11-27' };

  it('do not depend on the order of the parameters', () => {
    expect(resultCacheKey({ ...base, query: { q: 'a ellis', sort: 'mostrecent', size: '10' } })).toBe(
      resultCacheKey({ ...base, query: { size: '10', sort: 'mostrecent', q: 'a ellis' } }),
    );
    expect(canonicalJson({ b: [{ y: 1, x: 2 }], a: null })).toBe('{"a":null,"b":[{"x":2,"y":1}]}');
  });

  it('tell apart values, repeated values in order, paths, Accept and the day', () => {
    const key = resultCacheKey({ ...base, query: { q: 'a ellis', doc_type: ['article', 'thesis'] } });
    const others = [
      resultCacheKey({ ...base, query: { q: 'a ellis', doc_type: ['thesis', 'article'] } }),
      resultCacheKey({ ...base, query: { q: 'a ellis', doc_type: 'article' } }),
      resultCacheKey({ ...base, query: { q: 'a ellis ', doc_type: ['article', 'thesis'] } }),
      resultCacheKey({
        ...base,
        path: '/api/data',
        query: { q: 'a ellis', doc_type: ['article', 'thesis'] },
      }),
      resultCacheKey({
        ...base,
        accept: 'application/x-bibtex',
        query: { q: 'a ellis', doc_type: ['article', 'thesis'] },
      }),
      resultCacheKey({
        ...base,
        day: '2026-11-28',
        query: { q: 'a ellis', doc_type: ['article', 'thesis'] },
      }),
    ];
    for (const other of others) {
      expect(other).not.toBe(key);
    }
  });
});

describe('SEARCH_CACHE settings', () => {
  it('default to on with 64 MB', () => {
    expect(parseSearchCache({})).toEqual({ maxBytes: 64 * 1024 * 1024 });
    expect(parseSearchCache({ SEARCH_CACHE: 'on', SEARCH_CACHE_MB: '0.5' })).toEqual({ maxBytes: 524_288 });
  });

  it('turn off with SEARCH_CACHE=off and refuse nonsense', () => {
    expect(parseSearchCache({ SEARCH_CACHE: 'off' })).toBe(false);
    expect(parseSearchCache({ SEARCH_CACHE: 'false', SEARCH_CACHE_MB: '10' })).toBe(false);
    expect(() => parseSearchCache({ SEARCH_CACHE: 'sometimes' })).toThrow(/SEARCH_CACHE must be/);
    expect(() => parseSearchCache({ SEARCH_CACHE_MB: '-3' })).toThrow(/SEARCH_CACHE_MB must be/);
  });
});
