import { COLLECTIONS } from '@parton/records';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of submissions that the record layer has no general form of: CNUMs in use, papers that exist. */

/**
 * The CNUMs of conferences that start with `base` (`C26-05-04`, `C26-05-04.1`, …), after taking a transaction lock
 * on that base: two conferences submitted at once for the same day get different CNUMs.
 */
export async function lockAndListCnums(tx: Transaction<Database>, base: string): Promise<Set<string>> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`cnum:${base}`}))`.execute(tx);
  const rows = await tx
    .selectFrom('records')
    .select(sql<string>`metadata->>'cnum'`.as('cnum'))
    .where('pid_type', '=', COLLECTIONS.conferences.pidType)
    .where(sql<boolean>`metadata->>'cnum' = ${base} OR metadata->>'cnum' LIKE ${`${base}.%`}`)
    .execute();
  return new Set(rows.map((row) => row.cnum));
}

/** Which of these literature control numbers name a live (not deleted) record. */
export async function existingLiterature(
  tx: Transaction<Database>,
  controlNumbers: readonly number[],
): Promise<Set<number>> {
  if (controlNumbers.length === 0) {
    return new Set();
  }
  const rows = await tx
    .selectFrom('records')
    .select('control_number')
    .where('pid_type', '=', COLLECTIONS.literature.pidType)
    .where('control_number', 'in', [...controlNumbers])
    .where('deleted', '=', false)
    .execute();
  return new Set(rows.map((row) => Number(row.control_number)));
}
