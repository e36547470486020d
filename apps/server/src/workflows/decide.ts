import {
  AUTHOR_ACTIONS,
  COLLECTIONS,
  LITERATURE_ACTIONS,
  REJECTION_TEXT_LIMIT,
  type Workflow,
  type WorkflowKind,
} from '@parton/records';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { RecordValidationError } from '../records/errors';
import { allocateControlNumber } from '../records/repository';
import { saveRecordsInTransaction } from '../records/writer';
import { NOT_AWAITING_DECISION_MESSAGE, WORKFLOW_NOT_FOUND_MESSAGE, WorkflowActionError } from './errors';
import { authorName, literatureTitle, orcidOf } from './identifiers';
import {
  authorAcceptedMail,
  authorRejectedMail,
  literatureAcceptedMail,
  literatureRejectedMail,
  mailSubmitter,
} from './mails';
import { presentWorkflow } from './present';
import { completeAsExisting } from './process';
import {
  deleteDecisions,
  deleteWorkflowRow,
  findWorkflowRow,
  insertDecision,
  updateWorkflow,
  type WorkflowRow,
} from './repository';
import { enqueueProcessing } from './start';
import { openCuratorTicket } from './tickets';

/**
 * Curators' decisions (facts §3.5) and the other actions on a workflow. A decision is one transaction: the
 * decision row, the record it writes (control number, revision, search rows, signatures, citation edges through
 * the record writer's derivers), the status change, the curator ticket and the submitter's mail — or nothing.
 */

export interface DecisionInput {
  action: string;
  /** The rejection text (hep_reject) or the chosen record's control number (fuzzy_match). */
  value?: string;
  curator: { id: number; email: string };
}

/** Decisions of which a workflow takes at most one (facts §3.2: the "exclusive" decisions). */
const EXCLUSIVE_ACTIONS = new Set([
  'accept',
  'accept_curate',
  'reject',
  'hep_accept',
  'hep_accept_core',
  'hep_reject',
  'auto_reject',
]);

export async function getWorkflow(
  db: Kysely<Database>,
  kind: WorkflowKind,
  id: string,
): Promise<Workflow | null> {
  const row = await findWorkflowRow(db, kind, id);
  return row ? presentWorkflow(db, row) : null;
}

/** Deletes a workflow with its decisions (its tickets stay, unlinked); false when there is no such workflow. */
export async function deleteWorkflow(db: Kysely<Database>, kind: WorkflowKind, id: string): Promise<boolean> {
  return deleteWorkflowRow(db, kind, id);
}

export async function decideWorkflow(
  context: AppContext,
  kind: WorkflowKind,
  id: string,
  input: DecisionInput,
): Promise<Workflow> {
  const actions: readonly string[] = kind === 'authors' ? AUTHOR_ACTIONS : LITERATURE_ACTIONS;
  if (!actions.includes(input.action)) {
    throw new WorkflowActionError(400, `Unknown action "${input.action}" for ${kind} workflows.`);
  }
  const value = (input.value ?? '').trim();
  if (value.length > REJECTION_TEXT_LIMIT) {
    throw new WorkflowActionError(400, `The text is longer than ${REJECTION_TEXT_LIMIT} characters.`);
  }
  return context.db.transaction().execute(async (tx) => {
    const row = await findWorkflowRow(tx, kind, id, { forUpdate: true });
    if (!row) {
      throw new WorkflowActionError(404, WORKFLOW_NOT_FOUND_MESSAGE);
    }
    if (!awaitsDecision(row, input.action, value)) {
      throw new WorkflowActionError(400, NOT_AWAITING_DECISION_MESSAGE);
    }
    const taken = await tx
      .selectFrom('workflow_decisions')
      .select('action')
      .where('workflow_id', '=', row.id)
      .execute();
    if (
      EXCLUSIVE_ACTIONS.has(input.action) &&
      taken.some((decision) => EXCLUSIVE_ACTIONS.has(decision.action))
    ) {
      throw new WorkflowActionError(409, 'A decision has already been taken on this workflow.');
    }
    const decide = { tx, context, row, value, curator: input.curator, action: input.action };
    if (kind === 'authors') {
      await decideAuthor(decide);
    } else {
      await decideLiterature(decide);
    }
    const updated = await findWorkflowRow(tx, kind, id);
    return presentWorkflow(tx, updated!);
  });
}

