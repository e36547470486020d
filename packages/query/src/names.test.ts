import { describe, expect, it } from 'vitest';
import {
  authorNameKeys,
  exactAuthorName,
  foldDiacritics,
  looksLikeBai,
  nameInitials,
  normalizeName,
  normalizeNameTokens,
  orderName,
  signatureColumns,
  splitAuthorName,
} from './names';

describe('name normalisation', () => {
  it('folds diacritics and lower-cases', () => {
    expect(foldDiacritics('Müller')).toBe('muller');
    expect(foldDiacritics('Łukasz Ørsted')).toBe('lukasz orsted');
    expect(foldDiacritics('Aguilar-Benítez')).toBe('aguilar-benitez');
  });

  it('folds printable ASCII exactly as the full NFKD folding does (its fast path)', () => {
    const ascii = Array.from({ length: 95 }, (_, code) => String.fromCharCode(32 + code)).join('');
    const full = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();
    expect(foldDiacritics(ascii)).toBe(full(ascii));
    expect(foldDiacritics('Ellis, John R.')).toBe('ellis, john r.');
  });

  it('gives each call its own signature arrays, though names are normalised once', () => {
    const first = signatureColumns({ full_name: 'Müller, Hans-Jürgen' });
    first.last_name_tokens.push('changed');
    const second = signatureColumns({ full_name: 'Müller, Hans-Jürgen' });
    expect(second.last_name_tokens).toEqual(['muller']);
    expect(second.initials).toEqual(['h', 'j']);
  });

  it('splits name parts into words on anything but letters and digits', () => {
    expect(normalizeNameTokens('Alvarez-Gaume')).toEqual(['alvarez', 'gaume']);
    expect(normalizeNameTokens('de Florian')).toEqual(['de', 'florian']);
    expect(normalizeNameTokens("O'Brien")).toEqual(['o', 'brien']);
    expect(normalizeNameTokens('B.P.')).toEqual(['b', 'p']);
  });

  it('splits at the first comma only', () => {
    expect(splitAuthorName('Ellis, John R.')).toEqual({ lastName: 'Ellis', firstName: 'John R.' });
    expect(splitAuthorName('Smith, Jr., John')).toEqual({ lastName: 'Smith', firstName: 'Jr., John' });
    expect(splitAuthorName('CMS Collaboration')).toEqual({ lastName: 'CMS Collaboration', firstName: '' });
  });

  it('takes the first letter of every given-name word as initials', () => {
    expect(nameInitials('Jonathan R.')).toEqual(['j', 'r']);
    expect(nameInitials('Yi-Fang')).toEqual(['y', 'f']);
    expect(nameInitials('E.-M.')).toEqual(['e', 'm']);
    expect(nameInitials('')).toEqual([]);
  });

  it('recognises BAIs', () => {
    expect(looksLikeBai('J.R.Ellis.1')).toBe(true);
    expect(looksLikeBai('A.De.Roeck.1')).toBe(true);
    expect(looksLikeBai("S.O'Bilson-Thompson.12")).toBe(true);
    expect(looksLikeBai('S.Mele')).toBe(false);
    expect(looksLikeBai('ellis')).toBe(false);
  });

  it('orders names written without a comma', () => {
    expect(orderName('John Ellis')).toEqual({ lastName: 'Ellis', firstName: 'John', hadComma: false });
    expect(orderName('J. Ellis')).toEqual({ lastName: 'Ellis', firstName: 'J.', hadComma: false });
    expect(orderName('Ellis J')).toEqual({ lastName: 'Ellis', firstName: 'J', hadComma: false });
    expect(orderName('Daniel de Florian')).toEqual({
      lastName: 'de Florian',
      firstName: 'Daniel',
      hadComma: false,
    });
  });

  it('normalises names like inspire-utils normalize_name', () => {
    expect(normalizeName('ellis, j')).toBe('ellis, j.');
    expect(normalizeName('Ellis, J R')).toBe('Ellis, J.R.');
    expect(normalizeName('Ellis, J.R.')).toBe('Ellis, J.R.');
    expect(normalizeName('jonathan r ellis')).toBe('ellis, jonathan r.');
    expect(normalizeName('Ellis, R. Keith')).toBe('Ellis, R. Keith');
    expect(exactAuthorName('Müller, Thomas')).toBe('müller, thomas');
    expect(exactAuthorName('Aguilar-Benítez, M')).toBe(exactAuthorName('Aguilar-Benítez, M.'));
  });

  it('derives the signature columns', () => {
    expect(
      signatureColumns({
        full_name: 'Álvarez-Gaumé, Luis Ángel',
        ids: [
          { schema: 'INSPIRE BAI', value: 'L.Alvarez.Gaume.1' },
          { schema: 'ORCID', value: '0000-0002-1825-0097' },
        ],
        affiliations: [{ value: 'CERN' }, { value: 'Stony Brook U.' }, {}],
      }),
    ).toEqual({
      full_name_norm: 'alvarez-gaume, luis angel',
      last_name_tokens: ['alvarez', 'gaume'],
      first_name_tokens: ['luis', 'angel'],
      initials: ['l', 'a'],
      full_name_exact: 'álvarez-gaumé, luis ángel',
      bai: 'l.alvarez.gaume.1',
      ids: ['l.alvarez.gaume.1', '0000-0002-1825-0097'],
      affiliations: ['cern', 'stony brook u.'],
    });
    expect(signatureColumns({ full_name: 'Ellis, J.' }).bai).toBeNull();
  });
});

describe('author name keys', () => {
  it('keys each last-name word, alone and with each initial, once per paper', () => {
    expect(authorNameKeys(['Wang, Jian', 'Wang, J.', 'Alvarez-Gaumé, Luis', 'CMS Collaboration'])).toEqual([
      'alvarez',
      'alvarez|l',
      'cms',
      'collaboration',
      'gaume',
      'gaume|l',
      'wang',
      'wang|j',
    ]);
  });

  it('gives no keys to a paper without authors', () => {
    expect(authorNameKeys([])).toEqual([]);
  });
});
