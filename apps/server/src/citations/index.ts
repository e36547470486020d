/** The citation graph: reference matching, citation edges and counts (citations per year of a search: search/repository.ts). */
export { citationsDeriver } from './deriver';
export {
  type MatchMode,
  type MatchOptions,
  type MatchScope,
  type MatchSummary,
  matchReferences,
} from './matcher';
export { type RecountStep, recountCitations } from './recount';
export {
  citationsOfPaper,
  citingPapersOfAuthor,
  citingPapersOfAuthorFilter,
} from './service';
