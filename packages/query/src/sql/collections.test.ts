import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QuerySyntaxError } from '../errors';
import { classificationPaths, collectionSearchRow } from '../rows/collections';
import { compiled } from '../test/helpers';
import {
  COLLECTION_SORT_OPTIONS,
  collectionOrderBy,
  collectionRank,
  compileCollectionQuery,
  parseCollectionQuery,
  resolveCollectionSort,
} from './collections';

describe('parseCollectionQuery', () => {
  it('reads words, phrases, field paths and operators with NOT > AND > OR precedence', () => {
    expect(parseCollectionQuery('')).toEqual({ type: 'matchAll' });
    expect(parseCollectionQuery('ids.value:INSPIRE-00140145')).toEqual({
      type: 'fieldPath',
      path: ['ids', 'value'],
      value: { kind: 'words', text: 'INSPIRE-00140145' },
    });
    expect(parseCollectionQuery('a OR b c')).toEqual({
      type: 'or',
      left: { type: 'freeText', value: { kind: 'words', text: 'a' } },
      right: {
        type: 'and',
        left: { type: 'freeText', value: { kind: 'words', text: 'b' } },
        right: { type: 'freeText', value: { kind: 'words', text: 'c' } },
      },
    });
    expect(parseCollectionQuery('-"big bang" +lattice NOT qcd*')).toEqual({
      type: 'and',
      left: {
        type: 'and',
        left: { type: 'not', operand: { type: 'freeText', value: { kind: 'exact', text: 'big bang' } } },
        right: { type: 'freeText', value: { kind: 'words', text: 'lattice' } },
      },
      right: { type: 'not', operand: { type: 'freeText', value: { kind: 'wildcard', text: 'qcd*' } } },
    });
    expect(parseCollectionQuery('accelerator.value:(PS OR LHC)')).toMatchObject({
      type: 'or',
      left: { type: 'fieldPath', path: ['accelerator', 'value'] },
    });
    expect(parseCollectionQuery('urls.value:*')).toEqual({
      type: 'fieldPath',
      path: ['urls', 'value'],
      value: { kind: 'exists' },
    });
  });

  it.each(['(lattice', 'lattice)', 'a AND', 'NOT', 'a:b:c'])('rejects %s', (query) => {
    expect(() => parseCollectionQuery(query)).toThrow(QuerySyntaxError);
  });
});

describe('compileCollectionQuery', () => {
  it('restricts to the collection and hides deleted records', () => {
    expect(compiled(compileCollectionQuery('authors', ''))).toEqual({
      sql: '(s.collection = $1 AND r.deleted IS NOT TRUE)',
      parameters: ['authors'],
    });
  });

  it('searches the main fields with folded diacritics and field paths on the metadata', () => {
    expect(
      compiled(compileCollectionQuery('conferences', 'Zürich lattice', { includeDeleted: true })),
    ).toEqual({
      sql: "(s.collection = $1 AND (s.search_tsv @@ plainto_tsquery('simple', f_unaccent($2)) AND s.search_tsv @@ plainto_tsquery('simple', f_unaccent($3))))",
      parameters: ['conferences', 'Zürich', 'lattice'],
    });
    const { sql: text, parameters } = compiled(compileCollectionQuery('experiments', 'accelerator.value:PS'));
    expect(text).toContain('jsonb_path_query(r.metadata, $2::jsonpath)');
    expect(parameters).toEqual(['experiments', '$."accelerator"."value"[*]', 'ps', 'PS']);
  });
});

