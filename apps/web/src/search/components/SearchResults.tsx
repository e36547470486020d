import { MAX_RESULT_WINDOW, type RecordEnvelope, type SearchResponse } from '@parton/records';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorPagePath, isMalformedQueryError } from '../../common/api/http';
import { EmptyState } from '../../common/components/EmptyState';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { SomethingWentWrong } from '../../common/components/SomethingWentWrong';
import { referrerState } from '../../errors/referrer';
import type { SearchUpdate, SearchUrlState } from '../searchUrlState';
import { MalformedQuery } from './MalformedQuery';
import { ResultsCount, SearchPagination, SortSelect } from './SearchToolbar';

/**
 * What a failed search (other than a malformed query, always explained in place) does: a page of its own goes
 * to the error page, as a failed page load would; a search inside a detail page shows a retry in place, so the
 * rest of the record stays readable.
 */
export type SearchFailure = 'error-page' | 'in-place';

interface SearchResultsProps<M> {
  search: UseQueryResult<SearchResponse<M>>;
  state: Pick<SearchUrlState, 'sort' | 'page' | 'size'>;
  update: (update: SearchUpdate) => void;
  pageSizes: readonly number[];
  /** What the empty state counts: '0 Results', '0 Conferences' … */
  emptyNoun: string;
  renderItem: (hit: RecordEnvelope<M>) => ReactNode;
  failure: SearchFailure;
  /** Toolbar controls before the count (the Filters button of a narrow screen). */
  toolbarLead?: ReactNode;
  /** Toolbar controls after the count (citation-summary switch, subscribe, time-zone note). */
  toolbarStart?: ReactNode;
  /** Toolbar controls before the sort (API link, cite all). */
  toolbarEnd?: ReactNode;
  /** Shown between the toolbar and the results (a citation summary). */
  above?: ReactNode;
  /** Items selected for bulk actions: the count then reads 'N of total' (spec §2.3). */
  selectedCount?: number;
}

/**
 * The result block of every search, full-page or inside a record: toolbar (count, sort), the malformed-query,
 * loading, empty and failed states, the results (dimmed while the next page loads) and the pagination.
 */
export function SearchResults<M>({
  search,
  state,
  update,
  pageSizes,
  emptyNoun,
  renderItem,
  failure,
  toolbarLead,
  toolbarStart,
  toolbarEnd,
  above,
  selectedCount = 0,
}: SearchResultsProps<M>) {
  const malformed = isMalformedQueryError(search.error);
  useErrorPageOnFailure(failure === 'error-page' && !malformed ? search.error : null);
  const total = search.data?.hits.total ?? 0;
  const hits = search.data?.hits.hits ?? [];
  const showRetry = failure === 'in-place' && search.isError && !malformed;

  return (
    <>
      <div className="results-toolbar">
        <div className="results-toolbar__start">
          {toolbarLead}
          {search.data ? (
            <ResultsCount
              total={total}
              selected={selectedCount}
              relation={search.data.hits.total_relation ?? 'eq'}
            />
          ) : null}
          {toolbarStart}
        </div>
        <div className="results-toolbar__end">
          {toolbarEnd}
          <SortSelect
            value={state.sort}
            options={search.data?.sort_options ?? []}
            onChange={(sort) => update({ sort })}
          />
        </div>
      </div>
      {above}
      {malformed ? <MalformedQuery /> : null}
      {showRetry ? <SomethingWentWrong onRetry={() => search.refetch()} /> : null}
      {search.isPending && !search.isError ? <LoadingSpinner /> : null}
      {search.data && total === 0 ? <EmptyState noun={emptyNoun} /> : null}
      <div className={search.isPlaceholderData ? 'results-list results-list--stale' : 'results-list'}>
        {hits.map((hit) => (
          <Fragment key={hit.id}>{renderItem(hit)}</Fragment>
        ))}
      </div>
      <SearchPagination
        page={state.page}
        size={state.size}
        total={Math.min(total, MAX_RESULT_WINDOW)}
        pageSizes={pageSizes}
        onChange={(change) => update(change)}
      />
    </>
  );
}

/** Sends the browser to /errors/{status} when `error` is set, keeping where it came from for the Back link. */
function useErrorPageOnFailure(error: Error | null) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) {
      return;
    }
    navigate(errorPagePath(error), { replace: true, state: referrerState(location) });
  }, [error, navigate, location]);
}
