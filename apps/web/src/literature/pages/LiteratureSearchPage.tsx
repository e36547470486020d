import { FilterOutlined } from '@ant-design/icons';
import { MAX_RESULT_WINDOW } from '@parton/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Grid, Switch } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorPagePath, isMalformedQueryError } from '../../common/api/http';
import { EmptyState } from '../../common/components/EmptyState';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { referrerState } from '../../errors/referrer';
import { MalformedQuery } from '../../search/components/MalformedQuery';
import { SearchApiLink } from '../../search/components/SearchApiLink';
import { ResultsCount, SearchPagination, SortSelect } from '../../search/components/SearchToolbar';
import { toFacetList } from '../../search/facets/facetList';
import {
  CITATION_SUMMARY_PARAM,
  EXCLUDE_SELF_CITATIONS_PARAM,
  LITERATURE_NAMESPACE,
  toFacetApiParams,
  toSearchApiParams,
} from '../../search/searchUrlState';
import { useSearchUrlState } from '../../search/useSearchUrlState';
import { isDisplaySwitchOn, useDisplayPreference } from '../../user/displayPreferences';
import { useCurrentUser } from '../../user/useCurrentUser';
import {
  CITATION_SUMMARY_IGNORED_FILTERS,
  fetchLiteratureFacets,
  fetchLiteratureSearch,
  literatureKeys,
} from '../api';
import { barSelectionFilters, selectedBarOf } from '../citationSummary';
import { CiteAllExport } from '../components/CiteAllExport';
import { LiteratureResultItem } from '../components/LiteratureResultItem';

// Facets wait for their own request anyway, and the summary is opt-in: neither belongs in the first download.
const FacetPanel = lazy(() =>
  import('../../search/facets/FacetPanel').then((module) => ({ default: module.FacetPanel })),
);
const FacetDrawer = lazy(() => import('../../search/facets/FacetDrawer'));
const CitationSummary = lazy(() =>
  import('../components/CitationSummary').then((module) => ({ default: module.CitationSummary })),
);

/** Filters whose facet is a range histogram: its axis comes from the search without that filter. */
const RANGE_FILTERS = ['earliest_date'];

