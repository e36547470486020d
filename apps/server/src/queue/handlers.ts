import { recountCitations } from '../citations/recount';
import { BULK_IMPORT_JOB, finishBulkImport } from '../importer/bulk';
import type { JobHandler } from './worker';

/** Rebuilds every citation edge and count; payload `{ identifiers: false }` skips the matcher's tables. */
export const RECOUNT_JOB = 'citations.recount';

/** Every job kind the server's worker runs (add a kind here: see README.md). */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [RECOUNT_JOB]: async (job, db) => {
    await recountCitations(db, { identifiers: job.payload.identifiers !== false });
  },
  [BULK_IMPORT_JOB]: async (job, db) => {
    await finishBulkImport(db, { identifiers: job.payload.identifiers === true });
  },
};
