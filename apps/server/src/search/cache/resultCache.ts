/**
 * The result cache's store: final answers (body text, content type, headers) by request key, each with the data
 * version it was computed at, bounded by an estimate of the memory it holds and evicted least recently used first.
 * It knows nothing of HTTP or the database (cachedAnswer.ts decides what is cached, README.md why it is safe).
 */

/** A final answer as a service builds it: always a 200 (errors are never stored). */
export interface CacheableAnswer {
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * An answer as the cache keeps it: the body already encoded (UTF-8), so that a hit is written to the socket as it
 * is — encoding a 100 kB string again on every hit was most of a hit's CPU time.
 */
export interface StoredAnswer {
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
}

interface Entry {
  answer: StoredAnswer;
  version: bigint;
  bytes: number;
}

/** A rough fixed cost of an entry besides its body and key (the Map slot, the objects, the headers). */
const ENTRY_OVERHEAD_BYTES = 200;

/** The memory an entry holds: its body bytes, its key and headers (counted at two bytes a character), overhead. */
function entryBytes(key: string, answer: StoredAnswer): number {
  let characters = key.length + answer.contentType.length;
  for (const [name, value] of Object.entries(answer.headers)) {
    characters += name.length + value.length;
  }
  return answer.body.length + characters * 2 + ENTRY_OVERHEAD_BYTES;
}

/** Encodes an answer for the cache. */
export function storedAnswer(answer: CacheableAnswer): StoredAnswer {
  return { contentType: answer.contentType, headers: answer.headers, body: Buffer.from(answer.body, 'utf8') };
}

export interface ResultCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

export class ResultCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** A single answer may take this much at most (a quarter of the bound): one answer must not flush the rest. */
  readonly maxEntryBytes: number;

  constructor(readonly maxBytes: number) {
    this.maxEntryBytes = Math.floor(maxBytes / 4);
  }

  /** The answer stored under `key` if it was computed at exactly `version`; marks it recently used. */
  get(key: string, version: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.version !== BigInt(version)) {
      // Computed at another version: never served again at this one. A newer entry will replace it.
      return undefined;
    }
    // Map order is insertion order: moving the entry to the end makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /**
   * Stores an answer computed at `version`. An entry of a newer version is kept: a slow request that read an
   * older version must not replace what a later request stored.
   */
  set(key: string, version: string, answer: StoredAnswer): void {
    const bytes = entryBytes(key, answer);
    if (bytes > this.maxEntryBytes) {
      return;
    }
    const computedAt = BigInt(version);
    const current = this.entries.get(key);
    if (current && current.version > computedAt) {
      return;
    }
    if (current) {
      this.remove(key, current);
    }
    this.entries.set(key, { answer, version: computedAt, bytes });
    this.bytes += bytes;
    this.evict();
  }

  stats(): ResultCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) {
        return;
      }
      this.remove(key, entry);
    }
  }
}

/** JSON with object keys sorted at every level: the same parameters in any order give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const parts = keys
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests the same question (cachedAnswer.ts documents each part). */
export interface CacheKeyParts {
  method: string;
  /** The URL path as received, without its query string. */
  path: string;
  /** The parsed (and validated) query parameters the service reads. */
  query: unknown;
  /** The Accept header, when the route negotiates a format from it; undefined otherwise. */
  accept: string | undefined;
  /** The UTC day (`2026-11-27`): `upcoming`, `today` and the LaTeX "as of" date change at midnight UTC. */
  day: string;
}

export function resultCacheKey(parts: CacheKeyParts): string {
  return [parts.method, parts.path, canonicalJson(parts.query), parts.accept ?? '', parts.day].join('\n');
}
