import { sql } from 'kysely';
import type { AuthorScope, TextValue } from '../ast';
import {
  exactAuthorName,
  foldDiacritics,
  looksLikeBai,
  nameKey,
  normalizeNameTokens,
  orderName,
} from '../names';
import { allOf, anyOf, escapeLike, type Predicate, splitWords, textArray, wholeValueRegex } from './common';

/** All name words of a signature, last name first. */
const NAME_TOKENS = sql`(la.last_name_tokens || la.first_name_tokens)`;

/**
 * One author clause = one signature (§5.6): `EXISTS` over `literature_authors la` of the record `r`,
 * supervisors excluded (the reference indexes them apart).
 */
export function authorExists(scope: AuthorScope, condition: Predicate): Predicate {
  const first = scope === 'first' ? sql` AND la.is_first` : sql``;
  return sql<boolean>`EXISTS (SELECT 1 FROM literature_authors la WHERE la.record_id = r.id AND NOT la.is_supervisor${first} AND ${condition})`;
}

/**
 * An `a`/`fa` clause. For a plain name (`a wang`, `a Wang, J.`, `fa ellis, john`) the paper's name keys
 * (`s.author_name_keys`, one GIN index on the search row) narrow the candidates before signatures are read; a bare
 * one-word last name under `a` is decided by the keys alone, as the signature condition would be the same test.
 */
export function authorClause(scope: AuthorScope, value: TextValue): Predicate {
  const exists = authorExists(scope, authorCondition(value));
  const keys = value.kind === 'words' ? nameKeysOfQuery(value.text) : undefined;
  if (!keys) {
    return exists;
  }
  const prefilter = sql<boolean>`s.author_name_keys @> ${textArray(keys.keys)}`;
  if (keys.decisive && scope === 'any') {
    return prefilter;
  }
  return sql<boolean>`(${prefilter} AND ${exists})`;
}

/**
 * Name keys every matching signature has, for the plain values `structuredNameCondition` reads as a structured
 * name; undefined when the value may match otherwise (BAI, dotted fragments, all-words fallback).
 */
function nameKeysOfQuery(text: string): { keys: string[]; decisive: boolean } | undefined {
  const value = text.trim();
  if (looksLikeBai(value) || (!/[\s,]/.test(value) && value.includes('.'))) {
    return undefined;
  }
  const ordered = orderName(value);
  const lastTokens = normalizeNameTokens(ordered.lastName);
  const given = normalizeNameTokens(ordered.firstName);
  if (lastTokens.length === 0 || !isStructuredOnly(value, ordered.hadComma, given.length)) {
    return undefined;
  }
  // An initial, or a full given name (its prefix match or the bare initial): the author has that initial.
  const initials = [...new Set(given.map((token) => token.slice(0, 1)))];
  const keys =
    initials.length === 0
      ? lastTokens.map((token) => nameKey(token))
      : lastTokens.flatMap((token) => initials.map((initial) => nameKey(token, initial)));
  return { keys, decisive: lastTokens.length === 1 && given.length === 0 };
}

/** Whether `structuredNameCondition` answers with the structured condition alone (no all-words fallback). */
function isStructuredOnly(value: string, hadComma: boolean, givenCount: number): boolean {
  return hadComma || hasDottedInitial(value) || givenCount === 0;
}

function hasDottedInitial(value: string): boolean {
  return /\.\s*\S/.test(value) || /\b\p{L}\./u.test(value);
}

/** The condition on one signature `la` for an `a`/`fa` value (§5.1). */
export function authorCondition(value: TextValue): Predicate {
  switch (value.kind) {
    case 'exact':
      return phraseCondition(value.text);
    case 'partial':
      return allOf(
        splitWords(foldDiacritics(value.text)).map(
          (part) => sql<boolean>`array_to_string(${NAME_TOKENS}, ' ') LIKE ${`%${escapeLike(part)}%`}`,
        ),
      );
    case 'wildcard':
      return wildcardCondition(value.text);
    case 'regex':
      return sql<boolean>`EXISTS (SELECT 1 FROM unnest(${NAME_TOKENS}) AS name_token(token) WHERE name_token.token ~* ${wholeValueRegex(value.pattern)})`;
    case 'words':
      return wordsCondition(value.text);
  }
}