/** Restarts a workflow's processing from the start (its decisions are wiped); refused once completed. */
export async function restartWorkflow(
  context: AppContext,
  kind: WorkflowKind,
  id: string,
): Promise<Workflow> {
  return context.db.transaction().execute(async (tx) => {
    const row = await findWorkflowRow(tx, kind, id, { forUpdate: true });
    if (!row) {
      throw new WorkflowActionError(404, WORKFLOW_NOT_FOUND_MESSAGE);
    }
    if (row.status === 'completed') {
      throw new WorkflowActionError(400, 'Cannot restart a completed workflow.');
    }
    await deleteDecisions(tx, row.id);
    await updateWorkflow(tx, row, { status: 'processing', error: null, matches: null, validationErrors: [] });
    await enqueueProcessing(tx, row.id);
    const updated = await findWorkflowRow(tx, kind, id);
    return presentWorkflow(tx, updated!);
  });
}

function awaitsDecision(row: WorkflowRow, action: string, value: string): boolean {
  if (row.kind === 'authors') {
    return row.status === 'approval';
  }
  if (action === 'fuzzy_match') {
    // With a record number, fuzzy_match also says "this is a duplicate of record N" while awaiting approval.
    return row.status === 'approval_fuzzy_matching' || (row.status === 'approval' && value !== '');
  }
  return row.status === 'approval';
}

interface Decide {
  tx: Transaction<Database>;
  context: AppContext;
  row: WorkflowRow;
  value: string;
  curator: { id: number; email: string };
  action: string;
}

async function recordDecision(decide: Decide, value: string | null): Promise<void> {
  await insertDecision(decide.tx, {
    workflowId: decide.row.id,
    action: decide.action,
    value,
    userEmail: decide.curator.email,
    userId: decide.curator.id,
  });
}

/** Writes a new record in the decision's transaction; an invalid record refuses the decision (400, nothing written). */
async function writeNewRecord(
  tx: Transaction<Database>,
  collection: 'authors' | 'literature',
  metadata: Record<string, unknown>,
): Promise<number> {
  const controlNumber = await allocateControlNumber(tx);
  try {
    await saveRecordsInTransaction(tx, [
      { collection, metadata: { ...metadata, control_number: controlNumber } },
    ]);
  } catch (error) {
    if (error instanceof RecordValidationError) {
      throw new WorkflowActionError(400, `The record cannot be stored: ${error.message}`);
    }
    throw error;
  }
  return controlNumber;
}

async function decideAuthor(decide: Decide): Promise<void> {
  const { tx, context, row } = decide;
  if (decide.action === 'reject') {
    await recordDecision(decide, null);
    await updateWorkflow(tx, row, { status: 'completed' });
    await mailSubmitter(tx, row, 'rejected', authorRejectedMail(row.data));
    return;
  }
  // accept or accept_curate. One profile per ORCID: a match found by the processing refuses the accept.
  const existing = row.matches?.exact ?? [];
  if (existing.length > 0) {
    throw new WorkflowActionError(
      409,
      `An author with ORCID ${orcidOf(row.data) ?? ''} already exists (record ${existing.join(', ')}): reject this submission.`,
    );
  }
  await recordDecision(decide, null);
  const { control_number: _none, ...data } = row.data;
  const controlNumber = await writeNewRecord(tx, 'authors', {
    ...data,
    $schema: `https://inspirehep.net/schemas/records/${COLLECTIONS.authors.schemaName}.json`,
    _collections: ['Authors'],
  });
  await updateWorkflow(tx, row, {
    status: 'completed',
    controlNumber,
    data: { ...row.data, control_number: controlNumber },
  });
  if (decide.action === 'accept_curate') {
    const name = authorName(row.data);
    await openCuratorTicket(tx, {
      type: 'author_curation',
      subject: `Curation needed for author ${name}`,
      description: `The new author profile of ${name} was accepted with curation by ${decide.curator.email}.`,
      link: `/authors/${controlNumber}`,
      collection: 'authors',
      controlNumber,
      workflowId: row.id,
      ...(row.submitter_email ? { requesterEmail: row.submitter_email } : {}),
    });
  }
  await mailSubmitter(
    tx,
    row,
    'accepted',
    authorAcceptedMail(row.data, context.config.publicUrl, controlNumber),
  );
}

