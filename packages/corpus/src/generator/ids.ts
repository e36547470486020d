/** Persistent identifiers in their real formats, with valid check digits. */
import { pad2 } from './dates';
import type { Random } from './random';

/** ISO 7064 11,2 check character of the first 15 ORCID digits. */
export function orcidCheckDigit(baseDigits: string): string {
  let total = 0;
  for (let i = 0; i < baseDigits.length; i++) {
    total = (total + (baseDigits.charCodeAt(i) - 48)) * 2;
  }
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

export function isValidOrcid(orcid: string): boolean {
  const match = /^(\d{4})-(\d{4})-(\d{4})-(\d{3})([\dX])$/.exec(orcid);
  if (!match) {
    return false;
  }
  const digits = `${match[1]}${match[2]}${match[3]}${match[4]}`;
  return orcidCheckDigit(digits) === match[5];
}

/**
 * ORCID iD for the n-th ORCID holder of a corpus: an affine bijection keeps them unique while
 * scattering them over the 0000-0001/0002/0003 blocks real iDs use.
 */
export function orcidFor(ordinal: number, salt: number): string {
  const scrambled = (ordinal * 7_919_177 + (salt % 10_000_000)) % 30_000_000;
  const block = 1 + Math.floor(scrambled / 10_000_000);
  const rest = String(scrambled % 10_000_000).padStart(7, '0');
  const base = `0000000${block}${rest}`;
  const check = orcidCheckDigit(base);
  return `0000-000${block}-${rest.slice(0, 4)}-${rest.slice(4)}${check}`;
}

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** A ROR identifier URL (`https://ror.org/0xxxxxxNN`) with its mod 97-10 checksum. */
export function rorFor(ordinal: number, salt: number): string {
  const value = ((ordinal * 2_654_435_761 + salt) % 1_073_741_824) >>> 0;
  let body = '';
  let rest = value;
  for (let i = 0; i < 6; i++) {
    body = CROCKFORD.charAt(rest % 32) + body;
    rest = Math.floor(rest / 32);
  }
  const checksum = 98 - ((value * 100) % 97);
  return `https://ror.org/0${body}${pad2(checksum)}`;
}

const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hex32(value: number): string {
  return (
    (HEX[value >>> 24] as string) +
    (HEX[(value >>> 16) & 255] as string) +
    (HEX[(value >>> 8) & 255] as string) +
    (HEX[value & 255] as string)
  );
}

/** A version-4 UUID drawn from the record's stream. */
export function uuidFrom(random: Random): string {
  const a = hex32(random.nextUint32());
  const b = hex32(((random.nextUint32() & 0xffff0fff) | 0x4000) >>> 0);
  const c = hex32(((random.nextUint32() & 0x3fffffff) | 0x80000000) >>> 0);
  const d = hex32(random.nextUint32());
  return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
}

/** ISBN-13 from twelve leading digits. */
export function isbn13(leading12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    sum += (leading12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  }
  return `${leading12}${(10 - (sum % 10)) % 10}`;
}

/** Unique ISBN for the n-th book of a corpus. */
export function isbnFor(ordinal: number, publisherGroup: string): string {
  const body = String((ordinal * 7_654_321 + 1_234_567) % 100_000_000).padStart(8, '0');
  return isbn13(`978${publisherGroup.slice(0, 1)}${body}`);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
export const TEXKEY_SUFFIXES = 26 * 26 * 26;

export function texkeySuffix(code: number): string {
  const c = code % TEXKEY_SUFFIXES;
  return (
    LETTERS.charAt(Math.floor(c / 676)) + LETTERS.charAt(Math.floor(c / 26) % 26) + LETTERS.charAt(c % 26)
  );
}

/** `INSPIRE-00146525`-style ids, unique per ordinal. */
export function inspireIdFor(ordinal: number): string {
  const scrambled = (ordinal * 2_654_435_761 + 104_729) % 100_000_000;
  return `INSPIRE-${String(scrambled).padStart(8, '0')}`;
}

/** arXiv identifier: old style `hep-th/9901001` before April 2007, `0704.0001`/`1501.00001` after. */
export function arxivId(year: number, month: number, archive: string, number: number): string {
  const yymm = `${pad2(year % 100)}${pad2(month)}`;
  if (year < 2007 || (year === 2007 && month < 4)) {
    return `${archive}/${yymm}${String(number).padStart(3, '0')}`;
  }
  return `${yymm}.${String(number).padStart(year < 2015 ? 4 : 5, '0')}`;
}

/** How many numbers a month of arXiv identifiers offers (loosely following arXiv's real growth). */
export function arxivCapacity(year: number, month: number): number {
  if (year < 2007 || (year === 2007 && month < 4)) {
    return 999;
  }
  if (year < 2015) {
    return Math.min(9999, 4000 + (year - 2007) * 700);
  }
  return Math.min(99999, 9000 + (year - 2015) * 1800);
}
