import { toMarcxmlCollection } from '@parton/cite';
import type { LiteratureMetadata } from '@parton/records';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { enqueueJob, type Job } from '../queue';
import { saveRecordsInTransaction } from '../records/writer';
import { cdsTarget } from './cdsTarget';
import { BulkToolError } from './errors';
import {
  existingLiterature,
  findLiterature,
  insertCdsExports,
  lockLiterature,
  markCdsExported,
  markCdsFailed,
  undeliveredCdsExports,
} from './repository';

/** The durable job that delivers an export-to-CDS request (payload `{exportIds}`: rows of `cds_exports`). */
export const CDS_EXPORT_JOB = 'cds.export';

/**
 * POST /api/assign/export-to-cds: checks that every paper exists (400 naming the unknown ones, nothing queued),
 * then, in one transaction, writes a pending `cds_exports` row per paper and queues ONE `cds.export` job.
 */
export async function requestCdsExport(
  context: AppContext,
  literatureRecids: readonly number[],
  userId: number,
): Promise<void> {
  const wanted = [...new Set(literatureRecids)];
  const existing = await existingLiterature(context.db, wanted);
  const unknown = wanted.filter((controlNumber) => !existing.has(controlNumber));
  if (unknown.length > 0) {
    throw new BulkToolError(
      400,
      unknown.length === 1
        ? `No literature record has the id ${unknown[0]}.`
        : `No literature records have the ids ${unknown.join(', ')}.`,
    );
  }
  await context.db.transaction().execute(async (tx) => {
    const exportIds = await insertCdsExports(tx, wanted, userId);
    await enqueueJob(tx, CDS_EXPORT_JOB, { exportIds });
  });
}

export interface CdsExportRun {
  exported: number[];
  failed: { controlNumber: number; error: string }[];
}

function exportIdsOf(job: Job): number[] {
  const ids = job.payload.exportIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

/**
 * The `cds.export` job: each row still undelivered gets its record's MARCXML delivered to the target, then — in ONE
 * transaction — the row is marked exported and the record gets `_export_to.CDS: true` through the record writer.
 * A refused delivery marks its row failed and the others go on. Idempotent: delivered rows are skipped, so a rerun
 * only retries what failed. When every delivery of a run fails the job throws, for the queue to retry it later
 * (the target is probably down); otherwise it finishes and the failed rows stay failed with their error.
 */
export async function runCdsExportJob(
  db: Kysely<Database>,
  config: AppConfig,
  job: Job,
  log: (line: string) => void = (line) => console.info(line),
): Promise<CdsExportRun> {
  const rows = await undeliveredCdsExports(db, exportIdsOf(job));
  const run: CdsExportRun = { exported: [], failed: [] };
  if (rows.length === 0) {
    return run;
  }
  const target = cdsTarget(config.cdsExport);
  const records = await findLiterature(
    db,
    rows.map((row) => row.controlNumber),
  );
  for (const row of rows) {
    try {
      const record = records.get(row.controlNumber);
      if (!record) {
        throw new Error('The record no longer exists.');
      }
      const marcxml = toMarcxmlCollection([
        { metadata: record.metadata as LiteratureMetadata, updated: record.updated },
      ]);
      const where = await target.deliver(row.controlNumber, marcxml);
      await db.transaction().execute(async (tx) => {
        await markCdsExported(tx, row.id, where);
        const current = await lockLiterature(tx, row.controlNumber);
        if (!current) {
          return;
        }
        const exportTo = current.metadata._export_to;
        const previous = exportTo && typeof exportTo === 'object' ? exportTo : {};
        await saveRecordsInTransaction(
          tx,
          [
            {
              collection: 'literature',
              metadata: { ...current.metadata, _export_to: { ...previous, CDS: true } },
              expectedRevisionId: current.revisionId,
            },
          ],
          { actor: { userId: row.requestedBy, source: 'cds-export', note: `Exported to CDS (${where})` } },
        );
      });
      run.exported.push(row.controlNumber);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markCdsFailed(db, row.id, message);
      run.failed.push({ controlNumber: row.controlNumber, error: message });
    }
  }
  log(
    `cds.export job ${job.id}: ${run.exported.length} exported, ${run.failed.length} failed, to ${target.description}` +
      (run.failed.length > 0
        ? ` (failed: ${run.failed.map((failure) => `${failure.controlNumber}: ${failure.error}`).join('; ')})`
        : ''),
  );
  if (run.exported.length === 0) {
    throw new Error(`Every CDS delivery of this run failed; the first: ${run.failed[0]?.error}`);
  }
  return run;
}
