import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/**
 * Request-scoped database handles: the statements one API request runs (a search, its count, its facets) get a
 * statement timeout, and are cancelled when the client goes away. Without this a search whose client left kept
 * PostgreSQL busy for 18 minutes (issue 13).
 *
 * A bounded handle is an ordinary `Kysely<Database>` (repositories take it like any other) whose pool hands out
 * connections of a pool kept for request statements and remembers which are in use; when the request's signal
 * aborts, each of them gets `pg_cancel_backend`, and no further statement starts.
 *
 * PGlite runs each statement synchronously inside this process (WebAssembly): it ignores `statement_timeout`
 * and nothing can interrupt a running statement (the event loop itself is blocked). There, only the statements
 * that have not started yet are dropped when the client leaves; the query language's complexity limits
 * (@parton/query `QUERY_LIMITS`) are what bounds the work.
 */

export interface StatementBounds {
  /** PostgreSQL `statement_timeout` of each statement, in milliseconds; `false`: none. */
  statementTimeoutMs: number | false;
  /** Aborts when the client has gone: running statements are cancelled, later ones refused. */
  signal: AbortSignal;
}

/** A pool request statements run on: the primary's request pool, or a read replica's (db/replicas.ts). */
export interface RequestPoolEntry {
  pool: pg.Pool;
  /** PostgreSQL honours statement_timeout and cancel requests; PGlite does neither. */
  interruptible: boolean;
}

const requestPools = new WeakMap<Kysely<Database>, RequestPoolEntry>();

/** Called by `openDatabase`: where bounded statements of this database run. */
export function registerRequestPool(db: Kysely<Database>, pool: pg.Pool, interruptible: boolean): void {
  requestPools.set(db, { pool, interruptible });
}

/** Thrown into statements of a request whose client has gone. */
export class RequestAbortedError extends Error {
  constructor() {
    super('The client closed the connection before the answer was ready.');
    this.name = 'RequestAbortedError';
  }
}

/** `57014 query_canceled`: a statement timeout, or a cancel this module sent. */
export function isStatementCancelled(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '57014';
}

// The statement_timeout each pooled connection was last given, so that it is set once per connection.
const timeoutOfClient = new WeakMap<pg.PoolClient, number>();

async function applyTimeout(client: pg.PoolClient, timeoutMs: number): Promise<void> {
  if (timeoutOfClient.get(client) === timeoutMs) {
    return;
  }
  await client.query(`SET statement_timeout = ${Math.max(0, Math.floor(timeoutMs))}`);
  timeoutOfClient.set(client, timeoutMs);
}

/**
 * Cancels what a connection is running, from a connection of its own: the request pool may be full of the
 * very statements being cancelled.
 */
async function cancelBackend(pool: pg.Pool, processId: number): Promise<void> {
  const client = new pg.Client(pool.options);
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT pg_cancel_backend($1)', [processId]);
  } finally {
    await client.end().catch(() => {});
  }
}

class RequestPool implements PostgresPool {
  private readonly inUse = new Set<pg.PoolClient>();
  private readonly cancels = new Map<pg.PoolClient, Promise<void>>();

  constructor(
    private readonly entry: RequestPoolEntry,
    private readonly bounds: StatementBounds,
  ) {
    if (entry.interruptible) {
      bounds.signal.addEventListener('abort', () => this.cancelRunning(), { once: true });
    }
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.bounds.signal.aborted) {
      throw new RequestAbortedError();
    }
    const client = await this.entry.pool.connect();
    if (this.bounds.signal.aborted) {
      client.release();
      throw new RequestAbortedError();
    }
    if (this.entry.interruptible) {
      try {
        await applyTimeout(
          client,
          this.bounds.statementTimeoutMs === false ? 0 : this.bounds.statementTimeoutMs,
        );
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    }
    this.inUse.add(client);
    return {
      query: client.query.bind(client) as PostgresPoolClient['query'],
      release: () => this.release(client),
    };
  }

  async end(): Promise<void> {
    // The shared pool outlives every request.
  }

  private release(client: pg.PoolClient): void {
    this.inUse.delete(client);
    const cancel = this.cancels.get(client);
    if (!cancel) {
      client.release();
      return;
    }
    // Back to the pool only once the cancel has been delivered: it names the backend, not the statement, and
    // must not reach the next request's statement on this connection.
    this.cancels.delete(client);
    void cancel.then(() => client.release());
  }

  private cancelRunning(): void {
    for (const client of this.inUse) {
      // The backend's process id, which pg reads from the server's BackendKeyData (not in @types/pg).
      const processId = (client as pg.PoolClient & { processID?: number | null }).processID;
      if (this.cancels.has(client) || typeof processId !== 'number') {
        continue;
      }
      this.cancels.set(
        client,
        cancelBackend(this.entry.pool, processId).catch((error: unknown) => {
          // The statement timeout still ends it; nothing else to do.
          console.warn(`Could not cancel the statement of a departed client: ${(error as Error).message}`);
        }),
      );
    }
  }
}

/**
 * A handle whose statements obey `bounds`, for one request. It holds nothing of its own (each statement takes a
 * connection of the shared request pool and gives it back), so it needs no closing. A database without a
 * registered request pool (opened some other way) is returned as it is. `node` runs the statements on another
 * pool instead of the primary's: a read replica chosen for the whole request.
 */
export function boundedDatabase(
  db: Kysely<Database>,
  bounds: StatementBounds,
  node?: RequestPoolEntry,
): Kysely<Database> {
  const entry = node ?? requestPools.get(db);
  if (!entry) {
    return db;
  }
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new RequestPool(entry, bounds) }) });
}
