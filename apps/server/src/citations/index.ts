/** The citation graph: reference matching, citation edges and counts, citations by year. */
export { citationsDeriver } from './deriver';
export {
  type MatchMode,
  type MatchOptions,
  type MatchScope,
  type MatchSummary,
  matchReferences,
} from './matcher';
export { type RecountStep, recountCitations } from './recount';
export type { CitedSelection } from './repository';
export {
  citationsByYear,
  citationsOfPaper,
  citingPapersOfAuthor,
  citingPapersOfAuthorFilter,
} from './service';