async function decideLiterature(decide: Decide): Promise<void> {
  const { tx, context, row, value } = decide;
  if (decide.action === 'fuzzy_match') {
    await decideFuzzyMatch(decide);
    return;
  }
  if (decide.action === 'hep_reject') {
    if (value === '') {
      throw new WorkflowActionError(400, 'A rejection needs the text sent to the submitter.');
    }
    await recordDecision(decide, value);
    await updateWorkflow(tx, row, { status: 'completed' });
    await mailSubmitter(tx, row, 'rejected', literatureRejectedMail(row.data, value));
    return;
  }
  // hep_accept or hep_accept_core: the record is the data with its linked references, as core or not.
  const core = decide.action === 'hep_accept_core';
  await recordDecision(decide, null);
  const { control_number: _none, ...data } = row.data;
  const controlNumber = await writeNewRecord(tx, 'literature', {
    ...data,
    $schema: `https://inspirehep.net/schemas/records/${COLLECTIONS.literature.schemaName}.json`,
    _collections: ['Literature'],
    core,
  });
  await updateWorkflow(tx, row, {
    status: 'completed',
    controlNumber,
    data: { ...row.data, control_number: controlNumber, core },
  });
  const title = literatureTitle(row.data);
  await openCuratorTicket(tx, {
    type: 'literature_curation',
    subject: `Curation of "${title}" (#${controlNumber})`,
    description: [
      `Accepted as ${core ? 'CORE' : 'Non-CORE'} by ${decide.curator.email}.`,
      typeof row.form_data?.comments === 'string' && row.form_data.comments.trim() !== ''
        ? `Submitter's comments: ${row.form_data.comments.trim()}`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
    link: `/literature/${controlNumber}`,
    collection: 'literature',
    controlNumber,
    workflowId: row.id,
    ...(row.submitter_email ? { requesterEmail: row.submitter_email } : {}),
  });
  await mailSubmitter(
    tx,
    row,
    'accepted',
    literatureAcceptedMail(row.data, context.config.publicUrl, controlNumber),
  );
}

/**
 * `fuzzy_match` with a record number: the submission is that record (a chosen candidate, or — while awaiting
 * approval — "a duplicate of record N"): auto-rejected and completed, the submitter told where it is. Without one
 * ("none of these"): it continues as a new record and awaits approval.
 */
async function decideFuzzyMatch(decide: Decide): Promise<void> {
  const { tx, context, row, value } = decide;
  if (value === '') {
    await upsertFuzzyDecision(decide, null);
    await updateWorkflow(tx, row, { status: 'approval' });
    return;
  }
  if (!/^\d{1,9}$/.test(value)) {
    throw new WorkflowActionError(400, `"${value}" is not a record number.`);
  }
  const controlNumber = Number(value);
  const record = await tx
    .selectFrom('records')
    .select('control_number')
    .where('pid_type', '=', COLLECTIONS.literature.pidType)
    .where('control_number', '=', controlNumber)
    .where('deleted', '=', false)
    .executeTakeFirst();
  if (!record) {
    throw new WorkflowActionError(400, `There is no literature record ${controlNumber}.`);
  }
  await upsertFuzzyDecision(decide, value);
  await completeAsExisting(tx, context.config, row, controlNumber);
}

/** "None of these" then "duplicate of N" is allowed: the one fuzzy_match decision keeps the latest choice. */
async function upsertFuzzyDecision(decide: Decide, value: string | null): Promise<void> {
  await decide.tx
    .insertInto('workflow_decisions')
    .values({
      workflow_id: decide.row.id,
      action: 'fuzzy_match',
      value,
      user_email: decide.curator.email,
      user_id: decide.curator.id,
    })
    .onConflict((conflict) =>
      conflict.columns(['workflow_id', 'action']).doUpdateSet({
        value,
        user_email: decide.curator.email,
        user_id: decide.curator.id,
        created: new Date(),
      }),
    )
    .execute();
}
