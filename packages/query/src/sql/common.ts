import { type RawBuilder, sql } from 'kysely';

/** A boolean SQL fragment; every value in it is a bound parameter. */
export type Predicate = RawBuilder<boolean>;

export const TRUE: Predicate = sql<boolean>`TRUE`;
export const FALSE: Predicate = sql<boolean>`FALSE`;

export function allOf(predicates: readonly Predicate[]): Predicate {
  if (predicates.length === 0) {
    return TRUE;
  }
  if (predicates.length === 1) {
    return predicates[0]!;
  }
  return sql<boolean>`(${sql.join(predicates, sql` AND `)})`;
}

export function anyOf(predicates: readonly Predicate[]): Predicate {
  if (predicates.length === 0) {
    return FALSE;
  }
  if (predicates.length === 1) {
    return predicates[0]!;
  }
  return sql<boolean>`(${sql.join(predicates, sql` OR `)})`;
}

/** NULL-safe negation: a predicate that is NULL for a row (missing date, …) counts as false before `NOT`. */
export function not(predicate: Predicate): Predicate {
  return sql<boolean>`(NOT coalesce(${predicate}, FALSE))`;
}

/** `ARRAY[$1, $2]::text[]`: one parameter per element, which every driver (pg, PGlite) binds the same way. */
export function textArray(values: readonly string[]): RawBuilder<string[]> {
  if (values.length === 0) {
    return sql<string[]>`'{}'::text[]`;
  }
  return sql<string[]>`ARRAY[${sql.join(values)}]::text[]`;
}

export function bigintArray(values: readonly number[]): RawBuilder<number[]> {
  if (values.length === 0) {
    return sql<number[]>`'{}'::bigint[]`;
  }
  return sql<number[]>`ARRAY[${sql.join(values)}]::bigint[]`;
}

/** Escapes `%`, `_` and `\` so that user text is literal inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** `*` → `%`, everything else literal. */
export function wildcardToLike(text: string): string {
  return escapeLike(text).replace(/\*/g, '%');
}

/** Escapes every character that is special in a PostgreSQL regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lucene regexps are anchored to a term already, so a leading `^` or trailing `$` adds nothing. */
export function withoutAnchors(pattern: string): string {
  return pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
}

/** A user regex applied to whole words of a text (Lucene regexps match single indexed terms, §7). */
export function wordRegex(pattern: string): string {
  return `(^|[^[:alnum:]_])(${withoutAnchors(pattern)})($|[^[:alnum:]_])`;
}

/** A user regex that must match one whole value (or name token). */
export function wholeValueRegex(pattern: string): string {
  return `^(${withoutAnchors(pattern)})$`;
}

/** A wildcard word (`n*trino`) as a regex over whole words: `*` matches letters and digits only. */
export function wildcardWordRegex(word: string): string {
  return wordRegex(
    word
      .split('*')
      .map((part) => escapeRegex(part))
      .join('[[:alnum:]_]*'),
  );
}

/** Quotes one word for `to_tsquery`: the word is then analysed like document text, never parsed as operators. */
export function tsQueryWord(word: string, prefix: boolean): string {
  const quoted = `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return prefix ? `${quoted}:*` : quoted;
}

export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}
