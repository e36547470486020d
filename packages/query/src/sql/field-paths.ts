import { type RawBuilder, sql } from 'kysely';
import type { TextValue } from '../ast';
import { QuerySyntaxError } from '../errors';
import { escapeLike, type Predicate, wholeValueRegex, wildcardToLike } from './common';

const SEGMENT = /^[A-Za-z_$][\w$-]*$/;

/**
 * A lax-mode JSON path over every value at a dotted field path: arrays on the way are unwrapped, and the final
 * `[*]` unwraps an array of strings (`arxiv_eprints.categories`). Segments are checked and quoted, and the path
 * is bound as a parameter, so no user text reaches the SQL.
 */
export function jsonPathOf(path: readonly string[]): string {
  if (path.length === 0 || path.some((segment) => !SEGMENT.test(segment))) {
    throw new QuerySyntaxError(`invalid field path ${path.join('.')}`);
  }
  return `$${path.map((segment) => `."${segment}"`).join('')}[*]`;
}

/**
 * Raw field paths (§11): `path:*` exists; a plain value equals the whole value (case-insensitive) or has all its
 * words; `*` wildcards, `'partial'` and `/regex/` apply to the whole value. An object at the end of the path
 * (`authors.raw_affiliations`) is compared through its `value` member, and one without it matches nothing: its
 * JSON text is no value of the record (and reading it cost minutes: `authors:this month` ran `to_tsvector` over
 * every author object of every paper, 3.2 million on 100,000 papers, 200 s, issue 13).
 */
export function matchFieldPath(
  document: RawBuilder<unknown>,
  path: readonly string[],
  value: TextValue | { kind: 'exists' },
): Predicate {
  const jsonPath = jsonPathOf(path);
  if (value.kind === 'exists') {
    return sql<boolean>`jsonb_path_exists(${document}, ${jsonPath}::jsonpath)`;
  }
  const linked = linkedControlNumber(path, value);
  if (linked !== undefined) {
    // `….record.$ref:1234` names the record, whatever host its link was written with.
    return sql<boolean>`EXISTS (SELECT 1 FROM jsonb_path_query(${document}, ${jsonPath}::jsonpath) AS field_value(value) WHERE (field_value.value #>> '{}') LIKE ${`%/${linked}`})`;
  }
  const item = sql<string>`CASE jsonb_typeof(field_value.value) WHEN 'object' THEN field_value.value ->> 'value'
    WHEN 'array' THEN NULL ELSE field_value.value #>> '{}' END`;
  return sql<boolean>`EXISTS (SELECT 1 FROM jsonb_path_query(${document}, ${jsonPath}::jsonpath) AS field_value(value) WHERE ${valueCondition(item, value)})`;
}

function valueCondition(item: RawBuilder<string>, value: TextValue): Predicate {
  switch (value.kind) {
    case 'words':
      return sql<boolean>`(lower(${item}) = ${value.text.trim().toLowerCase()} OR to_tsvector('simple', ${item}) @@ plainto_tsquery('simple', ${value.text}))`;
    case 'exact':
      return sql<boolean>`(lower(${item}) = ${value.text.trim().toLowerCase()} OR to_tsvector('simple', ${item}) @@ phraseto_tsquery('simple', ${value.text}))`;
    case 'partial':
      return sql<boolean>`${item} ILIKE ${`%${escapeLike(value.text)}%`}`;
    case 'wildcard':
      return sql<boolean>`${item} ILIKE ${wildcardToLike(value.text)}`;
    case 'regex':
      return sql<boolean>`${item} ~* ${wholeValueRegex(value.pattern)}`;
  }
}

/**
 * The control number a `$ref` path clause names: a bare number (`authors.record.$ref:1234`, as clients write it)
 * or a whole link (`…/api/authors/1234`).
 */
export function linkedControlNumber(path: readonly string[], value: TextValue): number | undefined {
  if (path[path.length - 1] !== '$ref' || (value.kind !== 'words' && value.kind !== 'exact')) {
    return undefined;
  }
  const text = value.text.trim();
  const match = /^(?:\d+|.*\/api\/[a-z]+\/(\d+))$/.exec(text);
  if (!match) {
    return undefined;
  }
  return Number(match[1] ?? text);
}
