import { TITLE_VARIANTS_PAGE_SIZE } from '@parton/records';

/** One page (1-based) of a journal's title variants, eight at a time. */
export function titleVariantsPage(
  variants: readonly string[],
  page: number,
  pageSize = TITLE_VARIANTS_PAGE_SIZE,
): string[] {
  const lastPage = Math.max(1, Math.ceil(variants.length / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  return variants.slice((current - 1) * pageSize, current * pageSize);
}