describe('collection sorting', () => {
  it('defaults conferences and seminars to dateasc, others to bestmatch/mostrecent', () => {
    expect(resolveCollectionSort('conferences', undefined, true)).toBe('dateasc');
    expect(resolveCollectionSort('seminars', 'datedesc', false)).toBe('datedesc');
    expect(resolveCollectionSort('authors', undefined, true)).toBe('bestmatch');
    expect(resolveCollectionSort('jobs', undefined, false)).toBe('mostrecent');
    expect(resolveCollectionSort('jobs', 'deadline', false)).toBe('deadline');
  });

  it.each([
    ['conferences', 'dateasc', 's.start_at ASC NULLS LAST, r.control_number ASC'],
    ['seminars', 'datedesc', 's.start_at DESC NULLS LAST, r.control_number DESC'],
    ['jobs', 'deadline', 's.deadline_date ASC NULLS LAST, r.control_number ASC'],
    ['jobs', 'mostrecent', 'r.created DESC, r.control_number DESC'],
    ['institutions', 'bestmatch', 'rank DESC, r.created DESC, r.control_number DESC'],
  ] as const)('%s %s', (collection, sort, expected) => {
    expect(compiled(collectionOrderBy(collection, sort, true, sql<number>`rank`)).sql).toBe(expected);
  });

  it('lists sort options for every collection', () => {
    expect(Object.keys(COLLECTION_SORT_OPTIONS).sort()).toEqual([
      'authors',
      'conferences',
      'data',
      'experiments',
      'institutions',
      'jobs',
      'journals',
      'seminars',
    ]);
  });

  it('ranks by positive words only', () => {
    expect(compiled(collectionRank('ellis -john'))).toEqual({
      sql: "ts_rank_cd(s.search_tsv, to_tsquery('simple', f_unaccent($1)))",
      parameters: ["'ellis'"],
    });
    expect(compiled(collectionRank('')).sql).toBe('0::real');
  });
});

describe('collectionSearchRow', () => {
  it('indexes a conference', () => {
    const row = collectionSearchRow(
      'conferences',
      {
        control_number: 1217045,
        cnum: 'C13-07-29.1',
        titles: [{ title: '31st International Symposium on Lattice Field Theory' }],
        acronyms: ['Lattice 2013'],
        series: [{ name: 'Lattice', number: 31 }],
        addresses: [{ cities: ['Mainz'], country_code: 'DE' }],
        opening_date: '2013-07-29',
        closing_date: '2013-08-03',
        inspire_categories: [{ term: 'Lattice' }],
      },
      { recordId: 'u' },
    );
    expect(row).toMatchObject({
      collection: 'conferences',
      control_number: 1217045,
      start_at: '2013-07-29T00:00:00Z',
      end_at: '2013-08-03T00:00:00Z',
      subjects: ['Lattice'],
      series: ['Lattice'],
      deleted: false,
    });
    expect(row.search_text).toContain('C13-07-29.1');
    expect(row.search_text).toContain('Lattice 2013');
    expect(row.search_text).toContain('Mainz');
  });

  it('indexes seminars, jobs, experiments and authors', () => {
    expect(
      collectionSearchRow(
        'seminars',
        {
          control_number: 1,
          title: { title: 'Neutrinos' },
          start_datetime: '2020-11-11T16:00:00.000000',
          join_urls: [{ value: 'https://zoom' }],
          captioned: true,
          abstract: { value: '<div>Ice&nbsp;cube</div>' },
        },
        { recordId: 'u' },
      ),
    ).toMatchObject({ start_at: '2020-11-11T16:00:00.000000Z', accessibility: ['Online', 'Has captions'] });
    expect(
      collectionSearchRow(
        'jobs',
        {
          control_number: 2,
          position: 'Postdoc',
          deadline_date: '2020-09',
          regions: ['Europe'],
          ranks: ['POSTDOC'],
          status: 'open',
        },
        { recordId: 'u' },
      ),
    ).toMatchObject({ deadline_date: '2020-09-01', regions: ['Europe'], ranks: ['POSTDOC'], status: 'open' });
    expect(
      collectionSearchRow(
        'experiments',
        { control_number: 3, legacy_name: 'CERN-LHC-ATLAS', inspire_classification: ['A|B|C'] },
        { recordId: 'u' },
      ).classifications,
    ).toEqual(['A', 'A|B', 'A|B|C']);
    expect(
      collectionSearchRow(
        'authors',
        {
          control_number: 4,
          name: { value: 'Ellis, John', preferred_name: 'John Ellis' },
          ids: [{ schema: 'INSPIRE ID', value: 'INSPIRE-00140145' }],
        },
        { recordId: 'u' },
      ).search_text,
    ).toBe('Ellis, John \n John Ellis \n INSPIRE-00140145 \n 4');
  });

  it('expands classification paths', () => {
    expect(classificationPaths(['X|Y', 'X|Z'])).toEqual(['X', 'X|Y', 'X|Z']);
  });
});
