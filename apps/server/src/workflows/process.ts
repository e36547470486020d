import { COLLECTIONS, type FuzzyCandidate, PRODUCT_NAME } from '@parton/records';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Job } from '../queue/queue';
import { authorName, orcidOf } from './identifiers';
import { literatureExistsMail, mailSubmitter } from './mails';
import * as matching from './matching';
import { validationErrorsOf } from './present';
import { findWorkflowRowById, updateWorkflow, type WorkflowChanges, type WorkflowRow } from './repository';
import { openCuratorTicket } from './tickets';

/**
 * The `workflows.process` job: the steps a workflow runs before it waits for a curator (facts §3.10, §3.11), on
 * the durable queue. The workflow is `running` while the steps run; then it waits in `approval` or
 * `approval_fuzzy_matching`, is `completed` (author update, submission of a paper we already have), or fails in an
 * error status with the reason, restartable (decide.ts `restartWorkflow`).
 *
 * A step's failure is recorded on the workflow (status `error`, `error` = the reason) and the job ends normally:
 * the curator restarts the workflow when the cause is fixed, rather than the queue retrying blindly.
 */

/** The literature steps of H7's matcher (workflows/matching); a parameter so a test can make a step fail. */
export interface LiteratureMatcher {
  findExactMatches(db: Kysely<Database>, data: Record<string, unknown>): Promise<number[]>;
  findFuzzyCandidates(
    db: Kysely<Database>,
    data: Record<string, unknown>,
    limit: number,
  ): Promise<FuzzyCandidate[]>;
  parseReferenceText(text: string): Record<string, unknown>[];
  linkReferences(
    db: Kysely<Database>,
    references: Record<string, unknown>[],
    publicUrl: string,
  ): Promise<{ references: Record<string, unknown>[]; matched: number; core: number }>;
}

export const DEFAULT_MATCHER: LiteratureMatcher = matching;

/** Fuzzy candidates shown to the curator (facts §3.11: at most 5). */
export const FUZZY_CANDIDATE_LIMIT = 5;

/** The statuses in which a workflow has steps to run (a job for any other status does nothing). */
const RUNNABLE_STATUSES = ['processing', 'running'];

export interface ProcessOptions {
  matcher?: LiteratureMatcher;
}

export async function runWorkflowProcessJob(
  db: Kysely<Database>,
  config: AppConfig,
  job: Job,
): Promise<void> {
  await processWorkflow(db, config, String(job.payload.workflowId ?? ''));
}

/** Runs the processing steps of one workflow; idempotent (a workflow past its steps is left alone). */
export async function processWorkflow(
  db: Kysely<Database>,
  config: AppConfig,
  workflowId: string,
  options: ProcessOptions = {},
): Promise<void> {
  const started = await db.transaction().execute(async (tx) => {
    const row = await findWorkflowRowById(tx, workflowId, { forUpdate: true });
    if (!row || !RUNNABLE_STATUSES.includes(row.status)) {
      return undefined;
    }
    await updateWorkflow(tx, row, { status: 'running', error: null });
    return row;
  });
  if (!started) {
    return;
  }
  try {
    if (started.kind === 'authors') {
      await processAuthor(db, started);
    } else {
      await processLiterature(db, config, started, options.matcher ?? DEFAULT_MATCHER);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.transaction().execute(async (tx) => {
      const row = await findWorkflowRowById(tx, workflowId, { forUpdate: true });
      // Deleted meanwhile, or a curator moved it on: nothing to record.
      if (row?.status !== 'running') {
        return;
      }
      await updateWorkflow(tx, row, { status: 'error', error: reason });
    });
  }
}

/**
 * Writes the outcome of the steps, unless the workflow left `running` meanwhile (deleted, or restarted and
 * claimed by another job): then the outcome belongs to nobody and is dropped.
 */
async function finishStep(
  db: Kysely<Database>,
  workflowId: string,
  write: (tx: Transaction<Database>, row: WorkflowRow) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await findWorkflowRowById(tx, workflowId, { forUpdate: true });
    if (row?.status !== 'running') {
      return;
    }
    await write(tx, row);
  });
}

/** Author records with this ORCID (an author profile is unique per ORCID). */
export async function authorsWithOrcid(db: Kysely<Database>, orcid: string): Promise<number[]> {
  const rows = await db
    .selectFrom('records')
    .select('control_number')
    .where('pid_type', '=', COLLECTIONS.authors.pidType)
    .where('deleted', '=', false)
    .where(sql<boolean>`metadata->'ids' @> ${JSON.stringify([{ schema: 'ORCID', value: orcid }])}::jsonb`)
    .orderBy('control_number')
    .execute();
  return rows.map((row) => row.control_number);
}