/** `ea` (§5.3): NFKC, lower-case, accents kept, after inspire-utils' name normalisation; a BAI matches ids. */
export function exactAuthorCondition(name: string): Predicate {
  if (looksLikeBai(name)) {
    return baiCondition(name);
  }
  return sql<boolean>`la.full_name_exact = ${exactAuthorName(name)}`;
}

function baiCondition(bai: string): Predicate {
  const lower = bai.trim().toLowerCase();
  return sql<boolean>`(la.bai = ${lower} OR la.ids @> ${textArray([lower])})`;
}

function phraseCondition(text: string): Predicate {
  const tokens = normalizeNameTokens(text);
  if (tokens.length === 0) {
    return sql<boolean>`FALSE`;
  }
  return sql<boolean>`(' ' || array_to_string(${NAME_TOKENS}, ' ') || ' ') LIKE ${`% ${tokens.join(' ')} %`}`;
}

function wildcardCondition(text: string): Predicate {
  const words = splitWords(text.replace(/,/g, ' '))
    .map((word) => foldDiacritics(word).replace(/[^\p{L}\p{N}*]/gu, ''))
    .filter((word) => word.replace(/\*/g, '') !== '');
  if (words.length === 0) {
    return sql<boolean>`TRUE`;
  }
  return allOf(
    words.map(
      (word) =>
        sql<boolean>`EXISTS (SELECT 1 FROM unnest(${NAME_TOKENS}) AS name_token(token) WHERE name_token.token LIKE ${escapeLike(word).replace(/\*/g, '%')})`,
    ),
  );
}

/** A given name as typed: an initial (`j`, `j.`) or a full name (`john`). */
type GivenName = { kind: 'initial'; letter: string } | { kind: 'name'; token: string };

function givenNames(firstName: string): GivenName[] {
  return normalizeNameTokens(firstName).map((token) =>
    token.length === 1 ? { kind: 'initial', letter: token } : { kind: 'name', token },
  );
}

/** The plain-value name rules of §5.1: BAI, dotted id fragment, one last name, or last name + given names. */
function wordsCondition(text: string): Predicate {
  const value = text.trim();
  if (looksLikeBai(value)) {
    return baiCondition(value);
  }
  if (!/[\s,]/.test(value) && value.includes('.')) {
    // `a S.Mele`: a fragment of a BAI or of a dotted name; also read as initials + last name.
    const pattern = `%${escapeLike(foldDiacritics(value))}%`;
    return anyOf([
      sql<boolean>`EXISTS (SELECT 1 FROM unnest(la.ids) AS author_id(id) WHERE author_id.id LIKE ${pattern})`,
      sql<boolean>`la.full_name_norm LIKE ${pattern}`,
      structuredNameCondition(value.replace(/\./g, '. ').trim()),
    ]);
  }
  return structuredNameCondition(value);
}

function structuredNameCondition(value: string): Predicate {
  const ordered = orderName(value);
  const lastTokens = normalizeNameTokens(ordered.lastName);
  const given = givenNames(ordered.firstName);
  if (lastTokens.length === 0) {
    return sql<boolean>`FALSE`;
  }
  const conditions: Predicate[] = [sql<boolean>`la.last_name_tokens @> ${textArray(lastTokens)}`];
  const initials = given.flatMap((name) => (name.kind === 'initial' ? [name.letter] : []));
  if (initials.length > 0) {
    conditions.push(sql<boolean>`la.initials @> ${textArray(initials)}`);
  }
  for (const name of given) {
    if (name.kind === 'name') {
      // A full given name is a prefix of one of the author's given names, or the author only has its initial.
      conditions.push(
        sql<boolean>`EXISTS (SELECT 1 FROM unnest(la.first_name_tokens) AS given(token) WHERE given.token LIKE ${`${escapeLike(name.token)}%`} OR given.token = ${name.token.slice(0, 1)})`,
      );
    }
  }
  const structured = allOf(conditions);
  if (isStructuredOnly(value, ordered.hadComma, given.length)) {
    return structured;
  }
  // `a john ellis`, `a alvarez gaume`: all words anywhere in the name rescues compound last names (§5.1.2).
  const allWords = normalizeNameTokens(value);
  return anyOf([structured, sql<boolean>`${NAME_TOKENS} @> ${textArray(allWords)}`]);
}
