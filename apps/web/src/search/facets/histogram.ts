import type { FacetBucket } from '@parton/records';

/** Half of a year slot each side of the bar centre, as in the community UI: bars are 0.8 of a year wide. */
export const HALF_BAR_WIDTH = 0.4;
export const HISTOGRAM_HEIGHT = 100;
/** Few years of data would otherwise give a handful of fat bars; the axis always spans at least this many. */
export const MIN_DISPLAY_SPAN = 30;
/** Below this share of the axis the two selection labels would collide, so they are laid out narrow. */
export const NARROW_SELECTION_PERCENT = 20;
export const RANGE_SEPARATOR = '--';

export interface YearCount {
  year: number;
  count: number;
}

export function yearCounts(buckets: readonly FacetBucket[]): YearCount[] {
  return buckets
    .map((bucket) => ({ year: Number(bucket.key_as_string ?? bucket.key), count: bucket.doc_count }))
    .filter((entry) => Number.isInteger(entry.year))
    .sort((a, b) => a.year - b.year);
}

/** First and last year on the axis: the data's own, stretched to the minimum span. */
export function displayDomain(years: readonly YearCount[]): [number, number] | undefined {
  const first = years[0];
  const last = years[years.length - 1];
  if (!first || !last) {
    return undefined;
  }
  return [first.year, Math.max(last.year, first.year + MIN_DISPLAY_SPAN)];
}

/** Reads `2001--2015` (either end may be missing or out of range) into endpoints clamped to the data. */
export function parseRangeSelection(
  value: string | undefined,
  [min, max]: [number, number],
): [number, number] {
  const [lowerText = '', upperText = ''] = (value ?? '').split(RANGE_SEPARATOR);
  const clamp = (text: string, fallback: number) => {
    if (!text) {
      return fallback;
    }
    const year = Number(text);
    return Number.isInteger(year) && year >= min && year <= max ? year : fallback;
  };
  return [clamp(lowerText, min), clamp(upperText, max)];
}

export function formatRangeSelection(lower: number, upper: number): string {
  const [from, to] = lower <= upper ? [lower, upper] : [upper, lower];
  return `${from}${RANGE_SEPARATOR}${to}`;
}

/** True when the selected years cover under 20% of the axis (but more than one point). */
export function isNarrowSelection([lower, upper]: [number, number], [min, max]: [number, number]): boolean {
  const total = max - min;
  if (total <= 0) {
    return false;
  }
  const percent = ((upper - lower) / total) * 100;
  return percent > 0 && percent < NARROW_SELECTION_PERCENT;
}

/** Within this share of the axis from an end, a label is laid inward from its mark instead of centred on it. */
export const LABEL_EDGE_SHARE = 0.15;

export type LabelAlign = 'start' | 'center' | 'end';

export interface RangeLabel {
  /** The year the label sits at. */
  value: number;
  text: string;
  /** `start`: the text begins at the mark; `end`: it ends there; `center`: centred on it. */
  align: LabelAlign;
}

/**
 * The labels under the range slider. Two years far apart get a label each; one year, or two close together, get
 * one label ('2016', '2014–2016') that cannot overlap itself. Near either end of the axis a label is laid
 * inward, so it is never cut by the facet's edge (a histogram whose data covers one year puts it at the very
 * start of the axis).
 */
export function rangeLabels([lower, upper]: [number, number], [min, max]: [number, number]): RangeLabel[] {
  const share = (value: number) => (max > min ? (value - min) / (max - min) : 0);
  const alignAt = (value: number): LabelAlign => {
    if (share(value) < LABEL_EDGE_SHARE) {
      return 'start';
    }
    return share(value) > 1 - LABEL_EDGE_SHARE ? 'end' : 'center';
  };
  if (lower === upper || isNarrowSelection([lower, upper], [min, max])) {
    const text = lower === upper ? String(lower) : `${lower}–${upper}`;
    const middle = Math.round((lower + upper) / 2);
    const align = alignAt(middle);
    const value = align === 'start' ? lower : align === 'end' ? upper : middle;
    return [{ value, text, align }];
  }
  return [
    { value: lower, text: String(lower), align: alignAt(lower) === 'start' ? 'start' : 'center' },
    { value: upper, text: String(upper), align: alignAt(upper) === 'end' ? 'end' : 'center' },
  ];
}

export interface HistogramBar {
  year: number;
  x: number;
  width: number;
  height: number;
  count: number;
  selected: boolean;
}

/** Bar geometry in axis units: x from `year - 0.4`, width 0.8, heights scaled to the tallest bar of 100. */
export function histogramBars(
  years: readonly YearCount[],
  selection: [number, number],
  maxCount = Math.max(1, ...years.map((entry) => entry.count)),
): HistogramBar[] {
  return years.map(({ year, count }) => ({
    year,
    x: year - HALF_BAR_WIDTH,
    width: HALF_BAR_WIDTH * 2,
    height: (count / maxCount) * HISTOGRAM_HEIGHT,
    count,
    selected: year >= selection[0] && year <= selection[1],
  }));
}
