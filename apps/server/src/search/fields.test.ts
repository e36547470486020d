import { describe, expect, it } from 'vitest';
import { keepFields, parseFields } from './fields';

describe('fields', () => {
  it('reads a comma list', () => {
    expect(parseFields('titles, authors.full_name,,')).toEqual(['titles', 'authors.full_name']);
    expect(parseFields(undefined)).toBeUndefined();
  });

  it('keeps the listed paths, arrays whole with each element reduced', () => {
    const metadata = {
      control_number: 1,
      titles: [{ title: 'A', source: 'arXiv' }],
      authors: [
        { full_name: 'Doe, J.', affiliations: [{ value: 'CERN', record: { $ref: 'x' } }], uuid: 'u1' },
        { full_name: 'Roe, R.', uuid: 'u2' },
      ],
    };
    expect(keepFields(metadata, ['titles', 'authors.full_name', 'authors.affiliations.record'])).toEqual({
      titles: [{ title: 'A', source: 'arXiv' }],
      authors: [
        { full_name: 'Doe, J.', affiliations: [{ record: { $ref: 'x' } }] },
        { full_name: 'Roe, R.' },
      ],
    });
  });

  it('leaves out paths the record does not have', () => {
    expect(keepFields({ titles: [] }, ['dois.value', 'titles'])).toEqual({ titles: [] });
  });
});
