export type PagerItem = number | 'gap';

/** Page links to show: the first and last page, the current one with two neighbours each side, gaps between. */
export function pagerItems(current: number, pageCount: number, neighbours = 2): PagerItem[] {
  if (pageCount <= 1) {
    return pageCount === 1 ? [1] : [];
  }
  const pages = new Set<number>([1, pageCount]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= pageCount) {
      pages.add(page);
    }
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) {
      items.push(page - previous === 2 ? page - 1 : 'gap');
    }
    items.push(page);
  });
  return items;
}
