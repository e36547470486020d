import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * The derived tables whose secondary indexes a bulk import drops and builds again at the end: building a GIN
 * index once over every row costs a fraction of maintaining it row by row (bench/RESULTS.md). Primary keys and
 * unique indexes stay, so the load is checked exactly as usual.
 */
export const BULK_DEFERRABLE_TABLES = [
  'literature_search',
  'collection_search',
  'literature_authors',
] as const;

/**
 * Drops the secondary (non-unique) indexes of the tables, remembering their definitions in `deferred_indexes` in
 * the same transaction, so that a crash at any point leaves them either present or listed for rebuilding.
 * Returns how many were dropped.
 */
export async function deferIndexes(
  db: Kysely<Database>,
  tables: readonly string[] = BULK_DEFERRABLE_TABLES,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const result = await sql<{ index_name: string; table_name: string; definition: string }>`
      SELECT c.relname AS index_name, t.relname AS table_name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relname = ANY(${[...tables]}::text[]) AND t.relnamespace = current_schema()::regnamespace
        AND NOT i.indisunique AND NOT i.indisprimary
      ORDER BY c.relname
    `.execute(tx);
    for (const row of result.rows) {
      await tx
        .insertInto('deferred_indexes')
        .values(row)
        .onConflict((conflict) => conflict.column('index_name').doNothing())
        .execute();
      await sql`DROP INDEX IF EXISTS ${sql.id(row.index_name)}`.execute(tx);
    }
    return result.rows.length;
  });
}

export interface RestoredIndex {
  name: string;
  table: string;
  ms: number;
}

/**
 * Builds every index listed in `deferred_indexes` (each in its own transaction, removing its row as it commits),
 * then refreshes the planner statistics of the tables concerned. Safe to run twice or concurrently with itself:
 * a row is claimed with SKIP LOCKED and the build is IF NOT EXISTS.
 */
export async function restoreDeferredIndexes(
  db: Kysely<Database>,
  onIndex?: (index: RestoredIndex) => void,
): Promise<RestoredIndex[]> {
  const restored: RestoredIndex[] = [];
  for (;;) {
    const index = await db.transaction().execute(async (tx) => {
      const row = await sql<{ index_name: string; table_name: string; definition: string }>`
        SELECT index_name, table_name, definition FROM deferred_indexes
        ORDER BY table_name, index_name LIMIT 1 FOR UPDATE SKIP LOCKED
      `.execute(tx);
      const next = row.rows[0];
      if (!next) {
        return undefined;
      }
      const started = performance.now();
      await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(tx);
      await sql
        .raw(next.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '))
        .execute(tx);
      await tx.deleteFrom('deferred_indexes').where('index_name', '=', next.index_name).execute();
      return { name: next.index_name, table: next.table_name, ms: Math.round(performance.now() - started) };
    });
    if (!index) {
      break;
    }
    restored.push(index);
    onIndex?.(index);
  }
  for (const table of new Set(restored.map((index) => index.table))) {
    await sql`ANALYZE ${sql.id(table)}`.execute(db);
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
 * scan and reads every wide search row) and ANALYZE gives the planner the new sizes.
 */
export async function vacuumBulkTables(db: Kysely<Database>): Promise<void> {
  for (const table of BULK_DEFERRABLE_TABLES) {
    await sql`VACUUM (ANALYZE) ${sql.id(table)}`.execute(db);
  }
}
