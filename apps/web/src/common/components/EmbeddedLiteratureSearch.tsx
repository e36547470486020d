import {
  DEFAULT_UI_PAGE_SIZE,
  LITERATURE_PAGE_SIZE_OPTIONS,
  type LiteratureUiMetadata,
  PAGE_SIZE_OPTIONS,
} from '@parton/records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Switch } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { ClaimModeBar, ClaimSelectBox } from '../../claiming/ClaimModeBar';
import {
  type ClaimModeAccess,
  claimModeAccess,
  type PaperSelection,
  usePaperSelection,
} from '../../claiming/claimMode';
import {
  CITATION_SUMMARY_IGNORED_FILTERS,
  fetchLiteratureFacets,
  fetchLiteratureSearch,
  literatureKeys,
} from '../../literature/api';
import { barSelectionFilters, selectedBarOf } from '../../literature/citationSummary';
import { CitationSummary } from '../../literature/components/CitationSummary';
import { LiteratureResultItem } from '../../literature/components/LiteratureResultItem';
import { type SearchNamespace, type SearchUrlState, toSearchApiParams } from '../../search/searchUrlState';
import { useCurrentUser } from '../../user/useCurrentUser';
import type { QueryParams } from '../api/http';
import {
  EmbeddedSearch,
  type EmbeddedSearchContext,
  type EmbeddedSearchSource,
  embeddedQuery,
} from './EmbeddedSearch';

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

/** A parameter's values as a list (`author` may already hold a co-author facet filter). */
function valuesOf(value: QueryParams[string]): string[] {
  if (value === undefined) {
    return [];
  }
  return Array.isArray(value) ? [...value] : [String(value)];
}

/**
 * The search of an author's papers in claim mode names the author (`author=<recid>`, facts inspire-api.md §6):
 * the hits then carry `curated_relation` of that author's signature (a bare recid marks hits, it filters nothing).
 * Added to the co-author filters the reader picked, never in place of them; the facets call does not need it.
 */
function withClaimAuthor(params: QueryParams, claimAuthorRecid: number | undefined): QueryParams {
  if (claimAuthorRecid === undefined) {
    return params;
  }
  // First: the server takes the first `author` value naming a record as the list's author.
  return { ...params, author: [String(claimAuthorRecid), ...valuesOf(params.author)] };
}

function literatureSource(
  facetName: string | undefined,
  claimAuthorRecid: number | undefined,
): EmbeddedSearchSource<LiteratureUiMetadata> {
  const withFacetName = (params: QueryParams): QueryParams =>
    facetName ? { ...params, facet_name: facetName } : params;
  return {
    searchKey: (params) => literatureKeys.search(withClaimAuthor(params, claimAuthorRecid)),
    fetchSearch: (params, signal) => fetchLiteratureSearch(withClaimAuthor(params, claimAuthorRecid), signal),
    facetsKey: (params) => literatureKeys.facets(withFacetName(params)),
    fetchFacets: (params, signal) => fetchLiteratureFacets(withFacetName(params), signal),
  };
}

/**
 * The ids of the page on screen, for 'select all on this page': the same query (same key, same cache entry) the
 * embedded search sends, so it costs no request of its own.
 */
function usePageIds(
  source: EmbeddedSearchSource<LiteratureUiMetadata>,
  state: SearchUrlState,
  baseQuery: string,
  baseParams: QueryParams,
): number[] {
  // Built as EmbeddedSearch builds its search parameters.
  const params: QueryParams = {
    ...toSearchApiParams(state),
    ...baseParams,
    q: embeddedQuery(baseQuery, state.q),
  };
  const search = useQuery({
    queryKey: source.searchKey(params),
    queryFn: ({ signal }) => source.fetchSearch(params, signal),
    placeholderData: keepPreviousData,
  });
  return (search.data?.hits.hits ?? []).map((hit) => hit.metadata.control_number);
}

