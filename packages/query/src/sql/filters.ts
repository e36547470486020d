import { type RawBuilder, sql } from 'kysely';
import { QuerySyntaxError } from '../errors';
import { allOf, anyOf, type Predicate, TRUE, textArray } from './common';

/** URL filter parameters as a server framework hands them over: one value or several of the same name. */
export type FilterParams = Readonly<Record<string, string | readonly string[] | undefined>>;

export const RPP_EXCLUDE = 'Exclude Review of Particle Physics';

/** The subject bucket of records without any INSPIRE category. */
export const SUBJECT_MISSING_VALUE = 'Unknown';

/** Author-count facet buckets (inspire-api.md §2.4), inclusive bounds. */
export const AUTHOR_COUNT_BUCKETS: Readonly<Record<string, { from: number; to: number }>> = {
  'Single author': { from: 1, to: 1 },
  '10 authors or less': { from: 1, to: 10 },
};

export function filterValues(params: FilterParams, name: string): string[] {
  const value = params[name];
  if (value === undefined) {
    return [];
  }
  const values: readonly string[] = typeof value === 'string' ? [value] : value;
  return values.filter((item) => item.trim() !== '');
}

/** `a--b`, `a--`, `--b` with whole numbers (up to 2^53 - 1): inclusive bounds. */
export function parseNumberRange(value: string): { from?: number; to?: number } {
  const match = /^\s*(\d*)\s*--\s*(\d*)\s*$/.exec(value);
  if (!match || (match[1] === '' && match[2] === '')) {
    throw new QuerySyntaxError(`invalid range ${value}`);
  }
  if ([match[1], match[2]].some((bound) => bound !== '' && !Number.isSafeInteger(Number(bound)))) {
    throw new QuerySyntaxError(`number too large in ${value}`);
  }
  return {
    ...(match[1] === '' ? {} : { from: Number(match[1]) }),
    ...(match[2] === '' ? {} : { to: Number(match[2]) }),
  };
}

/** `2018--2019` (years, end year included), `2018--`, or one year `2018`. */
export function parseYearRange(value: string): { from?: number; to?: number } {
  const single = /^\s*(\d{4})\s*$/.exec(value);
  if (single) {
    return { from: Number(single[1]), to: Number(single[1]) };
  }
  const match = /^\s*(\d{4})?\s*--\s*(\d{4})?\s*$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw new QuerySyntaxError(`invalid year range ${value}`);
  }
  return {
    ...(match[1] === undefined ? {} : { from: Number(match[1]) }),
    ...(match[2] === undefined ? {} : { to: Number(match[2]) }),
  };
}

/** Bounds bound as bigint, so that one beyond the integer column's type is a comparison, not an error. */
function inclusiveRange(column: RawBuilder<unknown>, range: { from?: number; to?: number }): Predicate {
  const parts: Predicate[] = [];
  if (range.from !== undefined) {
    parts.push(sql<boolean>`${column} >= ${range.from}::bigint`);
  }
  if (range.to !== undefined) {
    parts.push(sql<boolean>`${column} <= ${range.to}::bigint`);
  }
  return allOf(parts);
}

/** Any of the values is in the array column (OR within one facet). */
export function overlaps(column: RawBuilder<unknown>, values: readonly string[]): Predicate {
  return sql<boolean>`${column} && ${textArray(values)}`;
}

function booleanFilter(column: RawBuilder<unknown>, values: readonly string[]): Predicate {
  return anyOf(
    values.map((value) => {
      const normalized = value.trim().toLowerCase();
      if (normalized !== 'true' && normalized !== 'false') {
        throw new QuerySyntaxError(`invalid boolean ${value}`);
      }
      return normalized === 'true' ? sql<boolean>`${column}` : sql<boolean>`NOT ${column}`;
    }),
  );
}

type FacetFilter = (values: string[]) => Predicate;

const LITERATURE_FILTERS: Record<string, FacetFilter> = {
  author: (values) => overlaps(sql`s.facet_author_names`, values),
  author_count: (values) =>
    anyOf(
      values.map((value) => {
        const bucket = AUTHOR_COUNT_BUCKETS[value];
        if (!bucket) {
          throw new QuerySyntaxError(`unknown author count ${value}`);
        }
        return sql<boolean>`s.author_count BETWEEN ${bucket.from} AND ${bucket.to}`;
      }),
    ),
  doc_type: (values) => overlaps(sql`s.facet_doc_types`, values),
  earliest_date: (values) =>
    anyOf(
      values.map((value) => {
        const { from, to } = parseYearRange(value);
        const parts: Predicate[] = [];
        if (from !== undefined) {
          parts.push(sql<boolean>`s.earliest_date >= ${`${String(from).padStart(4, '0')}-01-01`}::date`);
        }
        if (to !== undefined) {
          parts.push(sql<boolean>`s.earliest_date < ${`${String(to + 1).padStart(4, '0')}-01-01`}::date`);
        }
        return allOf(parts);
      }),
    ),
  citation_count: (values) =>
    anyOf(values.map((value) => inclusiveRange(sql`s.citation_count`, parseNumberRange(value)))),
  citation_count_without_self_citations: (values) =>
    anyOf(
      values.map((value) =>
        inclusiveRange(sql`s.citation_count_without_self_citations`, parseNumberRange(value)),
      ),
    ),
  collaboration: (values) => overlaps(sql`s.collaborations`, values),
  refereed: (values) => booleanFilter(sql`s.refereed`, values),
  citeable: (values) => booleanFilter(sql`s.citeable`, values),
  collection: (values) => overlaps(sql`s.collections`, values),
  subject: (values) =>
    values.includes(SUBJECT_MISSING_VALUE)
      ? anyOf([
          overlaps(sql`s.inspire_categories`, values),
          sql<boolean>`cardinality(s.inspire_categories) = 0`,
        ])
      : overlaps(sql`s.inspire_categories`, values),
  arxiv_categories: (values) => overlaps(sql`s.arxiv_categories`, values),
  rpp: (values) => (values.includes(RPP_EXCLUDE) ? sql<boolean>`NOT s.rpp` : TRUE),
};

/** The URL parameters `compileLiteratureFilters` understands; others are not filters and are ignored. */
export const LITERATURE_FILTER_NAMES: readonly string[] = Object.keys(LITERATURE_FILTERS);

/**
 * Facet filters of a literature search (inspire-api.md §2.4): AND across facets, OR between several values of
 * one facet. A malformed value (`citation_count=abc`) throws `QuerySyntaxError`.
 */
export function compileLiteratureFilters(params: FilterParams): RawBuilder<boolean> {
  return applyFilters(LITERATURE_FILTERS, params);
}

export function applyFilters(filters: Record<string, FacetFilter>, params: FilterParams): Predicate {
  const predicates: Predicate[] = [];
  for (const [name, filter] of Object.entries(filters)) {
    const values = filterValues(params, name);
    if (values.length > 0) {
      predicates.push(filter(values));
    }
  }
  return allOf(predicates);
}
