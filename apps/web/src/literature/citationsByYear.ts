export const MIN_YEAR_POINTS = 3;
export const TICKS_PER_AXIS = 5;

export interface YearPoint {
  year: number;
  count: number;
}

/** Yearly citation counts with the gaps filled by zeros and at least three years shown. */
export function citationSeries(byYear: Record<string, number>): YearPoint[] {
  const known = new Map<number, number>();
  for (const [year, count] of Object.entries(byYear)) {
    const parsed = Number(year);
    if (Number.isInteger(parsed) && Number.isFinite(count)) {
      known.set(parsed, count);
    }
  }
  if (known.size === 0) {
    return [];
  }
  const years = [...known.keys()];
  const last = Math.max(...years);
  const first = Math.min(Math.min(...years), last - (MIN_YEAR_POINTS - 1));
  const series: YearPoint[] = [];
  for (let year = first; year <= last; year += 1) {
    series.push({ year, count: known.get(year) ?? 0 });
  }
  return series;
}

function niceStep(rawStep: number): number {
  if (rawStep <= 0) {
    return 1;
  }
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const fraction = rawStep / magnitude;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** About five round ticks from 0 up to at least `max` (whole numbers only: these are counts). */
export function countTicks(max: number, target = TICKS_PER_AXIS): number[] {
  const step = Math.max(1, niceStep(max / (target - 1)));
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) {
    ticks.push(value);
  }
  return ticks;
}

/** About five whole-year ticks across [first, last]. */
export function yearTicks(first: number, last: number, target = TICKS_PER_AXIS): number[] {
  const step = Math.max(1, Math.ceil((last - first) / (target - 1)));
  const ticks: number[] = [];
  for (let year = first; year <= last; year += step) {
    ticks.push(year);
  }
  return ticks;
}
