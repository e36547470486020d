import type { CitationSummaryAggregation } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { abbreviateCount } from '../common/numberFormat';
import { barSelectionFilters, selectedBarOf } from './citationSummary';
import { citationSummaryRows, formatAverage, summaryBars, toggleBar } from './citationSummaryFigures';

/** The reference response: 1 unpublished paper with 8 citations + 7 published ones (formats.md §3.2). */
function buildSummary(
  overrides: Partial<{ citations: number; average: number | null }> = {},
): CitationSummaryAggregation {
  const buckets = [
    { key: '0--0', from: 0, to: 1, doc_count: 0 },
    { key: '1--9', from: 1, to: 10, doc_count: 1 },
    { key: '10--49', from: 10, to: 50, doc_count: 1 },
    { key: '50--99', from: 50, to: 100, doc_count: 2 },
    { key: '100--249', from: 100, to: 250, doc_count: 3 },
    { key: '250--499', from: 250, to: 500, doc_count: 1 },
    { key: '500--', from: 500, doc_count: 0 },
  ];
  return {
    doc_count: 8,
    'h-index': { value: { all: 8, published: 7 } },
    citations: {
      buckets: {
        all: {
          doc_count: 8,
          citations_count: { value: overrides.citations ?? 1027 },
          average_citations: { value: 128.375 },
          citation_buckets: { buckets },
        },
        published: {
          doc_count: 7,
          citations_count: { value: 1019 },
          average_citations: {
            value: overrides.average === undefined ? 145.57142857142858 : overrides.average,
          },
          citation_buckets: { buckets: buckets.filter((bucket) => bucket.key !== '1--9') },
        },
      },
    },
  };
}

describe('citation summary table', () => {
  it('lists papers, citations, h-index and the average to one decimal for citeable and published', () => {
    expect(citationSummaryRows(buildSummary())).toEqual([
      { label: 'Papers', citeable: '8', published: '7' },
      { label: 'Citations', citeable: '1,027', published: '1,019' },
      { label: 'h-index', citeable: '8', published: '7' },
      { label: 'Citations/paper (avg)', citeable: '128.4', published: '145.6' },
    ]);
  });

  it('abbreviates values of 10,000 or more', () => {
    expect(citationSummaryRows(buildSummary({ citations: 12_345 }))[1]?.citeable).toBe('12.3K');
    expect(abbreviateCount(9_999)).toBe('9,999');
    expect(abbreviateCount(10_000)).toBe('10K');
    expect(abbreviateCount(2_500_000)).toBe('2.5M');
  });

  it('shows 0.0 when there are no published papers to average', () => {
    expect(formatAverage(null)).toBe('0.0');
  });
});

describe('citation summary graph', () => {
  it('always has the seven buckets, with zero for buckets a series lacks', () => {
    const bars = summaryBars(buildSummary());
    expect(bars.map((bar) => bar.label)).toEqual([
      '0',
      '1-9',
      '10-49',
      '50-99',
      '100-249',
      '250-499',
      '500+',
    ]);
    expect(bars[1]).toMatchObject({ citeable: 1, published: 0 });
  });

  it('selects a clicked bar and clears it on a second click', () => {
    const bar = { series: 'citeable' as const, key: '10--49' };
    const selected = toggleBar(null, bar);
    expect(selected).toEqual(bar);
    expect(toggleBar(selected, bar)).toBeNull();
    expect(toggleBar(selected, { series: 'published', key: '10--49' })).toEqual({
      series: 'published',
      key: '10--49',
    });
  });

  it('filters citeable bars with citeable=true and published bars with refereed=true, plus the range', () => {
    expect(barSelectionFilters({ series: 'citeable', key: '50--99' }, false)).toMatchObject({
      citeable: ['true'],
      refereed: undefined,
      citation_count: ['50--99'],
    });
    expect(barSelectionFilters({ series: 'published', key: '500--' }, false)).toMatchObject({
      citeable: undefined,
      refereed: ['true'],
      citation_count: ['500--'],
    });
  });

  it('uses the self-citation-free count while self-citations are excluded', () => {
    expect(barSelectionFilters({ series: 'citeable', key: '1--9' }, true)).toMatchObject({
      citation_count: undefined,
      citation_count_without_self_citations: ['1--9'],
    });
  });

  it('clears every citation filter when the selection is cleared', () => {
    expect(Object.values(barSelectionFilters(null, false)).every((value) => value === undefined)).toBe(true);
  });

  it('reads the selected bar back from the URL filters', () => {
    expect(selectedBarOf({ refereed: ['true'], citation_count: ['10--49'] }, false)).toEqual({
      series: 'published',
      key: '10--49',
    });
    expect(selectedBarOf({ doc_type: ['article'] }, false)).toBeNull();
  });
});
