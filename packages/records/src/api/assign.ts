import { z } from 'zod';
import {
  ASSIGN_OPERATION_KINDS,
  ASSIGN_OPERATION_STATUSES,
  BULK_TOOLS_LIMIT,
  MAX_ASSIGN_PAPERS,
} from './assignConstants';

export * from './assignConstants';

/**
 * Wire shapes of claiming and curation (spec §7; facts inspire-api.md §5.3, §6 and submissions-backoffice.md §6, §7):
 * `/api/assign/*`, `/api/literature/reference-self-curation`, `/api/editor/authorlist/text`. The server's routes
 * (apps/server/src/routes/assign, …) validate with these and the web app types its calls with them.
 */

const recid = z.number().int().positive();
const paperIds = z.array(recid).min(1).max(MAX_ASSIGN_PAPERS);

/** `GET /api/assign/check-names-compatibility?literature_recid=N` */
export const checkNamesQuerySchema = z.object({ literature_recid: z.coerce.number().int().positive() });

/**
 * 200: the signature of the paper that matches the caller's profile name (unique last name, then unique
 * "Last, First", then initials). `matched_author_recid` is the author record the signature points at; a signature
 * that points at no author record yet answers null and names its position in `metadata.authors` instead.
 * 404 `{message: 'Not found'}` when no unique signature matches.
 */
export const checkNamesResponseSchema = z.object({
  matched_author_recid: recid.nullable(),
  matched_author_position: z.number().int().min(0).optional(),
});
export type CheckNamesResponse = z.infer<typeof checkNamesResponseSchema>;

/**
 * `POST /api/assign/literature/assign`: the signatures of `from_author_recid` on each paper point at
 * `to_author_recid` with `curated_relation: true` (from = to claims one's own papers). Needs the right to edit the
 * from author (its owner, or a cataloger).
 */
export const assignRequestSchema = z.object({
  from_author_recid: recid,
  to_author_recid: recid,
  literature_ids: paperIds,
});
export type AssignRequest = z.infer<typeof assignRequestSchema>;

/** `POST /api/assign/literature/unassign`: the papers move to a new stub author made from their signatures. */
export const unassignRequestSchema = z.object({
  from_author_recid: recid,
  literature_ids: paperIds,
});
export type UnassignRequest = z.infer<typeof unassignRequestSchema>;

/**
 * `POST /api/assign/literature/assign-different-profile`: move papers from another profile (or, with
 * `from_author_position` and one paper, from a signature that points at no author yet) to the caller's own
 * profile (`to_author_recid`; catalogers may name any). Papers claimed by someone else, or whose signature's
 * names do not match the target profile, become a curator ticket instead of moving.
 */
export const assignDifferentProfileRequestSchema = z
  .object({
    from_author_recid: recid.optional(),
    from_author_position: z.number().int().min(0).optional(),
    to_author_recid: recid,
    literature_ids: paperIds,
  })
  .refine((body) => (body.from_author_recid === undefined) !== (body.from_author_position === undefined), {
    message: 'Give either from_author_recid or from_author_position.',
    path: ['from_author_recid'],
  })
  .refine((body) => body.from_author_position === undefined || body.literature_ids.length === 1, {
    message: 'from_author_position names a signature of one paper.',
    path: ['from_author_position'],
  });
export type AssignDifferentProfileRequest = z.infer<typeof assignDifferentProfileRequestSchema>;

/** A paper an assign could not write, and why (the others were written). */
export const assignFailureSchema = z.object({ literature_id: recid, message: z.string() });
export type AssignFailure = z.infer<typeof assignFailureSchema>;

/** The state of an assign run as a durable job (`GET /api/assign/operations/{id}`). */
export const assignOperationSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(ASSIGN_OPERATION_KINDS),
  status: z.enum(ASSIGN_OPERATION_STATUSES),
  total: z.number().int(),
  /** Papers handled so far (written, skipped or failed). */
  processed: z.number().int(),
  succeeded: z.number().int(),
  failures: z.array(assignFailureSchema),
  /** The author the papers moved to (unassign: the new stub). */
  to_author_recid: recid.nullable(),
  created: z.string(),
  finished: z.string().nullable(),
  /** Why the whole run stopped (status failed), null otherwise. */
  error: z.string().nullable(),
});
export type AssignOperation = z.infer<typeof assignOperationSchema>;

