import type { SortOption } from '@parton/records';
import { Select } from 'antd';
import { Pager } from '../../common/components/Pager';
import { formatCount } from '../../common/numberFormat';

/** How the server's total relates to the number of hits (`hits.total_relation`; absent = exact). */
export type TotalRelation = 'eq' | 'gte' | 'estimate';

/**
 * "1,234 results", or "3 of 1,234" while items are selected. Above 10,000 hits the server may only estimate the
 * total ("about 93,000 results") or know a lower bound ("more than 10,000 results").
 */
export function resultsCountText(total: number, selected = 0, relation: TotalRelation = 'eq'): string {
  const qualifier = relation === 'estimate' ? 'about ' : relation === 'gte' ? 'more than ' : '';
  const count = `${qualifier}${formatCount(total)}`;
  if (selected > 0) {
    return `${formatCount(selected)} of ${count}`;
  }
  return `${count} ${total === 1 && relation === 'eq' ? 'result' : 'results'}`;
}

export function ResultsCount({
  total,
  selected = 0,
  relation = 'eq',
}: {
  total: number;
  selected?: number;
  relation?: TotalRelation;
}) {
  return (
    <span className="results-count" aria-live="polite">
      {resultsCountText(total, selected, relation)}
    </span>
  );
}

/**
 * Labels of every sort the server offers (its `sort_options`), for when no answer lists them: a malformed query
 * or a failed search still shows 'Date ascending', never the raw value 'dateasc'.
 */
export const FALLBACK_SORT_LABELS: Record<string, string> = {
  bestmatch: 'Best match',
  mostrecent: 'Most Recent',
  mostcited: 'Most Cited',
  deadline: 'Earliest Deadline',
  dateasc: 'Date ascending',
  datedesc: 'Date descending',
};

/** Sort options from the server; the active sort is listed even when the server does not offer it. */
export function SortSelect({
  value,
  options,
  onChange,
}: {
  value: string;
  options: readonly SortOption[];
  onChange: (value: string) => void;
}) {
  const choices = options.some((option) => option.value === value)
    ? options
    : [{ value, display: FALLBACK_SORT_LABELS[value] ?? value }, ...options];
  return (
    <Select
      aria-label="Sort by"
      className="sort-select"
      value={value}
      onChange={onChange}
      options={choices.map((option) => ({ value: option.value, label: option.display }))}
      popupMatchSelectWidth={false}
    />
  );
}

interface SearchPaginationProps {
  page: number;
  size: number;
  total: number;
  pageSizes: readonly number[];
  onChange: (change: { page?: number; size?: number }) => void;
}

/** Page links and page-size changer; a new size goes back to page 1. */
export function SearchPagination({ page, size, total, pageSizes, onChange }: SearchPaginationProps) {
  return (
    <Pager
      label="Result pages"
      page={page}
      pageSize={size}
      total={total}
      onPageChange={(nextPage) => onChange({ page: nextPage })}
      pageSizeOptions={pageSizes}
      onPageSizeChange={(nextSize) => onChange({ size: nextSize })}
    />
  );
}
