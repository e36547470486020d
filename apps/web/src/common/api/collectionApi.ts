import {
  type CollectionName,
  type FacetsResponse,
  type RecordEnvelope,
  type SearchResponse,
  UI_JSON_MIME,
} from '@parton/records';
import { getJson, getUiJson, type QueryParams } from './http';

/** Query keys of one collection's calls (search, facets, one record), so caching stays predictable. */
export function collectionKeys(collection: CollectionName) {
  const all = [collection] as const;
  return {
    all,
    search: (params: QueryParams) => [...all, 'search', params] as const,
    facets: (params: QueryParams) => [...all, 'facets', params] as const,
    record: (id: string) => [...all, 'record', id] as const,
  };
}

/** GET /api/{collection}?… in the UI serialisation. */
export function fetchCollectionSearch<M>(
  collection: CollectionName,
  params: QueryParams,
  signal?: AbortSignal,
) {
  return getJson<SearchResponse<M>>(`/${collection}`, { params, accept: UI_JSON_MIME, signal });
}

/** GET /api/{collection}/facets?…: the aggregations alone ({} when the collection has none). */
export async function fetchCollectionFacets(
  collection: CollectionName,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const body = await getJson<FacetsResponse>(`/${collection}/facets`, {
    params,
    accept: UI_JSON_MIME,
    signal,
  });
  return body?.aggregations ?? {};
}

/**
 * How many records a query finds (one-hit page): decides whether a tab is worth showing. `filters` must repeat
 * those the tab's own search sends (`start_date=all`), or the count would apply the collection's defaults.
 */
export async function fetchCollectionCount(
  collection: CollectionName,
  q: string,
  signal?: AbortSignal,
  filters: QueryParams = {},
): Promise<number> {
  const body = await fetchCollectionSearch<unknown>(collection, { ...filters, q, size: 1, page: 1 }, signal);
  return body.hits.total;
}

/** GET /api/{collection}/{id} in the UI serialisation; `finalUrl` tells when the server redirected. */
export async function fetchCollectionRecord<M>(collection: CollectionName, id: string, signal?: AbortSignal) {
  const { body, finalUrl } = await getUiJson<RecordEnvelope<M>>(`/${collection}/${encodeURIComponent(id)}`, {
    signal,
  });
  return { record: body, finalUrl };
}
