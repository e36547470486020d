import { type SearchResponse, type SeminarUiMetadata, UI_JSON_MIME } from '@parton/records';
import { getJson } from '../common/api/http';

export const seminarKeys = {
  all: ['seminars'] as const,
  forLiterature: (recid: number) => [...seminarKeys.all, 'literature', recid] as const,
};

/** Seminars that present a literature record (searched by the literature-record reference). */
export function fetchSeminarsOfLiterature(recid: number, signal?: AbortSignal) {
  return getJson<SearchResponse<SeminarUiMetadata>>('/seminars', {
    params: { q: `literature_records.record.$ref:${recid}`, size: 25, page: 1, sort: 'datedesc' },
    accept: UI_JSON_MIME,
    signal,
  });
}
