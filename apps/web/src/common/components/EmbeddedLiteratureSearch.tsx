import {
  DEFAULT_UI_PAGE_SIZE,
  LITERATURE_PAGE_SIZE_OPTIONS,
  type LiteratureUiMetadata,
  PAGE_SIZE_OPTIONS,
} from '@parton/records';
import { Switch } from 'antd';
import { useId, useState } from 'react';
import {
  CITATION_SUMMARY_IGNORED_FILTERS,
  fetchLiteratureFacets,
  fetchLiteratureSearch,
  literatureKeys,
} from '../../literature/api';
import { barSelectionFilters, selectedBarOf } from '../../literature/citationSummary';
import { CitationSummary } from '../../literature/components/CitationSummary';
import { LiteratureResultItem } from '../../literature/components/LiteratureResultItem';
import type { SearchNamespace } from '../../search/searchUrlState';
import { useCurrentUser } from '../../user/useCurrentUser';
import type { QueryParams } from '../api/http';
import { EmbeddedSearch, type EmbeddedSearchSource } from './EmbeddedSearch';

/** A namespace of an embedded search (spec §3 names), most recent first unless told otherwise. */
export function embeddedNamespace(
  name: string,
  options: { literature?: boolean; defaultSort?: string; defaultSize?: number } = {},
): SearchNamespace {
  return {
    name,
    pageSizes: options.literature ? LITERATURE_PAGE_SIZE_OPTIONS : PAGE_SIZE_OPTIONS,
    defaultSize: options.defaultSize ?? DEFAULT_UI_PAGE_SIZE,
    defaultSort: () => options.defaultSort ?? 'mostrecent',
    uiParams: [],
  };
}

function literatureSource(facetName: string | undefined): EmbeddedSearchSource<LiteratureUiMetadata> {
  const withFacetName = (params: QueryParams): QueryParams =>
    facetName ? { ...params, facet_name: facetName } : params;
  return {
    searchKey: (params) => literatureKeys.search(params),
    fetchSearch: (params, signal) => fetchLiteratureSearch(params, signal),
    facetsKey: (params) => literatureKeys.facets(withFacetName(params)),
    fetchFacets: (params, signal) => fetchLiteratureFacets(withFacetName(params), signal),
  };
}

interface EmbeddedLiteratureSearchProps {
  namespace: SearchNamespace;
  baseQuery: string;
  baseParams?: QueryParams;
  /** The facet set of the literature facets call (`hep-author-publication`, …). */
  facetName?: string;
  emptyNoun: string;
  searchLabel?: string;
  /** Offer the citation summary of these papers (on by default). */
  withCitationSummary?: boolean;
}

/** Papers of a record (an author's, a conference's, an institution's …) as an embedded literature search. */
export function EmbeddedLiteratureSearch({
  namespace,
  baseQuery,
  baseParams,
  facetName,
  emptyNoun,
  searchLabel,
  withCitationSummary = false,
}: EmbeddedLiteratureSearchProps) {
  const { isCataloger } = useCurrentUser();
  const [summaryOn, setSummaryOn] = useState(true);
  const [excludeSelfCitations, setExcludeSelfCitations] = useState(false);
  const switchId = useId();
  return (
    <EmbeddedSearch
      namespace={namespace}
      source={literatureSource(facetName)}
      baseQuery={baseQuery}
      baseParams={baseParams}
      emptyNoun={emptyNoun}
      searchLabel={searchLabel}
      renderItem={(hit) => <LiteratureResultItem metadata={hit.metadata} showPublicNotes={isCataloger} />}
      renderToolbar={
        withCitationSummary
          ? () => (
              <span className="switch-label">
                <Switch id={switchId} size="small" checked={summaryOn} onChange={setSummaryOn} />
                <label htmlFor={switchId}>Citation Summary</label>
              </span>
            )
          : undefined
      }
      renderAbove={
        withCitationSummary && summaryOn
          ? ({ state, update, params }) => {
              const selectedBar = selectedBarOf(state.filters, excludeSelfCitations);
              const summaryParams = Object.fromEntries(
                Object.entries(params).filter(
                  ([key]) => !(CITATION_SUMMARY_IGNORED_FILTERS as readonly string[]).includes(key),
                ),
              );
              return (
                <CitationSummary
                  params={summaryParams}
                  excludeSelfCitations={excludeSelfCitations}
                  onExcludeSelfCitationsChange={(on) => {
                    setExcludeSelfCitations(on);
                    if (selectedBar) {
                      update({ filters: barSelectionFilters(selectedBar, on) });
                    }
                  }}
                  selectedBar={selectedBar}
                  onBarSelectionChange={(selection) =>
                    update({ filters: barSelectionFilters(selection, excludeSelfCitations) })
                  }
                />
              );
            }
          : undefined
      }
    />
  );
}
