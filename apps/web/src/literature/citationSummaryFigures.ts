import type { CitationSummaryAggregation, CitationSummaryStats } from '@parton/records';
import { CITATION_BUCKETS } from '@parton/records';
import { abbreviateCount } from '../common/numberFormat';
import type { BarSelection } from './citationSummary';

/**
 * The figures of the citation summary (table rows, graph bars, bar toggling): only the lazy CitationSummary reads
 * them, so they live apart from the bar-selection filters the search pages use at once.
 */

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
