import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { registerRequestPool } from './bounded';
import { openReplicaSet, registerReplicas } from './replicas';
import type { Database } from './schema';

export type EngineName = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: EngineName;
  /** Connections the pool may open; the importer runs that many batches at once. */
  poolSize: number;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Streaming replicas of databaseUrl that answer reads (db/replicas.ts); the embedded database ignores them. */
  replicaUrls?: string[] | undefined;
}

// bigint (int8) columns hold control numbers, well inside Number's safe range; counts come back as int8 too.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
const INT8_ARRAY_OID = 1016 as Parameters<typeof pg.types.getTypeParser>[0];
const parseInt8Array = pg.types.getTypeParser(INT8_ARRAY_OID) as (value: string) => (string | null)[];
pg.types.setTypeParser(INT8_ARRAY_OID, (value: string) =>
  parseInt8Array(value).map((item) => (item === null ? null : Number(item))),
);
// Dates stay strings (YYYY-MM-DD) so that no time zone ever shifts them.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database: same SQL for both. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const poolSize = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
    // An idle pooled connection the server closes (a restart, a dropped database) emits 'error' on the pool;
    // unhandled, that kills the process. The pool drops that client and opens a new one on next use.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Statements of API requests (db/bounded.ts) run on connections of their own, with a statement timeout: slow
    // searches cannot take the connections record pages, writes and background jobs need. Opened lazily.
    const requestPool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
    requestPool.on('error', (error) =>
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
    );
    registerRequestPool(db, requestPool, true);
    const replicas =
      options.replicaUrls && options.replicaUrls.length > 0
        ? openReplicaSet(options.databaseUrl, options.replicaUrls, poolSize)
        : undefined;
    if (replicas) {
      registerReplicas(db, replicas);
    }
    return {
      db,
      engine: 'postgres',
      poolSize,
      close: async () => {
        await db.destroy();
        await requestPool.end();
        await replicas?.close();
      },
    };
  }
  if (options.replicaUrls && options.replicaUrls.length > 0) {
    console.warn('DATABASE_REPLICA_URLS is ignored: read replicas need DATABASE_URL (a PostgreSQL primary).');
  }
  return openPglite(options.dataDir ?? 'data');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const location = dataDir.startsWith('memory://') ? dataDir : join(dataDir, 'pglite');
  if (!location.startsWith('memory://')) {
    mkdirSync(location, { recursive: true });
  }
  const lite = await PGlite.create(location, { extensions: { pg_trgm, unaccent, btree_gin } });
  const pool = new pg.Pool({ ...createPgConfig(lite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // One engine, one connection: request statements share it; they cannot be timed out or interrupted.
  registerRequestPool(db, pool, false);
  return {
    db,
    engine: 'pglite',
    poolSize: 1,
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}
