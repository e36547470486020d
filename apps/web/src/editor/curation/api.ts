import {
  type EditorMergeResponse,
  type EditorMergeUndoResponse,
  type SearchResponse,
  UI_JSON_MIME,
} from '@parton/records';
import { fetchCollectionCount, fetchCollectionSearch } from '../../common/api/collectionApi';
import { deleteJson, getJson, postJson } from '../../common/api/http';

/** The collections whose duplicates can be merged (issue 16 item 5). */
export type MergeableCollection = 'authors' | 'literature';

export function isMergeable(collection: string): collection is MergeableCollection {
  return collection === 'authors' || collection === 'literature';
}

/** Hits per page of the merge drawer's search: a short list to pick one duplicate from. */
export const MERGE_SEARCH_PAGE_SIZE = 10;

export const curationKeys = {
  search: (collection: MergeableCollection, q: string, page: number) =>
    ['editor', 'merge-search', collection, q, page] as const,
  record: (collection: MergeableCollection, controlNumber: number) =>
    ['editor', 'merge-record', collection, controlNumber] as const,
  authorPapers: (controlNumber: number) => ['editor', 'author-papers', controlNumber] as const,
};

/** The metadata the merge drawer reads of a hit or a record (UI serialisation of either collection). */
export interface MergeCandidateMetadata {
  control_number: number;
  titles?: { title: string }[];
  name?: { value?: string; preferred_name?: string };
  ids?: { schema: string; value: string }[];
  arxiv_eprints?: { value: string }[];
  dois?: { value: string }[];
  citation_count?: number;
  number_of_authors?: number;
  author_count?: number;
  references_count?: number;
  number_of_references?: number;
  deleted?: boolean;
}

/** `GET /api/{collection}?q=…`: the merge drawer's search. */
export function searchMergeCandidates(
  collection: MergeableCollection,
  q: string,
  page: number,
  signal?: AbortSignal,
) {
  return fetchCollectionSearch<MergeCandidateMetadata>(
    collection,
    { q, page, size: MERGE_SEARCH_PAGE_SIZE },
    signal,
  ) as Promise<SearchResponse<MergeCandidateMetadata>>;
}

/** `GET /api/{collection}/{id}` (UI JSON) of one side of a merge. */
export async function fetchMergeCandidate(
  collection: MergeableCollection,
  controlNumber: number,
  signal?: AbortSignal,
) {
  const body = await getJson<{ metadata: MergeCandidateMetadata }>(`/${collection}/${controlNumber}`, {
    accept: UI_JSON_MIME,
    signal,
  });
  return body.metadata;
}

/** How many papers list the author: what a merge of two authors moves. */
export function fetchAuthorPaperCount(controlNumber: number, signal?: AbortSignal) {
  return fetchCollectionCount('literature', `authors.record.$ref:${controlNumber}`, signal);
}

/** `POST /api/editor/{authors|literature}/merge` (catalogers): the duplicate is merged into the kept record. */
export function postMerge(
  collection: MergeableCollection,
  keepRecid: number,
  duplicateRecid: number,
  csrfToken?: string,
) {
  return postJson<EditorMergeResponse>(
    `/editor/${collection}/merge`,
    { keep_recid: keepRecid, duplicate_recid: duplicateRecid },
    { csrfToken },
  );
}

/** `POST /api/editor/merges/{id}/undo` (catalogers): every record the merge wrote goes back to its revision before. */
export function postMergeUndo(mergeId: number, csrfToken?: string) {
  return postJson<EditorMergeUndoResponse>(`/editor/merges/${mergeId}/undo`, {}, { csrfToken });
}

/**
 * `DELETE /api/editor/{collection}/{id}` (catalogers): marks the record deleted, refused (409) when the record
 * changed since the revision the cataloger saw.
 */
export function deleteRecord(
  collection: string,
  controlNumber: number,
  revisionId: number,
  csrfToken?: string,
) {
  return deleteJson<{ message?: string }>(
    `/editor/${encodeURIComponent(collection)}/${controlNumber}`,
    { csrfToken },
    { revision_id: revisionId },
  );
}
