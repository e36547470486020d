import {
  DEFAULT_PAGE,
  DEFAULT_UI_PAGE_SIZE,
  LITERATURE_PAGE_SIZE_OPTIONS,
  PAGE_SIZE_OPTIONS,
} from '@parton/records';
import type { QueryParams } from '../common/api/http';

/** How one search namespace reads its state from the URL. */
export interface SearchNamespace {
  name: string;
  pageSizes: readonly number[];
  defaultSize: number;
  defaultSort: (q: string) => string;
  /** URL parameters that are display switches, not filters sent to the API. */
  uiParams: readonly string[];
}

export const CITATION_SUMMARY_PARAM = 'ui-citation-summary';
export const EXCLUDE_SELF_CITATIONS_PARAM = 'ui-exclude-self-citations';

export const LITERATURE_NAMESPACE: SearchNamespace = {
  name: 'literature',
  pageSizes: LITERATURE_PAGE_SIZE_OPTIONS,
  defaultSize: DEFAULT_UI_PAGE_SIZE,
  defaultSort: (q) => (q ? 'bestmatch' : 'mostrecent'),
  uiParams: [CITATION_SUMMARY_PARAM, EXCLUDE_SELF_CITATIONS_PARAM],
};

export const GENERIC_NAMESPACE: SearchNamespace = {
  name: 'generic',
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultSize: DEFAULT_UI_PAGE_SIZE,
  defaultSort: () => 'mostrecent',
  uiParams: [],
};

const CORE_PARAMS = new Set(['q', 'sort', 'size', 'page']);

export type SearchFilters = Record<string, string[]>;

export interface SearchUrlState {
  q: string;
  sort: string;
  size: number;
  page: number;
  filters: SearchFilters;
  /** Display switches present in the URL. */
  ui: Record<string, boolean>;
}

function positiveInt(value: string | null): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

export function readSearchState(params: URLSearchParams, namespace: SearchNamespace): SearchUrlState {
  const q = params.get('q') ?? '';
  const size = positiveInt(params.get('size'));
  const filters: SearchFilters = {};
  const ui: Record<string, boolean> = {};
  for (const key of new Set(params.keys())) {
    if (CORE_PARAMS.has(key)) {
      continue;
    }
    if (namespace.uiParams.includes(key)) {
      ui[key] = true;
      continue;
    }
    const values = params.getAll(key).filter(Boolean);
    if (values.length > 0) {
      filters[key] = values;
    }
  }
  return {
    q,
    sort: params.get('sort') || namespace.defaultSort(q),
    size: size && namespace.pageSizes.includes(size) ? size : namespace.defaultSize,
    page: positiveInt(params.get('page')) ?? DEFAULT_PAGE,
    filters,
    ui,
  };
}

/** Parameters of the search call itself. */
export function toSearchApiParams(state: SearchUrlState): QueryParams {
  return { q: state.q, sort: state.sort, size: state.size, page: state.page, ...state.filters };
}

/** Parameters of the facets call: sort, page and size never change the aggregations. */
export function toFacetApiParams(state: SearchUrlState, omit: readonly string[] = []): QueryParams {
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([key]) => !omit.includes(key)));
  return { q: state.q, ...filters };
}

export interface SearchUpdate {
  q?: string;
  sort?: string;
  size?: number;
  page?: number;
  filters?: Record<string, string[] | undefined>;
  ui?: Record<string, boolean>;
}

/**
 * Applies a change to the URL parameters. Sorting, resizing and filtering go back to page 1;
 * only an explicit page change keeps the position.
 */
export function applySearchUpdate(current: URLSearchParams, update: SearchUpdate): URLSearchParams {
  const next = new URLSearchParams(current);
  if (update.q !== undefined) {
    setOrDelete(next, 'q', update.q.trim());
  }
  if (update.sort !== undefined) {
    next.set('sort', update.sort);
  }
  if (update.size !== undefined) {
    next.set('size', String(update.size));
  }
  for (const [key, values] of Object.entries(update.filters ?? {})) {
    next.delete(key);
    for (const value of values ?? []) {
      next.append(key, value);
    }
  }
  for (const [key, on] of Object.entries(update.ui ?? {})) {
    setOrDelete(next, key, on ? 'true' : '');
  }
  const resetsPage =
    update.q !== undefined ||
    update.sort !== undefined ||
    update.size !== undefined ||
    update.filters !== undefined;
  if (update.page !== undefined) {
    next.set('page', String(update.page));
  } else if (resetsPage) {
    next.set('page', String(DEFAULT_PAGE));
  }
  return next;
}

function setOrDelete(params: URLSearchParams, key: string, value: string): void {
  if (value) {
    params.set(key, value);
    return;
  }
  params.delete(key);
}
