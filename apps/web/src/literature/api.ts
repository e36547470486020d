import {
  CITE_FORMATS,
  type CitationSummaryAggregation,
  type CiteFormat,
  EXPORT_LIMIT,
  type FacetsResponse,
  type LiteratureAuthorsResponse,
  type LiteratureReferencesResponse,
  type LiteratureUiMetadata,
  type RecordEnvelope,
  type SearchResponse,
  UI_JSON_MIME,
} from '@parton/records';
import { getJson, getText, getUiJson, type QueryParams, toQueryString } from '../common/api/http';

export type LiteratureRecord = RecordEnvelope<LiteratureUiMetadata>;
export type LiteratureSearchResponse = SearchResponse<LiteratureUiMetadata>;

/** Query keys of every literature call, so caching and invalidation stay predictable. */
export const literatureKeys = {
  all: ['literature'] as const,
  search: (params: QueryParams) => [...literatureKeys.all, 'search', params] as const,
  facets: (params: QueryParams) => [...literatureKeys.all, 'facets', params] as const,
  citationSummary: (params: QueryParams) => [...literatureKeys.all, 'citation-summary', params] as const,
  citationsByYear: (q: string) => [...literatureKeys.all, 'citations-by-year', q] as const,
  record: (id: string) => [...literatureKeys.all, 'record', id] as const,
  references: (id: string, page: number, size: number) =>
    [...literatureKeys.all, 'references', id, { page, size }] as const,
  authors: (id: string) => [...literatureKeys.all, 'authors', id] as const,
  cite: (id: string, format: CiteFormat) => [...literatureKeys.all, 'cite', id, format] as const,
  referenceDiff: (id: string, versions: string) =>
    [...literatureKeys.all, 'reference-diff', id, versions] as const,
};

export function fetchLiteratureSearch(params: QueryParams, signal?: AbortSignal) {
  return getJson<LiteratureSearchResponse>('/literature', { params, accept: UI_JSON_MIME, signal });
}

export async function fetchLiteratureFacets(params: QueryParams, signal?: AbortSignal) {
  const body = await getJson<FacetsResponse>('/literature/facets', { params, accept: UI_JSON_MIME, signal });
  return body.aggregations ?? {};
}

/** Filters the summary ignores (a selected bar must not change the summary it was picked from). */
export const CITATION_SUMMARY_IGNORED_FILTERS = [
  'citeable',
  'refereed',
  'citation_count',
  'citation_count_without_self_citations',
] as const;

export async function fetchCitationSummary(
  params: QueryParams,
  signal?: AbortSignal,
): Promise<CitationSummaryAggregation | null> {
  const body = await getJson<FacetsResponse>('/literature/facets', {
    params: { ...params, facet_name: 'citation-summary' },
    accept: UI_JSON_MIME,
    signal,
  });
  const summary = body.aggregations?.['citation_summary'];
  return summary && typeof summary === 'object' ? (summary as CitationSummaryAggregation) : null;
}

/** `{ "2017": 12, … }` for a query, typically `recid:N`. */
export async function fetchCitationsByYear(q: string, signal?: AbortSignal): Promise<Record<string, number>> {
  const body = await getJson<FacetsResponse>('/literature/facets', {
    params: { facet_name: 'citations-by-year', q },
    accept: UI_JSON_MIME,
    signal,
  });
  const aggregation = body.aggregations?.['citations_by_year'] as { value?: unknown } | undefined;
  const value = aggregation?.value;
  return value && typeof value === 'object' ? (value as Record<string, number>) : {};
}

export async function fetchLiteratureRecord(id: string, signal?: AbortSignal) {
  const { body, finalUrl } = await getUiJson<LiteratureRecord>(`/literature/${encodeURIComponent(id)}`, {
    signal,
  });
  return { record: body, finalUrl };
}

export function fetchLiteratureReferences(id: string, page: number, size: number, signal?: AbortSignal) {
  return getJson<LiteratureReferencesResponse>(`/literature/${encodeURIComponent(id)}/references`, {
    params: { page, size },
    signal,
  });
}

export function fetchLiteratureAuthors(id: string, signal?: AbortSignal) {
  return getJson<LiteratureAuthorsResponse>(`/literature/${encodeURIComponent(id)}/authors`, { signal });
}

export function fetchCiteText(id: string, format: CiteFormat, signal?: AbortSignal) {
  return getText(`/literature/${encodeURIComponent(id)}`, {
    params: { format },
    accept: CITE_FORMATS[format].mime,
    signal,
  });
}

/** Download address of a whole search in a cite format (first EXPORT_LIMIT results). */
export function citeAllHref(searchParams: QueryParams, format: CiteFormat): string {
  return `/api/literature${toQueryString({ ...searchParams, format, size: EXPORT_LIMIT, page: 1 })}`;
}
