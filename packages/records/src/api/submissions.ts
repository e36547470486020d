import { z } from 'zod';

/**
 * Wire shapes of the submission API (`/api/submissions/*`, apps/server/src/routes/submissions). The request body of
 * every form is `{data: <form values>}`; the form schemas themselves live in `../submissions`.
 */

/** `POST /api/submissions/{type}` and `PUT /api/submissions/{type}/{id}`: the form values under `data`. */
export const submissionRequestSchema = z.object({
  data: z
    .record(z.string(), z.unknown())
    .describe('The form values, as the form schema of the type names them.'),
});
export type SubmissionRequest = z.infer<typeof submissionRequestSchema>;

/** 400 of an invalid form: nothing was written; `errors` names each field (dotted path) and what is wrong. */
export const submissionErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type SubmissionErrorResponse = z.infer<typeof submissionErrorSchema>;

/** Literature and new authors: the approval workflow that was started (the back office decides). */
export const submissionWorkflowResponseSchema = z.object({
  id: z.string(),
  workflow_type: z.string(),
  status: z.string(),
});
export type SubmissionWorkflowResponse = z.infer<typeof submissionWorkflowResponseSchema>;

/** Jobs, seminars, author updates: the control number of the written record. */
export const submissionPidResponseSchema = z.object({ pid_value: z.number().int() });
export type SubmissionPidResponse = z.infer<typeof submissionPidResponseSchema>;

/** Conferences: the control number and the CNUM minted from the opening date. */
export const conferenceSubmissionResponseSchema = z.object({ pid_value: z.number().int(), cnum: z.string() });
export type ConferenceSubmissionResponse = z.infer<typeof conferenceSubmissionResponseSchema>;

/** Institutions, experiments, journals (catalogers). */
export const catalogerSubmissionResponseSchema = z.object({ control_number: z.number().int() });
export type CatalogerSubmissionResponse = z.infer<typeof catalogerSubmissionResponseSchema>;

/** `GET /api/submissions/{authors,jobs,seminars}/{id}`: the record as form values (jobs add `meta`). */
export const submissionPrefillResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  meta: z.object({ can_modify_status: z.boolean() }).optional(),
});
export type SubmissionPrefillResponse = z.infer<typeof submissionPrefillResponseSchema>;

/** The message of every invalid form (facts §1.0). */
export const SUBMISSION_INVALID_MESSAGE = 'Please correct the errors in the form.';
