import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The data version (migration 0620): one row, raised in the transaction of every write that can change a cached
 * answer. Read as text: PostgreSQL's bigint is not a safe JavaScript number, and the cache only compares it.
 */
export async function readDataVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ version: string }>`SELECT version::text AS version FROM data_version`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row) {
    throw new Error('The data_version row is missing (migration 0620_data_version).');
  }
  return row.version;
}

// Transactions that already asked for a bump: one per transaction (a caller may write several batches).
const bumped = new WeakSet<Transaction<Database>>();

/**
 * Raises the data version when the write's transaction commits (a deferred trigger, migration 0620): the
 * version becomes visible exactly with the write, and the row lock it takes is held only during the commit, so
 * writers of search-visible data never deadlock on it. Readers never wait (they read the committed row).
 */
export async function bumpDataVersion(tx: Transaction<Database>): Promise<void> {
  if (bumped.has(tx)) {
    return;
  }
  await sql`INSERT INTO data_version_bumps DEFAULT VALUES`.execute(tx);
  bumped.add(tx);
}
