import {
  CITATION_BUCKETS,
  type CitationSummaryAggregation,
  type CitationSummaryStats,
} from '@parton/records';
import { abbreviateCount } from '../common/numberFormat';
import type { SearchFilters } from '../search/searchUrlState';

export type SummarySeries = 'citeable' | 'published';

export interface BarSelection {
  series: SummarySeries;
  /** A CITATION_BUCKETS key such as `10--49`. */
  key: string;
}

export interface SummaryRow {
  label: string;
  citeable: string;
  published: string;
}

/** Averages to one decimal; values of 10,000 or more abbreviated like every other figure. */
export function formatAverage(value: number | null | undefined): string {
  const average = value ?? 0;
  return average >= 10_000 ? abbreviateCount(average) : average.toFixed(1);
}

function formatValue(value: number | null | undefined): string {
  return abbreviateCount(Math.round(value ?? 0));
}

/** The rows of the Citeable | Published table. */
export function citationSummaryRows(summary: CitationSummaryAggregation): SummaryRow[] {
  const { all, published } = summary.citations.buckets;
  const hIndex = summary['h-index'].value;
  return [
    { label: 'Papers', citeable: formatValue(all.doc_count), published: formatValue(published.doc_count) },
    {
      label: 'Citations',
      citeable: formatValue(all.citations_count.value),
      published: formatValue(published.citations_count.value),
    },
    { label: 'h-index', citeable: formatValue(hIndex.all), published: formatValue(hIndex.published) },
    {
      label: 'Citations/paper (avg)',
      citeable: formatAverage(all.average_citations.value),
      published: formatAverage(published.average_citations.value),
    },
  ];
}

export interface SummaryBar {
  key: string;
  label: string;
  citeable: number;
  published: number;
}

function countsByKey(stats: CitationSummaryStats): Map<string, number> {
  return new Map(stats.citation_buckets.buckets.map((bucket) => [String(bucket.key), bucket.doc_count]));
}

/** One group per citation bucket (0, 1-9, … 500+), always all seven, zero when missing. */
export function summaryBars(summary: CitationSummaryAggregation): SummaryBar[] {
  const citeable = countsByKey(summary.citations.buckets.all);
  const published = countsByKey(summary.citations.buckets.published);
  return CITATION_BUCKETS.map((bucket) => ({
    key: bucket.key,
    label: bucket.label,
    citeable: citeable.get(bucket.key) ?? 0,
    published: published.get(bucket.key) ?? 0,
  }));
}

/** A second click on the selected bar clears the selection. */
export function toggleBar(current: BarSelection | null, clicked: BarSelection): BarSelection | null {
  if (current && current.series === clicked.series && current.key === clicked.key) {
    return null;
  }
  return clicked;
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
