import { type SearchResponse, type SeminarUiMetadata, UI_JSON_MIME } from '@parton/records';
import { getJson } from '../common/api/http';

export const seminarKeys = {
  all: ['seminars'] as const,
  forLiterature: (recid: number) => [...seminarKeys.all, 'literature', recid] as const,
};

/** Seminars that present a literature record (searched by the literature-record reference). */
export function fetchSeminarsOfLiterature(recid: number, signal?: AbortSignal) {
  return getJson<SearchResponse<SeminarUiMetadata>>('/seminars', {
    // start_date=all: the seminars API shows only upcoming ones by default.
    params: {
      q: `literature_records.record.$ref:${recid}`,
      size: 25,
      page: 1,
      sort: 'datedesc',
      start_date: 'all',
    },
    accept: UI_JSON_MIME,
    signal,
  });
}
