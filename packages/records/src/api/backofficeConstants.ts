/**
 * The back office's contract (spec §2.6, §4, §7, §8, §9; facts shared/reference/submissions-backoffice.md §3).
 * Workflows are rows in our PostgreSQL; their steps are jobs on the durable queue. The API lives under
 * `/api/backoffice/` and answers the shapes below.
 */

/** The two kinds of workflow, as in `/api/backoffice/workflows/{kind}/…` and `/backoffice/{kind}/…`. */
export const WORKFLOW_KINDS = ['authors', 'literature'] as const;
export type WorkflowKind = (typeof WORKFLOW_KINDS)[number];

/** Workflow types with their dashboard labels, in dashboard order. */
export const WORKFLOW_TYPES = {
  AUTHOR_CREATE: { kind: 'authors', label: 'new authors' },
  AUTHOR_UPDATE: { kind: 'authors', label: 'author updates' },
  HEP_CREATE: { kind: 'literature', label: 'new arxiv harvests' },
  HEP_UPDATE: { kind: 'literature', label: 'arxiv updates' },
  HEP_SUBMISSION: { kind: 'literature', label: 'new literature submissions' },
} as const satisfies Record<string, { kind: WorkflowKind; label: string }>;
export type WorkflowType = keyof typeof WORKFLOW_TYPES;

/** Statuses (facts §3.4): label and the dashboard group. */
export const WORKFLOW_STATUSES = {
  processing: { label: 'Processing', group: 'In progress' },
  running: { label: 'Running', group: 'In progress' },
  approval: { label: 'Waiting for approval', group: 'Needs review' },
  approval_fuzzy_matching: { label: 'Waiting for matching approval', group: 'Needs review' },
  blocked: { label: 'Blocked', group: 'Blocked' },
  error: { label: 'Error', group: 'Failed' },
  error_multiple_exact_matches: { label: 'Multiple exact matches', group: 'Failed' },
  error_validation: { label: 'Validation error', group: 'Failed' },
  completed: { label: 'Completed', group: 'Completed' },
} as const;
export type WorkflowStatus = keyof typeof WORKFLOW_STATUSES;

/** Decisions a curator can take (POST `workflows/{kind}/{id}/{action}/`). */
export const AUTHOR_ACTIONS = ['accept', 'accept_curate', 'reject'] as const;
export const LITERATURE_ACTIONS = ['hep_accept', 'hep_accept_core', 'hep_reject', 'fuzzy_match'] as const;
export type WorkflowAction = (typeof AUTHOR_ACTIONS)[number] | (typeof LITERATURE_ACTIONS)[number];
/** Non-decision actions on a workflow. */
export const WORKFLOW_COMMANDS = ['restart', 'resolve'] as const;

/** Pill texts of decisions (facts §3.5 resolveDecision). */
export const DECISION_LABELS: Record<string, { label: string; outcome: string }> = {
  accept: { label: 'Accept', outcome: 'accepted' },
  accept_curate: { label: 'Accept Curate', outcome: 'accepted with curation' },
  reject: { label: 'Reject', outcome: 'rejected' },
  hep_accept: { label: 'Accept', outcome: 'accepted as Non-CORE' },
  hep_accept_core: { label: 'Accept CORE', outcome: 'accepted as CORE' },
  hep_reject: { label: 'Reject', outcome: 'rejected' },
  auto_reject: { label: 'Auto Reject', outcome: 'auto rejected' },
  discard: { label: 'Discard', outcome: 'discarded' },
};

/** The longest rejection text a curator may send (facts §3.2 Decision.value). */
export const REJECTION_TEXT_LIMIT = 1500;
export const BACKOFFICE_PAGE_SIZE = 10;
export const BACKOFFICE_MAX_PAGE_SIZE = 250;

export { BACKOFFICE_REFRESH_TOKEN_KEY, BACKOFFICE_TOKEN_KEY } from './backofficeKeys';

/** Token lifetimes (facts §3.8: the JWT library's defaults upstream). */
export const BACKOFFICE_ACCESS_TOKEN_SECONDS = 5 * 60;
export const BACKOFFICE_REFRESH_TOKEN_SECONDS = 24 * 60 * 60;

/**
 * The `detail` of the back office's refusals (DRF and simplejwt's texts). A 403 with `tokenNotValid` is the one
 * the client answers by refreshing once and retrying; `notProvided` (401) means no bearer token was sent.
 */
export const BACKOFFICE_AUTH_MESSAGES = {
  loginFailed: 'No active account found with the given credentials',
  refreshFailed: 'Token is invalid or expired',
  notProvided: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  noPermission: 'You do not have permission to perform this action.',
} as const;

/** Notices (spec §8) and their durations in seconds (spec §9). */
export const BACKOFFICE_NOTICES = {
  loginFailed: { title: 'Login unsuccessful', seconds: 7 },
  actionSucceeded: { title: 'Success', seconds: 10 },
  actionFailed: { title: 'Unable to perform action', seconds: 10 },
  deleteFailed: { title: 'Unable to delete workflow', seconds: 10 },
  deleted: { title: 'Workflow deleted successfully.', seconds: 10 },
  fallback: 'An error occurred',
} as const;

/** `{Action} performed successfully`, a resolve being called a decision (spec §8). */
export function actionSucceededMessage(action: string): string {
  const name = action === 'resolve' ? 'decision' : action.replaceAll('_', ' ');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} performed successfully`;
}

/** Curator tickets: the work a curator must look at outside a decision. */
export const CURATOR_TICKET_TYPES = {
  author_update: 'Author update',
  author_curation: 'Author curation',
  literature_curation: 'Literature curation',
  job_submission: 'Job to approve',
  conference_submission: 'New conference',
  seminar_submission: 'New or updated seminar',
  claim_review: 'Claim to review',
  reference_correction: 'Reference correction',
} as const;
export type CuratorTicketType = keyof typeof CURATOR_TICKET_TYPES;
