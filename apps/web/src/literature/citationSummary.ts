import type { SearchFilters } from '../search/searchUrlState';

export type SummarySeries = 'citeable' | 'published';

export interface BarSelection {
  series: SummarySeries;
  /** A CITATION_BUCKETS key such as `10--49`. */
  key: string;
}

export function citationCountParam(excludeSelfCitations: boolean): string {
  return excludeSelfCitations ? 'citation_count_without_self_citations' : 'citation_count';
}

/** The filter change for a bar selection: `citeable=true` or `refereed=true`, plus the citation range. */
export function barSelectionFilters(
  selection: BarSelection | null,
  excludeSelfCitations: boolean,
): Record<string, string[] | undefined> {
  const countParam = citationCountParam(excludeSelfCitations);
  const cleared: Record<string, string[] | undefined> = {
    citeable: undefined,
    refereed: undefined,
    citation_count: undefined,
    citation_count_without_self_citations: undefined,
  };
  if (!selection) {
    return cleared;
  }
  return {
    ...cleared,
    [selection.series === 'citeable' ? 'citeable' : 'refereed']: ['true'],
    [countParam]: [selection.key],
  };
}

/** The bar the current URL filters correspond to, if any. */
export function selectedBarOf(filters: SearchFilters, excludeSelfCitations: boolean): BarSelection | null {
  const key = filters[citationCountParam(excludeSelfCitations)]?.[0];
  if (!key) {
    return null;
  }
  if (filters['refereed']?.[0] === 'true') {
    return { series: 'published', key };
  }
  if (filters['citeable']?.[0] === 'true') {
    return { series: 'citeable', key };
  }
  return null;
}
