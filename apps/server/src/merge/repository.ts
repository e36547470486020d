import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of merging records (src/merge): the pair being merged, and the papers a merge rewrites. */

/** A record as a merge reads it: locked for the rest of the transaction, metadata as stored. */
export interface LockedRecord {
  id: string;
  controlNumber: number;
  revisionId: number;
  deleted: boolean;
  metadata: Record<string, unknown>;
}

interface LockedRow {
  id: string;
  control_number: string | number;
  revision_id: number;
  deleted: boolean;
  metadata: Record<string, unknown>;
}

/** The records matching the condition, row-locked (FOR UPDATE) in id order, like the writer locks them. */
async function lockRecordsWhere(
  tx: Transaction<Database>,
  condition: RawBuilder<unknown>,
): Promise<LockedRecord[]> {
  const result = await sql<LockedRow>`
    SELECT id, control_number, revision_id, deleted, metadata
    FROM records
    WHERE ${condition}
    ORDER BY id
    FOR UPDATE
  `.execute(tx);
  return result.rows.map((row) => ({
    id: row.id,
    controlNumber: Number(row.control_number),
    revisionId: row.revision_id,
    deleted: row.deleted,
    metadata: row.metadata,
  }));
}

/**
 * The records of one collection with these control numbers, row-locked (FOR UPDATE, in id order like the writer)
 * so that no other write — another merge, an edit — changes them between this read and the merge's writes.
 */
export async function lockRecordsByControlNumber(
  tx: Transaction<Database>,
  pidType: string,
  controlNumbers: readonly number[],
): Promise<Map<number, LockedRecord>> {
  const records = await lockRecordsWhere(
    tx,
    sql`pid_type = ${pidType} AND control_number = ANY(${[...controlNumbers]}::bigint[])`,
  );
  return new Map(records.map((record) => [record.controlNumber, record]));
}

/** Records by id, row-locked in id order: one batch of the papers a merge rewrites. */
export async function lockRecordsById(
  tx: Transaction<Database>,
  ids: readonly string[],
): Promise<LockedRecord[]> {
  if (ids.length === 0) {
    return [];
  }
  return lockRecordsWhere(tx, sql`id = ANY(${[...ids]}::uuid[])`);
}

/** A paper a merge rewrites: its id and the stored size of its metadata (bytes, as stored: maybe compressed). */
export interface PaperToRewrite {
  id: string;
  storedBytes: number;
}

interface PaperRow {
  id: string;
  stored_bytes: string | number;
}

/** The records of the subquery's ids, as papers to rewrite: ids and stored sizes, in id order. */
async function papersIn(tx: Transaction<Database>, ids: RawBuilder<unknown>): Promise<PaperToRewrite[]> {
  const result = await sql<PaperRow>`
    SELECT r.id, pg_column_size(r.metadata) AS stored_bytes
    FROM records r
    WHERE r.id IN (${ids})
    ORDER BY r.id
  `.execute(tx);
  return result.rows.map((row) => ({ id: row.id, storedBytes: Number(row.stored_bytes) }));
}

/**
 * The literature records with a signature (author or supervisor) linked to the author record: one probe of the
 * signatures table (only live papers have signature rows). Ids and sizes only (`pg_column_size` reads no JSON), so
 * that an author of thousands of papers costs one small read; the papers themselves are read batch by batch.
 */
export function findPapersSignedBy(
  tx: Transaction<Database>,
  authorRecid: number,
): Promise<PaperToRewrite[]> {
  return papersIn(
    tx,
    sql`SELECT la.record_id FROM literature_authors la WHERE la.author_recid = ${authorRecid}`,
  );
}

/**
 * The papers whose citations count for the literature record (citation edges into it). Edges of papers citing a
 * record merged into this one earlier are stored against this one too; their references name the older record,
 * which its own `new_record` link keeps redirecting.
 */
export function findCitingPapers(
  tx: Transaction<Database>,
  controlNumber: number,
): Promise<PaperToRewrite[]> {
  return papersIn(
    tx,
    sql`SELECT c.citer_id FROM citations c
      WHERE c.cited_pid_type = 'lit' AND c.cited_control_number = ${controlNumber}`,
  );
}

// ---- the merge log (migration 0590) ----

/** A record a merge wrote and the revision it wrote. */
export interface WrittenRevision {
  id: string;
  revision_id: number;
}

