import { describe, expect, it } from 'vitest';
import { citationSeries, countTicks, yearTicks } from './citationsByYear';

describe('citations per year', () => {
  it('pads a single year to three points with zeros before it', () => {
    expect(citationSeries({ '2020': 4 })).toEqual([
      { year: 2018, count: 0 },
      { year: 2019, count: 0 },
      { year: 2020, count: 4 },
    ]);
  });

  it('fills the years without citations with zeros', () => {
    expect(citationSeries({ '2010': 1, '2014': 2 }).map((point) => point.count)).toEqual([1, 0, 0, 0, 2]);
  });

  it('has about five round ticks per axis', () => {
    expect(countTicks(97)).toEqual([0, 50, 100]);
    expect(countTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(yearTicks(2000, 2020)).toEqual([2000, 2005, 2010, 2015, 2020]);
  });
});
