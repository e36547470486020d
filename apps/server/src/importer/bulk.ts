import type { Kysely } from 'kysely';
import { type RecountStep, recountCitations } from '../citations/recount';
import { deferIndexes, restoreDeferredIndexes, vacuumBulkTables } from '../db/deferredIndexes';
import type { Database } from '../db/schema';
import { claimJob, completeJob, defaultWorkerId, enqueueJob, failJob, pendingJobs } from '../queue';

/** The queued job that finishes a bulk import: citation recount, then the deferred indexes. */
export const BULK_IMPORT_JOB = 'bulk-import.finish';

// A killed bulk import leaves its job waiting this long before a worker runs it; a live import keeps pushing it
// back (holdBulkFinish), then runs it itself at the end.
const BULK_FINISH_GRACE_MS = 10 * 60_000;
const BULK_HEARTBEAT_MS = 60_000;

export interface BulkFinishPayload {
  /** Rebuild the matcher's identifier tables too (bulk batches keep them current, so normally not). */
  identifiers: boolean;
}

/** Queues (or pushes back) the job that finishes the bulk import; call before the first write and periodically. */
export async function holdBulkFinish(db: Kysely<Database>): Promise<void> {
  const payload: BulkFinishPayload = { identifiers: false };
  await enqueueJob(
    db,
    BULK_IMPORT_JOB,
    { ...payload },
    {
      dedupeKey: BULK_IMPORT_JOB,
      runAt: new Date(Date.now() + BULK_FINISH_GRACE_MS),
    },
  );
}

/** Pushes the finishing job back every minute while a bulk load runs; call the returned function when it ends. */
export function keepBulkFinishHeld(db: Kysely<Database>): () => void {
  const heartbeat = setInterval(() => void holdBulkFinish(db).catch(() => {}), BULK_HEARTBEAT_MS);
  return () => clearInterval(heartbeat);
}

/** Before a large load: queue the finishing job first, so that the indexes dropped next are always rebuilt. */
export async function startBulkImport(
  db: Kysely<Database>,
  options: { deferIndexes: boolean },
): Promise<void> {
  await holdBulkFinish(db);
  if (options.deferIndexes) {
    await deferIndexes(db);
  }
}

// PostgreSQL builds one index, and vacuums one table, on one core: the finish keeps two busy.
const BULK_FINISH_PARALLEL = 2;

/**
 * What a bulk import skipped, done set-based: every citation edge, count and search-table count (with the indexes
 * still absent, which makes the count copy cheap), then the deferred indexes and foreign keys, two at a time, then
 * VACUUM ANALYZE. Nothing is built beside the recount: an index that appears while it runs, on a table not yet
 * analysed, can turn the planner to a nested loop that makes the edge step many times slower (measured).
 */
export async function finishBulkImport(
  db: Kysely<Database>,
  payload: BulkFinishPayload,
  onStep?: (step: RecountStep) => void,
): Promise<void> {
  await recountCitations(db, { identifiers: payload.identifiers, onStep });
  await restoreDeferredIndexes(db, {
    parallel: BULK_FINISH_PARALLEL,
    analyze: false,
    onIndex: (index) => onStep?.({ name: `index ${index.name}`, rows: 0, ms: index.ms }),
  });
  const started = performance.now();
  await vacuumBulkTables(db, BULK_FINISH_PARALLEL);
  onStep?.({ name: 'vacuum analyze', rows: 0, ms: Math.round(performance.now() - started) });
}

/** Whether a bulk import left its finishing job (killed before its end). */
export async function bulkFinishPending(db: Kysely<Database>): Promise<boolean> {
  return (await pendingJobs(db, BULK_IMPORT_JOB)).length > 0;
}

/** Runs the finishing job now (claiming it so no worker runs it twice); an error is recorded on it and thrown. */
export async function runBulkFinishNow(
  db: Kysely<Database>,
  onStep?: (step: RecountStep) => void,
  payload: BulkFinishPayload = { identifiers: false },
): Promise<void> {
  const job = await claimJob(db, defaultWorkerId(), { kinds: [BULK_IMPORT_JOB], ignoreRunAt: true });
  try {
    await finishBulkImport(db, payload, onStep);
  } catch (error) {
    if (job) {
      await failJob(db, job.id, error);
    }
    throw error;
  }
  if (job) {
    await completeJob(db, job.id);
  }
}
