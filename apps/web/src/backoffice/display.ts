import {
  DECISION_LABELS,
  WORKFLOW_KINDS,
  WORKFLOW_STATUSES,
  WORKFLOW_TYPES,
  type Workflow,
  type WorkflowKind,
} from '@parton/records';

/** Pure helpers that turn workflow rows into what the screens show (facts §3.9). */

export function isWorkflowKind(value: string | undefined): value is WorkflowKind {
  return (WORKFLOW_KINDS as readonly string[]).includes(value ?? '');
}

export function kindOfType(workflowType: string): WorkflowKind | undefined {
  return (WORKFLOW_TYPES as Record<string, { kind: WorkflowKind }>)[workflowType]?.kind;
}

export function workflowTypeLabel(workflowType: string): string {
  return (WORKFLOW_TYPES as Record<string, { label: string }>)[workflowType]?.label ?? workflowType;
}

export function statusLabel(status: string): string {
  return (WORKFLOW_STATUSES as Record<string, { label: string }>)[status]?.label ?? status;
}

export function isUpdateType(workflowType: string): boolean {
  return workflowType.endsWith('_UPDATE');
}

export function isErrorStatus(status: string): boolean {
  return status === 'error' || status.startsWith('error_');
}

/** Antd Tag colours by dashboard group: review amber, failed red, done green, running blue. */
export function statusColor(status: string): string {
  const group = (WORKFLOW_STATUSES as Record<string, { group: string }>)[status]?.group;
  switch (group) {
    case 'Needs review':
      return 'gold';
    case 'Failed':
      return 'red';
    case 'Completed':
      return 'green';
    case 'Blocked':
      return 'purple';
    default:
      return 'blue';
  }
}

/** Status groups in dashboard order, each with its statuses (facts §3.4). */
export const STATUS_GROUPS: readonly { name: string; statuses: string[] }[] = (() => {
  const groups: { name: string; statuses: string[] }[] = [];
  for (const [status, { group }] of Object.entries(WORKFLOW_STATUSES)) {
    const existing = groups.find((entry) => entry.name === group);
    if (existing) {
      existing.statuses.push(status);
    } else {
      groups.push({ name: group, statuses: [status] });
    }
  }
  const order = ['Needs review', 'Failed', 'In progress', 'Blocked', 'Completed'];
  return groups.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
})();

// The pill never shows the matching step's resolution: it is not a decision on the submission (facts §3.5).
const HIDDEN_DECISION_ACTIONS = new Set([
  'fuzzy_match',
  'exact_match',
  'merge_approve',
  'missing_subject_fields',
]);

/** The decision shown as the pill: the latest visible one, with its label and outcome. */
export function visibleDecision(workflow: Pick<Workflow, 'decisions'>) {
  const decisions = workflow.decisions.filter((decision) => !HIDDEN_DECISION_ACTIONS.has(decision.action));
  const latest = decisions.at(-1);
  if (!latest) {
    return null;
  }
  const labels = DECISION_LABELS[latest.action] ?? { label: latest.action, outcome: latest.action };
  return { ...latest, ...labels };
}

export function decisionColor(action: string): string {
  if (action.includes('reject') || action === 'discard') {
    return 'red';
  }
  if (action.includes('core')) {
    return 'geekblue';
  }
  return 'green';
}

type Data = Record<string, unknown>;

function asRecord(value: unknown): Data | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : undefined;
}

export function asList(value: unknown): Data[] {
  return Array.isArray(value) ? value.map(asRecord).filter((item): item is Data => item !== undefined) : [];
}

/** Table rows need a key: the position, as submitted lists have no ids (and may repeat entries). */
export function withKeys(rows: Data[]): Data[] {
  return rows.map((row, index) => ({ ...row, _key: String(index) }));
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The heading of a workflow: an author's name or a paper's title. */
export function workflowTitle(workflow: Pick<Workflow, 'data'>, kind: WorkflowKind): string {
  if (kind === 'authors') {
    const name = asRecord(workflow.data.name);
    return text(name?.preferred_name) || text(name?.value) || 'Unnamed author';
  }
  const title = asList(workflow.data.titles)[0];
  return text(title?.title) || 'Untitled';
}

/** Who submitted the workflow and when, from the acquisition source or the submitter columns. */
export function submissionInfo(workflow: Pick<Workflow, 'data' | 'submitter' | '_created_at'>) {
  const source = asRecord(workflow.data.acquisition_source);
  const email = workflow.submitter?.email ?? (text(source?.email) || null);
  const date = text(source?.datetime) || workflow._created_at;
  return { email, date, source: text(source?.source), method: text(source?.method) };
}

/** `2024-05-03 14:07` in the reader's zone, as the back office shows submission times. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `…/api/literature/123` → 123: where a linked reference points. */
export function recidOfRef(reference: unknown): number | null {
  const ref = text(asRecord(reference)?.$ref);
  const match = /\/(\d+)\/?$/.exec(ref);
  return match ? Number(match[1]) : null;
}

/** Private notes' values (`_private_notes[].value`). */
export function privateNotes(data: Data): string[] {
  return asList(data._private_notes)
    .map((note) => text(note.value))
    .filter(Boolean);
}

/** The back office's own page of a workflow. */
export function workflowPath(kind: WorkflowKind, id: string): string {
  return `/backoffice/${kind}/${encodeURIComponent(id)}`;
}

/** Search page of a kind with the given filters. */
export function searchPath(
  kind: WorkflowKind,
  filters: { workflow_type?: string; status?: string; q?: string },
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) {
      params.set(key, value);
    }
  }
  const query = params.toString();
  return `/backoffice/${kind}/search${query ? `?${query}` : ''}`;
}
