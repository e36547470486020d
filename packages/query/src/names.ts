/**
 * Author-name normalisation shared by the index side (the signature columns of `literature_authors`, filled by
 * the foundation's deriver through `signatureColumns`) and the query side (`a`, `fa`, `ea` clauses). Both sides
 * must use exactly these rules, otherwise a name written one way in a record and another way in a query stops
 * matching (search-syntax.md §5).
 */

/** Letters that NFKD does not decompose but that ASCII folding (and PostgreSQL's unaccent) maps. */
const FOLDED_LETTERS: Record<string, string> = {
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
  ŋ: 'n',
};

const COMBINING_MARKS = /\p{M}+/gu;
const NON_WORD_CHARACTERS = /[^\p{L}\p{N}]+/u;
const FOLDABLE = /[øđðłßæœþıħŀŋ]/g;

const PRINTABLE_ASCII_ONLY = /^[ -~]*$/;

/** Lower-cases and removes diacritics (`Müller` → `muller`, `Łukasz` → `lukasz`); NFKD as in ASCII folding. */
export function foldDiacritics(text: string): string {
  // Most names are plain ASCII, which NFKD leaves as it is: skip the normalisation (a large share of import time).
  if (PRINTABLE_ASCII_ONLY.test(text)) {
    return text.toLowerCase();
  }
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(FOLDABLE, (letter) => FOLDED_LETTERS[letter] ?? letter);
}

/** Words of a name part: diacritics folded, lower-case, split on anything that is not a letter or digit. */
export function normalizeNameTokens(text: string): string[] {
  return foldDiacritics(text)
    .split(NON_WORD_CHARACTERS)
    .filter((token) => token.length > 0);
}

/** Splits `Last, First` at the first comma; a name without a comma is all last name (as the reference indexes it). */
export function splitAuthorName(fullName: string): { lastName: string; firstName: string } {
  const comma = fullName.indexOf(',');
  if (comma < 0) {
    return { lastName: fullName.trim(), firstName: '' };
  }
  return { lastName: fullName.slice(0, comma).trim(), firstName: fullName.slice(comma + 1).trim() };
}

/** First letter of every given-name token: `Jonathan R.` → j, r; `Yi-Fang` → y, f; `E.-M.` → e, m. */
export function nameInitials(firstName: string): string[] {
  return normalizeNameTokens(firstName).map((token) => token.slice(0, 1));
}

/**
 * The key of a last-name word, and of a last-name word with an initial (`wang`, `wang|j`): the search row of a
 * paper holds the keys of all its authors (`author_name_keys`), so that author search can find candidate papers
 * in one small index before looking at signatures — and, for a bare last name, not at all.
 */
export function nameKey(lastNameToken: string, initial?: string): string {
  return initial === undefined ? lastNameToken : `${lastNameToken}|${initial}`;
}

/** The last-name words and given-name initials of a stored name: what signatures and name keys are made of. */
function lastTokensAndInitials(fullName: string): { lastTokens: string[]; initials: string[] } {
  const { lastName, firstName } = splitAuthorName(fullName);
  return { lastTokens: normalizeNameTokens(lastName), initials: nameInitials(firstName) };
}

function keysOfName(fullName: string): string[] {
  const { lastTokens, initials } = lastTokensAndInitials(fullName);
  return [
    ...lastTokens.map((token) => nameKey(token)),
    ...lastTokens.flatMap((token) => initials.map((initial) => nameKey(token, initial))),
  ];
}

// Collaboration papers repeat the same thousands of names: each distinct name is keyed once.
const NAME_CACHE_LIMIT = 200_000;
const nameKeyCache = new Map<string, string[]>();

/** The sorted, distinct name keys of a paper's authors (supervisors excluded by the caller). */
export function authorNameKeys(fullNames: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const fullName of fullNames) {
    let cached = nameKeyCache.get(fullName);
    if (!cached) {
      cached = keysOfName(fullName);
      if (nameKeyCache.size >= NAME_CACHE_LIMIT) {
        nameKeyCache.clear();
      }
      nameKeyCache.set(fullName, cached);
    }
    for (const key of cached) {
      keys.add(key);
    }
  }
  return [...keys].sort();
}

