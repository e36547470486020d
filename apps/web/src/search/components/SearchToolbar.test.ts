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
});
