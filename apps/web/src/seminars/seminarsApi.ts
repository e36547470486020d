import type { SeminarRecordUiMetadata } from '@parton/records';
import { collectionKeys, fetchCollectionSearch } from '../common/api/collectionApi';
import type { QueryParams } from '../common/api/http';

/** Query keys of the seminars search and detail calls (./api.ts holds the literature page's own call). */
export const seminarRecordKeys = collectionKeys('seminars');

/** The seminars query of a speaker's talks. */
export function speakerSeminarsQuery(authorRecid: number): string {
  return `speakers.record.$ref:${authorRecid}`;
}

/**
 * Filters of every seminar list inside a record (a speaker's talks): past seminars too. Without it the seminars
 * API applies its default, upcoming only, and a speaker whose talks are all past would seem to have none.
 */
export const ALL_SEMINAR_DATES: QueryParams = { start_date: 'all' };

export function fetchSeminarSearch(params: QueryParams, signal?: AbortSignal) {
  return fetchCollectionSearch<SeminarRecordUiMetadata>('seminars', params, signal);
}