async function processAuthor(db: Kysely<Database>, started: WorkflowRow): Promise<void> {
  if (started.workflow_type === 'AUTHOR_UPDATE') {
    // The record was updated when submitted (facts §2.3): curators only review the change.
    await finishStep(db, started.id, async (tx, row) => {
      const controlNumber = typeof row.data.control_number === 'number' ? row.data.control_number : undefined;
      const name = authorName(row.data);
      const existing = await tx
        .selectFrom('curator_tickets')
        .select('id')
        .where('workflow_id', '=', row.id)
        .where('ticket_type', '=', 'author_update')
        .executeTakeFirst();
      if (!existing) {
        await openCuratorTicket(tx, {
          type: 'author_update',
          subject: `Update to author ${name} on ${PRODUCT_NAME}`,
          description: `${row.submitter_email ?? 'A user'} updated the author profile of ${name}.`,
          ...(controlNumber !== undefined
            ? { link: `/authors/${controlNumber}`, collection: 'authors' as const, controlNumber }
            : {}),
          workflowId: row.id,
          ...(row.submitter_email ? { requesterEmail: row.submitter_email } : {}),
        });
      }
      await updateWorkflow(tx, row, {
        status: 'completed',
        ...(controlNumber !== undefined ? { controlNumber } : {}),
      });
    });
    return;
  }

  // The submission number ties the record to the workflow it came from (facts §3.10 step 3).
  const acquisition =
    typeof started.data.acquisition_source === 'object' && started.data.acquisition_source !== null
      ? (started.data.acquisition_source as Record<string, unknown>)
      : {};
  const data = { ...started.data, acquisition_source: { ...acquisition, submission_number: started.id } };
  const validationErrors = validationErrorsOf('authors', data);
  const orcid = orcidOf(data);
  const sameOrcid = orcid && validationErrors.length === 0 ? await authorsWithOrcid(db, orcid) : [];
  await finishStep(db, started.id, async (tx, row) => {
    if (validationErrors.length > 0) {
      await updateWorkflow(tx, row, {
        data,
        status: 'error_validation',
        validationErrors,
        error: `The author is not valid: ${describe(validationErrors)}`,
      });
      return;
    }
    // A profile with this ORCID exists: the curator sees it among the matches, and accept is refused (decide.ts).
    await updateWorkflow(tx, row, {
      data,
      status: 'approval',
      validationErrors: [],
      matches: { exact: sameOrcid, fuzzy: [] },
    });
  });
}

async function processLiterature(
  db: Kysely<Database>,
  config: AppConfig,
  started: WorkflowRow,
  matcher: LiteratureMatcher,
): Promise<void> {
  const validationErrors = validationErrorsOf('literature', started.data);
  if (validationErrors.length > 0) {
    await finishStep(db, started.id, async (tx, row) => {
      await updateWorkflow(tx, row, {
        status: 'error_validation',
        validationErrors,
        error: `The record is not valid: ${describe(validationErrors)}`,
      });
    });
    return;
  }

  // The submitter's pasted references win over references already in the data (facts §3.11 step 9).
  const pasted = typeof started.form_data?.references === 'string' ? started.form_data.references : '';
  const raw =
    pasted.trim() !== ''
      ? matcher.parseReferenceText(pasted)
      : Array.isArray(started.data.references)
        ? (started.data.references as Record<string, unknown>[])
        : [];
  const linked = raw.length > 0 ? await matcher.linkReferences(db, raw, config.publicUrl) : undefined;
  const data = linked ? { ...started.data, references: linked.references } : started.data;
  const referenceCount = { total: raw.length, matched: linked?.matched ?? 0, core: linked?.core ?? 0 };

  const exact = await matcher.findExactMatches(db, data);
  const fuzzy = exact.length === 0 ? await matcher.findFuzzyCandidates(db, data, FUZZY_CANDIDATE_LIMIT) : [];

  await finishStep(db, started.id, async (tx, row) => {
    const common = { data, referenceCount, validationErrors: [] };
    if (exact.length >= 2) {
      await updateWorkflow(tx, row, {
        ...common,
        status: 'error_multiple_exact_matches',
        matches: { exact, fuzzy: [] },
        error: `Multiple exact matches: records ${exact.join(', ')}. Merge the duplicates, then restart the workflow.`,
      });
      return;
    }
    if (exact.length === 1) {
      await completeAsExisting(tx, config, row, exact[0]!, { ...common, matches: { exact, fuzzy: [] } });
      return;
    }
    if (fuzzy.length > 0) {
      await updateWorkflow(tx, row, {
        ...common,
        status: 'approval_fuzzy_matching',
        matches: { exact: [], fuzzy },
      });
      return;
    }
    await updateWorkflow(tx, row, { ...common, status: 'approval', matches: { exact: [], fuzzy: [] } });
  });
}

/**
 * A submission of a paper we already have (an exact match, or the fuzzy candidate the curator chose): it is
 * auto-rejected and completed, and the submitter is told where the record is (facts §3.11 step 6).
 */
export async function completeAsExisting(
  tx: Transaction<Database>,
  config: AppConfig,
  row: WorkflowRow,
  controlNumber: number,
  changes: WorkflowChanges = {},
): Promise<void> {
  await tx
    .insertInto('workflow_decisions')
    .values({ workflow_id: row.id, action: 'auto_reject', value: null, user_email: null, user_id: null })
    .onConflict((conflict) => conflict.columns(['workflow_id', 'action']).doNothing())
    .execute();
  await updateWorkflow(tx, row, { ...changes, status: 'completed', controlNumber, error: null });
  await mailSubmitter(
    tx,
    row,
    'exists',
    literatureExistsMail(changes.data ?? row.data, config.publicUrl, controlNumber),
  );
}

function describe(issues: { message: string; path: string[] }[]): string {
  return issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}
