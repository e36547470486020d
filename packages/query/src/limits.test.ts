import { describe, expect, it } from 'vitest';
import { QuerySyntaxError } from './errors';
import { checkRegexComplexity, QUERY_LIMITS } from './limits';
import { parseLiteratureQuery } from './parser';
import { compileCollectionQuery, parseCollectionQuery } from './sql/collections';
import { compileLiteratureQuery } from './sql/literature';
import { literatureRank, MAX_RANK_WORDS } from './sql/rank';
import { compiled } from './test/helpers';

const { maxDepth, maxLength, maxRegexLength, maxRegexRepetition, maxScans, maxTerms } = QUERY_LIMITS;

const terms = (count: number, operator: string) =>
  Array.from({ length: count }, (_, index) => `word${index}`).join(` ${operator} `);
const nested = (depth: number) => `${'('.repeat(depth)}higgs${')'.repeat(depth)}`;

describe.each([
  ['literature', (query: string) => parseLiteratureQuery(query)],
  ['other collections', (query: string) => parseCollectionQuery(query)],
])('limits of the %s query language', (_name, parse) => {
  it.each([
    ['clauses joined by and', terms(maxTerms + 1, 'and')],
    ['clauses joined by or', terms(maxTerms + 1, 'or')],
    ['nested parentheses', nested(maxDepth + 1)],
    ['nested negations', `${'not '.repeat(maxDepth + 1)}higgs`],
    ['a query too long', `t ${'x'.repeat(maxLength)}`],
  ])('refuses %s with QuerySyntaxError', (_case, query) => {
    expect(() => parse(query)).toThrow(QuerySyntaxError);
  });

  it('accepts queries at the bounds', () => {
    expect(() => parse(terms(maxTerms, 'and'))).not.toThrow();
    expect(() => parse(terms(maxTerms, 'or'))).not.toThrow();
    expect(() => parse(nested(maxDepth))).not.toThrow();
  });

  it('refuses deep nesting as soon as it is too deep', () => {
    expect(() => parse(nested(990))).toThrow(QuerySyntaxError);
    expect(() => parse(`${'- '.repeat(990)}higgs`)).toThrow(QuerySyntaxError);
  });

  it.each([['raw field paths', (index: number) => `authors.full_name:name${index}`]])(
    `allows at most ${maxScans} clauses that read every record: %s`,
    (_kind, clause) => {
      const clauses = (count: number) =>
        Array.from({ length: count }, (_, index) => clause(index)).join(' or ');
      expect(() => parse(clauses(maxScans))).not.toThrow();
      expect(() => parse(clauses(maxScans + 1))).toThrow(QuerySyntaxError);
    },
  );
});

describe('clauses that read every record (literature)', () => {
  it.each([
    ['author patterns', (index: number) => `a /nam${index}.*/`],
    ['author wildcards', (index: number) => `a nam${index}*`],
    ['citing papers of an author pattern', (index: number) => `refersto:author:'nam${index}'`],
    [
      'field paths that only ask for a value',
      (index: number) => `${['dois', 'urls', 'isbns', 'arxiv_eprints', 'report_numbers'][index]}.value:*`,
    ],
  ])(`at most ${maxScans}: %s`, (_kind, clause) => {
    const clauses = (count: number) =>
      Array.from({ length: count }, (_, index) => clause(index)).join(' or ');
    expect(() => parseLiteratureQuery(clauses(maxScans))).not.toThrow();
    expect(() => parseLiteratureQuery(clauses(maxScans + 1))).toThrow(QuerySyntaxError);
  });

  it('counts indexed clauses against the clause bound only', () => {
    const authors = Array.from({ length: maxTerms }, (_, index) => `a name${index}`).join(' or ');
    expect(() => parseLiteratureQuery(authors)).not.toThrow();
  });
});

describe('regular expressions', () => {
  it.each([
    [`/a{1,${maxRegexRepetition + 1}}/`, 'a repetition count above the bound'],
    [`/a{${maxRegexRepetition + 1}}/`, 'an exact count above the bound'],
    ['/a{1,1000}/', 'a count PostgreSQL refuses as well'],
    [`t /${'a'.repeat(maxRegexLength + 1)}/`, 'a pattern too long'],
    ['/(ab)\\1/', 'a backreference'],
  ])('refuses %s (%s)', (query) => {
    expect(() => parseLiteratureQuery(query)).toThrow(QuerySyntaxError);
  });

  it('accepts ordinary patterns, escaped characters and counts up to the bound', () => {
    expect(() => checkRegexComplexity(`a{1,${maxRegexRepetition}}`)).not.toThrow();
    expect(() => checkRegexComplexity('a\\{1000}')).not.toThrow();
    expect(() => checkRegexComplexity('\\\\1x')).not.toThrow();
    expect(parseLiteratureQuery('t /^ell.*s$/')).toMatchObject({ type: 'text', value: { kind: 'regex' } });
  });
});

describe('dates and numbers the database could not take', () => {
  it.each(['date 0000', 'date today - 99999999', 'de this month - 999999', 'ac 99999999999999999999'])(
    'refuses %s with QuerySyntaxError',
    (query) => {
      expect(() => parseLiteratureQuery(query)).toThrow(QuerySyntaxError);
    },
  );
});

describe('or chains of words', () => {
  it('read each word field once for all its values (one text query), other clauses on their own', () => {
    const query = 'higgs or boson or "dark matter" or /ab+/ or t x';
    const literature = compiled(compileLiteratureQuery(parseLiteratureQuery(query)));
    expect(literature.sql.match(/s\.all_tsv @@/g)).toHaveLength(1);
    expect(literature.sql).toContain(
      "s.all_tsv @@ (plainto_tsquery('simple', $2) || plainto_tsquery('simple', $3) || phraseto_tsquery('simple', $4))",
    );
    expect(literature.sql).toContain('s.all_text ~* $5');
    expect(literature.sql).toContain("s.title_tsv @@ plainto_tsquery('simple', f_unaccent($6))");
    const collection = compiled(compileCollectionQuery('authors', 'ellis or witten or -smith'));
    expect(collection.sql.match(/s\.search_tsv @@/g)).toHaveLength(2);
  });

  it('rank by the first distinct words only', () => {
    const rank = compiled(literatureRank(parseLiteratureQuery(terms(30, 'or'))));
    expect(rank.parameters[0]).toBe(
      Array.from({ length: MAX_RANK_WORDS }, (_, index) => `'word${index}'`).join(' | '),
    );
  });
});
