import { type CollectionName, isCollectionName, linkOf } from '@parton/records';
import type { Account } from '../accounts/model';
import type { AppContext } from '../context';
import { negotiateFormat } from '../search/formats';
import { findHit } from '../search/repository';
import { type FormattedResponse, formatHit } from '../search/service';
import { publicRecordEnvelopeJson } from './present';
import { findPublicRecord } from './repository';

/** What the record route and the identifier look-ups ask for. */
export interface RecordRequest {
  collection: CollectionName;
  controlNumber: number;
  /** `format=` of the query string (wins over `accept`). */
  format: string | undefined;
  accept: string | undefined;
  viewer: Account | null;
  /** A deleted record that names its successor answers `moved` (the record route redirects; look-ups do not). */
  followSuccessor: boolean;
}

export type RecordResponse =
  | { kind: 'missing' }
  | { kind: 'moved'; collection: CollectionName; controlNumber: number }
  | { kind: 'answer'; response: FormattedResponse };

/** Plain JSON keeps the type the record route always sent (no charset: JSON is UTF-8 by definition). */
const PLAIN_JSON_TYPE = 'application/json';

/**
 * One record as every single-record route answers it (`/api/{collection}/{id}`, `/api/doi/…`, `/api/arxiv/…`,
 * `/api/orcid/…`): the format negotiated once, the record read once — plain JSON is its public view read by
 * `findPublicRecord` (the same for every caller, no permission flags); the UI JSON and citation formats read the
 * hit row and carry the caller's rights (`can_edit`, `can_claim`) computed from the whole record in one place
 * (search/present.ts). Every format leaves out what the public does not see (records/privacy.ts).
 */
export async function recordResponse(context: AppContext, request: RecordRequest): Promise<RecordResponse> {
  const { collection, controlNumber } = request;
  const format = negotiateFormat(collection, request.format, request.accept);
  if (format === 'json') {
    const record = await findPublicRecord(context.db, collection, controlNumber, context.config.publicUrl);
    if (!record) {
      return { kind: 'missing' };
    }
    const moved = successorOf(request, record.deleted, record.metadataJson);
    if (moved) {
      return moved;
    }
    const body = publicRecordEnvelopeJson(record, context.config.publicUrl);
    return { kind: 'answer', response: { contentType: PLAIN_JSON_TYPE, body, headers: {} } };
  }
  const row = await findHit(context.db, collection, controlNumber, true);
  if (!row) {
    return { kind: 'missing' };
  }
  const moved = successorOf(request, row.deleted, row.metadataJson);
  if (moved) {
    return moved;
  }
  return { kind: 'answer', response: await formatHit(context, collection, row, format, request.viewer) };
}

/** The record a deleted one names as its successor (`new_record`), when the request follows successors. */
function successorOf(
  request: RecordRequest,
  deleted: boolean,
  metadataJson: string,
): Extract<RecordResponse, { kind: 'moved' }> | undefined {
  if (!request.followSuccessor || !deleted) {
    return undefined;
  }
  const metadata = JSON.parse(metadataJson) as { new_record?: unknown };
  const link = linkOf(metadata.new_record);
  if (!link || !isCollectionName(link.collection)) {
    return undefined;
  }
  return { kind: 'moved', collection: link.collection, controlNumber: link.controlNumber };
}
