import { z } from 'zod';
import { REJECTION_TEXT_LIMIT } from './backofficeConstants';

export * from './backofficeConstants';

/** The back office's wire shapes (constants: backofficeConstants.ts, kept free of zod for the web app's entry). */

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