/**
 * 200 of assign, unassign and assign-different-profile. A selection below ASSIGN_JOB_THRESHOLD is written during
 * the request (`failures` lists papers that could not be); a larger one answers 202 with `message: 'Accepted'`
 * and the queued `operation`, whose progress `GET /api/assign/operations/{id}` reports.
 */
export const assignResponseSchema = z.object({
  message: z.string(),
  /** Unassign: the new stub author (created during the request, also for a queued operation). */
  stub_author_id: recid.optional(),
  /** assign-different-profile: some papers became a curator ticket instead of moving. */
  created_rt_ticket: z.boolean().optional(),
  failures: z.array(assignFailureSchema).optional(),
  operation: assignOperationSchema.optional(),
});
export type AssignResponse = z.infer<typeof assignResponseSchema>;

export const assignOperationParamsSchema = z.object({ id: z.string().uuid() });

/** `POST /api/assign/conference` (catalogers). */
export const assignConferenceRequestSchema = z.object({
  conference_recid: recid,
  literature_recids: z.array(recid).min(1).max(BULK_TOOLS_LIMIT),
});
export type AssignConferenceRequest = z.infer<typeof assignConferenceRequestSchema>;

/** `POST /api/assign/export-to-cds` (catalogers): queues the export job; the answer names its operation. */
export const exportToCdsRequestSchema = z.object({
  literature_recids: z.array(recid).min(1).max(BULK_TOOLS_LIMIT),
});
export type ExportToCdsRequest = z.infer<typeof exportToCdsRequestSchema>;

/** Answer of conference assign and export to CDS: `{message: 'Success'}` (+ the export's operation). */
export const bulkToolResponseSchema = z.object({
  message: z.string(),
  failures: z.array(assignFailureSchema).optional(),
  operation: assignOperationSchema.optional(),
});
export type BulkToolResponse = z.infer<typeof bulkToolResponseSchema>;

/** `POST /api/literature/reference-self-curation` (logged in; facts inspire-api.md §5.3). */
export const referenceSelfCurationRequestSchema = z.object({
  /** The record's UUID (`uuid` of the record envelope); a control number is accepted too. */
  record_id: z.union([z.string().uuid(), recid]),
  revision_id: z.number().int().min(0),
  reference_index: z.number().int().min(0),
  new_reference_recid: recid,
});
export type ReferenceSelfCurationRequest = z.infer<typeof referenceSelfCurationRequestSchema>;

// Answers 200 `{message: 'Success'}` (messageResponseSchema of ./responses); 422 stale revision, 412 no such
// reference index, 404 unknown record or target.

/** `POST /api/editor/authorlist/text` (catalogers; facts submissions-backoffice.md §7). */
export const authorListRequestSchema = z.object({ text: z.string().min(1).max(2_000_000) });
export type AuthorListRequest = z.infer<typeof authorListRequestSchema>;

export const authorListAuthorSchema = z.object({
  full_name: z.string(),
  raw_affiliations: z.array(z.object({ value: z.string() })).optional(),
  /** Institution records the raw affiliations matched unambiguously. */
  affiliations: z
    .array(z.object({ value: z.string(), record: z.object({ $ref: z.string() }).optional() }))
    .optional(),
  ids: z.array(z.object({ schema: z.literal('ORCID'), value: z.string() })).optional(),
  emails: z.array(z.string()).optional(),
});
export type AuthorListAuthor = z.infer<typeof authorListAuthorSchema>;

/** 200 with the authors (and warnings); 400 `{message}` when the affiliation list cannot be read. */
export const authorListResponseSchema = z.object({
  authors: z.array(authorListAuthorSchema),
  warnings: z.array(z.string()).optional(),
});
export type AuthorListResponse = z.infer<typeof authorListResponseSchema>;
