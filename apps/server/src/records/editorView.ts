import type { CollectionName } from '@parton/records';
import type { AppContext } from '../context';
import { findRecord, type StoredRecord } from './repository';

/**
 * `{"record":{"id","uuid","revision_id","created","updated","metadata"}}`: the reference editor's
 * `{"record":{"metadata":…}}` with the envelope beside the metadata. The metadata is sent exactly as stored —
 * private notes, `_collections`, hidden items, `$ref`s naming whatever host they were imported with — so that
 * what the editor saves back is what it read.
 */
export function editorRecordJson(record: StoredRecord): string {
  const head = JSON.stringify({
    id: String(record.controlNumber),
    uuid: record.id,
    revision_id: record.revisionId,
    created: record.created,
    updated: record.updated,
  });
  return `{"record":${head.slice(0, -1)},"metadata":${record.metadataJson}}}`;
}

/** The whole stored record for the record editor (catalogers), with its revision for the ETag; undefined if none. */
export async function editorRecord(
  context: AppContext,
  collection: CollectionName,
  controlNumber: number,
): Promise<{ revisionId: number; json: string } | undefined> {
  const record = await findRecord(context.db, collection, controlNumber);
  if (!record) {
    return undefined;
  }
  return { revisionId: record.revisionId, json: editorRecordJson(record) };
}
