export type * from './ast';
export { dateSpan, parseDate, parseDateCondition } from './dates';
export { QuerySyntaxError } from './errors';
export { normalizeJournalTitle, parseJournalValue } from './journal';
export { KEYWORD_DOCS, type KeywordDoc, keywordAliases, SYNTAX_DOCS, type SyntaxDoc } from './keywordDocs';
export { type CanonicalKeyword, KEYWORD_ALIASES, keywordOf, LITERATURE_FIELD_ROOTS } from './keywords';
export { QUERY_LIMITS } from './limits';
export * from './names';
export { type ParseOptions, parseLiteratureQuery, parseNumberCondition, parseTypeCode } from './parser';
export * from './rows/collections';
export * from './rows/literature';
export {
  COLLECTION_SORT_OPTIONS,
  type CollectionFilterOptions,
  type CollectionQueryOptions,
  collectionOrderBy,
  collectionRank,
  compileCollectionFilters,
  compileCollectionQuery,
  parseCollectionQuery,
  resolveCollectionSort,
} from './sql/collections';
export {
  AUTHOR_COUNT_BUCKETS,
  compileLiteratureFilters,
  type FilterParams,
  LITERATURE_FILTER_NAMES,
  RPP_EXCLUDE,
  SUBJECT_MISSING_VALUE,
} from './sql/filters';
export { compileLiteratureQuery, type LiteratureQueryOptions } from './sql/literature';
export {
  literatureRank,
  literatureRankDistance,
  literatureRankMatch,
  literatureRankTarget,
  type RankTarget,
  RUM_DISTANCE_TOLERANCE,
} from './sql/rank';
export {
  CONFERENCES_SORT_OPTIONS,
  DEFAULT_SORT_OPTIONS,
  JOBS_SORT_OPTIONS,
  LITERATURE_SORT_OPTIONS,
  type LiteratureSort,
  literatureOrderBy,
  literatureTieBreak,
  resolveLiteratureSort,
  SEMINARS_SORT_OPTIONS,
} from './sql/sort';
