import { recordJsonSchema } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { cleanupForValidation, cleanupRecord } from './cleanup';
import { summarize } from './FieldEditor';
import { linkTargetOf } from './linkedFields';
import { getAt, moveItem, setAt } from './paths';
import { fieldOf, type JsonSchemaNode, rootFieldOf } from './schema';
import { sectionsOf } from './sections';
import { visibleRange } from './VirtualList';
import { checkRecord } from './validation';

describe('reading the record JSON Schema', () => {
  it('describes strings, enums, numbers, booleans, lists, groups and links', () => {
    const root = recordJsonSchema('jobs') as JsonSchemaNode;
    const job = rootFieldOf(root);
    const nodes = new Map(job.properties);
    const kind = (name: string) => fieldOf(root, nodes.get(name) as JsonSchemaNode);
    expect(kind('position')).toMatchObject({ kind: 'string' });
    expect(kind('status')).toEqual({ kind: 'enum', options: ['pending', 'open', 'closed'] });
    expect(kind('ranks')).toMatchObject({ kind: 'array' });
    expect(kind('reference_letters')).toMatchObject({ kind: 'object' });
    expect(kind('self')).toEqual({ kind: 'ref' });
    expect(kind('deadline_date')).toMatchObject({
      kind: 'string',
      pattern: expect.stringContaining('\\d{4}'),
    });
    expect(job.required.has('position')).toBe(true);
  });

  it('resolves $defs references and optional (anyOf with null) types', () => {
    const root: JsonSchemaNode = {
      type: 'object',
      properties: {
        year: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        place: { $ref: '#/$defs/Place' },
        kind: { type: ['string', 'null'], enum: ['a', 'b'] },
      },
      $defs: { Place: { type: 'object', properties: { city: { type: 'string' } } } },
    };
    const fields = new Map(rootFieldOf(root).properties);
    expect(fieldOf(root, fields.get('year') as JsonSchemaNode)).toEqual({ kind: 'number', integer: true });
    expect(fieldOf(root, fields.get('place') as JsonSchemaNode)).toMatchObject({
      kind: 'object',
      properties: [['city', { type: 'string' }]],
    });
    expect(fieldOf(root, fields.get('kind') as JsonSchemaNode)).toEqual({
      kind: 'enum',
      options: ['a', 'b'],
    });
  });

  it('groups literature fields into Main, Authors, References and Other fields; hides server fields', () => {
    const fields = rootFieldOf(recordJsonSchema('literature')).properties.map(([name]) => name);
    const sections = Object.fromEntries(sectionsOf('literature', fields).map((s) => [s.id, s.fields]));
    expect(sections.authors).toEqual(['authors', 'collaborations', 'accelerator_experiments']);
    expect(sections.references).toEqual(['references']);
    expect(sections.main).toContain('titles');
    expect(sections.other).toContain('_collections');
    const all = Object.values(sections).flat();
    for (const hidden of ['$schema', 'control_number', 'self']) {
      expect(all).not.toContain(hidden);
    }
  });
});

describe('link fields', () => {
  it('derive the target collection from the field names', () => {
    expect(linkTargetOf(['authors', 2, 'affiliations', 0, 'record'])).toBe('institutions');
    expect(linkTargetOf(['authors', 2, 'record'])).toBe('authors');
    expect(linkTargetOf(['publication_info', 0, 'journal_record'])).toBe('journals');
    expect(linkTargetOf(['publication_info', 0, 'conference_record'])).toBe('conferences');
    expect(linkTargetOf(['accelerator_experiments', 1, 'record'])).toBe('experiments');
    expect(linkTargetOf(['references', 9, 'record'])).toBe('literature');
    expect(linkTargetOf(['new_record'])).toBeUndefined();
  });
});

describe('list rows', () => {
  it('are named by what the item is: an author by name, a reference by its raw text or title', () => {
    expect(summarize({ full_name: 'Ellis, John', affiliations: [{ value: 'CERN' }] })).toBe('Ellis, John');
    expect(
      summarize({
        record: { $ref: 'http://x/api/literature/1' },
        curated_relation: true,
        raw_refs: [{ value: '[1] J. Ellis, Phys. Lett. B 1 (1990)', schema: 'text' }],
      }),
    ).toBe('[1] J. Ellis, Phys. Lett. B 1 (1990)');
    expect(summarize({ reference: { title: { title: 'A paper' } } })).toBe('A paper');
    expect(summarize({ record: { $ref: 'http://x/api/literature/1' } })).toBe('http://x/api/literature/1');
  });
});

describe('windowing', () => {
  it('draws the rows in view plus the overscan, whatever the length of the list', () => {
    expect(visibleRange(3_000, 40, 400, 0, 6)).toEqual({ start: 0, end: 16 });
    expect(visibleRange(3_000, 40, 400, 40_000, 6)).toEqual({ start: 994, end: 1016 });
    expect(visibleRange(3_000, 40, 400, 119_600, 6)).toEqual({ start: 2984, end: 3000 });
    expect(visibleRange(3, 40, 400, 0, 6)).toEqual({ start: 0, end: 3 });
  });
});

describe('paths', () => {
  it('set values without touching the other branches, and remove keys set to undefined', () => {
    const record = { titles: [{ title: 'A' }], authors: [{ full_name: 'X' }] };
    const next = setAt(record, ['titles', 0, 'title'], 'B') as typeof record;
    expect(next.titles[0]?.title).toBe('B');
    expect(next.authors).toBe(record.authors);
    expect(record.titles[0]?.title).toBe('A');
    expect(getAt(setAt(next, ['titles', 0, 'title'], undefined), ['titles', 0])).toEqual({});
  });

  it('move list items up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('clean-up before saving', () => {
  it('removes null, empty strings, empty objects and empty lists recursively; leaves unmodelled fields alone', () => {
    const cleaned = cleanupRecord(
      {
        titles: [{ title: 'T', subtitle: '' }],
        abstracts: [],
        thesis_info: { institutions: [{}], date: null },
        authors: [{ full_name: 'A', affiliations: [{ value: '' }] }, {}],
        refereed: false,
        unknown_field: { kept: '' },
      },
      (field) => field !== 'unknown_field',
    );
    expect(cleaned).toEqual({
      titles: [{ title: 'T' }],
      authors: [{ full_name: 'A' }],
      refereed: false,
      unknown_field: { kept: '' },
    });
  });

  it('keeps list positions for the live checks, so an error names the item the user sees', () => {
    expect(cleanupForValidation({ authors: [{ full_name: 'A' }, { full_name: '' }], x: '' })).toEqual({
      authors: [{ full_name: 'A' }, {}],
    });
    const issues = checkRecord(
      'literature',
      { control_number: 1, titles: [{ title: 'T' }], authors: [{ full_name: 'A' }, { full_name: '' }] },
      { isNew: false },
    );
    expect(issues.map((issue) => issue.path)).toEqual(['authors.1.full_name']);
  });

  it('does not ask a new record for its control number (the server gives it)', () => {
    expect(checkRecord('literature', { titles: [{ title: 'T' }] }, { isNew: true })).toEqual([]);
    expect(
      checkRecord('literature', { titles: [{ title: 'T' }] }, { isNew: false }).map((i) => i.path),
    ).toEqual(['control_number']);
  });
});
