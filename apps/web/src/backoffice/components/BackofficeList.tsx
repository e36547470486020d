import { BACKOFFICE_PAGE_SIZE } from '@parton/records';
import { Pagination } from 'antd';
import { Fragment, type Key, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { SomethingWentWrong } from '../../common/components/SomethingWentWrong';

/** A page of a back-office list answer (`GET /api/backoffice/...`): its items and the count of all of them. */
export interface BackofficeListPage<T> {
  count: number;
  results: T[];
}

/** What a list page's query (react-query's result) gives the list. */
export interface BackofficeListQuery<T> {
  data: BackofficeListPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface BackofficeListProps<T extends { id: Key }> {
  query: BackofficeListQuery<T>;
  /** The counted thing, one and many ('ticket', 'tickets'). */
  noun: readonly [one: string, many: string];
  /** Shown instead of the list when the page has no items. */
  empty: string;
  listClassName: string;
  renderItem: (item: T) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  pagerClassName?: string;
}

/**
 * The list of a back-office page (tickets, workflows, search feedback): loading, failure with a retry, the count,
 * the items or the empty text, and pages once there is more than one.
 */
export function BackofficeList<T extends { id: Key }>({
  query,
  noun,
  empty,
  listClassName,
  renderItem,
  page,
  onPageChange,
  pageSize = BACKOFFICE_PAGE_SIZE,
  pagerClassName,
}: BackofficeListProps<T>) {
  const { data } = query;
  return (
    <>
      {query.isPending ? <LoadingSpinner /> : null}
      {query.isError ? <SomethingWentWrong onRetry={() => void query.refetch()} /> : null}
      {data ? (
        <>
          <p className="backoffice-search__count" aria-live="polite">
            {data.count} {data.count === 1 ? noun[0] : noun[1]}
          </p>
          {data.results.length === 0 ? (
            <p className="backoffice-empty">{empty}</p>
          ) : (
            <ul className={listClassName}>
              {data.results.map((item) => (
                <Fragment key={item.id}>{renderItem(item)}</Fragment>
              ))}
            </ul>
          )}
          {data.count > pageSize ? (
            <Pagination
              className={pagerClassName}
              current={page}
              pageSize={pageSize}
              total={data.count}
              showSizeChanger={false}
              onChange={onPageChange}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** The `page` parameter of the address (1 when absent or not a page number) and a setter that keeps the others. */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  return [Math.max(1, Number(params.get('page')) || 1), setPage];
}
