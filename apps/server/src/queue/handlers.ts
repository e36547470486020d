import { ASSIGN_OPERATION_JOB, runAssignOperationJob } from '../assign/job';
import { BIBLIOGRAPHY_SWEEP_JOB, runBibliographySweepJob } from '../bibliography/job';
import { CDS_EXPORT_JOB, runCdsExportJob } from '../bulkTools/cdsExport';
import { recountCitations } from '../citations/recount';
import { ARXIV_HARVEST_JOB, runArxivHarvestJob } from '../harvest/job';
import { BULK_IMPORT_JOB, finishBulkImport } from '../importer/bulk';
import { deliverOutboxMail, MAIL_SEND_JOB } from '../mail/send';
import { JOBS_WEEKLY_JOB, runJobsWeeklyJob } from '../mailing/job';
import { runOrcidPushJob } from '../orcid/job';
import { ORCID_PUSH_JOB } from '../orcid/service';
import { PUBLIC_JSON_JOB, runPublicJsonJob } from '../records/publicJsonJob';
import { runWorkflowProcessJob } from '../workflows/process';
import { WORKFLOW_PROCESS_JOB } from '../workflows/start';
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
  // Pushes one user's claimed works to their ORCID record (payload `{userId}`, src/orcid/README.md).
  [ORCID_PUSH_JOB]: async (job, db, context) => {
    await runOrcidPushJob(db, context.config, job);
  },
  // Harvests arXiv over OAI-PMH and schedules the next run (src/harvest/README.md); off without ARXIV_OAI_URL.
  [ARXIV_HARVEST_JOB]: async (_job, db, context) => {
    await runArxivHarvestJob(db, context.config);
  },
  // Delivers one outbox mail over SMTP_URL, or logs it when unset (payload `{outboxId}`, src/mail/README.md).
  [MAIL_SEND_JOB]: async (job, db, context) => {
    await deliverOutboxMail(db, context.config, Number(job.payload.outboxId));
  },
  // The weekly jobs e-mail of one week; schedules the next week first (src/mailing/README.md).
  [JOBS_WEEKLY_JOB]: async (job, db, context) => {
    await runJobsWeeklyJob(db, context.config, job);
  },
  // Runs a submission workflow's steps until it awaits a decision (payload `{workflowId}`, src/workflows/README.md).
  [WORKFLOW_PROCESS_JOB]: async (job, db, context) => {
    await runWorkflowProcessJob(db, context.config, job);
  },
  // Works through a queued claim, unassign or move of many papers (payload `{operationId}`, src/assign/README.md).
  [ASSIGN_OPERATION_JOB]: async (job, db, context) => {
    await runAssignOperationJob(db, context.config, job);
  },
  // Delivers the MARCXML of an export-to-CDS request and marks the records (payload `{exportIds}`, src/bulkTools).
  [CDS_EXPORT_JOB]: async (job, db, context) => {
    await runCdsExportJob(db, context.config, job);
  },
  // Removes expired bibliography files and rows, and queues the next sweep (src/bibliography/README.md).
  [BIBLIOGRAPHY_SWEEP_JOB]: async (_job, db, context) => {
    await runBibliographySweepJob(db, context.config);
  },
  // Builds the public JSON texts the database lacks, in slices with a queued continuation (records/publicJsonJob.ts).
  [PUBLIC_JSON_JOB]: async (_job, db, context) => {
    await runPublicJsonJob(db, context.config);
  },
};
