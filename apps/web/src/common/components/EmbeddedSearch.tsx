import './collections.css';
import type { RecordEnvelope, SearchResponse } from '@parton/records';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { type ReactNode, useId } from 'react';
import { SearchResults } from '../../search/components/SearchResults';
import { type NamedFacet, toFacetList } from '../../search/facets/facetList';
import {
  type SearchNamespace,
  type SearchUpdate,
  type SearchUrlState,
  toFacetApiParams,
  toSearchApiParams,
} from '../../search/searchUrlState';
import type { QueryParams } from '../api/http';
import { useLocalSearchState } from '../hooks/useLocalSearchState';
import { CollectionFacets } from './facets/CollectionFacets';

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
        <SearchResults
          search={search}
          state={state}
          update={update}
          pageSizes={namespace.pageSizes}
          emptyNoun={emptyNoun}
          failure="in-place"
          renderItem={renderItem}
          toolbarStart={renderToolbar?.(context)}
          above={renderAbove?.(context)}
        />
      </div>
    </div>
  );
}