export function LiteratureSearchPage() {
  const { state, update } = useSearchUrlState(LITERATURE_NAMESPACE);
  const { isCataloger } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  usePageMeta({
    title: state.q ? `${state.q} - Literature` : 'Literature',
    description:
      'Search the high-energy physics literature: papers, theses, books and conference contributions.',
  });

  const searchParams = toSearchApiParams(state);
  const search = useQuery({
    queryKey: literatureKeys.search(searchParams),
    queryFn: ({ signal }) => fetchLiteratureSearch(searchParams, signal),
    placeholderData: keepPreviousData,
  });
  const facetParams = toFacetApiParams(state);
  const facets = useQuery({
    queryKey: literatureKeys.facets(facetParams),
    queryFn: ({ signal }) => fetchLiteratureFacets(facetParams, signal),
    placeholderData: keepPreviousData,
  });
  const hasRangeFilter = RANGE_FILTERS.some((name) => state.filters[name]);
  const baseFacetParams = toFacetApiParams(state, RANGE_FILTERS);
  const baseFacets = useQuery({
    queryKey: literatureKeys.facets(baseFacetParams),
    queryFn: ({ signal }) => fetchLiteratureFacets(baseFacetParams, signal),
    enabled: hasRangeFilter,
  });

  const [summaryPreference, setSummaryPreference] = useDisplayPreference('citation_summary_enabled');
  const [excludePreference, setExcludePreference] = useDisplayPreference('exclude_self_citations');
  const summaryOn = isDisplaySwitchOn(Boolean(state.ui[CITATION_SUMMARY_PARAM]), summaryPreference);
  const excludeSelfCitations = isDisplaySwitchOn(
    Boolean(state.ui[EXCLUDE_SELF_CITATIONS_PARAM]),
    excludePreference,
  );
  const selectedBar = selectedBarOf(state.filters, excludeSelfCitations);

  const malformed = isMalformedQueryError(search.error);
  useEffect(() => {
    if (!search.error || malformed) {
      return;
    }
    navigate(errorPagePath(search.error), { replace: true, state: referrerState(location) });
  }, [search.error, malformed, navigate, location]);

  const toggleSummary = (on: boolean) => {
    setSummaryPreference(on);
    update({ ui: { [CITATION_SUMMARY_PARAM]: on } });
  };
  const toggleExcludeSelfCitations = (on: boolean) => {
    setExcludePreference(on);
    update({
      ui: { [EXCLUDE_SELF_CITATIONS_PARAM]: on },
      // A selected bar keeps its meaning: the range moves to the matching citation-count filter.
      ...(selectedBar ? { filters: barSelectionFilters(selectedBar, on) } : {}),
    });
  };

  const facetList = toFacetList(facets.data);
  const baseFacetList = hasRangeFilter ? toFacetList(baseFacets.data) : facetList;
  const facetPanel = (
    <Suspense fallback={<LoadingSpinner />}>
      <FacetPanel
        facets={facetList}
        baseFacets={baseFacetList}
        filters={state.filters}
        onFilterChange={(name, values) => update({ filters: { [name]: values } })}
      />
    </Suspense>
  );
  const total = search.data?.hits.total ?? 0;
  const hits = search.data?.hits.hits ?? [];

  return (
    <div className="search-page">
      {compact ? null : (
        <aside className="search-page__facets" aria-label="Filters">
          {facets.isPending ? <LoadingSpinner /> : facetPanel}
        </aside>
      )}
      <section className="search-page__results" aria-label="Results" aria-busy={search.isFetching}>
        <div className="results-toolbar">
          <div className="results-toolbar__start">
            {compact ? (
              <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)}>
                Filters
              </Button>
            ) : null}
            {search.data ? <ResultsCount total={total} /> : null}
            <span className="switch-label">
              <Switch
                id="citation-summary-switch"
                size="small"
                checked={summaryOn}
                onChange={toggleSummary}
              />
              <label htmlFor="citation-summary-switch">Citation Summary</label>
            </span>
          </div>
          <div className="results-toolbar__end">
            <SearchApiLink />
            <CiteAllExport searchParams={{ q: state.q, sort: state.sort, ...state.filters }} total={total} />
            <SortSelect
              value={state.sort}
              options={search.data?.sort_options ?? []}
              onChange={(sort) => update({ sort })}
            />
          </div>
        </div>
        {summaryOn && !malformed ? (
          <Suspense fallback={<LoadingSpinner />}>
            <CitationSummary
              params={toFacetApiParams(state, CITATION_SUMMARY_IGNORED_FILTERS)}
              excludeSelfCitations={excludeSelfCitations}
              onExcludeSelfCitationsChange={toggleExcludeSelfCitations}
              selectedBar={selectedBar}
              onBarSelectionChange={(selection) =>
                update({ filters: barSelectionFilters(selection, excludeSelfCitations) })
              }
            />
          </Suspense>
        ) : null}
        {malformed ? <MalformedQuery /> : null}
        {search.isPending && !malformed ? <LoadingSpinner /> : null}
        {search.data && total === 0 ? <EmptyState noun="Results" /> : null}
        <div className={search.isPlaceholderData ? 'results-list results-list--stale' : 'results-list'}>
          {hits.map((hit) => (
            <LiteratureResultItem key={hit.id} metadata={hit.metadata} showPublicNotes={isCataloger} />
          ))}
        </div>
        <SearchPagination
          page={state.page}
          size={state.size}
          total={Math.min(total, MAX_RESULT_WINDOW)}
          pageSizes={LITERATURE_NAMESPACE.pageSizes}
          onChange={(change) => update(change)}
        />
      </section>
      {compact && filtersOpen ? (
        <Suspense fallback={null}>
          <FacetDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)}>
            {facetPanel}
          </FacetDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}
