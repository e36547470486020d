import { describe, expect, it } from 'vitest';
import { authorsJson, marcLines } from './output';

const AUTHORS = [
  {
    full_name: 'Lastname, F.',
    raw_affiliations: [{ value: 'CERN, Geneva' }, { value: 'DESY' }],
    affiliations: [{ value: 'CERN', record: { $ref: 'http://x/api/institutions/1' } }],
  },
  { full_name: 'Otherlastname, F.M.', ids: [{ schema: 'ORCID' as const, value: '0000-0002-1825-0097' }] },
];

describe('author-list outputs', () => {
  it('writes MARC lines: 100__ for the first author, 700__ for the rest, one $$v per affiliation', () => {
    expect(marcLines(AUTHORS)).toBe(
      '100__ $$aLastname, F.$$vCERN, Geneva$$vDESY\n700__ $$aOtherlastname, F.M.',
    );
    expect(marcLines([])).toBe('');
  });

  it('writes the authors array as indented JSON that parses back to the same entries', () => {
    const json = authorsJson(AUTHORS);
    expect(json.split('\n')[1]).toBe('  {');
    expect(JSON.parse(json)).toEqual(AUTHORS);
  });
});
