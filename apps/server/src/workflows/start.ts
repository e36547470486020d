import { WORKFLOW_TYPES, type WorkflowKind, type WorkflowType } from '@parton/records';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueJob } from '../queue/queue';
import { timeOrderedUuid } from '../records/ids';
import { AUTHOR_DUPLICATE_MESSAGE, DuplicateWorkflowError, LITERATURE_DUPLICATE_MESSAGE } from './errors';
import { arxivIdsOf, doisOf, orcidOf } from './identifiers';
import { authorReceivedMail, literatureReceivedMail, mailSubmitter } from './mails';
import { insertWorkflow } from './repository';

/** The queue job that runs a workflow's processing steps (payload `{workflowId}`; process.ts). */
export const WORKFLOW_PROCESS_JOB = 'workflows.process';

export interface StartWorkflowInput {
  kind: WorkflowKind;
  workflowType: WorkflowType;
  data: Record<string, unknown>;
  formData?: Record<string, unknown>;
  submitter: { userId: number | null; email: string | null; orcid: string | null };
}

/** Author workflows with these statuses hold their ORCID: a second AUTHOR_CREATE with it is refused. */
const AUTHOR_BLOCKING_STATUSES = ['processing', 'running', 'approval', 'error', 'error_validation'];

/** Enqueues the processing of a workflow (start and restart), at most one pending job per workflow. */
export async function enqueueProcessing(tx: Transaction<Database>, workflowId: string): Promise<void> {
  await enqueueJob(tx, WORKFLOW_PROCESS_JOB, { workflowId }, { dedupeKey: `workflow:${workflowId}` });
}

/**
 * Starts a workflow in the caller's transaction: refuses a duplicate (DuplicateWorkflowError, 409), inserts the
 * row with status `processing`, enqueues its processing and mails the submitter that it was received — all of it
 * exists exactly when the caller's write (the submission) commits.
 */
export async function startWorkflow(
  tx: Transaction<Database>,
  input: StartWorkflowInput,
): Promise<{ id: string; status: string }> {
  if (WORKFLOW_TYPES[input.workflowType]?.kind !== input.kind) {
    throw new Error(`workflow type ${input.workflowType} is not a type of ${input.kind} workflows`);
  }
  await refuseDuplicates(tx, input);
  const id = timeOrderedUuid();
  await insertWorkflow(tx, {
    id,
    kind: input.kind,
    workflowType: input.workflowType,
    data: input.data,
    formData: input.formData ?? null,
    submitterUserId: input.submitter.userId,
    submitterEmail: input.submitter.email,
    submitterOrcid: input.submitter.orcid,
  });
  await enqueueProcessing(tx, id);
  // An author update needs no decision (the record was updated already): it only opens a ticket, no mail.
  if (input.workflowType === 'AUTHOR_CREATE') {
    await mailSubmitter(
      tx,
      { id, submitter_email: input.submitter.email },
      'received',
      authorReceivedMail(input.data),
    );
  }
  if (input.kind === 'literature') {
    await mailSubmitter(
      tx,
      { id, submitter_email: input.submitter.email },
      'received',
      literatureReceivedMail(input.data),
    );
  }
  return { id, status: 'processing' };
}

async function refuseDuplicates(tx: Transaction<Database>, input: StartWorkflowInput): Promise<void> {
  if (input.kind === 'literature') {
    const arxivIds = arxivIdsOf(input.data);
    const dois = doisOf(input.data);
    if (arxivIds.length === 0 && dois.length === 0) {
      return;
    }
    // Two submissions of one paper at the same moment: the second waits for the first to commit, then sees it.
    await lockKeys(tx, [...arxivIds.map((id) => `arxiv:${id}`), ...dois.map((doi) => `doi:${doi}`)]);
    const clash = await tx
      .selectFrom('workflows')
      .select('id')
      .where('kind', '=', 'literature')
      .where('status', '<>', 'completed')
      .where((eb) =>
        eb.or([
          ...(arxivIds.length > 0 ? [sql<boolean>`arxiv_ids && ${sql.val(arxivIds)}::text[]`] : []),
          ...(dois.length > 0 ? [sql<boolean>`dois && ${sql.val(dois)}::text[]`] : []),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (clash) {
      throw new DuplicateWorkflowError(LITERATURE_DUPLICATE_MESSAGE);
    }
    return;
  }
  if (input.workflowType !== 'AUTHOR_CREATE') {
    return;
  }
  const orcid = orcidOf(input.data);
  if (!orcid) {
    return;
  }
  await lockKeys(tx, [`orcid:${orcid}`]);
  const clash = await tx
    .selectFrom('workflows')
    .select('id')
    .where('kind', '=', 'authors')
    .where('workflow_type', '=', 'AUTHOR_CREATE')
    .where('orcid', '=', orcid)
    .where('status', 'in', AUTHOR_BLOCKING_STATUSES)
    .limit(1)
    .executeTakeFirst();
  if (clash) {
    throw new DuplicateWorkflowError(AUTHOR_DUPLICATE_MESSAGE);
  }
}

/** Transaction-scoped advisory locks on the identifiers, in a fixed order (no deadlock between two submitters). */
async function lockKeys(tx: Transaction<Database>, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`workflow:${key}`}))`.execute(tx);
  }
}