interface ClaimModeSectionProps {
  source: EmbeddedSearchSource<LiteratureUiMetadata>;
  state: SearchUrlState;
  baseQuery: string;
  baseParams: QueryParams;
  authorRecid: number;
  access: ClaimModeAccess;
  selection: PaperSelection;
  csrfToken?: string;
}

function ClaimModeSection({ source, state, baseQuery, baseParams, ...bar }: ClaimModeSectionProps) {
  const pageIds = usePageIds(source, state, baseQuery, baseParams);
  return <ClaimModeBar {...bar} pageIds={pageIds} />;
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
  /**
   * The author whose papers these are: users who may claim, move or assign them get a 'Claim mode' switch
   * (spec §4 claim mode). It starts on for one's own profile, off elsewhere.
   */
  claimAuthorRecid?: number;
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
  claimAuthorRecid,
}: EmbeddedLiteratureSearchProps) {
  const { user, isCataloger } = useCurrentUser();
  const [summaryOn, setSummaryOn] = useState(true);
  const [excludeSelfCitations, setExcludeSelfCitations] = useState(false);
  const switchId = useId();
  const claimSwitchId = useId();
  const access =
    claimAuthorRecid === undefined ? undefined : claimModeAccess(user, isCataloger, claimAuthorRecid);
  const [claimModeChoice, setClaimModeChoice] = useState<boolean | undefined>(undefined);
  const claimModeOn = access !== undefined && (claimModeChoice ?? access.own);
  const selection = usePaperSelection();
  const source = literatureSource(facetName, claimModeOn ? claimAuthorRecid : undefined);
  const fixedParams = baseParams ?? {};
  const claimModeSwitch =
    access === undefined ? null : (
      <span className="switch-label">
        <Switch
          id={claimSwitchId}
          size="small"
          checked={claimModeOn}
          onChange={(on) => {
            setClaimModeChoice(on);
            if (!on) {
              selection.clear();
            }
          }}
        />
        <label htmlFor={claimSwitchId}>Claim mode</label>
      </span>
    );
  const summarySwitch = withCitationSummary ? (
    <span className="switch-label">
      <Switch id={switchId} size="small" checked={summaryOn} onChange={setSummaryOn} />
      <label htmlFor={switchId}>Citation Summary</label>
    </span>
  ) : null;
  const leading = (metadata: LiteratureUiMetadata): ReactNode =>
    claimModeOn ? (
      <ClaimSelectBox
        recid={metadata.control_number}
        title={metadata.titles[0]?.title ?? String(metadata.control_number)}
        selection={selection}
        claimed={metadata.curated_relation === true}
      />
    ) : undefined;
  return (
    <EmbeddedSearch
      namespace={namespace}
      source={source}
      baseQuery={baseQuery}
      baseParams={baseParams}
      emptyNoun={emptyNoun}
      searchLabel={searchLabel}
      renderItem={(hit) => (
        <LiteratureResultItem
          metadata={hit.metadata}
          showPublicNotes={isCataloger}
          leading={leading(hit.metadata)}
        />
      )}
      renderToolbar={
        summarySwitch || claimModeSwitch
          ? () => (
              <>
                {summarySwitch}
                {claimModeSwitch}
              </>
            )
          : undefined
      }
      renderAbove={(context) => (
        <>
          {withCitationSummary && summaryOn ? summaryFor(context) : null}
          {claimModeOn && access && claimAuthorRecid !== undefined ? (
            <ClaimModeSection
              source={source}
              state={context.state}
              baseQuery={baseQuery}
              baseParams={fixedParams}
              authorRecid={claimAuthorRecid}
              access={access}
              selection={selection}
              csrfToken={user?.csrfToken}
            />
          ) : null}
        </>
      )}
    />
  );

  function summaryFor({ state, update, params }: EmbeddedSearchContext): ReactNode {
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
        onBarSelectionChange={(bar) => update({ filters: barSelectionFilters(bar, excludeSelfCitations) })}
      />
    );
  }
}
