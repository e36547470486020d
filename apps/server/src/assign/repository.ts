import type { AssignFailure, AssignOperationKind, AssignOperationStatus } from '@parton/records';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of claiming (src/assign): signatures of an author on a set of papers, and the durable operations. */

export type Executor = Kysely<Database> | Transaction<Database>;

const LITERATURE = 'lit';
const AUTHORS = 'aut';

// ---- signatures ----

export interface AuthorSignature {
  controlNumber: number;
  position: number;
  fullName: string;
  curated: boolean;
}

/**
 * The author entries (`metadata.authors`, not supervisors) of these papers that point at the author record, with
 * their `curated_relation`: one indexed probe of `literature_authors`, only the matching entries read from the JSON.
 */
export async function findSignaturesOfAuthor(
  db: Executor,
  authorRecid: number,
  literatureIds: readonly number[],
): Promise<AuthorSignature[]> {
  if (literatureIds.length === 0) {
    return [];
  }
  const result = await sql<{
    control_number: string | number;
    position: number;
    full_name: string;
    curated: boolean;
  }>`
    SELECT la.control_number, la.position, la.full_name,
      coalesce(r.metadata -> 'authors' -> la.position -> 'curated_relation' = 'true'::jsonb, false) AS curated
    FROM literature_authors la
    JOIN records r ON r.id = la.record_id
    WHERE la.author_recid = ${authorRecid}
      AND la.control_number = ANY(${[...literatureIds]}::bigint[])
      AND r.pid_type = ${LITERATURE} AND NOT r.deleted
      AND r.metadata -> 'authors' -> la.position IS NOT NULL
    ORDER BY la.control_number, la.position
  `.execute(db);
  return result.rows.map((row) => ({
    controlNumber: Number(row.control_number),
    position: row.position,
    fullName: row.full_name,
    curated: row.curated,
  }));
}

/**
 * Of these literature records, which have a signature of the author and whether it is curated (claimed): the flag
 * the hits of an author's publication list carry. Reads the author entries of the given records only.
 */
export async function findCuratedFlags(
  db: Executor,
  authorRecid: number,
  recordIds: readonly string[],
): Promise<Map<string, boolean>> {
  if (recordIds.length === 0) {
    return new Map();
  }
  const result = await sql<{ record_id: string; curated: boolean }>`
    SELECT la.record_id,
      bool_or(coalesce(r.metadata -> 'authors' -> la.position -> 'curated_relation' = 'true'::jsonb, false)) AS curated
    FROM literature_authors la
    JOIN records r ON r.id = la.record_id
    WHERE la.record_id = ANY(${[...recordIds]}::uuid[]) AND la.author_recid = ${authorRecid}
    GROUP BY la.record_id
  `.execute(db);
  return new Map(result.rows.map((row) => [row.record_id, row.curated]));
}

/** Whether the author record is a stub (`stub: true`), without reading the rest of it; undefined when absent. */
export async function isStubAuthor(db: Executor, recid: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('records')
    .select(sql<boolean>`coalesce(metadata -> 'stub' = 'true'::jsonb, false)`.as('stub'))
    .where('pid_type', '=', AUTHORS)
    .where('control_number', '=', recid)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row?.stub;
}

// ---- operations ----

export interface NewOperation {
  id: string;
  /** Who asked; null for an operation the server starts itself. */
  userId: number | null;
  kind: AssignOperationKind;
  payload: Record<string, unknown>;
  toAuthorRecid: number | null;
  literatureIds: readonly number[];
}

/** The operation and one pending row per paper, in request order (duplicates kept once). */
export async function insertOperation(tx: Transaction<Database>, operation: NewOperation): Promise<number> {
  const ids = [...new Set(operation.literatureIds)];
  await tx
    .insertInto('assign_operations')
    .values({
      id: operation.id,
      user_id: operation.userId,
      kind: operation.kind,
      payload: JSON.stringify(operation.payload),
      total: ids.length,
      to_author_recid: operation.toAuthorRecid,
    })
    .execute();
  if (ids.length > 0) {
    // One statement with one array parameter: a selection may name 10,000 papers.
    await sql`
      INSERT INTO assign_operation_papers (operation_id, position, literature_id)
      SELECT ${operation.id}::uuid, paper.position - 1, paper.literature_id
      FROM unnest(${ids}::bigint[]) WITH ORDINALITY AS paper(literature_id, position)
    `.execute(tx);
  }
  return ids.length;
}

export interface OperationRow {
  id: string;
  userId: number | null;
  kind: AssignOperationKind;
  status: AssignOperationStatus;
  payload: Record<string, unknown>;
  total: number;
  processed: number;
  succeeded: number;
  toAuthorRecid: number | null;
  error: string | null;
  created: Date;
  finished: Date | null;
}

export async function findOperation(db: Executor, id: string): Promise<OperationRow | undefined> {
  const row = await db.selectFrom('assign_operations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) {
    return undefined;
  }
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind as AssignOperationKind,
    status: row.status,
    payload: row.payload,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    toAuthorRecid: row.to_author_recid === null ? null : Number(row.to_author_recid),
    error: row.error,
    created: new Date(row.created),
    finished: row.finished === null ? null : new Date(row.finished),
  };
}

/** The papers of the operation that failed, in request order. */
export async function findOperationFailures(db: Executor, id: string): Promise<AssignFailure[]> {
  const rows = await db
    .selectFrom('assign_operation_papers')
    .select(['literature_id', 'message'])
    .where('operation_id', '=', id)
    .where('state', '=', 'failed')
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ literature_id: Number(row.literature_id), message: row.message ?? '' }));
}

/** The next papers still to handle, in request order. */
export async function pendingPapers(
  db: Executor,
  id: string,
  limit: number,
): Promise<{ position: number; literatureId: number }[]> {
  const rows = await db
    .selectFrom('assign_operation_papers')
    .select(['position', 'literature_id'])
    .where('operation_id', '=', id)
    .where('state', '=', 'pending')
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ position: row.position, literatureId: Number(row.literature_id) }));
}

/**
 * Takes a pending paper for this transaction: marks it done (or failed, with the message) and counts it on the
 * operation. False when the paper was handled already (a rerun after a crash): the caller then writes nothing. The
 * row lock makes a concurrent runner wait for this transaction and then see the paper handled.
 */
export async function settlePaper(
  tx: Transaction<Database>,
  id: string,
  position: number,
  outcome: { state: 'done' } | { state: 'failed'; message: string },
): Promise<boolean> {
  const settled = await tx
    .updateTable('assign_operation_papers')
    .set({ state: outcome.state, message: outcome.state === 'failed' ? outcome.message : null })
    .where('operation_id', '=', id)
    .where('position', '=', position)
    .where('state', '=', 'pending')
    .returning('position')
    .executeTakeFirst();
  if (!settled) {
    return false;
  }
  await tx
    .updateTable('assign_operations')
    .set((eb) => ({
      processed: eb('processed', '+', 1),
      succeeded: eb('succeeded', '+', outcome.state === 'done' ? 1 : 0),
      updated: new Date(),
    }))
    .where('id', '=', id)
    .execute();
  return true;
}

export async function markOperationRunning(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('assign_operations')
    .set({ status: 'running', updated: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Ends the operation; false when it had ended already (a rerun sends no second notice). */
export async function finishOperation(
  db: Executor,
  id: string,
  outcome: { status: 'completed' } | { status: 'failed'; error: string },
): Promise<boolean> {
  const row = await db
    .updateTable('assign_operations')
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      finished: new Date(),
      updated: new Date(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
