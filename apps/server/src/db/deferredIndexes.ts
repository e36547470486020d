import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { settleAll } from './settle';

/**
 * The derived tables whose secondary indexes and foreign keys a bulk import drops and restores at the end: building
 * a GIN index once over every row costs a fraction of maintaining it row by row, and checking a foreign key once
 * for the whole table a fraction of checking each of millions of signature rows (bench/RESULTS.md). Primary keys
 * and unique indexes stay, so the load is checked exactly as usual. Largest first (vacuumBulkTables' order).
 */
export const BULK_DEFERRABLE_TABLES = [
  'literature_search',
  'literature_authors',
  'collection_search',
] as const;

// A deferred foreign key is listed with the statement that adds it back; an index with its CREATE INDEX.
const ADD_CONSTRAINT = 'ALTER TABLE ';

/**
 * Drops the secondary (non-unique) indexes and the foreign keys of the tables, remembering their definitions in
 * `deferred_indexes` in the same transaction, so that a crash at any point leaves each either present or listed
 * for restoring. Returns how many were dropped.
 */
export async function deferIndexes(
  db: Kysely<Database>,
  tables: readonly string[] = BULK_DEFERRABLE_TABLES,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const indexes = await sql<{ index_name: string; table_name: string; definition: string }>`
      SELECT c.relname AS index_name, t.relname AS table_name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY(${[...tables]}::text[]) AND t.relnamespace = current_schema()::regnamespace
        AND NOT i.indisunique AND NOT i.indisprimary
      ORDER BY c.relname
    `.execute(tx);
    const foreignKeys = await sql<{ index_name: string; table_name: string; definition: string }>`
      SELECT con.conname AS index_name, t.relname AS table_name,
        format('ALTER TABLE %I ADD CONSTRAINT %I %s', t.relname, con.conname, pg_get_constraintdef(con.oid))
          AS definition
      FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid
      WHERE con.contype = 'f' AND t.relname = ANY(${[...tables]}::text[])
        AND t.relnamespace = current_schema()::regnamespace
      ORDER BY con.conname
    `.execute(tx);
    for (const row of [...indexes.rows, ...foreignKeys.rows]) {
      await tx
        .insertInto('deferred_indexes')
        .values(row)
        .onConflict((conflict) => conflict.column('index_name').doNothing())
        .execute();
      await (row.definition.startsWith(ADD_CONSTRAINT)
        ? sql`ALTER TABLE ${sql.id(row.table_name)} DROP CONSTRAINT IF EXISTS ${sql.id(row.index_name)}`
        : sql`DROP INDEX IF EXISTS ${sql.id(row.index_name)}`
      ).execute(tx);
    }
    return indexes.rows.length + foreignKeys.rows.length;
  });
}

export interface RestoredIndex {
  name: string;
  table: string;
  ms: number;
}

export interface RestoreOptions {
  /**
   * Builds run at once, each in its own transaction on its own pooled connection: PostgreSQL builds a GIN index
   * on one core. A pool of one connection (the embedded engine) simply runs them one after another.
   */
  parallel?: number;
  /** Refresh the planner statistics of the tables afterwards (default true; skip when a VACUUM ANALYZE follows). */
  analyze?: boolean;
  onIndex?: (index: RestoredIndex) => void;
}

async function hasConstraint(db: Kysely<Database>, table: string, name: string): Promise<boolean> {
  const found = await sql`
    SELECT 1 FROM pg_constraint WHERE conname = ${name} AND conrelid = to_regclass(${table})
  `.execute(db);
  return found.rows.length > 0;
}

/**
 * Builds every index listed in `deferred_indexes` (each in its own transaction, removing its row as it commits),
 * and adds back every foreign key (one check of the whole table),
 * then refreshes the planner statistics of the tables concerned. Safe to run twice or concurrently with itself:
 * a row is claimed with SKIP LOCKED and the build is IF NOT EXISTS. The slowest kinds go first (trigram, then RUM
 * (migration 0630, where installed), then other GIN indexes, larger tables first), so that parallel builders finish
 * together; foreign keys go last.
 */
export async function restoreDeferredIndexes(
  db: Kysely<Database>,
  options: RestoreOptions = {},
): Promise<RestoredIndex[]> {
  const restored: RestoredIndex[] = [];
  const buildNext = () =>
    db.transaction().execute(async (tx) => {
      const row = await sql<{ index_name: string; table_name: string; definition: string }>`
        SELECT index_name, table_name, definition FROM deferred_indexes
        ORDER BY definition LIKE ${`${ADD_CONSTRAINT}%`}, definition LIKE '%gin_trgm_ops%' DESC,
          definition LIKE '% USING rum %' DESC, definition LIKE '% USING gin %' DESC,
          pg_relation_size(to_regclass(table_name)) DESC, table_name, index_name
        LIMIT 1 FOR UPDATE SKIP LOCKED
      `.execute(tx);
      const next = row.rows[0];
      if (!next) {
        return undefined;
      }
      const started = performance.now();
      await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(tx);
      if (!next.definition.startsWith(ADD_CONSTRAINT)) {
        await sql
          .raw(next.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '))
          .execute(tx);
      } else if (!(await hasConstraint(tx, next.table_name, next.index_name))) {
        await sql.raw(next.definition).execute(tx);
      }
      await tx.deleteFrom('deferred_indexes').where('index_name', '=', next.index_name).execute();
      return { name: next.index_name, table: next.table_name, ms: Math.round(performance.now() - started) };
    });
  const builder = async () => {
    for (let index = await buildNext(); index; index = await buildNext()) {
      restored.push(index);
      options.onIndex?.(index);
    }
  };
  await settleAll(Array.from({ length: Math.max(1, options.parallel ?? 1) }, builder));
  if (options.analyze ?? true) {
    for (const table of new Set(restored.map((index) => index.table))) {
      await sql`ANALYZE ${sql.id(table)}`.execute(db);
    }
  }
  return restored;
}

/** How many indexes are waiting to be built again (searches are slow meanwhile). */
export async function countDeferredIndexes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('deferred_indexes')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * After a bulk load: VACUUM sets the visibility map (without it, counting a broad search cannot be an index-only
 * scan and reads every wide search row) and ANALYZE gives the planner the new sizes. `parallel` tables at once,
 * the largest first.
 */
export async function vacuumBulkTables(db: Kysely<Database>, parallel = 1): Promise<void> {
  const queue = [...BULK_DEFERRABLE_TABLES];
  const vacuumer = async () => {
    for (let table = queue.shift(); table; table = queue.shift()) {
      await sql`VACUUM (ANALYZE) ${sql.id(table)}`.execute(db);
    }
  };
  await settleAll(Array.from({ length: Math.max(1, parallel) }, vacuumer));
}
