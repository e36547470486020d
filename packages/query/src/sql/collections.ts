import type { SortOption } from '@parton/records';
import { type RawBuilder, sql } from 'kysely';
import type { QueryNode, TextValue } from '../ast';
import { QuerySyntaxError } from '../errors';
import { anyFieldPath } from '../keywords';
import { ComplexityBudget, checkQueryLength } from '../limits';
import type { SearchCollection } from '../rows/collections';
import { allOf, anyOf, not, type Predicate, TRUE } from './common';
import { matchFieldPath } from './field-paths';
import { applyFilters, type FilterParams, overlaps } from './filters';
import { MAX_RANK_WORDS } from './rank';
import {
  CONFERENCES_SORT_OPTIONS,
  DEFAULT_SORT_OPTIONS,
  JOBS_SORT_OPTIONS,
  SEMINARS_SORT_OPTIONS,
} from './sort';
import { matchAnyText, matchText, type TextColumns } from './text';

type Token =
  | { type: 'word' | 'phrase'; text: string }
  | { type: 'field'; path: string[] }
  | { type: 'lparen' | 'rparen' | 'and' | 'or' | 'not' | 'required' };

const OPERATOR_WORDS: Record<string, 'and' | 'or' | 'not'> = {
  and: 'and',
  or: 'or',
  not: 'not',
  '&&': 'and',
  '||': 'or',
  '!': 'not',
};

function tokenizeQueryString(query: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < query.length) {
    const character = query[index]!;
    if (/\s/.test(character)) {
      index += 1;
      continue;
    }
    if (character === '(' || character === ')') {
      tokens.push({ type: character === '(' ? 'lparen' : 'rparen' });
      index += 1;
      continue;
    }
    if (character === '"') {
      const close = query.indexOf('"', index + 1);
      if (close > index) {
        tokens.push({ type: 'phrase', text: query.slice(index + 1, close) });
        index = close + 1;
        continue;
      }
    }
    if (
      (character === '-' || character === '+') &&
      index + 1 < query.length &&
      !/\s/.test(query[index + 1]!)
    ) {
      tokens.push({ type: character === '-' ? 'not' : 'required' });
      index += 1;
      continue;
    }
    const start = index;
    while (index < query.length && !/[\s()]/.test(query[index]!)) {
      if (query[index] === ':' && index > start) {
        const path = anyFieldPath(query.slice(start, index));
        if (path) {
          break;
        }
      }
      index += 1;
    }
    const word = query.slice(start, index);
    if (query[index] === ':' && anyFieldPath(word)) {
      tokens.push({ type: 'field', path: word.split('.') });
      index += 1;
      continue;
    }
    const operator = OPERATOR_WORDS[word.toLowerCase()];
    tokens.push(operator ? { type: operator } : { type: 'word', text: word });
  }
  return tokens;
}

/**
 * The query language of the other collections, a subset of Elasticsearch's `query_string`: words (all
 * required), `"phrases"`, `*` wildcards, `field.path:value`, `AND`/`OR`/`NOT` (any case, `&&`, `||`, `!`, `-`,
 * `+`) with NOT > AND > OR precedence, and parentheses. Malformed input throws `QuerySyntaxError`, and so
 * does a query over the bounds of `QUERY_LIMITS` (length, clauses, nesting).
 */
export function parseCollectionQuery(query: string): QueryNode {
  checkQueryLength(query);
  const tokens = tokenizeQueryString(query);
  if (tokens.length === 0) {
    return { type: 'matchAll' };
  }
  const budget = new ComplexityBudget();
  let position = 0;
  const peek = (): Token | undefined => tokens[position];

  const parseOr = (path: string[] | undefined): QueryNode => {
    let left = parseAnd(path);
    while (peek()?.type === 'or') {
      position += 1;
      left = { type: 'or', left, right: parseAnd(path) };
    }
    return left;
  };
  const parseAnd = (path: string[] | undefined): QueryNode => {
    let left = parseUnary(path);
    for (;;) {
      const next = peek();
      if (!next || next.type === 'or' || next.type === 'rparen') {
        return left;
      }
      if (next.type === 'and') {
        position += 1;
      }
      left = { type: 'and', left, right: parseUnary(path) };
    }
  };
  const parseUnary = (path: string[] | undefined): QueryNode => {
    const token = peek();
    if (!token) {
      throw new QuerySyntaxError('unexpected end of query');
    }
    if (token.type === 'not') {
      position += 1;
      return { type: 'not', operand: budget.nested(() => parseUnary(path)) };
    }
    if (token.type === 'required') {
      position += 1;
      return budget.nested(() => parseUnary(path));
    }
    return parsePrimary(path);
  };
  const parsePrimary = (path: string[] | undefined): QueryNode => {
    const token = peek();
    position += 1;
    switch (token?.type) {
      case 'lparen': {
        const inner = budget.nested(() => parseOr(path));
        if (peek()?.type !== 'rparen') {
          throw new QuerySyntaxError('unbalanced parenthesis');
        }
        position += 1;
        return inner;
      }
      case 'field': {
        if (path) {
          throw new QuerySyntaxError('nested field');
        }
        return parsePrimary(token.path);
      }
      case 'word':
      case 'phrase': {
        const value: TextValue =
          token.type === 'phrase'
            ? { kind: 'exact', text: token.text }
            : token.text.includes('*')
              ? { kind: 'wildcard', text: token.text }
              : { kind: 'words', text: token.text };
        if (!path) {
          return budget.add({ type: 'freeText', value });
        }
        return budget.add({
          type: 'fieldPath',
          path,
          value: token.text === '*' ? { kind: 'exists' } : value,
        });
      }
      default:
        throw new QuerySyntaxError('expected a value');
    }
  };

  const node = parseOr(undefined);
  if (position < tokens.length) {
    throw new QuerySyntaxError('unexpected token');
  }
  return node;
}

