import { normalizeNameTokens, orderName } from '@parton/query';

/**
 * Name rules of claiming (facts submissions-backoffice.md §6, inspire-api.md §6): which signature of a paper is the
 * caller's (`check-names-compatibility`), and whether a signature may move to a profile without a curator
 * (`can_claim`). Pure functions over names; the service reads the records.
 */

interface ParsedName {
  /** ASCII-folded last name, its words joined by one space (`de roeck`). */
  last: string;
  /** ASCII-folded given names (`john r`). */
  first: string;
  initials: string[];
}

function parseName(name: string): ParsedName {
  // `Ellis, John R.`, `John Ellis`, `J. Ellis`, `Ellis J`: the query package's ordering, as author search uses it.
  const { lastName, firstName } = orderName(name);
  const firstTokens = normalizeNameTokens(firstName);
  return {
    last: normalizeNameTokens(lastName).join(' '),
    first: firstTokens.join(' '),
    initials: firstTokens.map((token) => token.slice(0, 1)),
  };
}

/** Every name of an author record: `name.value`, `name.preferred_name` and each `name.name_variants`. */
export function authorRecordNames(metadata: Record<string, unknown>): string[] {
  const name = (metadata.name ?? {}) as {
    value?: unknown;
    preferred_name?: unknown;
    name_variants?: unknown;
  };
  const names = [
    name.value,
    name.preferred_name,
    ...(Array.isArray(name.name_variants) ? name.name_variants : []),
  ];
  return [
    ...new Set(names.filter((value): value is string => typeof value === 'string' && value.trim() !== '')),
  ];
}

/** The name a person goes by (the ticket subject): preferred name, else the name. */
export function displayedAuthorName(metadata: Record<string, unknown>): string {
  const name = (metadata.name ?? {}) as { value?: unknown; preferred_name?: unknown };
  if (typeof name.preferred_name === 'string' && name.preferred_name.trim() !== '') {
    return name.preferred_name;
  }
  return typeof name.value === 'string' ? name.value : '';
}

function initialsAgree(left: string[], right: string[]): boolean {
  if (left.length === 0 || right.length === 0) {
    return false;
  }
  const shorter = left.length <= right.length ? left : right;
  const longer = shorter === left ? right : left;
  return shorter.every((initial, index) => longer[index] === initial);
}

type Level = (signature: ParsedName, profile: ParsedName) => boolean;

const SAME_LAST_NAME: Level = (signature, profile) =>
  signature.last !== '' && signature.last === profile.last;
const SAME_LAST_AND_FIRST: Level = (signature, profile) =>
  SAME_LAST_NAME(signature, profile) && signature.first !== '' && signature.first === profile.first;
const SAME_LAST_AND_INITIALS: Level = (signature, profile) =>
  SAME_LAST_NAME(signature, profile) && initialsAgree(signature.initials, profile.initials);

/**
 * The position in `authors` of the signature that is the profile's: the only one sharing a last name with any of
 * the profile's names; among several, the only one with the same "Last, First"; then the only one whose initials
 * agree. Undefined when none or no single one matches (`_find_matching_author_in_lit_record`).
 */
export function findMatchingSignature(
  signatureNames: readonly string[],
  profileNames: readonly string[],
): number | undefined {
  const profiles = profileNames.map(parseName);
  const signatures = signatureNames.map((name, position) => ({ position, parsed: parseName(name) }));
  const matching = (candidates: typeof signatures, level: Level) =>
    candidates.filter((candidate) => profiles.some((profile) => level(candidate.parsed, profile)));
  const sameLastName = matching(signatures, SAME_LAST_NAME);
  if (sameLastName.length === 1) {
    return sameLastName[0]!.position;
  }
  if (sameLastName.length === 0) {
    return undefined;
  }
  for (const level of [SAME_LAST_AND_FIRST, SAME_LAST_AND_INITIALS]) {
    const narrowed = matching(sameLastName, level);
    if (narrowed.length === 1) {
      return narrowed[0]!.position;
    }
  }
  return undefined;
}

/**
 * The last names a name may carry, ASCII-folded: the part before the comma, or — without a comma — each word and
 * the whole (`John Ellis` may be written by a Chinese or a Spanish convention; upstream splits on spaces).
 */
function possibleLastNames(name: string): string[] {
  const comma = name.indexOf(',');
  if (comma >= 0) {
    const last = normalizeNameTokens(name.slice(0, comma)).join(' ');
    return last === '' ? [] : [last];
  }
  const words = normalizeNameTokens(name);
  return words.length === 0 ? [] : [...words, words.join(' ')];
}

/**
 * Whether a signature may move to a profile without a curator (`can_claim`): some ASCII-folded last name of the
 * signature is a last name of one of the profile's names.
 */
export function namesCompatible(signatureName: string, profileNames: readonly string[]): boolean {
  const profileLastNames = new Set(profileNames.flatMap(possibleLastNames));
  return possibleLastNames(signatureName).some((last) => profileLastNames.has(last));
}

/**
 * The name of a new stub author made from moved signatures: the longest full name, the other distinct names as
 * variants, longest first (facts §6 "Unassign → new stub author"). Undefined when there is no name.
 */
export function stubAuthorName(
  fullNames: readonly string[],
): { value: string; name_variants?: string[] } | undefined {
  const distinct = [...new Set(fullNames.map((name) => name.trim()).filter((name) => name !== ''))];
  if (distinct.length === 0) {
    return undefined;
  }
  const sorted = distinct.sort((left, right) => right.length - left.length || left.localeCompare(right));
  const [value, ...variants] = sorted;
  return variants.length === 0 ? { value: value! } : { value: value!, name_variants: variants };
}
