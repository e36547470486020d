import type { DataUiMetadata } from '@parton/records';
import { collectionKeys, fetchCollectionSearch } from '../common/api/collectionApi';
import type { QueryParams } from '../common/api/http';

/** Query keys of the data calls. */
export const dataKeys = collectionKeys('data');

/** Data query of an author's datasets. */
export function authorDatasetsQuery(authorRecid: number): string {
  return `authors.record.$ref:${authorRecid}`;
}

export function fetchDataSearch(params: QueryParams, signal?: AbortSignal) {
  return fetchCollectionSearch<DataUiMetadata>('data', params, signal);
}
