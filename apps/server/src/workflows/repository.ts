import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WorkflowsTable } from '../db/schema';
import { arxivIdsOf, doisOf, orcidOf, searchTextOf } from './identifiers';

/** The SQL of `workflows` and `workflow_decisions` (migration 0540). */

export type Executor = Kysely<Database> | Transaction<Database>;
export type WorkflowRow = Selectable<WorkflowsTable>;
export type WorkflowKind = WorkflowsTable['kind'];

export interface NewWorkflowRow {
  id: string;
  kind: WorkflowKind;
  workflowType: string;
  data: Record<string, unknown>;
  formData: Record<string, unknown> | null;
  submitterUserId: number | null;
  submitterEmail: string | null;
  submitterOrcid: string | null;
}

/** The columns derived from `data` (duplicate checks and search), written whenever `data` is. */
function derivedColumns(kind: WorkflowKind, data: Record<string, unknown>, submitterEmail: string | null) {
  return {
    arxiv_ids: kind === 'literature' ? arxivIdsOf(data) : [],
    dois: kind === 'literature' ? doisOf(data) : [],
    orcid: kind === 'authors' ? orcidOf(data) : null,
    search: searchTextOf(kind, data, submitterEmail),
  };
}

export async function insertWorkflow(db: Executor, row: NewWorkflowRow): Promise<void> {
  await db
    .insertInto('workflows')
    .values({
      id: row.id,
      kind: row.kind,
      workflow_type: row.workflowType,
      status: 'processing',
      data: JSON.stringify(row.data),
      form_data: row.formData === null ? null : JSON.stringify(row.formData),
      submitter_user_id: row.submitterUserId,
      submitter_email: row.submitterEmail,
      submitter_orcid: row.submitterOrcid,
      ...derivedColumns(row.kind, row.data, row.submitterEmail),
    })
    .execute();
}

export async function findWorkflowRow(
  db: Executor,
  kind: WorkflowKind,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WorkflowRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  let query = db.selectFrom('workflows').selectAll().where('id', '=', id).where('kind', '=', kind);
  if (options.forUpdate) {
    query = query.forUpdate();
  }
  return query.executeTakeFirst();
}

/** Any kind: the queue job knows only the id. */
export async function findWorkflowRowById(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WorkflowRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  let query = db.selectFrom('workflows').selectAll().where('id', '=', id);
  if (options.forUpdate) {
    query = query.forUpdate();
  }
  return query.executeTakeFirst();
}

export interface WorkflowChanges {
  status?: string;
  workflowType?: string;
  data?: Record<string, unknown>;
  matches?: { exact: number[]; fuzzy: Record<string, unknown>[] } | null;
  referenceCount?: { total: number; matched: number; core: number } | null;
  error?: string | null;
  validationErrors?: { message: string; path: string[] }[];
  controlNumber?: number | null;
}

/** Updates the given fields and `updated`; `data` also rewrites the derived columns. */
export async function updateWorkflow(
  db: Executor,
  row: WorkflowRow,
  changes: WorkflowChanges,
): Promise<void> {
  await db
    .updateTable('workflows')
    .set({
      updated: new Date(),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.workflowType !== undefined ? { workflow_type: changes.workflowType } : {}),
      ...(changes.data !== undefined
        ? {
            data: JSON.stringify(changes.data),
            ...derivedColumns(row.kind, changes.data, row.submitter_email),
          }
        : {}),
      ...(changes.matches !== undefined
        ? { matches: changes.matches === null ? null : JSON.stringify(changes.matches) }
        : {}),
      ...(changes.referenceCount !== undefined
        ? { reference_count: changes.referenceCount === null ? null : JSON.stringify(changes.referenceCount) }
        : {}),
      ...(changes.error !== undefined ? { error: changes.error } : {}),
      ...(changes.validationErrors !== undefined
        ? { validation_errors: JSON.stringify(changes.validationErrors) }
        : {}),
      ...(changes.controlNumber !== undefined ? { control_number: changes.controlNumber } : {}),
    })
    .where('id', '=', row.id)
    .execute();
}

export async function deleteWorkflowRow(db: Executor, kind: WorkflowKind, id: string): Promise<boolean> {
  if (!isUuid(id)) {
    return false;
  }
  const result = await db
    .deleteFrom('workflows')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface DecisionRow {
  id: number;
  workflow_id: string;
  action: string;
  value: string | null;
  user_email: string | null;
  created: Date;
}

export async function insertDecision(
  db: Executor,
  decision: {
    workflowId: string;
    action: string;
    value: string | null;
    userEmail: string | null;
    userId: number | null;
  },
): Promise<void> {
  await db
    .insertInto('workflow_decisions')
    .values({
      workflow_id: decision.workflowId,
      action: decision.action,
      value: decision.value,
      user_email: decision.userEmail,
      user_id: decision.userId,
    })
    .execute();
}

export async function decisionsOf(db: Executor, workflowIds: string[]): Promise<DecisionRow[]> {
  if (workflowIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('workflow_decisions')
    .select(['id', 'workflow_id', 'action', 'value', 'user_email', 'created'])
    .where('workflow_id', 'in', workflowIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function deleteDecisions(db: Executor, workflowId: string): Promise<void> {
  await db.deleteFrom('workflow_decisions').where('workflow_id', '=', workflowId).execute();
}

export interface TicketSummaryRow {
  id: number;
  workflow_id: string;
  ticket_type: string;
  status: string;
}

export async function ticketsOf(db: Executor, workflowIds: string[]): Promise<TicketSummaryRow[]> {
  if (workflowIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('curator_tickets')
    .select(['id', 'workflow_id', 'ticket_type', 'status'])
    .where('workflow_id', 'in', workflowIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), workflow_id: row.workflow_id ?? '' }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no workflow (rather than a database error on the uuid cast). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
