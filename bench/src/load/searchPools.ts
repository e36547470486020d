/**
 * Values for the search benchmark, drawn from the corpus under test (read-only statements): thousands of distinct
 * author names, title / abstract / keyword words, cited and citing recids, collaborations, journals, eprints and
 * DOIs. A benchmark that repeats a handful of values measures caches (PostgreSQL's and the result cache), not
 * searches; every series takes each value once.
 */
import type pg from 'pg';

export interface ValuePools {
  lastNames: string[];
  exactNames: string[];
  firstAuthorNames: string[];
  titleWords: string[];
  abstractWords: string[];
  keywordWords: string[];
  citedRecids: number[];
  citingRecids: number[];
  collaborations: string[];
  journals: string[];
  eprints: string[];
  dois: string[];
  recids: number[];
}

/** A deterministic shuffle (mulberry32), so that two runs on the same corpus send the same requests. */
export function shuffled<T>(values: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

async function column<T>(pool: pg.Pool, statement: string): Promise<T[]> {
  const result = await pool.query<{ value: T }>(statement);
  return [...new Set(result.rows.map((row) => row.value).filter((value) => value !== null && value !== ''))];
}

/** Words of a tsvector column in a sample of the table, from frequent to rare (every one matches something). */
function wordsOf(tsvColumn: string, limit: number): string {
  return `SELECT word AS value FROM ts_stat($$SELECT ${tsvColumn} FROM literature_search TABLESAMPLE SYSTEM (10) REPEATABLE (7)$$)
    WHERE length(word) >= 4 AND word ~ '^[a-z]+$' ORDER BY ndoc DESC, word LIMIT ${limit}`;
}

export async function loadValuePools(pool: pg.Pool, size = 3000): Promise<ValuePools> {
  const names = `FROM literature_authors TABLESAMPLE SYSTEM (5) REPEATABLE (7) WHERE NOT is_supervisor`;
  const [
    lastNames,
    exactNames,
    firstAuthorNames,
    titleWords,
    abstractWords,
    keywordWords,
    citedRecids,
    citingRecids,
    collaborations,
    journals,
    eprints,
    dois,
    recids,
  ] = await Promise.all([
    column<string>(
      pool,
      `SELECT DISTINCT last_name_tokens[1] AS value ${names} AND cardinality(last_name_tokens) > 0 AND length(last_name_tokens[1]) > 2 LIMIT ${size}`,
    ),
    column<string>(
      pool,
      `SELECT DISTINCT full_name AS value ${names} AND full_name ~ '^[A-Za-z]+, [A-Za-z]' LIMIT ${size}`,
    ),
    column<string>(
      pool,
      `SELECT DISTINCT last_name_tokens[1] AS value ${names} AND is_first AND cardinality(last_name_tokens) > 0 AND length(last_name_tokens[1]) > 2 LIMIT ${size}`,
    ),
    column<string>(pool, wordsOf('title_tsv', size)),
    column<string>(pool, wordsOf('abstract_tsv', size)),
    column<string>(pool, wordsOf('keywords_tsv', size)),
    // Cited papers from the most cited down: the heavy refersto cases are in the pool, not only the light ones.
    column<number>(
      pool,
      `SELECT control_number::int AS value FROM citation_counts WHERE pid_type = 'lit' AND citation_count > 0
       ORDER BY citation_count DESC, control_number LIMIT ${size}`,
    ),
    column<number>(
      pool,
      `SELECT citer_control_number::int AS value FROM citations TABLESAMPLE SYSTEM (2) REPEATABLE (7) LIMIT ${size * 3}`,
    ),
    column<string>(pool, `SELECT DISTINCT unnest(collaborations) AS value FROM literature_search`),
    column<string>(pool, `SELECT DISTINCT unnest(journal_titles) AS value FROM literature_search`),
    column<string>(
      pool,
      `SELECT arxiv_ids[1] AS value FROM literature_search TABLESAMPLE SYSTEM (10) REPEATABLE (7)
       WHERE cardinality(arxiv_ids) > 0 LIMIT ${size}`,
    ),
    column<string>(
      pool,
      `SELECT dois[1] AS value FROM literature_search TABLESAMPLE SYSTEM (10) REPEATABLE (7)
       WHERE cardinality(dois) > 0 LIMIT ${size}`,
    ),
    column<number>(
      pool,
      `SELECT control_number::int AS value FROM records TABLESAMPLE SYSTEM (10) REPEATABLE (7)
       WHERE pid_type = 'lit' AND NOT deleted LIMIT ${size}`,
    ),
  ]);
  return {
    lastNames: shuffled(lastNames, 1),
    exactNames: shuffled(exactNames, 2),
    firstAuthorNames: shuffled(firstAuthorNames, 3),
    titleWords: shuffled(titleWords, 4),
    abstractWords: shuffled(abstractWords, 5),
    keywordWords: shuffled(keywordWords, 6),
    citedRecids: shuffled(citedRecids, 7),
    citingRecids: shuffled([...new Set(citingRecids)], 8),
    collaborations: shuffled(collaborations, 9),
    journals: shuffled(journals, 10),
    eprints: shuffled(eprints, 11),
    dois: shuffled(dois, 12),
    recids: shuffled(recids, 13),
  };
}
