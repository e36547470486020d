import type {
  AssignConferenceRequest,
  AssignOperation,
  BulkToolResponse,
  ConferenceUiMetadata,
  ExportToCdsRequest,
  RecordEnvelope,
  SearchResponse,
} from '@parton/records';
import { UI_JSON_MIME } from '@parton/records';
import { getJson, postJson, type WriteOptions } from '../../common/api/http';

/** How many conferences the picker lists per search (the spec's picker page). */
export const CONFERENCE_PICKER_SIZE = 10;

export type ConferenceHit = RecordEnvelope<ConferenceUiMetadata>;

export const bulkKeys = {
  conferences: (q: string) => ['bulk-tools', 'conferences', q] as const,
};

/** `GET /api/conferences?q=…&size=10`: the conference picker's choices. */
export function searchConferences(q: string, signal?: AbortSignal) {
  return getJson<SearchResponse<ConferenceUiMetadata>>('/conferences', {
    params: { q, size: CONFERENCE_PICKER_SIZE },
    accept: UI_JSON_MIME,
    signal,
  });
}

/** `POST /api/assign/conference`: the papers' publication_info names the conference. */
export async function assignConference(body: AssignConferenceRequest, options: WriteOptions = {}) {
  return (await postJson<BulkToolResponse>('/assign/conference', body, options)) ?? { message: '' };
}

/** `POST /api/assign/export-to-cds`: queues the export; the answer names its operation. */
export async function exportToCds(body: ExportToCdsRequest, options: WriteOptions = {}) {
  return (await postJson<BulkToolResponse>('/assign/export-to-cds', body, options)) ?? { message: '' };
}

/** `GET /api/assign/operations/{id}`: how far a queued bulk run has got. */
export function fetchOperation(id: string, signal?: AbortSignal) {
  return getJson<AssignOperation>(`/assign/operations/${encodeURIComponent(id)}`, { signal });
}

export function isOperationFinished(operation: AssignOperation): boolean {
  return operation.status === 'completed' || operation.status === 'failed';
}

const POLL_INTERVAL_MS = 1_000;
/** A CDS export of the bulk limit runs well within this; past it the reader is told it failed to finish. */
const POLL_TIMEOUT_MS = 5 * 60_000;

/**
 * Waits for a queued operation to finish, asking for its state once a second. Rejects when the state cannot be
 * read or the run takes longer than the timeout.
 */
export async function waitForOperation(
  operation: AssignOperation,
  { intervalMs = POLL_INTERVAL_MS, timeoutMs = POLL_TIMEOUT_MS } = {},
): Promise<AssignOperation> {
  const deadline = Date.now() + timeoutMs;
  let current = operation;
  while (!isOperationFinished(current)) {
    if (Date.now() > deadline) {
      throw new Error(`operation ${operation.id} did not finish in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    current = await fetchOperation(operation.id);
  }
  return current;
}
