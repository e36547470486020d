import { TITLE_VARIANTS_PAGE_SIZE } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { titleVariantsPage } from './titleVariants';

const variants = Array.from({ length: 22 }, (_, index) => `VARIANT ${index + 1}`);

describe('title variants paging', () => {
  it('shows eight variants a page', () => {
    expect(TITLE_VARIANTS_PAGE_SIZE).toBe(8);
    expect(titleVariantsPage(variants, 1)).toEqual(variants.slice(0, 8));
    expect(titleVariantsPage(variants, 2)).toEqual(variants.slice(8, 16));
  });

  it('shows the rest on the last page', () => {
    expect(titleVariantsPage(variants, 3)).toEqual(variants.slice(16));
  });

  it('keeps the page within range', () => {
    expect(titleVariantsPage(variants, 9)).toEqual(variants.slice(16));
    expect(titleVariantsPage(variants, 0)).toEqual(variants.slice(0, 8));
    expect(titleVariantsPage([], 1)).toEqual([]);
  });
});
