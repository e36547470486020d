import type {
  CollectionName,
  EditorConflict,
  EditorFieldError,
  EditorRecord,
  SearchResponse,
} from '@parton/records';
import { getJson, isApiError, postJson, putJson } from '../common/api/http';

/** The record editor's calls (`/api/editor/*`, packages/records/src/api/editor.ts). */

export const editorKeys = {
  record: (collection: CollectionName, id: string) => ['editor', collection, id] as const,
  picker: (collection: CollectionName, q: string) => ['editor', 'picker', collection, q] as const,
};

/** The parts of a stored record the editor works with. */
export interface EditedRecord {
  revisionId: number;
  deleted: boolean;
  metadata: Record<string, unknown>;
}

/** Reads `EditorRecord`, also when it comes wrapped as `{record: …}` (the first version of the GET answered so). */
export function toEditedRecord(body: unknown): EditedRecord {
  const wrapped = body as { record?: unknown } | null;
  const record = (wrapped && typeof wrapped === 'object' && 'record' in wrapped ? wrapped.record : body) as
    | Partial<EditorRecord>
    | undefined;
  const metadata = record?.metadata;
  if (!record || typeof record.revision_id !== 'number' || !metadata || typeof metadata !== 'object') {
    throw new Error('The editor answer has no record');
  }
  return {
    revisionId: record.revision_id,
    deleted: record.deleted === true || metadata.deleted === true,
    metadata: metadata as Record<string, unknown>,
  };
}

export async function fetchEditorRecord(
  collection: CollectionName,
  id: string,
  signal?: AbortSignal,
): Promise<EditedRecord> {
  return toEditedRecord(
    await getJson<unknown>(`/editor/${collection}/${encodeURIComponent(id)}`, { signal }),
  );
}

/** `PUT /api/editor/{collection}/{id}`: saves a new revision over `revisionId`. */
export async function saveEditorRecord(
  collection: CollectionName,
  id: string,
  revisionId: number,
  metadata: Record<string, unknown>,
): Promise<void> {
  await putJson(`/editor/${collection}/${encodeURIComponent(id)}`, { revision_id: revisionId, metadata });
}

/** `POST /api/editor/{collection}` (catalogers): a new record; resolves with its control number. */
export async function createEditorRecord(
  collection: CollectionName,
  metadata: Record<string, unknown>,
): Promise<string> {
  const answer = await postJson<unknown>(`/editor/${collection}`, { metadata });
  const created = answer as { id?: unknown; control_number?: unknown; record?: { id?: unknown } } | null;
  const id =
    created?.id ??
    created?.control_number ??
    created?.record?.id ??
    (answer ? toEditedRecord(answer).metadata.control_number : undefined);
  if (id === undefined || id === null) {
    throw new Error('The server did not say which record it created');
  }
  return String(id);
}

/** The current revision a 409 carries, when the answer is the contract's `EditorConflict`. */
export function conflictOf(error: unknown): EditedRecord | undefined {
  if (!isApiError(error) || error.status !== 409) {
    return undefined;
  }
  const body = error.body as Partial<EditorConflict> | undefined;
  try {
    return toEditedRecord(body?.current);
  } catch {
    return undefined;
  }
}

/** The failing fields a 422 names (`EditorInvalid.errors`). */
export function invalidFieldsOf(error: unknown): EditorFieldError[] | undefined {
  if (!isApiError(error) || error.status !== 422) {
    return undefined;
  }
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) {
    return [];
  }
  return errors.filter(
    (item): item is EditorFieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as EditorFieldError).path === 'string' &&
      typeof (item as EditorFieldError).message === 'string',
  );
}

export interface LinkCandidate {
  ref: string;
  label: string;
  controlNumber: number;
}

/** `GET /api/{collection}?q=…&size=10`: the records a link field's search offers. */
export async function searchLinkCandidates(
  collection: CollectionName,
  q: string,
  label: (hit: { metadata?: Record<string, unknown> }) => string,
  signal?: AbortSignal,
): Promise<LinkCandidate[]> {
  const answer = await getJson<SearchResponse<Record<string, unknown>>>(`/${collection}`, {
    params: { q, size: 10 },
    signal,
  });
  return answer.hits.hits.flatMap((hit) => {
    const controlNumber = Number(hit.metadata?.control_number ?? hit.id);
    if (!Number.isInteger(controlNumber) || controlNumber <= 0) {
      return [];
    }
    const self = (hit.metadata?.self as { $ref?: unknown } | undefined)?.$ref;
    const ref =
      typeof self === 'string' ? self : `${window.location.origin}/api/${collection}/${controlNumber}`;
    return [{ ref, label: label(hit), controlNumber }];
  });
}
