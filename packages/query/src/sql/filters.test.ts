import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QuerySyntaxError } from '../errors';
import { compiled, NOW } from '../test/helpers';
import { compileCollectionFilters } from './collections';
import { compileLiteratureFilters, parseNumberRange, parseYearRange, RPP_EXCLUDE } from './filters';
import {
  CONFERENCES_SORT_OPTIONS,
  JOBS_SORT_OPTIONS,
  LITERATURE_SORT_OPTIONS,
  literatureOrderBy,
  resolveLiteratureSort,
} from './sort';

describe('compileLiteratureFilters', () => {
  it('is TRUE without filters and ignores unknown parameters', () => {
    expect(compiled(compileLiteratureFilters({ q: 'x', sort: 'mostcited', page: '2' })).sql).toBe('TRUE');
  });

  it('ORs values of one facet and ANDs facets', () => {
    expect(
      compiled(compileLiteratureFilters({ doc_type: ['article', 'published'], subject: 'Lattice' })),
    ).toEqual({
      sql: '(s.facet_doc_types && ARRAY[$1, $2]::text[] AND s.inspire_categories && ARRAY[$3]::text[])',
      parameters: ['article', 'published', 'Lattice'],
    });
  });

  it.each([
    [{ author: '1234_John Doe' }, 's.facet_author_names && ARRAY[$1]::text[]', ['1234_John Doe']],
    [{ author_count: 'Single author' }, 's.author_count BETWEEN $1 AND $2', [1, 1]],
    [
      { author_count: ['Single author', '10 authors or less'] },
      '(s.author_count BETWEEN $1 AND $2 OR s.author_count BETWEEN $3 AND $4)',
      [1, 1, 1, 10],
    ],
    [
      { earliest_date: '2018--2019' },
      '(s.earliest_date >= $1::date AND s.earliest_date < $2::date)',
      ['2018-01-01', '2020-01-01'],
    ],
    [{ earliest_date: '2018--' }, 's.earliest_date >= $1::date', ['2018-01-01']],
    [{ citation_count: '500--' }, 's.citation_count >= $1::bigint', [500]],
    [
      { citation_count: '50--99' },
      '(s.citation_count >= $1::bigint AND s.citation_count <= $2::bigint)',
      [50, 99],
    ],
    [
      { citation_count_without_self_citations: '1--9' },
      '(s.citation_count_without_self_citations >= $1::bigint AND s.citation_count_without_self_citations <= $2::bigint)',
      [1, 9],
    ],
    // Beyond the integer column's type: a comparison that is false, not a database error.
    [
      { citation_count: '0--2147483648' },
      '(s.citation_count >= $1::bigint AND s.citation_count <= $2::bigint)',
      [0, 2147483648],
    ],
    [{ collaboration: 'CMS' }, 's.collaborations && ARRAY[$1]::text[]', ['CMS']],
    [{ refereed: 'true' }, 's.refereed', []],
    [{ citeable: 'false' }, 'NOT s.citeable', []],
    [{ collection: 'Literature' }, 's.collections && ARRAY[$1]::text[]', ['Literature']],
    [{ arxiv_categories: 'astro-ph.GA' }, 's.arxiv_categories && ARRAY[$1]::text[]', ['astro-ph.GA']],
    [{ rpp: RPP_EXCLUDE }, 'NOT s.rpp', []],
    [
      { subject: 'Unknown' },
      '(s.inspire_categories && ARRAY[$1]::text[] OR cardinality(s.inspire_categories) = 0)',
      ['Unknown'],
    ],
  ])('%j', (params, expectedSql, parameters) => {
    expect(compiled(compileLiteratureFilters(params))).toEqual({ sql: expectedSql, parameters });
  });

  it.each([
    { citation_count: 'abc' },
    { citation_count: '--' },
    { citation_count: '0--99999999999999999999' },
    { earliest_date: '20--2019' },
    { author_count: 'Many authors' },
    { refereed: 'yes' },
  ])('rejects %j', (params) => {
    expect(() => compileLiteratureFilters(params)).toThrow(QuerySyntaxError);
  });

  it('parses ranges', () => {
    expect(parseNumberRange('--5')).toEqual({ to: 5 });
    expect(parseYearRange('2018')).toEqual({ from: 2018, to: 2018 });
  });
});

