import type { QueryNode, TextValue } from './ast';
import { QuerySyntaxError } from './errors';

/**
 * Bounds on the work one search query can ask of the database, checked while parsing, before any SQL exists.
 * Every clause is a predicate (some of them scans of every record), every `or` widens the plan, every level of
 * nesting deepens the parser's and PostgreSQL's recursion: without bounds one request of a few kilobytes kept a
 * server busy for minutes (issue 13). A query over a bound is refused like a malformed one (HTTP 400, 'The syntax
 * of the search query is invalid.'), so the web app shows its malformed-query page.
 *
 * The reference (Elasticsearch) refuses queries of more than 1,024 boolean clauses; real queries stay far below
 * these bounds (the longest in the reference's test suite have about ten clauses). Measured on the embedded
 * database with the demo corpus (2,500 papers; PGlite blocks the whole server while a statement runs): 200 `or`-ed
 * words 0.5 s, 200 `or`-ed authors 0.3 s, but each raw field path or author pattern about 1 s (it reads every
 * record), so those are counted apart.
 */
export const QUERY_LIMITS = {
  /** Characters of the whole query. */
  maxLength: 2_000,
  /** Clauses: keyword clauses, free-text runs, quoted values and regular expressions (operators excluded). */
  maxTerms: 100,
  /**
   * Clauses that read every record instead of an index: raw field paths (`authors.full_name:x`, `dois:*`) and
   * author values written as a pattern (`a /elli.*\/`, `a ell*`, `a 'ell'`, also after `refersto:author:`).
   */
  maxScans: 3,
  /** Parentheses and negations nested in each other. */
  maxDepth: 12,
  /** Characters of one `/regular expression/`. */
  maxRegexLength: 200,
  /** The largest count a `{n,m}` repetition of a regular expression may name. */
  maxRegexRepetition: 100,
} as const;

export function checkQueryLength(query: string): void {
  if (query.length > QUERY_LIMITS.maxLength) {
    throw new QuerySyntaxError(`query longer than ${QUERY_LIMITS.maxLength} characters`);
  }
}

const isPattern = (value: TextValue): boolean => value.kind !== 'words' && value.kind !== 'exact';

/** Whether a clause reads every record (see `QUERY_LIMITS.maxScans`). */
export function scansEveryRecord(clause: QueryNode): boolean {
  switch (clause.type) {
    case 'fieldPath':
      return true;
    case 'author':
      return isPattern(clause.value);
    case 'citation':
      return clause.target.kind === 'author' && isPattern(clause.target.value);
    default:
      return false;
  }
}

/** Counts clauses and nesting while a parser descends, and throws as soon as a bound is passed. */
export class ComplexityBudget {
  private terms = 0;
  private scans = 0;
  private depth = 0;

  /** Counts one clause as it is made (before the parser reads further), and returns it. */
  add<T extends QueryNode>(clause: T): T {
    this.terms += 1;
    if (this.terms > QUERY_LIMITS.maxTerms) {
      throw new QuerySyntaxError(`more than ${QUERY_LIMITS.maxTerms} clauses`);
    }
    if (scansEveryRecord(clause)) {
      this.scans += 1;
      if (this.scans > QUERY_LIMITS.maxScans) {
        throw new QuerySyntaxError(`more than ${QUERY_LIMITS.maxScans} clauses that read every record`);
      }
    }
    return clause;
  }

  /** Runs `parse` one level deeper (a group or a negation). */
  nested<T>(parse: () => T): T {
    this.depth += 1;
    if (this.depth > QUERY_LIMITS.maxDepth) {
      throw new QuerySyntaxError(`nested deeper than ${QUERY_LIMITS.maxDepth} levels`);
    }
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }
}

const REPETITION = /^\{\s*(\d+)\s*(?:,\s*(\d*)\s*)?\}/;

/**
 * A regular expression the database runs in bounded time: short, small repetition counts, and no backreferences
 * (`\1`, `\k<name>`), which force PostgreSQL's backtracking matcher; Lucene regular expressions (the reference's)
 * have none.
 */
export function checkRegexComplexity(pattern: string): void {
  if (pattern.length > QUERY_LIMITS.maxRegexLength) {
    throw new QuerySyntaxError(`regular expression longer than ${QUERY_LIMITS.maxRegexLength} characters`);
  }
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\') {
      const escaped = pattern[index + 1] ?? '';
      if (/[1-9]/.test(escaped) || escaped === 'k') {
        throw new QuerySyntaxError(`backreference in ${pattern}`);
      }
      index += 1;
      continue;
    }
    if (character !== '{') {
      continue;
    }
    const repetition = REPETITION.exec(pattern.slice(index));
    const counts = repetition ? [repetition[1], repetition[2]] : [];
    if (
      counts.some(
        (count) => count !== undefined && count !== '' && Number(count) > QUERY_LIMITS.maxRegexRepetition,
      )
    ) {
      throw new QuerySyntaxError(`repetition count above ${QUERY_LIMITS.maxRegexRepetition} in ${pattern}`);
    }
  }
}