/** `J.Ellis.1`, `Benjamin.P.Abbott.1`, `A.De.Roeck.1`: an INSPIRE BAI (inspire-utils' regex). */
export function looksLikeBai(value: string): boolean {
  return /^(?:[\p{L}\p{N}_'-]+\.)+\d+$/u.test(value.trim());
}

const NAME_PARTICLES = new Set([
  'de',
  'da',
  'das',
  'dos',
  'do',
  'del',
  'della',
  'dei',
  'di',
  'du',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'ten',
  'le',
  'la',
  'el',
  'al',
  'bin',
  'ben',
  'st',
  'zu',
  'y',
]);

function isInitialWord(word: string): boolean {
  const letters = word.replace(/[.-]/g, '');
  return word.includes('.') || letters.length === 1;
}

/**
 * Reorders a name written without a comma into last name and given names, like nameparser does for the
 * reference: `John Ellis` and `J. Ellis` → Ellis / John; `Ellis J` → Ellis / J; `Daniel de Florian` → de Florian.
 */
export function orderName(value: string): { lastName: string; firstName: string; hadComma: boolean } {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.includes(',')) {
    return { ...splitAuthorName(trimmed), hadComma: true };
  }
  const words = trimmed.split(' ').filter((word) => word.length > 0);
  if (words.length < 2) {
    return { lastName: trimmed, firstName: '', hadComma: false };
  }
  const first = words[0]!;
  const last = words[words.length - 1]!;
  if (isInitialWord(last) && !isInitialWord(first)) {
    return { lastName: first, firstName: words.slice(1).join(' '), hadComma: false };
  }
  let lastStart = words.length - 1;
  while (lastStart > 1 && NAME_PARTICLES.has(words[lastStart - 1]!.toLowerCase())) {
    lastStart -= 1;
  }
  return {
    lastName: words.slice(lastStart).join(' '),
    firstName: words.slice(0, lastStart).join(' '),
    hadComma: false,
  };
}

/**
 * inspire-utils' `normalize_name`: `Last, First` order, a dot after every initial and consecutive initials
 * joined (`ellis, j` → `ellis, j.`; `Ellis, J R` → `Ellis, J.R.`; `jonathan r ellis` → `ellis, jonathan r.`).
 */
export function normalizeName(value: string): string {
  const { lastName, firstName } = orderName(value);
  const words = firstName
    .split(/\s+/)
    .flatMap((word) => splitDottedWord(word))
    .filter((word) => word.length > 0);
  let given = '';
  let previousWasInitial = false;
  for (const word of words) {
    const initial = word.replace(/\.$/, '').length === 1;
    const rendered = initial ? `${word.replace(/\.$/, '')}.` : word;
    const separator = given === '' || (initial && previousWasInitial) ? '' : ' ';
    given = `${given}${separator}${rendered}`;
    previousWasInitial = initial;
  }
  return given === '' ? lastName : `${lastName}, ${given}`;
}

/** `J.R.` → `J.`, `R.`; `E.-M.` → `E.-M.` stays one hyphenated initial group; `Jonathan` stays. */
function splitDottedWord(word: string): string[] {
  if (!word.includes('.') || word.includes('-')) {
    return [word];
  }
  return word
    .split('.')
    .filter((part) => part.length > 0)
    .map((part) => `${part}.`);
}

/** The value stored in `full_name_exact` and compared with an `ea` query: NFKC, lower-case, accents kept. */
export function exactAuthorName(value: string): string {
  return normalizeName(value).normalize('NFKC').toLowerCase();
}

export interface SignatureAuthor {
  full_name: string;
  ids?: { schema: string; value: string }[];
  affiliations?: { value?: string; record?: { $ref: string } }[];
  record?: { $ref: string };
}

export interface SignatureColumns {
  full_name_norm: string;
  last_name_tokens: string[];
  first_name_tokens: string[];
  initials: string[];
  full_name_exact: string;
  bai: string | null;
  ids: string[];
  affiliations: string[];
}

type NameColumns = Pick<
  SignatureColumns,
  'full_name_norm' | 'last_name_tokens' | 'first_name_tokens' | 'initials' | 'full_name_exact'
>;

// Collaboration papers repeat the same thousands of names: each distinct name is normalised once.
const nameColumnsCache = new Map<string, NameColumns>();

function nameColumns(fullName: string): NameColumns {
  const cached = nameColumnsCache.get(fullName);
  if (cached) {
    return cached;
  }
  const { firstName } = splitAuthorName(fullName);
  const { lastTokens, initials } = lastTokensAndInitials(fullName);
  const columns: NameColumns = {
    full_name_norm: foldDiacritics(fullName).replace(/\s+/g, ' ').trim(),
    last_name_tokens: lastTokens,
    first_name_tokens: normalizeNameTokens(firstName),
    initials,
    full_name_exact: exactAuthorName(fullName),
  };
  if (nameColumnsCache.size >= NAME_CACHE_LIMIT) {
    nameColumnsCache.clear();
  }
  nameColumnsCache.set(fullName, columns);
  return columns;
}

/**
 * The name-derived columns of one `literature_authors` row; the foundation's deriver adds record ids, position,
 * flags and the `$ref`-derived recids.
 */
export function signatureColumns(author: SignatureAuthor): SignatureColumns {
  const name = nameColumns(author.full_name);
  const ids = author.ids ?? [];
  const bai = ids.find((id) => id.schema === 'INSPIRE BAI')?.value;
  return {
    full_name_norm: name.full_name_norm,
    last_name_tokens: [...name.last_name_tokens],
    first_name_tokens: [...name.first_name_tokens],
    initials: [...name.initials],
    full_name_exact: name.full_name_exact,
    bai: bai ? bai.toLowerCase() : null,
    ids: unique(ids.map((id) => id.value.toLowerCase())),
    affiliations: unique(
      (author.affiliations ?? [])
        .map((affiliation) => affiliation.value?.toLowerCase())
        .filter((value): value is string => typeof value === 'string' && value.length > 0),
    ),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** `Ellis, John R.` → `John R. Ellis`: the display order used by the `NOREC_` author facet keys. */
export function displayName(fullName: string): string {
  const { lastName, firstName } = splitAuthorName(fullName);
  return firstName === '' ? lastName : `${firstName} ${lastName}`;
}
