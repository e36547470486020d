import { collectionKeys, fetchCollectionCount } from '../common/api/collectionApi';
import { authorDatasetsQuery } from '../data/api';
import { ALL_SEMINAR_DATES, speakerSeminarsQuery } from '../seminars/seminarsApi';

/** Query keys of the authors calls. */
export const authorKeys = {
  ...collectionKeys('authors'),
  datasetsCount: (recid: number) => ['authors', 'datasets-count', recid] as const,
  seminarsCount: (recid: number) => ['authors', 'seminars-count', recid] as const,
};

/** Literature query of the author's papers. */
export function authorPublicationsQuery(recid: number): string {
  return `authors.record.$ref:${recid}`;
}

/** Literature query of the papers citing the author (by author identifier when there is one). */
export function authorCitationsQuery(recid: number, bai: string | undefined): string {
  return `refersto:author:${bai ?? recid}`;
}

/** How many datasets list the author: the Datasets tab shows only above zero. */
export function fetchAuthorDatasetsCount(recid: number, signal?: AbortSignal) {
  return fetchCollectionCount('data', authorDatasetsQuery(recid), signal);
}

/** How many seminars the author gave, past ones included: the Seminars tab shows only above zero. */
export function fetchAuthorSeminarsCount(recid: number, signal?: AbortSignal) {
  return fetchCollectionCount('seminars', speakerSeminarsQuery(recid), signal, ALL_SEMINAR_DATES);
}
