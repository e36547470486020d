import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { pagerItems } from './pager';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** When given, a page-size select is shown; a new size is the caller's to apply (and go back to page 1). */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  label?: string;
}

/** Page links with previous/next and an optional page-size select. */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  label = 'Pagination',
}: PagerProps) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) {
    return null;
  }
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__pages">
        <li>
          <button
            type="button"
            className="pager__item"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Previous page"
          >
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {pagerItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity beyond their place
            <li key={`gap-${index}`} className="pager__gap" aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === page ? 'pager__item pager__item--current' : 'pager__item'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pager__item"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            aria-label="Next page"
          >
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      {pageSizeOptions && onPageSizeChange ? (
        <span className="pager__size">
          <label htmlFor={sizeId}>Per page</label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </nav>
  );
}
