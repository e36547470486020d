import type { CollectionName } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { collectionKeys, fetchCollectionSearch } from '../api/collectionApi';

/** `control_number:1 or control_number:2`: one search for a handful of linked records. */
export function controlNumbersQuery(ids: readonly number[]): string {
  return ids.map((id) => `control_number:${id}`).join(' or ');
}

/**
 * Linked records a page only knows by number (a seminar's papers, an institution's parent), fetched in one
 * search so their names can label the links; an empty map until they arrive or when the search fails.
 */
export function useLinkedRecords<M extends { control_number: number }>(
  collection: CollectionName,
  ids: readonly number[],
): Map<number, M> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const params = { q: controlNumbersQuery(unique), size: unique.length, page: 1 };
  const { data } = useQuery({
    queryKey: collectionKeys(collection).search(params),
    queryFn: ({ signal }) => fetchCollectionSearch<M>(collection, params, signal),
    enabled: unique.length > 0,
    retry: false,
  });
  return new Map((data?.hits.hits ?? []).map((hit) => [hit.metadata.control_number, hit.metadata]));
}
