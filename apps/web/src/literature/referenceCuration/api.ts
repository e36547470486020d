import type {
  LiteratureReferenceDiffResponse,
  MessageResponse,
  ReferenceSelfCurationRequest,
} from '@parton/records';
import { getJson, postJson } from '../../common/api/http';

// Apart from literature/api.ts, which the search page loads: these calls belong to the detail and diff pages only.

/** POST /literature/reference-self-curation: links one reference of a paper to another record (spec §7). */
export function postReferenceSelfCuration(body: ReferenceSelfCurationRequest, csrfToken?: string) {
  return postJson<MessageResponse>('/literature/reference-self-curation', body, { csrfToken });
}

/** The reference that changed between two revisions of a paper (`versions` is `<old>..<new>`; catalogers). */
export function fetchReferenceDiff(id: string, versions: string, signal?: AbortSignal) {
  return getJson<LiteratureReferenceDiffResponse>(
    `/literature/${encodeURIComponent(id)}/diff/${encodeURIComponent(versions)}`,
    { signal },
  );
}
