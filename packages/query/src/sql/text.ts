import { type RawBuilder, sql } from 'kysely';
import type { TextValue } from '../ast';
import {
  allOf,
  anyOf,
  escapeLike,
  type Predicate,
  splitWords,
  tsQueryWord,
  wildcardToLike,
  wildcardWordRegex,
  wordRegex,
} from './common';

/** A word-searched field: its tsvector, the text it was built from, and whether diacritics are folded. */
export interface TextColumns {
  vector: RawBuilder<unknown>;
  text: RawBuilder<string>;
  foldDiacritics: boolean;
}

function folded(columns: TextColumns, value: RawBuilder<string>): RawBuilder<string> {
  return columns.foldDiacritics ? sql<string>`f_unaccent(${value})` : value;
}

function param(text: string): RawBuilder<string> {
  return sql<string>`${text}`;
}

/** The text query of a words or phrase value; undefined for the kinds that do not search the vector. */
function tsQueryOf(columns: TextColumns, value: TextValue): RawBuilder<unknown> | undefined {
  switch (value.kind) {
    case 'words':
      return sql`plainto_tsquery('simple', ${folded(columns, param(value.text))})`;
    case 'exact':
      return sql`phraseto_tsquery('simple', ${folded(columns, param(value.text))})`;
    default:
      return undefined;
  }
}

/** §7: words in any order; `"phrase"`; `'substring'`; `word*` prefixes and inner wildcards; `/regex/` on words. */
export function matchText(columns: TextColumns, value: TextValue): Predicate {
  const text = folded(columns, columns.text);
  switch (value.kind) {
    case 'words':
    case 'exact':
      return sql<boolean>`${columns.vector} @@ ${tsQueryOf(columns, value)}`;
    case 'partial':
      return allOf(
        splitWords(value.text).map(
          (part) => sql<boolean>`${text} ILIKE ${folded(columns, param(`%${escapeLike(part)}%`))}`,
        ),
      );
    case 'regex':
      return sql<boolean>`${text} ~* ${wordRegex(value.pattern)}`;
    case 'wildcard':
      return matchWildcardWords(columns, value.text);
  }
}

/**
 * Any of several values of one field (the operands of an `or`): the words and phrase values become one text
 * query (`v @@ (q1 || q2 || …)`), so each record's vector is read once and one index scan finds them all. Matched
 * one by one, a free-text `or` of ten words read every record's large free-text vector ten times (4 s on 100,000
 * papers; issue 13). The other kinds are matched each on its own.
 */
export function matchAnyText(columns: TextColumns, values: readonly TextValue[]): Predicate {
  const queries: RawBuilder<unknown>[] = [];
  const others: Predicate[] = [];
  for (const value of values) {
    const query = tsQueryOf(columns, value);
    if (query) {
      queries.push(query);
    } else {
      others.push(matchText(columns, value));
    }
  }
  const combined =
    queries.length === 0 ? [] : [sql<boolean>`${columns.vector} @@ (${sql.join(queries, sql` || `)})`];
  return anyOf([...combined, ...others]);
}

function matchWildcardWords(columns: TextColumns, text: string): Predicate {
  const words = splitWords(text).filter((word) => word.replace(/\*/g, '') !== '');
  const plain = words.filter((word) => !word.includes('*'));
  const prefixes = words.filter((word) => /^[^*]+\*$/.test(word));
  const inner = words.filter((word) => word.includes('*') && !/^[^*]+\*$/.test(word));
  const predicates: Predicate[] = [];
  const terms = [
    ...plain.map((word) => tsQueryWord(word, false)),
    ...prefixes.map((word) => tsQueryWord(word.slice(0, -1), true)),
  ];
  if (terms.length > 0) {
    predicates.push(
      sql<boolean>`${columns.vector} @@ to_tsquery('simple', ${folded(columns, param(terms.join(' & ')))})`,
    );
  }
  for (const word of inner) {
    predicates.push(sql<boolean>`${folded(columns, columns.text)} ~* ${wildcardWordRegex(word)}`);
  }
  if (predicates.length === 0) {
    // A value of only `*` matches every record that has the field at all.
    return sql<boolean>`${columns.text} <> ''`;
  }
  return allOf(predicates);
}

/** Case-insensitive LIKE pattern for a whole-value wildcard (`*lss.fnal.gov*`). */
export function likePattern(text: string): string {
  return wildcardToLike(text);
}