const SEARCH_COLUMNS: TextColumns = {
  vector: sql`s.search_tsv`,
  text: sql<string>`s.search_text`,
  foldDiacritics: true,
};

function orOperands(node: QueryNode): QueryNode[] {
  return node.type === 'or' ? [...orOperands(node.left), ...orOperands(node.right)] : [node];
}

function andOperands(node: QueryNode): QueryNode[] {
  return node.type === 'and' ? [...andOperands(node.left), ...andOperands(node.right)] : [node];
}

/** An `or` chain: its free-text values are matched together (`matchAnyText`: each vector read once). */
function compileCollectionOr(node: QueryNode): Predicate {
  const operands = orOperands(node);
  const texts = operands.flatMap((operand) => (operand.type === 'freeText' ? [operand.value] : []));
  const others = operands.filter((operand) => operand.type !== 'freeText').map(compileCollectionNode);
  if (texts.length <= 1) {
    return anyOf(operands.map(compileCollectionNode));
  }
  return anyOf([matchAnyText(SEARCH_COLUMNS, texts), ...others]);
}

function compileCollectionNode(node: QueryNode): Predicate {
  switch (node.type) {
    case 'matchAll':
      return TRUE;
    case 'and':
      // Flat: as nested SQL every clause of an `and` chain would deepen the statement.
      return allOf(andOperands(node).map(compileCollectionNode));
    case 'or':
      return compileCollectionOr(node);
    case 'not':
      return not(compileCollectionNode(node.operand));
    case 'freeText':
      return matchText(SEARCH_COLUMNS, node.value);
    case 'fieldPath':
      return matchFieldPath(sql`r.metadata`, node.path, node.value);
    default:
      throw new QuerySyntaxError(`unsupported clause ${node.type}`);
  }
}

export interface CollectionQueryOptions {
  includeDeleted?: boolean;
}

/**
 * The WHERE predicate of a search in one of the eight other collections, over
 * `records r JOIN collection_search s ON s.record_id = r.id`.
 */
export function compileCollectionQuery(
  collection: SearchCollection,
  text: string,
  options: CollectionQueryOptions = {},
): RawBuilder<boolean> {
  const predicates: Predicate[] = [sql<boolean>`s.collection = ${collection}`];
  if (!options.includeDeleted) {
    predicates.push(sql<boolean>`r.deleted IS NOT TRUE`);
  }
  const ast = parseCollectionQuery(text);
  if (ast.type !== 'matchAll') {
    predicates.push(compileCollectionNode(ast));
  }
  return allOf(predicates);
}

/** Positive words of a collection query as an OR tsquery text. */
function positiveWords(node: QueryNode, negated: boolean): string[] {
  switch (node.type) {
    case 'and':
    case 'or':
      return [...positiveWords(node.left, negated), ...positiveWords(node.right, negated)];
    case 'not':
      return positiveWords(node.operand, !negated);
    case 'freeText':
      if (negated || node.value.kind === 'regex') {
        return [];
      }
      return node.value.text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
    default:
      return [];
  }
}

/** The bestmatch score of a collection record. */
export function collectionRank(text: string): RawBuilder<number> {
  // The first distinct words only, as for literature (rank.ts): scoring reads every hit against each of them.
  const words = [
    ...new Set(positiveWords(parseCollectionQuery(text), false).map((word) => word.toLowerCase())),
  ].slice(0, MAX_RANK_WORDS);
  if (words.length === 0) {
    return sql<number>`0::real`;
  }
  const query = words.map((word) => `'${word}'`).join(' | ');
  return sql<number>`ts_rank_cd(s.search_tsv, to_tsquery('simple', f_unaccent(${query})))`;
}

/** Sort options per collection (inspire-api.md §2.5). */
export const COLLECTION_SORT_OPTIONS: Record<SearchCollection, readonly SortOption[]> = {
  authors: DEFAULT_SORT_OPTIONS,
  institutions: DEFAULT_SORT_OPTIONS,
  journals: DEFAULT_SORT_OPTIONS,
  experiments: DEFAULT_SORT_OPTIONS,
  data: DEFAULT_SORT_OPTIONS,
  jobs: JOBS_SORT_OPTIONS,
  conferences: CONFERENCES_SORT_OPTIONS,
  seminars: SEMINARS_SORT_OPTIONS,
};

