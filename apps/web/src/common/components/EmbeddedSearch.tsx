import './collections.css';
import { MAX_RESULT_WINDOW, type RecordEnvelope, type SearchResponse } from '@parton/records';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { type ReactNode, useId } from 'react';
import { MalformedQuery } from '../../search/components/MalformedQuery';
import { ResultsCount, SearchPagination, SortSelect } from '../../search/components/SearchToolbar';
import { type NamedFacet, toFacetList } from '../../search/facets/facetList';
import {
  type SearchNamespace,
  type SearchUpdate,
  type SearchUrlState,
  toFacetApiParams,
  toSearchApiParams,
} from '../../search/searchUrlState';
import { isMalformedQueryError, type QueryParams } from '../api/http';
import { useLocalSearchState } from '../hooks/useLocalSearchState';
import { EmptyState } from './EmptyState';
import { CollectionFacets } from './facets/CollectionFacets';
import { LoadingSpinner } from './LoadingSpinner';
import { SomethingWentWrong } from './SomethingWentWrong';

/** The query an embedded search sends: its fixed base, narrowed by what the reader typed. */
export function embeddedQuery(baseQuery: string, readerQuery: string): string {
  const typed = readerQuery.trim();
  if (!typed) {
    return baseQuery;
  }
  return baseQuery ? `${baseQuery} and (${typed})` : typed;
}

export interface EmbeddedSearchSource<M> {
  searchKey: (params: QueryParams) => QueryKey;
  fetchSearch: (params: QueryParams, signal?: AbortSignal) => Promise<SearchResponse<M>>;
  facetsKey?: (params: QueryParams) => QueryKey;
  fetchFacets?: (params: QueryParams, signal?: AbortSignal) => Promise<Record<string, unknown>>;
}

export interface EmbeddedSearchContext {
  state: SearchUrlState;
  update: (update: SearchUpdate) => void;
  /** The query and filters actually sent (base query included). */
  params: QueryParams;
}

interface EmbeddedSearchProps<M> {
  /** A search namespace of spec §3 (`authorPublications`, `conferenceContributions` …). */
  namespace: SearchNamespace;
  source: EmbeddedSearchSource<M>;
  baseQuery: string;
  /** Fixed parameters sent with every call (`doc_type=conference paper`). */
  baseParams?: QueryParams;
  emptyNoun: string;
  renderItem: (hit: RecordEnvelope<M>) => ReactNode;
  /** Label of the box that narrows the search ('Search within papers'); no box when absent. */
  searchLabel?: string;
  /** Shown between the toolbar and the results (a citation summary). */
  renderAbove?: (context: EmbeddedSearchContext) => ReactNode;
  /** Extra toolbar controls (a citation-summary switch). */
  renderToolbar?: (context: EmbeddedSearchContext) => ReactNode;
}

/**
 * A search inside a detail page (an author's papers, a conference's contributions): its own facets, sort and
 * pages in component state, so it never changes the page URL or the page's main search.
 */
export function EmbeddedSearch<M>({
  namespace,
  source,
  baseQuery,
  baseParams = {},
  emptyNoun,
  renderItem,
  searchLabel,
  renderAbove,
  renderToolbar,
}: EmbeddedSearchProps<M>) {
  const { state, update } = useLocalSearchState(namespace);
  const id = useId();
  const q = embeddedQuery(baseQuery, state.q);
  const searchParams: QueryParams = { ...toSearchApiParams(state), ...baseParams, q };
  const facetParams: QueryParams = { ...toFacetApiParams(state), ...baseParams, q };
  const search = useQuery({
    queryKey: source.searchKey(searchParams),
    queryFn: ({ signal }) => source.fetchSearch(searchParams, signal),
    placeholderData: keepPreviousData,
  });
  const { facetsKey, fetchFacets } = source;
  const facets = useQuery({
    queryKey: facetsKey ? facetsKey(facetParams) : ['no-facets'],
    queryFn: ({ signal }) => (fetchFacets ? fetchFacets(facetParams, signal) : Promise.resolve({})),
    placeholderData: keepPreviousData,
    enabled: Boolean(facetsKey && fetchFacets),
  });
  const facetList: NamedFacet[] = toFacetList(facets.data);
  const malformed = isMalformedQueryError(search.error);
  const total = search.data?.hits.total ?? 0;
  const hits = search.data?.hits.hits ?? [];
  const context: EmbeddedSearchContext = { state, update, params: facetParams };
  const hasFacets = facetList.length > 0;

  return (
    <div className={hasFacets ? 'embedded-search embedded-search--with-facets' : 'embedded-search'}>
      {hasFacets ? (
        <aside className="embedded-search__facets" aria-label={`Filter ${emptyNoun.toLowerCase()}`}>
          <CollectionFacets
            facets={facetList}
            filters={state.filters}
            onFilterChange={(name, values) => update({ filters: { [name]: values } })}
          />
        </aside>
      ) : null}
      <div className="embedded-search__results">
        {searchLabel ? (
          <Input.Search
            id={`${id}-query`}
            className="embedded-search__box"
            aria-label={searchLabel}
            placeholder={searchLabel}
            allowClear
            enterButton
            defaultValue={state.q}
            onSearch={(value) => update({ q: value })}
          />
        ) : null}
        <div className="results-toolbar">
          <div className="results-toolbar__start">
            {search.data ? <ResultsCount total={total} /> : null}
            {renderToolbar?.(context)}
          </div>
          <div className="results-toolbar__end">
            <SortSelect
              value={state.sort}
              options={search.data?.sort_options ?? []}
              onChange={(sort) => update({ sort })}
            />
          </div>
        </div>
        {renderAbove?.(context)}
        {malformed ? <MalformedQuery /> : null}
        {search.isError && !malformed ? <SomethingWentWrong onRetry={() => search.refetch()} /> : null}
        {search.isPending && !search.isError ? <LoadingSpinner /> : null}
        {search.data && total === 0 ? <EmptyState noun={emptyNoun} /> : null}
        <div className={search.isPlaceholderData ? 'results-list results-list--stale' : 'results-list'}>
          {hits.map((hit) => (
            <div key={hit.id}>{renderItem(hit)}</div>
          ))}
        </div>
        <SearchPagination
          page={state.page}
          size={state.size}
          total={Math.min(total, MAX_RESULT_WINDOW)}
          pageSizes={namespace.pageSizes}
          onChange={(change) => update(change)}
        />
      </div>
    </div>
  );
}
