import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The mark of a database that `npm start` seeded with the generated demo corpus while it was empty (table
 * `database_settings`, migration 0500). Demo accounts, whose password is public, are created only on such a
 * database: a database loaded by `npm run import` never has the mark, whatever SEED_DEMO says.
 */
const DEMO_CORPUS_SETTING = 'demo_corpus';

/** Records that the (empty) database is being seeded with the demo corpus; written before the first record. */
export async function markDemoSeeded(db: Kysely<Database>, details: Record<string, unknown>): Promise<void> {
  await db
    .insertInto('database_settings')
    .values({ name: DEMO_CORPUS_SETTING, value: JSON.stringify({ ...details, seededAt: new Date() }) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/** Whether the database was seeded with the demo corpus (and so may carry the demo accounts). */
export async function isDemoSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('database_settings')
    .select(sql<number>`1`.as('found'))
    .where('name', '=', DEMO_CORPUS_SETTING)
    .executeTakeFirst();
  return row !== undefined;
}
