import { describe, expect, it } from 'vitest';
import { diffJson, formatLeaf, formatPath, jsonEqual } from './jsonDiff';

describe('paths', () => {
  it('read like the record: dots for fields, brackets for positions and odd keys', () => {
    expect(formatPath(['authors', 3, 'affiliations', 0, 'value'])).toBe('authors[3].affiliations[0].value');
    expect(formatPath(['record', '$ref'])).toBe('record.$ref');
    expect(formatPath(['urls', 0, 'a-b'])).toBe('urls[0]["a-b"]');
    expect(formatPath([])).toBe('');
  });
});

describe('equality', () => {
  it('is structural and ignores key order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});

describe('the difference of two records', () => {
  it('names each changed leaf with its path and both values', () => {
    const diff = diffJson(
      { titles: [{ title: 'Old' }], control_number: 1 },
      { titles: [{ title: 'New' }], control_number: 1 },
    );
    expect(diff.entries).toEqual([
      { kind: 'changed', path: 'titles[0].title', field: 'titles', before: 'Old', after: 'New' },
    ]);
    expect(diff.changedFields).toEqual(['titles']);
    expect(diff.unchangedFields).toEqual(['control_number']);
    expect(diff.total).toBe(1);
    expect(diff.omitted).toBe(0);
  });

  it('lists the leaves of added and removed fields and items one by one', () => {
    const diff = diffJson(
      { authors: [{ full_name: 'A' }], _private_notes: [{ value: 'x' }] },
      {
        authors: [{ full_name: 'A' }, { full_name: 'B', affiliations: [{ value: 'CERN' }] }],
        keywords: [],
      },
    );
    expect(diff.entries).toEqual([
      { kind: 'added', path: 'authors[1].full_name', field: 'authors', after: 'B' },
      { kind: 'added', path: 'authors[1].affiliations[0].value', field: 'authors', after: 'CERN' },
      { kind: 'removed', path: '_private_notes[0].value', field: '_private_notes', before: 'x' },
      { kind: 'added', path: 'keywords', field: 'keywords', after: [] },
    ]);
    expect(diff.changedFields).toEqual(['authors', '_private_notes', 'keywords']);
  });

  it('shows a value that changed its kind as one change', () => {
    const diff = diffJson({ date: '2020' }, { date: { year: 2020 } });
    expect(diff.entries).toEqual([
      { kind: 'changed', path: 'date', field: 'date', before: '2020', after: { year: 2020 } },
    ]);
  });

  it('shows an author inserted into a long list alone, not every later author', () => {
    const authors = Array.from({ length: 3000 }, (_, index) => ({
      full_name: `Author ${index}`,
      affiliations: [{ value: `Institute ${index % 7}` }],
    }));
    const inserted = [...authors.slice(0, 10), { full_name: 'Newcomer' }, ...authors.slice(10)];
    const diff = diffJson({ authors }, { authors: inserted });
    expect(diff.entries).toEqual([
      { kind: 'added', path: 'authors[10].full_name', field: 'authors', after: 'Newcomer' },
    ]);
    const removed = diffJson({ authors }, { authors: authors.filter((_, index) => index !== 2500) });
    expect(removed.entries.map((entry) => entry.path)).toEqual([
      'authors[2500].full_name',
      'authors[2500].affiliations[0].value',
    ]);
  });

  it('keeps only the first rows of a huge change, counts the rest, and stays fast', () => {
    const before = Array.from({ length: 3000 }, (_, index) => ({ full_name: `Author ${index}` }));
    const after = before.map((author) => ({ full_name: `${author.full_name}!` }));
    const started = performance.now();
    const diff = diffJson({ authors: before }, { authors: after }, 250);
    const elapsed = performance.now() - started;
    expect(diff.entries).toHaveLength(250);
    expect(diff.total).toBe(3000);
    expect(diff.omitted).toBe(2750);
    expect(diff.entries[249]?.path).toBe('authors[249].full_name');
    expect(elapsed).toBeLessThan(500);
  });

  it('finds nothing between equal records, whatever the key order', () => {
    const diff = diffJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 });
    expect(diff.entries).toEqual([]);
    expect(diff.unchangedFields).toEqual(['a', 'b']);
  });
});

describe('leaves', () => {
  it('show strings as they are and other values as JSON', () => {
    expect(formatLeaf('CERN')).toBe('CERN');
    expect(formatLeaf(12)).toBe('12');
    expect(formatLeaf(true)).toBe('true');
    expect(formatLeaf(null)).toBe('null');
    expect(formatLeaf([])).toBe('[]');
  });
});
