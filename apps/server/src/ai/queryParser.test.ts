import { QuerySyntaxError } from '@parton/query';
import { describe, expect, it } from 'vitest';
import { isFreeTextQuery, parseQueryToEs } from './queryParser';

const allWords = (query: string) => ({ match: { _all: { query, operator: 'and' } } });

describe('query parser structure', () => {
  it('answers free text as a match on _all with operator and', () => {
    expect(parseQueryToEs('quark mass')).toEqual(allWords('quark mass'));
    expect(parseQueryToEs('"dark matter"')).toEqual({ match_phrase: { _all: 'dark matter' } });
    expect(parseQueryToEs('')).toEqual({ match_all: {} });
  });

  it('tells a free-text query from a keyword query at the top only', () => {
    expect(isFreeTextQuery(parseQueryToEs('quark mass'))).toBe(true);
    expect(isFreeTextQuery(parseQueryToEs('t quark mass'))).toBe(false);
    expect(isFreeTextQuery(parseQueryToEs('a ellis and quark'))).toBe(false);
    expect(isFreeTextQuery(parseQueryToEs(''))).toBe(false);
  });

  it('lists the operands of and, or and not as bool clauses', () => {
    // A bare word after a keyword clause takes its keyword (distribution): free text comes first here.
    expect(parseQueryToEs('quark and a ellis and t boson')).toEqual({
      bool: {
        must: [
          allWords('quark'),
          {
            nested: {
              path: 'authors',
              query: { match: { 'authors.full_name': { query: 'ellis', operator: 'and' } } },
            },
          },
          { match: { 'titles.full_title': { query: 'boson', operator: 'and' } } },
        ],
      },
    });
    expect(parseQueryToEs('t higgs or t boson')).toEqual({
      bool: {
        should: [
          { match: { 'titles.full_title': { query: 'higgs', operator: 'and' } } },
          { match: { 'titles.full_title': { query: 'boson', operator: 'and' } } },
        ],
      },
    });
    expect(parseQueryToEs('not t higgs')).toEqual({
      bool: { must_not: [{ match: { 'titles.full_title': { query: 'higgs', operator: 'and' } } }] },
    });
  });

  it('maps author keywords: names, first author, identifiers, exact names', () => {
    expect(parseQueryToEs('fa "Ellis, John"')).toEqual({
      match_phrase: { 'first_author.full_name': 'Ellis, John' },
    });
    expect(parseQueryToEs('a J.Ellis.1')).toEqual({
      nested: { path: 'authors', query: { term: { 'authors.ids.value': 'J.Ellis.1' } } },
    });
    expect(parseQueryToEs('ea ellis, j')).toEqual({
      nested: { path: 'authors', query: { term: { 'authors.full_name_unicode_normalized': 'ellis, j' } } },
    });
    expect(parseQueryToEs('a ell*')).toEqual({
      nested: {
        path: 'authors',
        query: {
          query_string: { query: 'ell*', default_field: 'authors.full_name', analyze_wildcard: true },
        },
      },
    });
  });

  it('maps word fields, whole-value fields and patterns', () => {
    expect(parseQueryToEs('k lattice')).toEqual({
      match: { 'keywords.value': { query: 'lattice', operator: 'and' } },
    });
    expect(parseQueryToEs('cn atlas')).toEqual({
      match: { 'collaborations.value': { query: 'atlas', operator: 'and' } },
    });
    expect(parseQueryToEs('t /bos.n/')).toEqual({ regexp: { 'titles.full_title': 'bos.n' } });
    expect(parseQueryToEs('doi 10.1000/xyz')).toEqual({ term: { 'dois.value.raw': '10.1000/xyz' } });
    expect(parseQueryToEs('eprint 1607.08327')).toEqual({
      term: { 'arxiv_eprints.value.raw': '1607.08327' },
    });
    expect(parseQueryToEs('texkey Ellis:2012abc')).toEqual({ term: { 'texkeys.raw': 'Ellis:2012abc' } });
    expect(parseQueryToEs('aff CERN')).toEqual({
      nested: { path: 'authors', query: { term: { 'authors.affiliations.value': 'CERN' } } },
    });
    expect(parseQueryToEs('irn 1234')).toEqual({
      term: { 'external_system_identifiers.value.raw': 'SPIRES-1234' },
    });
    expect(parseQueryToEs('r CERN-TH*')).toEqual({ wildcard: { 'report_numbers.value.fuzzy': 'CERN-TH*' } });
  });

  it('maps numbers to term and range queries', () => {
    expect(parseQueryToEs('recid 12')).toEqual({ term: { control_number: 12 } });
    expect(parseQueryToEs('topcite 10->20')).toEqual({ range: { citation_count: { gte: 10, lte: 20 } } });
    expect(parseQueryToEs('ac > 5')).toEqual({ range: { author_count: { gt: 5 } } });
    expect(parseQueryToEs('cx 3')).toEqual({ term: { citation_count_without_self_citations: 3 } });
  });

  it('maps dates to ranges over their whole span', () => {
    expect(parseQueryToEs('de 2000')).toEqual({
      range: { earliest_date: { gte: '2000-01-01', lt: '2001-01-01', format: 'yyyy-MM-dd' } },
    });
    expect(parseQueryToEs('da > 2020-05')).toEqual({
      range: { _created: { gte: '2020-06-01', format: 'yyyy-MM-dd' } },
    });
    expect(parseQueryToEs('jy 2001')).toEqual({
      nested: {
        path: 'publication_info',
        query: { range: { 'publication_info.year': { gte: 2001, lt: 2002 } } },
      },
    });
    const anyDate = parseQueryToEs('date 2010') as { bool: { should: unknown[] } };
    expect(anyDate.bool.should).toHaveLength(5);
    expect(anyDate.bool.should[0]).toEqual({
      range: { earliest_date: { gte: '2010-01-01', lt: '2011-01-01', format: 'yyyy-MM-dd' } },
    });
  });

  it('maps type codes, journals and citations', () => {
    expect(parseQueryToEs('tc p')).toEqual({ match: { refereed: true } });
    expect(parseQueryToEs('tc b')).toEqual({ match: { document_type: 'book' } });
    expect(parseQueryToEs('tc r')).toEqual({ match: { publication_type: 'review' } });
    expect(parseQueryToEs('j Phys.Rev.D,85,1')).toEqual({
      nested: {
        path: 'publication_info',
        query: {
          bool: {
            must: [
              { match: { 'publication_info.journal_title': 'Phys.Rev.D' } },
              { match: { 'publication_info.journal_volume': '85' } },
              {
                bool: {
                  should: [
                    { match: { 'publication_info.page_start': '1' } },
                    { match: { 'publication_info.artid': '1' } },
                  ],
                },
              },
            ],
          },
        },
      },
    });
    expect(parseQueryToEs('refersto:recid:12')).toEqual({ match: { 'references.recid': 12 } });
    expect(parseQueryToEs('refersto:author:J.Ellis.1')).toEqual({
      term: { referenced_authors_bais: 'J.Ellis.1' },
    });
    expect(parseQueryToEs('citedby:recid:7')).toMatchObject({
      terms: { 'self.$ref.raw': { id: '7', path: 'references.record.$ref.raw' } },
    });
  });

  it('maps raw field paths and keywords without field to their own structures', () => {
    expect(parseQueryToEs('dois.value:*')).toEqual({ exists: { field: 'dois.value' } });
    expect(parseQueryToEs('cite x')).toEqual(allWords('cite x'));
  });

  it('throws the search syntax error for malformed queries', () => {
    expect(() => parseQueryToEs('t higgs and')).toThrow(QuerySyntaxError);
    expect(() => parseQueryToEs('(a ellis')).toThrow(QuerySyntaxError);
  });
});
