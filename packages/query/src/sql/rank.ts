import { type RawBuilder, sql } from 'kysely';
import type { QueryNode, TextField } from '../ast';

/** A ranked word field: its tsvector column and whether its words were folded (titles drop diacritics). */
type RankField = 'title' | 'abstract' | 'keyword';

const RANK_VECTORS: Record<RankField, { vector: RawBuilder<unknown>; folded: boolean }> = {
  title: { vector: sql`s.title_tsv`, folded: true },
  abstract: { vector: sql`s.abstract_tsv`, folded: false },
  keyword: { vector: sql`s.keywords_tsv`, folded: false },
};

/**
 * Free text ranks by the title: a paper whose title has the words comes before one that only mentions them (in
 * its abstract, an author's name, a reference), as the reference's title boost does.
 */
function rankFieldOf(field: TextField | 'all'): RankField | undefined {
  switch (field) {
    case 'title':
    case 'abstract':
    case 'keyword':
      return field;
    case 'fulltext':
    case 'all':
      return 'title';
    case 'collaboration':
      // A collaboration names a group, not a topic: ranking its papers by that word orders nothing.
      return undefined;
  }
}

/** Positive, non-regex words of each word field, in query order (negated values never make a record relevant). */
function rankingWords(node: QueryNode, negated: boolean, into: Map<RankField, string[]>): void {
  switch (node.type) {
    case 'and':
    case 'or':
      rankingWords(node.left, negated, into);
      rankingWords(node.right, negated, into);
      return;
    case 'not':
      rankingWords(node.operand, !negated, into);
      return;
    case 'freeText':
    case 'text': {
      const value = node.value.kind === 'regex' ? undefined : node.value.text;
      const field = rankFieldOf(node.type === 'text' ? node.field : 'all');
      if (negated || value === undefined || field === undefined) {
        return;
      }
      const words = into.get(field) ?? [];
      words.push(value.replace(/\*/g, ' '));
      into.set(field, words);
      return;
    }
    default:
      return;
  }
}

/**
 * What "bestmatch" ranks by: ONE word vector and the query's positive words on it, or-ed — the title when the query
 * has title or free-text words, else its first word field (abstract, keywords). One vector, because a RUM index
 * orders one column straight from the index (`vector <=> query`), and both plans must order alike (see
 * `literatureRank`). Undefined: the query has no ranked words and every hit scores the same.
 */
export interface RankTarget {
  vector: RawBuilder<unknown>;
  query: RawBuilder<unknown>;
  /**
   * One word: the score depends on how often the word occurs and nothing else, so records of equal RUM distance
   * have exactly equal scores (the same float), and those ties are ordered by date alone.
   */
  singleWord: boolean;
}

export function literatureRankTarget(ast: QueryNode): RankTarget | undefined {
  const byField = new Map<RankField, string[]>();
  rankingWords(ast, false, byField);
  const field: RankField | undefined = byField.has('title') ? 'title' : byField.keys().next().value;
  if (field === undefined) {
    return undefined;
  }
  const words = orQuery(byField.get(field)!);
  if (words === undefined) {
    return undefined;
  }
  const { vector, folded } = RANK_VECTORS[field];
  const query = folded
    ? sql`to_tsquery('simple', f_unaccent(${words}))`
    : sql`to_tsquery('simple', ${words})`;
  return { vector, query, singleWord: !words.includes(' | ') };
}

/**
 * The "bestmatch" score of a record: `ts_rank` of the rank target's vector against its or-ed words (normalisation
 * 0: word frequency, not document length); 0 for a hit without those words in that field. A query without ranked
 * words scores 0 for every record, and the order falls back to the tie-breakers of `literatureOrderBy`.
 *
 * The RUM distance `vector <=> query` of the same vector and query is 1 / (2 × ts_rank) up to float rounding
 * (relative difference below 1e-6, `RUM_DISTANCE_TOLERANCE`), so a RUM index hands the hits over in this order;
 * the repository re-orders its candidates by this very score, so that both plans return the same page.
 */
export function literatureRank(ast: QueryNode): RawBuilder<number> {
  const target = literatureRankTarget(ast);
  return target ? sql<number>`ts_rank(${target.vector}, ${target.query})` : sql<number>`0::real`;
}

/** The RUM ordering operator of a rank target: ascending distance = descending `literatureRank`. */
export function literatureRankDistance(target: RankTarget): RawBuilder<number> {
  return sql<number>`(${target.vector} <=> ${target.query})`;
}

/**
 * Whether a record scores above 0 at all (has one of the words in the ranked field): the RUM index holds only
 * those records, so the RUM plan reads its candidates among them.
 */
export function literatureRankMatch(target: RankTarget): RawBuilder<boolean> {
  return sql<boolean>`(${target.vector} @@ ${target.query})`;
}

/**
 * How far apart (relative) 2 × ts_rank × RUM distance may be from 1 for the same record: measured below 1e-6
 * (float4 rounding of two computations of one formula); the margin is generous.
 */
export const RUM_DISTANCE_TOLERANCE = 1e-4;

/**
 * Distinct words a score reads at most. Scoring reads each hit's vector against every word of the rank query, and
 * a broad `or` of many words finds most papers: fifty words took 18 s on 100,000 papers (issue 13). The first
 * words of a query are the ones that order it; matching is not limited.
 */
export const MAX_RANK_WORDS = 8;

/** `higgs boson`, `atlas` → `'higgs' | 'boson' | 'atlas'`: any word contributes to the score. */
function orQuery(values: readonly string[]): string | undefined {
  const words = [
    ...new Set(
      values
        .flatMap((value) => value.split(/[^\p{L}\p{N}]+/u))
        .filter((word) => word.length > 0)
        .map((word) => word.toLowerCase()),
    ),
  ].slice(0, MAX_RANK_WORDS);
  return words.length === 0 ? undefined : words.map((word) => `'${word}'`).join(' | ');
}
