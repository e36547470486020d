import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager';

describe('pager', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pagerItems(10, 40)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 40]);
  });

  it('fills a gap of a single page with that page', () => {
    expect(pagerItems(5, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 40]);
  });
});
