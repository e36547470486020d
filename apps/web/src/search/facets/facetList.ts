import { FACET_BUCKETS_SHOWN, type FacetAggregation, type FacetBucket } from '@parton/records';

export interface NamedFacet {
  name: string;
  aggregation: FacetAggregation;
}

function isFacetAggregation(value: unknown): value is FacetAggregation {
  if (!value || typeof value !== 'object') {
    return false;
  }
  const candidate = value as { meta?: unknown; buckets?: unknown };
  const meta = candidate.meta as { title?: unknown; type?: unknown } | undefined;
  return (
    Boolean(meta && typeof meta.title === 'string' && typeof meta.type === 'string') &&
    Array.isArray(candidate.buckets)
  );
}

/** The aggregations of a facets response that the UI can render, in `meta.order`. */
export function toFacetList(aggregations: Record<string, unknown> | undefined): NamedFacet[] {
  return Object.entries(aggregations ?? {})
    .filter((entry): entry is [string, FacetAggregation] => isFacetAggregation(entry[1]))
    .map(([name, aggregation]) => ({ name, aggregation }))
    .sort((a, b) => (a.aggregation.meta.order ?? 0) - (b.aggregation.meta.order ?? 0));
}

/** After each 'Show more' click ten more buckets appear, never more than there are. */
export function nextVisibleCount(current: number, total: number, step = FACET_BUCKETS_SHOWN): number {
  return Math.min(current + step, total);
}

export function bucketValue(bucket: FacetBucket): string {
  return String(bucket.key);
}

/** `1234_Jane Doe` or `NOREC_Jane Doe` → `Jane Doe` for facets whose keys carry an id prefix. */
export function bucketLabel(bucket: FacetBucket, split: boolean): string {
  const key = bucket.key_as_string ?? String(bucket.key);
  if (!split) {
    return key;
  }
  const separator = key.indexOf('_');
  return separator >= 0 ? key.slice(separator + 1) : key;
}
