import type { SortOption } from '@parton/records';
import { type RawBuilder, sql } from 'kysely';

export type LiteratureSort = 'mostrecent' | 'mostcited' | 'bestmatch';

/** Sort options shown to clients (inspire-api.md §2.5). `bestmatch` is accepted everywhere but not listed. */
export const LITERATURE_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'mostrecent', display: 'Most Recent' },
  { value: 'mostcited', display: 'Most Cited' },
];
export const JOBS_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'mostrecent', display: 'Most Recent' },
  { value: 'deadline', display: 'Earliest Deadline' },
];
export const CONFERENCES_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'dateasc', display: 'Date ascending' },
  { value: 'datedesc', display: 'Date descending' },
];
export const SEMINARS_SORT_OPTIONS: readonly SortOption[] = CONFERENCES_SORT_OPTIONS;
export const DEFAULT_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'mostrecent', display: 'Most Recent' },
  { value: 'bestmatch', display: 'Best Match' },
];

/** The sort a literature search uses: the requested one if known, else bestmatch with a query, mostrecent without. */
export function resolveLiteratureSort(sort: string | undefined, hasQuery: boolean): LiteratureSort {
  if (sort === 'mostrecent' || sort === 'mostcited' || sort === 'bestmatch') {
    return sort;
  }
  return hasQuery ? 'bestmatch' : 'mostrecent';
}

/** The tie-break of every literature order: most recent first, then the higher control number. */
export function literatureTieBreak(): RawBuilder<unknown> {
  return sql`s.earliest_date DESC NULLS LAST, s.control_number DESC`;
}

/**
 * ORDER BY list (without the keywords) for a literature search over `r`/`s`; control_number is always the final
 * tie-breaker so that pages are stable. Columns are those of `literature_search`, so the sort indexes
 * (`earliest_date, control_number`, `citation_count, control_number`) serve a LIMIT without a query.
 * `rank` is `literatureRank(ast)` and is needed for bestmatch.
 */
export function literatureOrderBy(
  sort: string | undefined,
  hasQuery: boolean,
  rank?: RawBuilder<number>,
): RawBuilder<unknown> {
  const resolved = resolveLiteratureSort(sort, hasQuery);
  const mostRecent = literatureTieBreak();
  switch (resolved) {
    case 'mostcited':
      return sql`s.citation_count DESC, s.control_number DESC`;
    case 'bestmatch':
      return rank ? sql`${rank} DESC, ${mostRecent}` : mostRecent;
    case 'mostrecent':
      return mostRecent;
  }
}
