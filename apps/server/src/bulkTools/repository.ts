import { COLLECTIONS } from '@parton/records';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of the bulk tools (conference assign, export to CDS): record reads and the `cds_exports` rows. */

type Executor = Kysely<Database> | Transaction<Database>;

const LITERATURE = COLLECTIONS.literature.pidType;
const CONFERENCES = COLLECTIONS.conferences.pidType;

export interface LockedRecord {
  metadata: Record<string, unknown>;
  revisionId: number;
  /** ISO timestamp of the last change. */
  updated: string;
}

/**
 * A live (not deleted) literature record, locked for the rest of the transaction so that the caller's write is
 * based on what is stored now (a concurrent edit waits, then is not overwritten).
 */
export async function lockLiterature(
  tx: Transaction<Database>,
  controlNumber: number,
): Promise<LockedRecord | undefined> {
  const row = await tx
    .selectFrom('records')
    .select([
      'revision_id',
      sql<string>`metadata::text`.as('metadata_json'),
      sql<string>`to_char(updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('updated'),
    ])
    .where('pid_type', '=', LITERATURE)
    .where('control_number', '=', controlNumber)
    .where('deleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  return {
    metadata: JSON.parse(row.metadata_json) as Record<string, unknown>,
    revisionId: row.revision_id,
    updated: row.updated,
  };
}

/** The live literature records among these control numbers, with their metadata and last change (no lock). */
export async function findLiterature(
  db: Executor,
  controlNumbers: readonly number[],
): Promise<Map<number, { metadata: Record<string, unknown>; updated: string }>> {
  if (controlNumbers.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('records')
    .select([
      'control_number',
      sql<string>`metadata::text`.as('metadata_json'),
      sql<string>`to_char(updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('updated'),
    ])
    .where('pid_type', '=', LITERATURE)
    .where('control_number', 'in', [...controlNumbers])
    .where('deleted', '=', false)
    .execute();
  return new Map(
    rows.map((row) => [
      row.control_number,
      { metadata: JSON.parse(row.metadata_json) as Record<string, unknown>, updated: row.updated },
    ]),
  );
}

/** Which of these control numbers name live literature records. */
export async function existingLiterature(
  db: Executor,
  controlNumbers: readonly number[],
): Promise<Set<number>> {
  if (controlNumbers.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('records')
    .select('control_number')
    .where('pid_type', '=', LITERATURE)
    .where('control_number', 'in', [...controlNumbers])
    .where('deleted', '=', false)
    .execute();
  return new Set(rows.map((row) => row.control_number));
}

/** A live conference's metadata. */
export async function findConference(
  db: Executor,
  controlNumber: number,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('records')
    .select(sql<string>`metadata::text`.as('metadata_json'))
    .where('pid_type', '=', CONFERENCES)
    .where('control_number', '=', controlNumber)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row ? (JSON.parse(row.metadata_json) as Record<string, unknown>) : undefined;
}

/** One pending row per paper of an export request; answers the rows' ids in the order given. */
export async function insertCdsExports(
  tx: Transaction<Database>,
  controlNumbers: readonly number[],
  requestedBy: number | null,
): Promise<number[]> {
  const rows = await tx
    .insertInto('cds_exports')
    .values(
      controlNumbers.map((controlNumber) => ({ control_number: controlNumber, requested_by: requestedBy })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export interface CdsExportRow {
  id: number;
  controlNumber: number;
  requestedBy: number | null;
}

/** The rows among these that still wait for a delivery (pending, or failed by an earlier run of the job). */
export async function undeliveredCdsExports(db: Executor, ids: readonly number[]): Promise<CdsExportRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('cds_exports')
    .select(['id', 'control_number', 'requested_by'])
    .where('id', 'in', [...ids])
    .where('status', '!=', 'exported')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    controlNumber: row.control_number,
    requestedBy: row.requested_by === null ? null : Number(row.requested_by),
  }));
}

export async function markCdsExported(tx: Transaction<Database>, id: number, target: string): Promise<void> {
  await tx
    .updateTable('cds_exports')
    .set({
      status: 'exported',
      target,
      exported_at: sql<Date>`now()`,
      error: null,
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function markCdsFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .updateTable('cds_exports')
    .set({ status: 'failed', error: error.slice(0, 2000), attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .execute();
}

export interface CdsExportState {
  controlNumber: number;
  status: 'pending' | 'exported' | 'failed';
  requestedBy: number | null;
  target: string | null;
  error: string | null;
  exportedAt: Date | null;
}

/** Every export row of a paper, oldest first (tests, support). */
export async function cdsExportsOf(db: Executor, controlNumber: number): Promise<CdsExportState[]> {
  const rows = await db
    .selectFrom('cds_exports')
    .select(['control_number', 'status', 'requested_by', 'target', 'error', 'exported_at'])
    .where('control_number', '=', controlNumber)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    controlNumber: row.control_number,
    status: row.status,
    requestedBy: row.requested_by === null ? null : Number(row.requested_by),
    target: row.target,
    error: row.error,
    exportedAt: row.exported_at,
  }));
}
