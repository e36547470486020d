import { describe, expect, it } from 'vitest';
import { resultsCountText } from './SearchToolbar';

describe('result count', () => {
  it('reads "N results" with thousands grouped', () => {
    expect(resultsCountText(12_345)).toBe('12,345 results');
    expect(resultsCountText(1)).toBe('1 result');
  });

  it('reads "N of total" while items are selected', () => {
    expect(resultsCountText(1_200, 3)).toBe('3 of 1,200');
  });

  it('says "about" for an estimated total and "more than" for a lower bound', () => {
    expect(resultsCountText(93_000, 0, 'estimate')).toBe('about 93,000 results');
    expect(resultsCountText(10_000, 0, 'gte')).toBe('more than 10,000 results');
    expect(resultsCountText(93_000, 2, 'estimate')).toBe('2 of about 93,000');
    expect(resultsCountText(12_345, 0, 'eq')).toBe('12,345 results');
  });
});