describe('compileCollectionFilters', () => {
  it('filters jobs by region, field of interest, rank and status', () => {
    expect(
      compiled(
        compileCollectionFilters('jobs', {
          region: ['Europe', 'Asia'],
          field_of_interest: 'hep-th',
          rank: 'POSTDOC',
          status: 'open',
        }),
      ),
    ).toEqual({
      sql: '(s.regions && ARRAY[$1, $2]::text[] AND s.arxiv_categories && ARRAY[$3]::text[] AND s.ranks && ARRAY[$4]::text[] AND s.status = ANY(ARRAY[$5]::text[]))',
      parameters: ['Europe', 'Asia', 'hep-th', 'POSTDOC', 'open'],
    });
  });

  it('filters conferences by subject, series and start date', () => {
    expect(
      compiled(compileCollectionFilters('conferences', { start_date: 'upcoming' }, { now: NOW })),
    ).toEqual({
      sql: 's.start_at >= $1::timestamptz',
      parameters: ['2024-05-15T00:00:00Z'],
    });
    expect(
      compiled(
        compileCollectionFilters('conferences', { start_date: 'all', subject: 'Lattice', series: 'Lattice' }),
      ),
    ).toEqual({
      sql: '(s.subjects && ARRAY[$1]::text[] AND s.series && ARRAY[$2]::text[] AND TRUE)',
      parameters: ['Lattice', 'Lattice'],
    });
    expect(
      compiled(compileCollectionFilters('conferences', { start_date: '2020-01-01--2020-12-31' })),
    ).toEqual({
      sql: "(s.start_at >= $1::timestamptz AND s.start_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC')",
      parameters: ['2020-01-01T00:00:00Z', '2020-12-31'],
    });
    expect(
      compiled(compileCollectionFilters('conferences', { contains: '2020-01-01--2020-01-05' })).sql,
    ).toContain('s.start_at < ');
  });

  it('filters seminars from this instant for upcoming, and by accessibility', () => {
    expect(
      compiled(
        compileCollectionFilters(
          'seminars',
          { start_date: 'upcoming', accessibility: 'Online' },
          { now: NOW },
        ),
      ),
    ).toEqual({
      sql: '(s.accessibility && ARRAY[$1]::text[] AND s.start_at >= $2::timestamptz)',
      parameters: ['Online', '2024-05-15T12:00:00.000Z'],
    });
  });

  it('filters experiments by classification path', () => {
    expect(
      compiled(compileCollectionFilters('experiments', { classification: 'Collider Experiments|Hadrons' })),
    ).toEqual({
      sql: 's.classifications && ARRAY[$1]::text[]',
      parameters: ['Collider Experiments|Hadrons'],
    });
  });

  it('has no filters for the other collections', () => {
    expect(compiled(compileCollectionFilters('authors', { region: 'Europe' })).sql).toBe('TRUE');
  });

  it('rejects a malformed date range', () => {
    expect(() => compileCollectionFilters('conferences', { start_date: 'soon' })).toThrow(QuerySyntaxError);
  });
});

describe('literature sorting', () => {
  it('lists the two options of the reference', () => {
    expect(LITERATURE_SORT_OPTIONS).toEqual([
      { value: 'mostrecent', display: 'Most Recent' },
      { value: 'mostcited', display: 'Most Cited' },
    ]);
    expect(JOBS_SORT_OPTIONS.map((option) => option.value)).toEqual(['mostrecent', 'deadline']);
    expect(CONFERENCES_SORT_OPTIONS.map((option) => option.value)).toEqual(['dateasc', 'datedesc']);
  });

  it('defaults to bestmatch with a query and mostrecent without', () => {
    expect(resolveLiteratureSort(undefined, true)).toBe('bestmatch');
    expect(resolveLiteratureSort(undefined, false)).toBe('mostrecent');
    expect(resolveLiteratureSort('nonsense', false)).toBe('mostrecent');
    expect(resolveLiteratureSort('mostcited', true)).toBe('mostcited');
  });

  it('always ends with control_number', () => {
    expect(compiled(literatureOrderBy('mostrecent', true)).sql).toBe(
      's.earliest_date DESC NULLS LAST, s.control_number DESC',
    );
    expect(compiled(literatureOrderBy('mostcited', false)).sql).toBe(
      's.citation_count DESC, s.control_number DESC',
    );
    expect(compiled(literatureOrderBy(undefined, true, sql<number>`rank`)).sql).toBe(
      'rank DESC, s.earliest_date DESC NULLS LAST, s.control_number DESC',
    );
    expect(compiled(literatureOrderBy('bestmatch', true)).sql).toBe(
      's.earliest_date DESC NULLS LAST, s.control_number DESC',
    );
  });
});
