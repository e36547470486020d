import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A literature record as reference curation reads it: identity, revision and the stored metadata. */
export interface CuratedPaper {
  id: string;
  controlNumber: number;
  revisionId: number;
  deleted: boolean;
  metadata: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The literature record named by its UUID (the envelope's `uuid`) or its control number; undefined when none. */
export async function findPaper(db: Executor, recordId: string | number): Promise<CuratedPaper | undefined> {
  let query = db
    .selectFrom('records')
    .select(['id', 'control_number', 'revision_id', 'deleted', 'metadata'])
    .where('pid_type', '=', 'lit');
  if (typeof recordId === 'number') {
    query = query.where('control_number', '=', recordId);
  } else if (UUID.test(recordId)) {
    query = query.where('id', '=', recordId.toLowerCase());
  } else {
    return undefined;
  }
  const row = await query.executeTakeFirst();
  if (!row) {
    return undefined;
  }
  return {
    id: row.id,
    controlNumber: Number(row.control_number),
    revisionId: row.revision_id,
    deleted: row.deleted,
    metadata: row.metadata,
  };
}

/**
 * The collection of the live (not deleted) literature or data record with this control number, literature first:
 * the only records a reference may point at (citations count `lit` and `dat` targets, facts §5.5).
 */
export async function findReferenceTarget(
  db: Executor,
  controlNumber: number,
): Promise<'literature' | 'data' | undefined> {
  const rows = await db
    .selectFrom('records')
    .select(['pid_type'])
    .where('pid_type', 'in', ['lit', 'dat'])
    .where('control_number', '=', controlNumber)
    .where('deleted', '=', false)
    .execute();
  if (rows.some((row) => row.pid_type === 'lit')) {
    return 'literature';
  }
  return rows.length > 0 ? 'data' : undefined;
}
