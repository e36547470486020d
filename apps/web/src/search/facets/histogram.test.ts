import { describe, expect, it } from 'vitest';
import {
  displayDomain,
  formatRangeSelection,
  HALF_BAR_WIDTH,
  HISTOGRAM_HEIGHT,
  histogramBars,
  isNarrowSelection,
  parseRangeSelection,
  rangeLabels,
  yearCounts,
} from './histogram';

const bucket = (year: number, count: number) => ({
  key: Date.UTC(year, 0, 1),
  key_as_string: String(year),
  doc_count: count,
});

describe('date histogram', () => {
  it('reads years from key_as_string, in order', () => {
    expect(yearCounts([bucket(2019, 1), bucket(2015, 3)])).toEqual([
      { year: 2015, count: 3 },
      { year: 2019, count: 1 },
    ]);
  });

  it('spans at least 30 years from the first year', () => {
    expect(displayDomain(yearCounts([bucket(2015, 1), bucket(2019, 1)]))).toEqual([2015, 2045]);
  });

  it('keeps the real span when it is longer than 30 years', () => {
    expect(displayDomain(yearCounts([bucket(1950, 1), bucket(2020, 1)]))).toEqual([1950, 2020]);
  });

  it('lays the selection labels out narrow when the selection covers under 20% of the axis', () => {
    expect(isNarrowSelection([2000, 2004], [1970, 2020])).toBe(true);
    expect(isNarrowSelection([1990, 2020], [1970, 2020])).toBe(false);
    expect(isNarrowSelection([2000, 2000], [1970, 2020])).toBe(false);
  });

  it('labels data covering one year once, laid inward from the start of the axis (never clipped)', () => {
    expect(rangeLabels([2016, 2016], [2016, 2046])).toEqual([{ value: 2016, text: '2016', align: 'start' }]);
  });

  it('labels a narrow selection once, as a range, laid inward at either end', () => {
    expect(rangeLabels([2014, 2016], [2014, 2044])).toEqual([
      { value: 2014, text: '2014–2016', align: 'start' },
    ]);
    expect(rangeLabels([2018, 2020], [1970, 2020])).toEqual([
      { value: 2020, text: '2018–2020', align: 'end' },
    ]);
    expect(rangeLabels([1995, 1999], [1970, 2020])).toEqual([
      { value: 1997, text: '1995–1999', align: 'center' },
    ]);
  });

  it('labels both ends of a wide selection, the outermost ones laid inward', () => {
    expect(rangeLabels([1970, 2020], [1970, 2020])).toEqual([
      { value: 1970, text: '1970', align: 'start' },
      { value: 2020, text: '2020', align: 'end' },
    ]);
    expect(rangeLabels([1985, 2005], [1970, 2020])).toEqual([
      { value: 1985, text: '1985', align: 'center' },
      { value: 2005, text: '2005', align: 'center' },
    ]);
  });

  it('produces and reads the YYYY--YYYY filter value, whichever end was dragged first', () => {
    expect(formatRangeSelection(2018, 2012)).toBe('2012--2018');
    expect(parseRangeSelection('2012--2018', [1990, 2024])).toEqual([2012, 2018]);
  });

  it('clamps missing or out-of-range endpoints to the data', () => {
    expect(parseRangeSelection('1800--2100', [1990, 2024])).toEqual([1990, 2024]);
    expect(parseRangeSelection(undefined, [1990, 2024])).toEqual([1990, 2024]);
  });

  it('draws bars 0.4 either side of the year, scaled to a height of 100, marking the selection', () => {
    const bars = histogramBars(
      [
        { year: 2000, count: 5 },
        { year: 2001, count: 10 },
      ],
      [2001, 2001],
    );
    expect(bars[0]).toMatchObject({ x: 2000 - HALF_BAR_WIDTH, width: 0.8, height: 50, selected: false });
    expect(bars[1]).toMatchObject({ height: HISTOGRAM_HEIGHT, selected: true });
  });
});
