import type { SeminarRecordUiMetadata } from '@parton/records';
import { collectionKeys, fetchCollectionSearch } from '../common/api/collectionApi';
import type { QueryParams } from '../common/api/http';

/** Query keys of the seminars search and detail calls (./api.ts holds the literature page's own call). */
export const seminarRecordKeys = collectionKeys('seminars');

/** The seminars query of a speaker's talks. */
export function speakerSeminarsQuery(authorRecid: number): string {
  return `speakers.record.$ref:${authorRecid}`;
}

export function fetchSeminarSearch(params: QueryParams, signal?: AbortSignal) {
  return fetchCollectionSearch<SeminarRecordUiMetadata>('seminars', params, signal);
}
