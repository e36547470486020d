import { describe, expect, it } from 'vitest';
import { changedTopLevelFields, revisionSummary } from './summary';

describe('changedTopLevelFields', () => {
  it('names changed, added and removed fields: the current order first, then the dropped ones', () => {
    const previous = { control_number: 1, titles: [{ title: 'A' }], authors: [{ full_name: 'X' }], dois: [] };
    const current = {
      control_number: 1,
      titles: [{ title: 'B' }],
      authors: [{ full_name: 'X' }],
      keywords: [],
    };
    expect(changedTopLevelFields(previous, current)).toEqual(['titles', 'keywords', 'dois']);
  });

  it('ignores key order inside values (jsonb reorders keys)', () => {
    const previous = { publication_info: [{ journal_volume: '12', journal_title: 'Phys.Rev.D' }] };
    const current = { publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '12' }] };
    expect(changedTopLevelFields(previous, current)).toEqual([]);
  });

  it('tells an array order change and a type change apart from equality', () => {
    expect(changedTopLevelFields({ a: [1, 2] }, { a: [2, 1] })).toEqual(['a']);
    expect(changedTopLevelFields({ a: '1' }, { a: 1 })).toEqual(['a']);
    expect(changedTopLevelFields({ a: null }, { a: null })).toEqual([]);
  });

  it('reads own fields only: a field named like an Object prototype member is a field', () => {
    expect(changedTopLevelFields({}, { constructor: 'x' })).toEqual(['constructor']);
    expect(changedTopLevelFields({ toString: 'x' }, {})).toEqual(['toString']);
  });

  it('stays fast on a 3,000-author paper (one walk over both versions)', () => {
    const authors = Array.from({ length: 3000 }, (_, index) => ({
      full_name: `Author, Number ${index}`,
      affiliations: [{ value: 'CERN', record: { $ref: 'https://inspirehep.net/api/institutions/902725' } }],
    }));
    const previous = { control_number: 1, authors, titles: [{ title: 'A' }] };
    const current = { control_number: 1, authors: structuredClone(authors), titles: [{ title: 'B' }] };
    const started = performance.now();
    expect(changedTopLevelFields(previous, current)).toEqual(['titles']);
    console.info(`changedTopLevelFields on 3,000 authors: ${Math.round(performance.now() - started)} ms`);
  });
});

describe('revisionSummary', () => {
  const base = { created: false, deletedBefore: false, deleted: false, changedFields: [] as string[] };

  it('says created for the first revision', () => {
    expect(revisionSummary({ ...base, created: true, changedFields: ['titles'] })).toBe('created');
    expect(revisionSummary({ ...base, created: true, deleted: true })).toBe('created (deleted)');
  });

  it('lists the changed fields', () => {
    expect(revisionSummary({ ...base, changedFields: ['titles', 'authors'] })).toBe(
      'titles, authors changed',
    );
  });

  it('counts the fields beyond five', () => {
    expect(revisionSummary({ ...base, changedFields: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toBe(
      'a, b, c, d, e and 2 more changed',
    );
  });

  it('says deleted and restored, with other changes after', () => {
    expect(revisionSummary({ ...base, deleted: true, changedFields: ['deleted'] })).toBe('deleted');
    expect(revisionSummary({ ...base, deletedBefore: true, changedFields: ['deleted', 'titles'] })).toBe(
      'restored; titles changed',
    );
    expect(revisionSummary({ ...base, deleted: true, changedFields: ['deleted', 'new_record'] })).toBe(
      'deleted; new_record changed',
    );
  });

  it('says no changes when nothing differs', () => {
    expect(revisionSummary(base)).toBe('no changes');
  });
});
