import type { StoredRecord, StoredRevision } from './repository';

/**
 * The record editor's `EditorRecord` (packages/records/src/api/editor.ts) as JSON text:
 * `{"id","uuid","collection","revision_id","created","updated","deleted","metadata"}`. The metadata is spliced in
 * exactly as stored — private notes, `_collections`, hidden items, `$ref`s naming whatever host they were imported
 * with — so that what the editor saves back is what it read, and a 3,000-author paper is not parsed and serialised
 * again on its way out.
 */
export function editorRecordJson(record: StoredRecord): string {
  const head = JSON.stringify({
    id: String(record.controlNumber),
    uuid: record.id,
    collection: record.collection,
    revision_id: record.revisionId,
    created: record.created,
    updated: record.updated,
    deleted: record.deleted,
  });
  return `${head.slice(0, -1)},"metadata":${record.metadataJson}}`;
}

/** `EditorRevisionResponse` as JSON text: `{"revision_id","created","deleted","metadata"}`. */
export function editorRevisionJson(revision: StoredRevision): string {
  const head = JSON.stringify({
    revision_id: revision.revisionId,
    created: revision.created,
    deleted: revision.deleted,
  });
  return `${head.slice(0, -1)},"metadata":${revision.metadataJson}}`;
}
