import type {
  AssignDifferentProfileRequest,
  AssignOperation,
  AssignRequest,
  AssignResponse,
  AuthorUiMetadata,
  CheckNamesResponse,
  SearchResponse,
  UnassignRequest,
} from '@parton/records';
import type { QueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../common/api/http';
import { fetchLiteratureAuthors, literatureKeys } from '../literature/api';

/**
 * The /api/assign calls of the claim flows (spec §7; wire shapes in packages/records/src/api/assign.ts). Only
 * types come from the contract: the schemas (zod) stay out of the web app's chunks.
 */

/** Which signature of the paper matches the caller's profile name; null when none matches uniquely (404). */
export async function checkNamesCompatibility(literatureRecid: number): Promise<CheckNamesResponse | null> {
  try {
    return await getJson<CheckNamesResponse>('/assign/check-names-compatibility', {
      params: { literature_recid: literatureRecid },
    });
  } catch {
    // Any failure of the check (404 no unique match, or an error) falls back to the author picker (spec §4).
    return null;
  }
}

/** A write answers JSON; an empty 2xx body would be a server bug, read as a plain success. */
function answerOf(body: AssignResponse | null): AssignResponse {
  return body ?? { message: 'Success' };
}

export async function assignPapers(request: AssignRequest, csrfToken?: string): Promise<AssignResponse> {
  return answerOf(await postJson<AssignResponse>('/assign/literature/assign', request, { csrfToken }));
}

export async function unassignPapers(request: UnassignRequest, csrfToken?: string): Promise<AssignResponse> {
  return answerOf(await postJson<AssignResponse>('/assign/literature/unassign', request, { csrfToken }));
}

export async function assignDifferentProfile(
  request: AssignDifferentProfileRequest,
  csrfToken?: string,
): Promise<AssignResponse> {
  return answerOf(
    await postJson<AssignResponse>('/assign/literature/assign-different-profile', request, { csrfToken }),
  );
}

/** The progress of an assign run as a durable job. */
export function fetchAssignOperation(id: string, signal?: AbortSignal): Promise<AssignOperation> {
  return getJson<AssignOperation>(`/assign/operations/${encodeURIComponent(id)}`, { signal });
}

/** The paper's authors for the author picker (every signature, in the record's order). */
export async function fetchPaperAuthors(literatureRecid: number, signal?: AbortSignal) {
  const body = await fetchLiteratureAuthors(String(literatureRecid), signal);
  return body.metadata.authors;
}

/** Authors whose names match what a cataloger typed in the assign drawer. */
export async function searchAuthors(q: string, signal?: AbortSignal) {
  const body = await getJson<SearchResponse<AuthorUiMetadata>>('/authors', {
    params: { q, size: 10, page: 1 },
    signal,
  });
  return body.hits.hits.map((hit) => hit.metadata);
}

export const claimingKeys = {
  paperAuthors: (recid: number) => [...literatureKeys.authors(String(recid)), 'picker'] as const,
  authorSearch: (q: string) => ['authors', 'assign-picker', q] as const,
};

/**
 * After a claim, assign or move every literature list, record and count may have changed, and so have the
 * authors' profiles and citation figures: refetch them (spec: counts and lists refresh).
 */
export async function refreshAfterAssign(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: literatureKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['authors'] }),
  ]);
}