/** The sort a collection search uses when none (or an unknown one) is asked for. */
export function resolveCollectionSort(
  collection: SearchCollection,
  sort: string | undefined,
  hasQuery: boolean,
): string {
  const known = [
    ...COLLECTION_SORT_OPTIONS[collection].map((option) => option.value),
    'bestmatch',
    'mostrecent',
  ];
  if (sort !== undefined && known.includes(sort)) {
    return sort;
  }
  if (collection === 'conferences' || collection === 'seminars') {
    return 'dateasc';
  }
  return hasQuery ? 'bestmatch' : 'mostrecent';
}

/** ORDER BY list for a collection search; control_number always breaks ties. */
export function collectionOrderBy(
  collection: SearchCollection,
  sort: string | undefined,
  hasQuery: boolean,
  rank?: RawBuilder<number>,
): RawBuilder<unknown> {
  const mostRecent = sql`r.created DESC, r.control_number DESC`;
  switch (resolveCollectionSort(collection, sort, hasQuery)) {
    case 'dateasc':
      return sql`s.start_at ASC NULLS LAST, r.control_number ASC`;
    case 'datedesc':
      return sql`s.start_at DESC NULLS LAST, r.control_number DESC`;
    case 'deadline':
      return sql`s.deadline_date ASC NULLS LAST, r.control_number ASC`;
    case 'bestmatch':
      return rank ? sql`${rank} DESC, ${mostRecent}` : mostRecent;
    default:
      return mostRecent;
  }
}

function startDateFilter(kind: 'conferences' | 'seminars', now: Date) {
  return (values: string[]): Predicate => {
    const value = values[0]!;
    if (value === 'all') {
      return TRUE;
    }
    if (value === 'upcoming') {
      const from = kind === 'conferences' ? `${now.toISOString().slice(0, 10)}T00:00:00Z` : now.toISOString();
      return sql<boolean>`s.start_at >= ${from}::timestamptz`;
    }
    const { from, to } = parseDateRange(value);
    return allOf([
      ...(from ? [sql<boolean>`s.start_at >= ${`${from}T00:00:00Z`}::timestamptz`] : []),
      ...(to ? [sql<boolean>`s.start_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`] : []),
    ]);
  };
}

/** `YYYY-MM-DD--YYYY-MM-DD` (either side may be empty). */
export function parseDateRange(value: string): { from?: string; to?: string } {
  const match = /^\s*(\d{4}-\d{2}-\d{2})?\s*--\s*(\d{4}-\d{2}-\d{2})?\s*$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw new QuerySyntaxError(`invalid date range ${value}`);
  }
  return { ...(match[1] ? { from: match[1] } : {}), ...(match[2] ? { to: match[2] } : {}) };
}

/** Conferences overlapping a date range (the reference's `contains` filter). */
function containsFilter(values: string[]): Predicate {
  const { from, to } = parseDateRange(values[0]!);
  if (!from || !to) {
    throw new QuerySyntaxError('contains needs both dates');
  }
  const start = sql`${`${from}T00:00:00Z`}::timestamptz`;
  const end = sql`(${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
  return anyOf([
    sql<boolean>`(s.end_at >= ${start} AND s.end_at < ${end})`,
    sql<boolean>`(s.start_at >= ${start} AND s.start_at < ${end})`,
    sql<boolean>`(s.start_at < ${start} AND s.end_at >= ${end})`,
  ]);
}

export interface CollectionFilterOptions {
  /** "Upcoming" is relative to this instant; defaults to now. */
  now?: Date;
}

/**
 * Facet filters of the other collections: jobs (region, field_of_interest, rank, status), conferences (subject,
 * series, start_date, contains), seminars (subject, series, accessibility, start_date), experiments
 * (classification, tree paths). AND across facets, OR within one.
 */
export function compileCollectionFilters(
  collection: SearchCollection,
  params: FilterParams,
  options: CollectionFilterOptions = {},
): RawBuilder<boolean> {
  const now = options.now ?? new Date();
  switch (collection) {
    case 'jobs':
      return applyFilters(
        {
          region: (values) => overlaps(sql`s.regions`, values),
          field_of_interest: (values) => overlaps(sql`s.arxiv_categories`, values),
          rank: (values) => overlaps(sql`s.ranks`, values),
          status: (values) => sql<boolean>`s.status = ANY(${sql`ARRAY[${sql.join(values)}]::text[]`})`,
        },
        params,
      );
    case 'conferences':
      return applyFilters(
        {
          subject: (values) => overlaps(sql`s.subjects`, values),
          series: (values) => overlaps(sql`s.series`, values),
          start_date: startDateFilter('conferences', now),
          contains: containsFilter,
        },
        params,
      );
    case 'seminars':
      return applyFilters(
        {
          subject: (values) => overlaps(sql`s.subjects`, values),
          series: (values) => overlaps(sql`s.series`, values),
          accessibility: (values) => overlaps(sql`s.accessibility`, values),
          start_date: startDateFilter('seminars', now),
        },
        params,
      );
    case 'experiments':
      return applyFilters({ classification: (values) => overlaps(sql`s.classifications`, values) }, params);
    default:
      return TRUE;
  }
}
