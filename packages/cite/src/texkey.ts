import { earliestDate, type LiteratureMetadata } from '@parton/records';
import { stringList } from './publication';

/** Authors from this many on are cited by collaboration rather than by the first author's name. */
const MANY_AUTHORS = 10;
const RANDOM_PART = /^[a-z]{3}$/;
const LOWERCASE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Letters that do not decompose into an ASCII letter plus accents (what unidecode spells out). */
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŋ: 'ng',
  Ŋ: 'NG',
};

/** ASCII-folds a name and keeps only `[A-Za-z0-9-]`: `Gérard` → `Gerard`, `ter Haar` → `terHaar`. */
function sanitize(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9-]/g, (character) => TRANSLITERATIONS[character] ?? '');
}

function firstPart(metadata: LiteratureMetadata): string | undefined {
  const authors = metadata.authors ?? [];
  const fullName = authors[0]?.full_name;
  const lastName = fullName ? fullName.split(',')[0] : undefined;
  if (lastName && authors.length < MANY_AUTHORS) {
    return sanitize(lastName);
  }
  const collaboration = metadata.collaborations?.[0]?.value;
  if (collaboration !== undefined) {
    return sanitize(collaboration);
  }
  const corporateAuthor = stringList(metadata['corporate_author'])[0];
  if (corporateAuthor !== undefined) {
    return sanitize(corporateAuthor);
  }
  if ((metadata.document_type ?? []).includes('proceedings')) {
    return 'Proceedings';
  }
  return lastName ? sanitize(lastName) : undefined;
}

/** `Smith:2019`: the part of a texkey that follows from the record (first author or group, earliest year). */
export function texkeyPrefix(metadata: LiteratureMetadata): string | undefined {
  const first = firstPart(metadata);
  const year = earliestDate(metadata)?.slice(0, 4);
  if (!first || !year) {
    return undefined;
  }
  return `${first}:${year}`;
}

/**
 * A new texkey, `{first}:{year}{abc}`: the first author's last name (fewer than 10 authors), else the first
 * collaboration, corporate author or `Proceedings`; the earliest year; three letters from `random3`.
 * Undefined when the record has no name or no date to build it from.
 */
export function generateTexkey(metadata: LiteratureMetadata, random3: () => string): string | undefined {
  const prefix = texkeyPrefix(metadata);
  if (prefix === undefined) {
    return undefined;
  }
  const randomPart = random3();
  if (!RANDOM_PART.test(randomPart)) {
    throw new Error(`A texkey ends with three lowercase letters, got "${randomPart}"`);
  }
  return `${prefix}${randomPart}`;
}

/** True when a texkey can be built and `texkeys[0]` does not already start with the right `first:year`. */
export function needsNewTexkey(metadata: LiteratureMetadata): boolean {
  const prefix = texkeyPrefix(metadata);
  if (prefix === undefined) {
    return false;
  }
  return !(metadata.texkeys?.[0] ?? '').startsWith(prefix);
}

/** Three random lowercase letters, the default random part of a texkey (uniqueness is the caller's retry). */
export function randomTexkeySuffix(): string {
  let letters = '';
  for (let index = 0; index < 3; index += 1) {
    letters += LOWERCASE_LETTERS.charAt(Math.floor(Math.random() * LOWERCASE_LETTERS.length));
  }
  return letters;
}
