import type { EditorRecord, EditorRevisionResponse, EditorRevisionsResponse } from '@parton/records';
import { getJson, postJson } from '../../common/api/http';

/** Query keys of a record's history: invalidated together after a revert. */
export const historyKeys = {
  all: (collection: string, controlNumber: number) =>
    ['editor', 'history', collection, controlNumber] as const,
  revisions: (collection: string, controlNumber: number) =>
    [...historyKeys.all(collection, controlNumber), 'revisions'] as const,
  revision: (collection: string, controlNumber: number, revisionId: number) =>
    [...historyKeys.all(collection, controlNumber), 'revision', revisionId] as const,
};

function recordPath(collection: string, controlNumber: number): string {
  return `/editor/${encodeURIComponent(collection)}/${controlNumber}`;
}

/** `GET /api/editor/{collection}/{id}/revisions`: newest first. */
export function fetchRevisions(collection: string, controlNumber: number, signal?: AbortSignal) {
  return getJson<EditorRevisionsResponse>(`${recordPath(collection, controlNumber)}/revisions`, { signal });
}

/** `GET /api/editor/{collection}/{id}/revisions/{n}`: the whole metadata of revision n. */
export function fetchRevision(
  collection: string,
  controlNumber: number,
  revisionId: number,
  signal?: AbortSignal,
) {
  return getJson<EditorRevisionResponse>(`${recordPath(collection, controlNumber)}/revisions/${revisionId}`, {
    signal,
  });
}

/**
 * `POST /api/editor/{collection}/{id}/revert/{n}`: writes a new revision equal to revision n. `currentRevisionId`
 * is the revision the reader is looking at; the server answers 409 when the record changed since.
 */
export function postRevert(
  collection: string,
  controlNumber: number,
  revisionId: number,
  currentRevisionId: number,
  csrfToken?: string,
) {
  return postJson<EditorRecord>(
    `${recordPath(collection, controlNumber)}/revert/${revisionId}`,
    { revision_id: currentRevisionId },
    { csrfToken },
  );
}
