import { describe, expect, it } from 'vitest';
import { restoreCuratedSignatures } from '../records/curatedSignatures';
import { authorRecordNames, findMatchingSignature, namesCompatible, stubAuthorName } from './names';

describe('findMatchingSignature', () => {
  it('takes the only signature with one of the profile’s last names, accents folded', () => {
    expect(findMatchingSignature(['Ellis, John R.', 'Müller, Thomas'], ['Muller, Thomas'])).toBe(1);
    expect(findMatchingSignature(['Ellis, John R.', 'Muller, T.'], ['Thomas Müller'])).toBe(1);
  });

  it('narrows several same last names by "Last, First", then by initials', () => {
    const signatures = ['Wang, Jian', 'Wang, Li', 'Wang, Wei'];
    expect(findMatchingSignature(signatures, ['Wang, Li'])).toBe(1);
    expect(findMatchingSignature(['Wang, J.', 'Wang, L.Y.', 'Wang, W.'], ['Wang, Li Yuan'])).toBe(1);
  });

  it('answers nothing for no match or an ambiguous one', () => {
    expect(findMatchingSignature(['Ellis, John R.'], ['Smith, Anna'])).toBeUndefined();
    expect(findMatchingSignature(['Wang, Li', 'Wang, Li'], ['Wang, Li'])).toBeUndefined();
    expect(findMatchingSignature([], ['Wang, Li'])).toBeUndefined();
  });

  it('matches with any of the profile’s names', () => {
    const names = authorRecordNames({
      name: { value: 'Smith, Anna', preferred_name: 'Anna Smith', name_variants: ['Jones, Anna'] },
    });
    expect(names).toEqual(['Smith, Anna', 'Anna Smith', 'Jones, Anna']);
    expect(findMatchingSignature(['Ellis, J.', 'Jones, A.'], names)).toBe(1);
  });
});

describe('namesCompatible', () => {
  it('needs a shared ASCII-folded last name', () => {
    expect(namesCompatible('Müller, T.', ['Muller, Thomas'])).toBe(true);
    expect(namesCompatible('Thomas Muller', ['Muller, Thomas'])).toBe(true);
    expect(namesCompatible('Ellis, John', ['Muller, Thomas'])).toBe(false);
    expect(namesCompatible('', ['Muller, Thomas'])).toBe(false);
  });
});

describe('stubAuthorName', () => {
  it('takes the longest name and the others as variants, longest first', () => {
    expect(stubAuthorName(['Ellis, J.', 'Ellis, John Richard', 'Ellis, John', 'Ellis, J.'])).toEqual({
      value: 'Ellis, John Richard',
      name_variants: ['Ellis, John', 'Ellis, J.'],
    });
    expect(stubAuthorName(['Ellis, J.'])).toEqual({ value: 'Ellis, J.' });
    expect(stubAuthorName([])).toBeUndefined();
  });
});

describe('restoreCuratedSignatures', () => {
  const claim = { position: 0, fullName: 'Ellis, John R.', record: { $ref: 'http://x/api/authors/7' } };

  it('puts the claim back on the same person, found by name wherever the entry moved', () => {
    const incoming = { authors: [{ full_name: 'Adams, A.' }, { full_name: 'Ellis, John R.' }] };
    expect(restoreCuratedSignatures(incoming, [claim])).toEqual({
      authors: [
        { full_name: 'Adams, A.' },
        { full_name: 'Ellis, John R.', record: { $ref: 'http://x/api/authors/7' }, curated_relation: true },
      ],
    });
  });

  it('falls back to the same position when the last name still fits', () => {
    const incoming = { authors: [{ full_name: 'Ellis, J.', record: { $ref: 'http://x/api/authors/9' } }] };
    expect(restoreCuratedSignatures(incoming, [claim]).authors).toEqual([
      { full_name: 'Ellis, J.', record: { $ref: 'http://x/api/authors/7' }, curated_relation: true },
    ]);
  });

  it('leaves other people, incoming claims and records without the person alone (same object)', () => {
    const other = { authors: [{ full_name: 'Smith, Anna' }] };
    expect(restoreCuratedSignatures(other, [claim])).toBe(other);
    const curatedIncoming = {
      authors: [
        { full_name: 'Ellis, John R.', record: { $ref: 'http://x/api/authors/8' }, curated_relation: true },
      ],
    };
    expect(restoreCuratedSignatures(curatedIncoming, [claim])).toBe(curatedIncoming);
  });
});