export interface NewMerge {
  collection: 'authors' | 'literature';
  keptControlNumber: number;
  deletedControlNumber: number;
  moved: number;
  records: WrittenRevision[];
  profileUserId: number | null;
  mergedBy: number;
}

export async function insertMerge(tx: Transaction<Database>, merge: NewMerge): Promise<number> {
  const result = await sql<{ id: string | number }>`
    INSERT INTO merges (collection, kept_control_number, deleted_control_number, moved, records, profile_user_id,
      merged_by)
    VALUES (${merge.collection}, ${merge.keptControlNumber}, ${merge.deletedControlNumber}, ${merge.moved},
      ${JSON.stringify(merge.records)}::jsonb, ${merge.profileUserId}, ${merge.mergedBy})
    RETURNING id
  `.execute(tx);
  return Number(result.rows[0]!.id);
}

export interface StoredMerge {
  id: number;
  collection: 'authors' | 'literature';
  keptControlNumber: number;
  deletedControlNumber: number;
  records: WrittenRevision[];
  profileUserId: number | null;
  undone: boolean;
}

/** One merge, row-locked: two undos of the same merge run one after the other. */
export async function lockMerge(tx: Transaction<Database>, id: number): Promise<StoredMerge | undefined> {
  const result = await sql<{
    id: string | number;
    collection: 'authors' | 'literature';
    kept_control_number: string | number;
    deleted_control_number: string | number;
    records: WrittenRevision[];
    profile_user_id: string | number | null;
    undone_at: Date | null;
  }>`
    SELECT id, collection, kept_control_number, deleted_control_number, records, profile_user_id, undone_at
    FROM merges WHERE id = ${id}
    FOR UPDATE
  `.execute(tx);
  const row = result.rows[0];
  if (!row) {
    return undefined;
  }
  return {
    id: Number(row.id),
    collection: row.collection,
    keptControlNumber: Number(row.kept_control_number),
    deletedControlNumber: Number(row.deleted_control_number),
    records: row.records,
    profileUserId: row.profile_user_id === null ? null : Number(row.profile_user_id),
    undone: row.undone_at !== null,
  };
}

export async function markMergeUndone(tx: Transaction<Database>, id: number, userId: number): Promise<void> {
  await sql`UPDATE merges SET undone_at = now(), undone_by = ${userId} WHERE id = ${id}`.execute(tx);
}

/** The current revision and stored size of these records, row-locked in id order (no metadata read). */
export async function lockRevisions(
  tx: Transaction<Database>,
  ids: readonly string[],
): Promise<(WrittenRevision & PaperToRewrite)[]> {
  if (ids.length === 0) {
    return [];
  }
  const result = await sql<{ id: string; revision_id: number; stored_bytes: string | number }>`
    SELECT id, revision_id, pg_column_size(metadata) AS stored_bytes
    FROM records WHERE id = ANY(${[...ids]}::uuid[])
    ORDER BY id
    FOR UPDATE
  `.execute(tx);
  return result.rows.map((row) => ({
    id: row.id,
    revision_id: row.revision_id,
    storedBytes: Number(row.stored_bytes),
  }));
}

/**
 * The metadata and collection of each record at the given (superseded) revision, in one statement. A superseded
 * revision keeps its metadata in `record_versions` (migration 0420); a record whose revision has none is missing
 * from the answer.
 */
export async function loadRevisions(
  tx: Transaction<Database>,
  revisions: readonly WrittenRevision[],
): Promise<Map<string, { pidType: string; metadata: Record<string, unknown> }>> {
  if (revisions.length === 0) {
    return new Map();
  }
  const result = await sql<{ record_id: string; pid_type: string; metadata: Record<string, unknown> }>`
    SELECT v.record_id, r.pid_type, v.metadata
    FROM jsonb_to_recordset(${JSON.stringify(revisions)}::jsonb) AS w(id uuid, revision_id int)
    JOIN record_versions v ON v.record_id = w.id AND v.revision_id = w.revision_id
    JOIN records r ON r.id = v.record_id
    WHERE v.metadata IS NOT NULL
  `.execute(tx);
  return new Map(
    result.rows.map((row) => [row.record_id, { pidType: row.pid_type, metadata: row.metadata }]),
  );
}
