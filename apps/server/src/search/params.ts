import { LITERATURE_FILTER_NAMES } from '@parton/query';
import {
  type CollectionName,
  DEFAULT_API_PAGE_SIZE,
  MAX_API_PAGE_SIZE,
  MAX_RESULT_WINDOW,
  type PagingLimits,
  readPaging,
} from '@parton/records';
import { ApiError } from '../http/errors';
import { parseFields } from './fields';

/** The query string as the HTTP layer hands it over: one value, or several for a repeated name. */
export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>;

export const PAGE_SIZE_EXCEEDED_MESSAGE = `Maximum search page size of \`${MAX_API_PAGE_SIZE}\` results exceeded.`;
export const RESULT_WINDOW_MESSAGE = `Maximum number of ${MAX_RESULT_WINDOW} results have been reached.`;
export const INVALID_PAGING_MESSAGE = 'The page and size parameters must be positive whole numbers.';

/** Facet filters each collection accepts as query parameters (inspire-api.md §A2). */
export const FILTER_NAMES: Record<CollectionName, readonly string[]> = {
  literature: LITERATURE_FILTER_NAMES,
  jobs: ['field_of_interest', 'rank', 'region', 'status'],
  conferences: ['subject', 'series', 'start_date', 'contains'],
  seminars: ['subject', 'series', 'accessibility', 'start_date'],
  experiments: ['classification'],
  authors: [],
  institutions: [],
  journals: [],
  data: [],
};

/** Filters applied when the client sends none of that name: open jobs, upcoming conferences and seminars. */
const DEFAULT_FILTERS: Partial<Record<CollectionName, Record<string, string[]>>> = {
  jobs: { status: ['open'] },
  conferences: { start_date: ['upcoming'] },
  seminars: { start_date: ['upcoming'] },
};

/** The status of a submitted job that no curator has opened yet. */
export const PENDING_JOB_STATUS = 'pending';

/**
 * Whether a job search leaves pending jobs out: for everybody but catalogers and superusers, whatever the query or
 * `status=` asks (facts §2.3; the job's page stays reachable by its link).
 */
export function hidesPendingJobs(collection: CollectionName, viewerIsCataloger: boolean): boolean {
  return collection === 'jobs' && !viewerIsCataloger;
}

export interface SearchParams {
  q: string;
  /** The sort the client asked for, if any (links repeat only that). */
  sort: string | undefined;
  size: number;
  page: number;
  fields: string[] | undefined;
  /** Facet filters the client sent, by filter name (repeated in the links). */
  requestedFilters: [string, string][];
  /** The filters the search applies: the requested ones plus the collection's defaults. */
  filters: Record<string, string[]>;
  /** `cursor=1`: answer `links.next` with a `search_after` cursor instead of a page number. */
  cursor: boolean;
  searchAfter: string | undefined;
  format: string | undefined;
  /**
   * Literature: the author whose publication list this is (`author=<recid>`, or upstream's `author=<recid>_<name>`
   * facet value): hits then carry `curated_relation` of that author's signature (claimed or not).
   */
  assignAuthorRecid: number | undefined;
}

const AUTHOR_RECID_VALUE = /^(\d+)(?:_.*)?$/s;

/**
 * The author of an author-page search: the first `author` value that names a record. A bare recid is no facet
 * value (those are `<recid>_<name>`): it is taken out of the filters, so it marks hits without filtering them.
 */
function assignAuthorOf(
  collection: CollectionName,
  query: QueryParams,
): { recid: number | undefined; bare: Set<string> } {
  if (collection !== 'literature') {
    return { recid: undefined, bare: new Set() };
  }
  const values = allValues(query.author).map((value) => value.trim());
  const recids = values.flatMap((value) => {
    const match = AUTHOR_RECID_VALUE.exec(value);
    const recid = match ? Number(match[1]) : Number.NaN;
    return Number.isSafeInteger(recid) && recid > 0 ? [recid] : [];
  });
  return { recid: recids[0], bare: new Set(values.filter((value) => /^\d+$/.test(value))) };
}

export function firstValue(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) {
    return undefined;
  }
  return typeof value === 'string' ? value : value[0];
}

export function allValues(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) {
    return [];
  }
  return typeof value === 'string' ? [value] : [...value];
}

const PAGING_MESSAGES = {
  malformed: INVALID_PAGING_MESSAGE,
  'size-exceeded': PAGE_SIZE_EXCEEDED_MESSAGE,
  'window-exceeded': RESULT_WINDOW_MESSAGE,
} as const;

/**
 * `page` and `size` of a list route (search, references, citations) read by the shared `readPaging`, a problem
 * answered 400 with its message (`messages` replaces some: references call a too large size a window).
 */
export function pagingOrThrow(
  query: { page?: string | undefined; size?: string | undefined },
  limits: PagingLimits,
  messages: Partial<Record<keyof typeof PAGING_MESSAGES, string>> = {},
): { page: number; size: number } {
  const paging = readPaging(query, limits);
  if (!paging.ok) {
    throw new ApiError(400, messages[paging.problem] ?? PAGING_MESSAGES[paging.problem]);
  }
  return { page: paging.page, size: paging.size };
}

/** A present flag (`?cursor=1`, `?exclude-self-citations`), unless it says false. */
export function flag(value: string | readonly string[] | undefined): boolean {
  const first = firstValue(value);
  return first !== undefined && !['0', 'false', 'no', 'off'].includes(first.toLowerCase());
}

/**
 * Reads the search parameters: page size at most 1000, page × size inside the 10,000-result window (a cursor
 * request is not bound by the window), facet filters of the collection with its defaults.
 */
export function parseSearchParams(
  collection: CollectionName,
  query: QueryParams,
  defaultSize = DEFAULT_API_PAGE_SIZE,
): SearchParams {
  const searchAfter = firstValue(query.search_after) || undefined;
  // A cursor page starts after the cursor: its page number is ignored and the result window does not bind it.
  const { page, size } = pagingOrThrow(
    { size: firstValue(query.size), page: searchAfter ? undefined : firstValue(query.page) },
    { defaultSize, maxSize: MAX_API_PAGE_SIZE, window: searchAfter ? undefined : MAX_RESULT_WINDOW },
  );
  const requestedFilters: [string, string][] = [];
  const filters: Record<string, string[]> = {};
  const assignAuthor = assignAuthorOf(collection, query);
  for (const name of FILTER_NAMES[collection]) {
    const values = allValues(query[name]).filter((value) => value.trim() !== '');
    for (const value of values) {
      requestedFilters.push([name, value]);
    }
    const applied = (values.length > 0 ? values : (DEFAULT_FILTERS[collection]?.[name] ?? [])).filter(
      (value) => name !== 'author' || !assignAuthor.bare.has(value.trim()),
    );
    // `all` lifts a default (status=all shows closed jobs too; start_date=all is understood by the query).
    const withoutAll = name === 'status' ? applied.filter((value) => value !== 'all') : applied;
    if (withoutAll.length > 0) {
      filters[name] = withoutAll;
    }
  }
  const sort = firstValue(query.sort)?.trim() || undefined;
  return {
    q: firstValue(query.q)?.trim() ?? '',
    sort,
    size,
    page,
    fields: parseFields(query.fields as string | string[] | undefined),
    requestedFilters,
    filters,
    cursor: flag(query.cursor) || searchAfter !== undefined,
    searchAfter,
    format: firstValue(query.format),
    assignAuthorRecid: assignAuthor.recid,
  };
}
