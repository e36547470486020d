import { z } from 'zod';

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

/** Local-storage keys of the back office's tokens (spec §9). */
export const BACKOFFICE_TOKEN_KEY = 'backoffice.token';
export const BACKOFFICE_REFRESH_TOKEN_KEY = 'backoffice.refreshToken';

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

// ---- Wire shapes ----

export const backofficeLoginRequestSchema = z.object({ email: z.string(), password: z.string() });
export const backofficeTokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const backofficeRefreshRequestSchema = z.object({ refresh: z.string() });
export const backofficeAccessSchema = z.object({ access: z.string() });
export const backofficeMeSchema = z.object({
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
/** DRF-style refusal: `{detail}` (login, token and permission failures). */
export const backofficeDetailSchema = z.object({ detail: z.string() });

export const workflowDecisionSchema = z.object({
  id: z.number(),
  action: z.string(),
  value: z.string().nullable(),
  user: z.object({ email: z.string() }),
  _created_at: z.string(),
});
export type WorkflowDecision = z.infer<typeof workflowDecisionSchema>;

export const fuzzyCandidateSchema = z.object({
  control_number: z.number(),
  title: z.string(),
  authors: z.array(z.string()),
  authors_count: z.number(),
  arxiv_eprint: z.string().nullable(),
  dois: z.array(z.string()),
  earliest_date: z.string().nullable(),
  publication_info: z.string().nullable(),
  abstract: z.string().nullable(),
});
export type FuzzyCandidate = z.infer<typeof fuzzyCandidateSchema>;

export const workflowSchema = z.object({
  id: z.string(),
  workflow_type: z.string(),
  status: z.string(),
  /** The record being built (literature: the record a submission becomes; authors: the author record). */
  data: z.record(z.string(), z.unknown()),
  /** The submission's extra parts: `{url, references}` for literature. */
  form_data: z.record(z.string(), z.unknown()).nullable(),
  /** Literature: `{exact: [recid], fuzzy: [candidate]}`. */
  matches: z.object({ exact: z.array(z.number()), fuzzy: z.array(fuzzyCandidateSchema) }).nullable(),
  /** Literature: counts of the linked references. */
  reference_count: z.object({ total: z.number(), matched: z.number(), core: z.number() }).nullable(),
  /** Why the last step failed (status error…), null otherwise. */
  error: z.string().nullable(),
  validation_errors: z.array(z.object({ message: z.string(), path: z.array(z.string()) })),
  decisions: z.array(workflowDecisionSchema),
  tickets: z.array(z.object({ id: z.number(), ticket_type: z.string(), status: z.string() })),
  /** The record the workflow created or matched, once there is one. */
  control_number: z.number().nullable(),
  submitter: z.object({ email: z.string().nullable(), orcid: z.string().nullable() }).nullable(),
  _created_at: z.string(),
  _updated_at: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;

const bucketSchema = z.object({ key: z.string(), doc_count: z.number() });
export const workflowSearchResponseSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(workflowSchema),
  /** `_filter_status.status.buckets`, `_filter_workflow_type.workflow_type.buckets` (each with status buckets). */
  facets: z.object({
    _filter_status: z.object({ status: z.object({ buckets: z.array(bucketSchema) }) }),
    _filter_workflow_type: z.object({
      workflow_type: z.object({
        buckets: z.array(bucketSchema.extend({ status: z.object({ buckets: z.array(bucketSchema) }) })),
      }),
    }),
  }),
});
export type WorkflowSearchResponse = z.infer<typeof workflowSearchResponseSchema>;

/** Body of POST `workflows/{kind}/{id}/{action}/`: `value` carries the rejection text or the chosen recid. */
export const workflowActionRequestSchema = z.object({
  value: z.string().max(REJECTION_TEXT_LIMIT).optional(),
  create_ticket: z.boolean().optional(),
});

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

export const curatorTicketSchema = z.object({
  id: z.number(),
  ticket_type: z.string(),
  status: z.enum(['open', 'resolved']),
  subject: z.string(),
  description: z.string(),
  /** Where the curator acts: a record (`/jobs/12`), a workflow (`/backoffice/authors/<id>`). */
  link: z.string().nullable(),
  collection: z.string().nullable(),
  control_number: z.number().nullable(),
  workflow_id: z.string().nullable(),
  requester_email: z.string().nullable(),
  resolved_by: z.string().nullable(),
  _created_at: z.string(),
  _updated_at: z.string(),
});
export type CuratorTicket = z.infer<typeof curatorTicketSchema>;
export const curatorTicketListSchema = z.object({
  count: z.number(),
  results: z.array(curatorTicketSchema),
  facets: z.object({ status: z.array(bucketSchema), ticket_type: z.array(bucketSchema) }),
});
