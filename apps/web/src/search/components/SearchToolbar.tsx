import type { SortOption } from '@parton/records';
import { Select } from 'antd';
import { Pager } from '../../common/components/Pager';
import { formatCount } from '../../common/numberFormat';

/** "1,234 results", or "3 of 1,234" while items are selected. */
export function resultsCountText(total: number, selected = 0): string {
  if (selected > 0) {
    return `${formatCount(selected)} of ${formatCount(total)}`;
  }
  return `${formatCount(total)} ${total === 1 ? 'result' : 'results'}`;
}

export function ResultsCount({ total, selected = 0 }: { total: number; selected?: number }) {
  return (
    <span className="results-count" aria-live="polite">
      {resultsCountText(total, selected)}
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
