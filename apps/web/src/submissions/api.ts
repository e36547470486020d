import type { SubmissionType } from '@parton/records';
import { getJson, postJson, putJson } from '../common/api/http';
import type { FormValues } from './common/formPaths';

/** What `POST /api/submissions/<type>` answers: `pid_value` (jobs, seminars, conferences + `cnum`) or `control_number`. */
export interface SubmissionCreated {
  pid_value?: number | string;
  cnum?: string;
  control_number?: number | string;
}

/** `GET /api/submissions/<type>/<id>`: the form values of a record, and what the caller may change. */
export interface SubmissionPrefill {
  data: FormValues;
  meta?: { can_modify_status?: boolean } & Record<string, unknown>;
}

export async function submitNew(type: SubmissionType, data: FormValues): Promise<SubmissionCreated> {
  return (await postJson<SubmissionCreated>(`/submissions/${type}`, { data })) ?? {};
}

export async function submitUpdate(type: SubmissionType, id: string, data: FormValues): Promise<unknown> {
  return putJson(`/submissions/${type}/${encodeURIComponent(id)}`, { data });
}

export function fetchSubmission(type: SubmissionType, id: string, signal?: AbortSignal) {
  return getJson<SubmissionPrefill>(`/submissions/${type}/${encodeURIComponent(id)}`, { signal });
}

/** The draft key of a form: one per type, and one per record for update forms. */
export function draftKeyOf(type: SubmissionType, id?: string): string {
  return id ? `submission-draft:${type}:${id}` : `submission-draft:${type}`;
}
