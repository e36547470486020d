import { FilterOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { isMalformedQueryError } from '../../common/api/http';
import { useRuntimeConfig } from '../../common/api/runtimeConfig';
import { LightSwitch } from '../../common/components/LightSwitch';
import { LoadingSpinner } from '../../common/components/LoadingSpinner';
import { MD_SCREEN_QUERY, useMediaQuery } from '../../common/hooks/useMediaQuery';
import { usePageMeta } from '../../common/hooks/usePageMeta';
import { SearchApiLink } from '../../search/components/SearchApiLink';
import { SearchResults } from '../../search/components/SearchResults';
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
import { SelectionCheckbox } from '../bulk/SelectionCheckbox';
import { useBulkSelection } from '../bulk/selection';
import { barSelectionFilters, selectedBarOf } from '../citationSummary';
import { CiteAllExport } from '../components/CiteAllExport';
import { LiteratureResultItem } from '../components/LiteratureResultItem';

// Facets wait for their own request anyway, and the summary is opt-in: neither belongs in the first download.
const FacetPanel = lazy(() =>
  import('../../search/facets/FacetPanel').then((module) => ({ default: module.FacetPanel })),
);
const FacetDrawer = lazy(() => import('../../search/facets/FacetDrawer'));
// Catalogers only, and shown once the user check has answered anyway.
const BulkSelectionBar = lazy(() =>
  import('../bulk/BulkSelectionBar').then((module) => ({ default: module.BulkSelectionBar })),
);
const CitationSummary = lazy(() =>
  import('../components/CitationSummary').then((module) => ({ default: module.CitationSummary })),
);
// The feedback card and the AI hook (src/feedback): only when the server turns either on, and never in the first
// download.
const LiteratureSearchExtras = lazy(() => import('../../feedback/LiteratureSearchExtras'));

/** Filters whose facet is a range histogram: its axis comes from the search without that filter. */
const RANGE_FILTERS = ['earliest_date'];

export function LiteratureSearchPage() {
  const { state, update } = useSearchUrlState(LITERATURE_NAMESPACE);
  const { isCataloger } = useCurrentUser();
  const runtimeConfig = useRuntimeConfig();
  const feedbackOn = runtimeConfig.searchFeedback === true;
  const aiQueryOn = runtimeConfig.aiQuery === true;
  // Catalogers' selection for the bulk tools: kept across pages, cleared by a new query.
  const bulkSelection = useBulkSelection(state.q);
  // A media query and a CSS switch rather than antd's Grid and Switch: lighter for the page's first download.
  const compact = !useMediaQuery(MD_SCREEN_QUERY);
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

  // The citation summary has nothing to sum up for a query that does not parse.
  const malformed = isMalformedQueryError(search.error);

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
  const pageIds = (search.data?.hits.hits ?? []).map((hit) => hit.metadata.control_number);

  return (
    <div className="search-page">
      {compact ? null : (
        <aside className="search-page__facets" aria-label="Filters">
          {facets.isPending ? <LoadingSpinner /> : facetPanel}
        </aside>
      )}
      <section className="search-page__results" aria-label="Results" aria-busy={search.isFetching}>
        <SearchResults
          search={search}
          state={state}
          update={update}
          pageSizes={LITERATURE_NAMESPACE.pageSizes}
          emptyNoun="Results"
          failure="error-page"
          selectedCount={isCataloger ? bulkSelection.count : 0}
          renderItem={(hit) => (
            <LiteratureResultItem
              metadata={hit.metadata}
              showPublicNotes={isCataloger}
              leading={
                isCataloger ? (
                  <SelectionCheckbox
                    title={hit.metadata.titles[0]?.title ?? '(untitled)'}
                    checked={bulkSelection.isSelected(hit.metadata.control_number)}
                    onChange={(checked) => bulkSelection.setSelected([hit.metadata.control_number], checked)}
                  />
                ) : null
              }
            />
          )}
          toolbarLead={
            compact ? (
              <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)}>
                Filters
              </Button>
            ) : null
          }
          toolbarStart={
            <span className="switch-label">
              <LightSwitch id="citation-summary-switch" checked={summaryOn} onChange={toggleSummary} />
              <label htmlFor="citation-summary-switch">Citation Summary</label>
            </span>
          }
          toolbarEnd={
            <>
              <SearchApiLink />
              <CiteAllExport
                searchParams={{ q: state.q, sort: state.sort, ...state.filters }}
                total={total}
              />
            </>
          }
          above={
            <>
              {isCataloger && !malformed ? (
                <Suspense fallback={null}>
                  <BulkSelectionBar selection={bulkSelection} pageIds={pageIds} />
                </Suspense>
              ) : null}
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
            </>
          }
        />
        {feedbackOn || aiQueryOn ? (
          <Suspense fallback={null}>
            <LiteratureSearchExtras
              query={state.q}
              feedback={feedbackOn}
              aiQuery={aiQueryOn && search.isSuccess && !search.isPlaceholderData}
            />
          </Suspense>
        ) : null}
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
