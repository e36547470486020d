import { type RawBuilder, sql } from 'kysely';
import type { QueryNode } from '../ast';

/** Words that make a record relevant: positive free-text and word-field values, never negated ones. */
function rankingWords(node: QueryNode, negated: boolean, into: { title: string[]; all: string[] }): void {
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
      // A collaboration names a group, not a topic: ranking its papers by that word would read the large
      // free-text vectors of every hit (collaboration papers have thousands of authors) and order nothing.
      if (
        negated ||
        node.value.kind === 'regex' ||
        (node.type === 'text' && node.field === 'collaboration')
      ) {
        return;
      }
      const words = node.value.text.replace(/\*/g, ' ');
      into.all.push(words);
      if (node.type === 'freeText' || node.field === 'title') {
        into.title.push(words);
      }
      return;
    }
    default:
      return;
  }
}

/**
 * The "bestmatch" score of a record for a query: text rank of the title (weighted twice) plus the rank of the
 * free-text vector, over the query's positive words. A query without words scores 0 for every record, and the
 * order falls back to the tie-breakers of `literatureOrderBy`.
 */
export function literatureRank(ast: QueryNode): RawBuilder<number> {
  const words = { title: [] as string[], all: [] as string[] };
  rankingWords(ast, false, words);
  if (words.all.length === 0) {
    return sql<number>`0::real`;
  }
  const titleQuery = sql`to_tsquery('simple', f_unaccent(${orQuery(words.title)}))`;
  const allQuery = sql`to_tsquery('simple', ${orQuery(words.all)})`;
  const titleRank = words.title.length === 0 ? sql`0` : sql`ts_rank_cd(s.title_tsv, ${titleQuery}) * 2`;
  return sql<number>`(${titleRank} + ts_rank_cd(s.all_tsv, ${allQuery}))`;
}

/**
 * Distinct words a score reads at most. Scoring reads each hit's vector against every word of the rank query, and
 * a broad `or` of many words finds most papers: fifty words took 18 s on 100,000 papers (issue 13). The first
 * words of a query are the ones that order it; matching is not limited.
 */
export const MAX_RANK_WORDS = 8;

/** `higgs boson`, `atlas` → `'higgs' | 'boson' | 'atlas'`: any word contributes to the score. */
function orQuery(values: readonly string[]): string {
  const words = [
    ...new Set(
      values
        .flatMap((value) => value.split(/[^\p{L}\p{N}]+/u))
        .filter((word) => word.length > 0)
        .map((word) => word.toLowerCase()),
    ),
  ].slice(0, MAX_RANK_WORDS);
  return words.length === 0 ? "''" : words.map((word) => `'${word}'`).join(' | ');
}
