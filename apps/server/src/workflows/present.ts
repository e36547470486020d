import { type FuzzyCandidate, validateRecord, type Workflow } from '@parton/records';
import { decisionsOf, type Executor, ticketsOf, type WorkflowRow } from './repository';

/** Workflow rows as the back office's `workflowSchema` (packages/records/src/api/backoffice.ts). */

/** The control number a record being built does not have yet: validation must not fail for its absence. */
const PLACEHOLDER_CONTROL_NUMBER = 1;

/** Issues of the data against its collection's schema, as `[{message, path[]}]` (facts §3.2 validation_errors). */
export function validationErrorsOf(
  kind: 'authors' | 'literature',
  data: Record<string, unknown>,
): { message: string; path: string[] }[] {
  const result = validateRecord(kind, {
    ...data,
    control_number:
      typeof data.control_number === 'number' ? data.control_number : PLACEHOLDER_CONTROL_NUMBER,
  });
  if (result.ok) {
    return [];
  }
  return result.issues.map((issue) => ({ message: issue.message, path: issue.path.split('.') }));
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export async function presentWorkflows(db: Executor, rows: WorkflowRow[]): Promise<Workflow[]> {
  const ids = rows.map((row) => row.id);
  const [decisions, tickets] = [await decisionsOf(db, ids), await ticketsOf(db, ids)];
  return rows.map((row) => ({
    id: row.id,
    workflow_type: row.workflow_type,
    status: row.status,
    data: row.data,
    form_data: row.form_data,
    matches: row.matches
      ? { exact: row.matches.exact ?? [], fuzzy: (row.matches.fuzzy ?? []) as FuzzyCandidate[] }
      : null,
    reference_count: row.reference_count,
    error: row.error,
    // Authors: always against the current data (facts §3.6); literature: what the last processing step found.
    validation_errors:
      row.kind === 'authors' ? validationErrorsOf('authors', row.data) : row.validation_errors,
    decisions: decisions
      .filter((decision) => decision.workflow_id === row.id)
      .map((decision) => ({
        id: decision.id,
        action: decision.action,
        value: decision.value,
        user: { email: decision.user_email ?? '' },
        _created_at: iso(decision.created),
      })),
    tickets: tickets
      .filter((ticket) => ticket.workflow_id === row.id)
      .map((ticket) => ({ id: ticket.id, ticket_type: ticket.ticket_type, status: ticket.status })),
    control_number: row.control_number,
    submitter:
      row.submitter_email === null && row.submitter_orcid === null
        ? null
        : { email: row.submitter_email, orcid: row.submitter_orcid },
    _created_at: iso(row.created),
    _updated_at: iso(row.updated),
  }));
}

export async function presentWorkflow(db: Executor, row: WorkflowRow): Promise<Workflow> {
  const [workflow] = await presentWorkflows(db, [row]);
  return workflow!;
}
