import './collections.css';
import { FilterOutlined } from '@ant-design/icons';
import type { CollectionName, RecordEnvelope } from '@parton/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Grid } from 'antd';
import { type ReactNode, useState } from 'react';
import { SearchApiLink } from '../../search/components/SearchApiLink';
import { SearchResults } from '../../search/components/SearchResults';
import { toFacetList } from '../../search/facets/facetList';
import {
  type SearchFilters,
  type SearchNamespace,
  type SearchUpdate,
  type SearchUrlState,
  toFacetApiParams,
  toSearchApiParams,
} from '../../search/searchUrlState';
import { useSearchUrlState } from '../../search/useSearchUrlState';
import { collectionKeys, fetchCollectionFacets, fetchCollectionSearch } from '../api/collectionApi';
import { usePageMeta } from '../hooks/usePageMeta';
import { CollectionFacets } from './facets/CollectionFacets';
import { LoadingSpinner } from './LoadingSpinner';

/** The URL state with the collection's default filters filled in where the URL names none. */
export function withDefaultFilters(state: SearchUrlState, defaults: SearchFilters): SearchUrlState {
  return { ...state, filters: { ...defaults, ...state.filters } };
}

export interface SearchPageContext {
  state: SearchUrlState;
  update: (update: SearchUpdate) => void;
}

interface CollectionSearchPageProps<M> {
  collection: CollectionName;
  namespace: SearchNamespace;
  /** Page title ('Jobs'); the query is prefixed when there is one. */
  title: string;
  description: string;
  /** What the empty state counts: '0 Conferences', '0 Results' … */
  emptyNoun: string;
  /** Whether `/api/{collection}/facets` exists for this collection. */
  withFacets: boolean;
  /** Filters applied when the URL does not name them (jobs: open only; events: upcoming). */
  defaultFilters?: SearchFilters;
  renderItem: (hit: RecordEnvelope<M>) => ReactNode;
  /** Filters that are not facets (the start-date filter), shown above the facets. */
  renderFilters?: (context: SearchPageContext) => ReactNode;
  /** Extra controls for the toolbar (subscribe, time-zone note). */
  renderToolbar?: (context: SearchPageContext) => ReactNode;
}

/**
 * A collection's search page: facets (a drawer below md), result count, sort, results, page sizes and
 * pagination, with the search state in the URL so links and the back button restore it.
 */
export function CollectionSearchPage<M>({
  collection,
  namespace,
  title,
  description,
  emptyNoun,
  withFacets,
  defaultFilters = {},
  renderItem,
  renderFilters,
  renderToolbar,
}: CollectionSearchPageProps<M>) {
  const { state: urlState, update } = useSearchUrlState(namespace);
  const state = withDefaultFilters(urlState, defaultFilters);
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const keys = collectionKeys(collection);
  usePageMeta({ title: state.q ? `${state.q} - ${title}` : title, description });

  const searchParams = toSearchApiParams(state);
  const search = useQuery({
    queryKey: keys.search(searchParams),
    queryFn: ({ signal }) => fetchCollectionSearch<M>(collection, searchParams, signal),
    placeholderData: keepPreviousData,
  });
  const facetParams = toFacetApiParams(state);
  const facets = useQuery({
    queryKey: keys.facets(facetParams),
    queryFn: ({ signal }) => fetchCollectionFacets(collection, facetParams, signal),
    placeholderData: keepPreviousData,
    enabled: withFacets,
  });

  const context: SearchPageContext = { state, update };
  const filterControls = renderFilters?.(context);
  const facetPanel = (
    <>
      {filterControls}
      {withFacets && facets.isPending ? <LoadingSpinner /> : null}
      {withFacets ? (
        <CollectionFacets
          facets={toFacetList(facets.data)}
          filters={urlState.filters}
          defaultSelections={defaultFilters}
          onFilterChange={(name, values) => update({ filters: { [name]: values } })}
        />
      ) : null}
    </>
  );
  const hasSidebar = withFacets || Boolean(filterControls);

  return (
    <div className={hasSidebar ? 'search-page' : 'search-page search-page--single'}>
      {hasSidebar && !compact ? (
        <aside className="search-page__facets" aria-label="Filters">
          {facetPanel}
        </aside>
      ) : null}
      <section className="search-page__results" aria-label="Results" aria-busy={search.isFetching}>
        <h1 className="visually-hidden">{title}</h1>
        <SearchResults
          search={search}
          state={state}
          update={update}
          pageSizes={namespace.pageSizes}
          emptyNoun={emptyNoun}
          failure="error-page"
          renderItem={renderItem}
          toolbarLead={
            hasSidebar && compact ? (
              <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)}>
                Filters
              </Button>
            ) : null
          }
          toolbarStart={renderToolbar?.(context)}
          toolbarEnd={<SearchApiLink />}
        />
      </section>
      {hasSidebar && compact ? (
        <Drawer
          title="Filters"
          placement="left"
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          size="min(360px, 90vw)"
        >
          {facetPanel}
        </Drawer>
      ) : null}
    </div>
  );
}
