import { describe, expect, it } from 'vitest';
import type { QueryNode } from './ast';
import { QuerySyntaxError } from './errors';
import { type CanonicalKeyword, KEYWORD_ALIASES } from './keywords';
import { parseNumberCondition, parseTypeCode } from './parser';
import { parse, words } from './test/helpers';

const title = (text: string): QueryNode => ({ type: 'text', field: 'title', value: words(text) });
const author = (text: string): QueryNode => ({ type: 'author', scope: 'any', value: words(text) });
const free = (text: string): QueryNode => ({ type: 'freeText', value: words(text) });
const and = (left: QueryNode, right: QueryNode): QueryNode => ({ type: 'and', left, right });
const or = (left: QueryNode, right: QueryNode): QueryNode => ({ type: 'or', left, right });
const not = (operand: QueryNode): QueryNode => ({ type: 'not', operand });

function expectInvalid(query: string): void {
  expect(() => parse(query), query).toThrow(QuerySyntaxError);
}

describe('query shape', () => {
  it('matches everything for an empty or blank query', () => {
    expect(parse('')).toEqual({ type: 'matchAll' });
    expect(parse('   \t ')).toEqual({ type: 'matchAll' });
  });

  it.each(['find', 'fin', 'fi', 'f', 'FIND', 'Fin'])('ignores a leading %s', (prefix) => {
    expect(parse(`${prefix} t boson`)).toEqual(title('boson'));
  });

  it('keeps find when it is the search itself or glued to a word', () => {
    expect(parse('fa ellis')).toEqual({ type: 'author', scope: 'first', value: words('ellis') });
    expect(parse('finding')).toEqual(free('finding'));
  });

  it('accepts keywords in any case and with a space after the colon', () => {
    expect(parse('AU Ellis')).toEqual(author('Ellis'));
    expect(parse('Ti:boson')).toEqual(title('boson'));
    expect(parse('FIND T BOSON')).toEqual(title('BOSON'));
    expect(parse('t: boson')).toEqual(title('boson'));
  });

  it('does not read a keyword followed by a dot or comma as a keyword', () => {
    expect(parse('a. ellis')).toEqual(free('a. ellis'));
    expect(parse('j.')).toEqual(free('j.'));
  });
});

describe('value extent (§2)', () => {
  it('runs a SPIRES value over later keywords: no implicit and between SPIRES clauses', () => {
    expect(parse('author takumi doi')).toEqual(author('takumi doi'));
    expect(parse('a ellis t boson')).toEqual(author('ellis t boson'));
  });

  it('ends a SPIRES value at a following kw:value', () => {
    expect(parse('author ellis title:boson')).toEqual(and(author('ellis'), title('boson')));
    expect(parse("author ellis elastic.keyword:'boson'")).toEqual(
      and(author('ellis'), free("elastic.keyword:'boson'")),
    );
  });

  it('ends a SPIRES value before a keyword with a one-word quoted or regex value', () => {
    expect(parse("a ellis t 'boson'")).toEqual(
      and(author('ellis'), { type: 'text', field: 'title', value: { kind: 'partial', text: 'boson' } }),
    );
    expect(parse('a ellis t /bosons?/')).toEqual(
      and(author('ellis'), { type: 'text', field: 'title', value: { kind: 'regex', pattern: 'bosons?' } }),
    );
  });

  it('swallows a multi-word quoted value into the SPIRES value (§13.8)', () => {
    expect(parse('a ellis t "higgs boson"')).toEqual(author('ellis t "higgs boson"'));
  });

  it('puts an implicit and between Invenio clauses', () => {
    expect(parse('author:witten title:foo')).toEqual(and(author('witten'), title('foo')));
  });

  it('puts an implicit and before a quoted value and around a free-text run', () => {
    expect(parse('"invenio" something')).toEqual(
      and({ type: 'freeText', value: { kind: 'exact', text: 'invenio' } }, free('something')),
    );
    expect(parse('something "invenio"')).toEqual(
      and(free('something'), { type: 'freeText', value: { kind: 'exact', text: 'invenio' } }),
    );
  });

  it('puts an implicit and before not', () => {
    expect(parse('t boson not t higgs')).toEqual(and(title('boson'), not(title('higgs'))));
    expect(parse('t boson not higgs')).toEqual(and(title('boson'), not(title('higgs'))));
  });

  it('keeps neighbouring free-text words together, minus included', () => {
    expect(parse('foo bar')).toEqual(free('foo bar'));
    expect(parse('higgs -atlas')).toEqual(free('higgs -atlas'));
  });

  it('keeps an unbalanced double quote as a character (§12)', () => {
    expect(parse('t "higgs boson')).toEqual(title('"higgs boson'));
  });
});

describe('operators', () => {
  it.each([
    ['and', 't a and t b'],
    ['&', 't a & t b'],
    ['+', 't a + t b'],
  ])('reads %s as and', (_, query) => {
    expect(parse(query)).toEqual(and(title('a'), title('b')));
  });

  it.each([
    ['or', 't a or t b'],
    ['|', 't a | t b'],
    ['OR', 't a OR t b'],
  ])('reads %s as or', (_, query) => {
    expect(parse(query)).toEqual(or(title('a'), title('b')));
  });

  it.each([
    ['not', 'not t higgs'],
    ['NOT', 'NOT t higgs'],
    ['-', '-t higgs'],
    ['- with space', '- t higgs'],
  ])('reads %s as negation of the next clause', (_, query) => {
    expect(parse(query)).toEqual(not(title('higgs')));
  });

  it('associates binary operators to the right without precedence', () => {
    expect(parse('A and B or C')).toEqual(and(free('A'), or(free('B'), free('C'))));
    expect(parse('A or B and C')).toEqual(or(free('A'), and(free('B'), free('C'))));
    expect(parse('t higgs and cn atlas or cn cms')).toEqual(
      and(
        title('higgs'),
        or(
          { type: 'text', field: 'collaboration', value: words('atlas') },
          { type: 'text', field: 'collaboration', value: words('cms') },
        ),
      ),
    );
  });

  it('binds not to the next clause only', () => {
    expect(parse('not t higgs and t boson')).toEqual(and(not(title('higgs')), title('boson')));
  });

  it('groups with nested parentheses', () => {
    expect(parse('(t a or t b) and t c')).toEqual(and(or(title('a'), title('b')), title('c')));
    expect(parse('author ellis, j. and not (title boson or not (author /^xi$/ and title foo))')).toEqual(
      and(
        author('ellis, j.'),
        not(
          or(
            title('boson'),
            not(
              and({ type: 'author', scope: 'any', value: { kind: 'regex', pattern: '^xi$' } }, title('foo')),
            ),
          ),
        ),
      ),
    );
  });

  it('distributes a keyword over bare values joined by operators (§5.1.7, §12)', () => {
    expect(parse('a ellis, j and smith')).toEqual(and(author('ellis, j'), author('smith')));
    expect(parse('a witten or maldacena')).toEqual(or(author('witten'), author('maldacena')));
    expect(parse('t boson and not higgs')).toEqual(and(title('boson'), not(title('higgs'))));
    expect(parse('title foo or na61/shine')).toEqual(or(title('foo'), title('na61/shine')));
    expect(parse('a (pardo, f AND slavich) OR (rojas, h)')).toEqual(
      or(and(author('pardo, f'), author('slavich')), author('rojas, h')),
    );
  });

  it('starts a new clause after an operator when a keyword follows', () => {
    expect(parse('a ellis and t boson')).toEqual(and(author('ellis'), title('boson')));
    expect(parse('a ellis and j')).toEqual(and(author('ellis'), author('j')));
  });

  it('distributes into a group that follows an operator inside a keyword clause', () => {
    expect(parse('t boson and (higgs or atlas)')).toEqual(
      and(title('boson'), or(title('higgs'), title('atlas'))),
    );
  });

  it('does not distribute out of a group', () => {
    expect(parse('(t a) and b')).toEqual(and(title('a'), free('b')));
  });
});

describe('keywords and aliases (§3)', () => {
  const samples: Record<CanonicalKeyword, [string, (node: QueryNode) => boolean]> = {
    author: ['ellis', (node) => node.type === 'author' && node.scope === 'any'],
    firstAuthor: ['ellis', (node) => node.type === 'author' && node.scope === 'first'],
    exactAuthor: ['ellis, j', (node) => node.type === 'exactAuthor'],
    affiliation: ['CERN', (node) => node.type === 'term' && node.field === 'affiliation'],
    affiliationId: ['902725', (node) => node.type === 'number' && node.field === 'affiliationId'],
    authorCount: ['5', (node) => node.type === 'number' && node.field === 'authorCount'],
    collaboration: ['atlas', (node) => node.type === 'text' && node.field === 'collaboration'],
    controlNumber: ['123', (node) => node.type === 'number' && node.field === 'controlNumber'],
    doi: ['10.1/x', (node) => node.type === 'term' && node.field === 'doi'],
    eprint: ['1207.7214', (node) => node.type === 'term' && node.field === 'eprint'],
    fulltext: ['higgs', (node) => node.type === 'text' && node.field === 'fulltext'],
    irn: ['123', (node) => node.type === 'term' && node.field === 'irn'],
    journal: ['Phys.Rev.D', (node) => node.type === 'journal'],
    volume: ['85', (node) => node.type === 'volume'],
    keyword: ['lattice', (node) => node.type === 'text' && node.field === 'keyword'],
    primaryArxivCategory: ['hep-th', (node) => node.type === 'term' && node.field === 'primaryArxivCategory'],
    reportNumber: ['CERN-TH-1', (node) => node.type === 'term' && node.field === 'reportNumber'],
    subject: ['Theory-HEP', (node) => node.type === 'term' && node.field === 'subject'],
    title: ['boson', (node) => node.type === 'text' && node.field === 'title'],
    texkey: ['Ellis:2012ab', (node) => node.type === 'term' && node.field === 'texkey'],
    topcite: ['10', (node) => node.type === 'number' && node.field === 'citationCount'],
    citationsWithoutSelfCitations: [
      '10',
      (node) => node.type === 'number' && node.field === 'citationCountWithoutSelfCitations',
    ],
    typeCode: ['review', (node) => node.type === 'typeCode'],
    refersto: [
      '1001',
      (node) => node.type === 'citation' && node.relation === 'refersto' && !node.excludeSelfCitations,
    ],
    citedby: [
      '1001',
      (node) => node.type === 'citation' && node.relation === 'citedby' && !node.excludeSelfCitations,
    ],
    referstoExcludingSelfCitations: [
      '1001',
      (node) => node.type === 'citation' && node.relation === 'refersto' && node.excludeSelfCitations,
    ],
    citedbyExcludingSelfCitations: [
      '1001',
      (node) => node.type === 'citation' && node.relation === 'citedby' && node.excludeSelfCitations,
    ],
    date: ['2000', (node) => node.type === 'date' && node.field === 'date'],
    dateEarliest: ['2000', (node) => node.type === 'date' && node.field === 'earliestDate'],
    dateAdded: ['2000', (node) => node.type === 'date' && node.field === 'created'],
    dateUpdated: ['2000', (node) => node.type === 'date' && node.field === 'updated'],
    journalYear: ['2000', (node) => node.type === 'date' && node.field === 'journalYear'],
    abstract: ['lattice', (node) => node.type === 'text' && node.field === 'abstract'],
    cnum: ['C13-07-29.1', (node) => node.type === 'term' && node.field === 'cnum'],
    experiment: ['CERN-LHC-ATLAS', (node) => node.type === 'term' && node.field === 'experiment'],
    unmapped: ['foo', (node) => node.type === 'unmapped'],
  };

  const cases = [...KEYWORD_ALIASES.entries()];

  it.each(cases)('%s (%s) works in the SPIRES form', (alias, canonical) => {
    const [value, check] = samples[canonical];
    expect(check(parse(`${alias} ${value}`))).toBe(true);
  });

  it.each(cases)('%s (%s) works in the Invenio form', (alias, canonical) => {
    const [value, check] = samples[canonical];
    expect(check(parse(`${alias}:${value}`))).toBe(true);
  });

  it('supports the long forms the reference shadows (§13.1)', () => {
    expect(parse('author-count:5')).toEqual({
      type: 'number',
      field: 'authorCount',
      condition: { op: 'eq', value: 5 },
    });
    expect(parse('affiliation-id:902725')).toEqual({
      type: 'number',
      field: 'affiliationId',
      condition: { op: 'eq', value: 902725 },
    });
    expect(parse('journal-year:2015').type).toBe('date');
    expect(parse('date-added:2015').type).toBe('date');
    expect(parse('date-earliest 2015').type).toBe('date');
    expect(parse('date-updated 2015').type).toBe('date');
  });

  it('keeps the written keyword and value of unmapped keywords to search them as text', () => {
    expect(parse('caption higgs boson')).toEqual({
      type: 'unmapped',
      keyword: 'caption',
      text: 'caption higgs boson',
    });
  });

  it('searches a keyword with no value as an ordinary word', () => {
    expect(parse('author')).toEqual(free('author'));
    expect(parse('t')).toEqual(free('t'));
  });
});

describe('value kinds (§7)', () => {
  it('reads plain, exact, partial, wildcard and regex values', () => {
    expect(parse('t higgs boson')).toEqual(title('higgs boson'));
    expect(parse('t "higgs boson"')).toEqual({
      type: 'text',
      field: 'title',
      value: { kind: 'exact', text: 'higgs boson' },
    });
    expect(parse("t 'symmetr'")).toEqual({
      type: 'text',
      field: 'title',
      value: { kind: 'partial', text: 'symmetr' },
    });
    expect(parse('t neutrino*')).toEqual({
      type: 'text',
      field: 'title',
      value: { kind: 'wildcard', text: 'neutrino*' },
    });
    expect(parse('t /neutrinos?/')).toEqual({
      type: 'text',
      field: 'title',
      value: { kind: 'regex', pattern: 'neutrinos?' },
    });
  });

  it('reads quoted values in the Invenio form', () => {
    expect(parse('a:"Ellis, John"')).toEqual({
      type: 'author',
      scope: 'any',
      value: { kind: 'exact', text: 'Ellis, John' },
    });
    expect(parse("FIN author:'ellis'")).toEqual({
      type: 'author',
      scope: 'any',
      value: { kind: 'partial', text: 'ellis' },
    });
  });

  it('keeps parentheses inside a word', () => {
    expect(parse('t SU(2) gauge')).toEqual(title('SU(2) gauge'));
    expect(parse('(t SU(2))')).toEqual(title('SU(2)'));
  });

  it('rejects an invalid regular expression', () => {
    expectInvalid('t /(unclosed/');
  });
});

describe('numbers (§6.1)', () => {
  it.each([
    ['10', { op: 'eq', value: 10 }],
    ['= 3', { op: 'eq', value: 3 }],
    ['1->10', { op: 'between', from: 1, to: 10 }],
    ['10 -> 14', { op: 'between', from: 10, to: 14 }],
    ['1000+', { op: 'gte', value: 1000 }],
    ['5-', { op: 'lte', value: 5 }],
    ['> 100', { op: 'gt', value: 100 }],
    ['>100', { op: 'gt', value: 100 }],
    ['>= 5', { op: 'gte', value: 5 }],
    ['< 100', { op: 'lt', value: 100 }],
    ['<= 2', { op: 'lte', value: 2 }],
    ['after 5', { op: 'gt', value: 5 }],
    ['before 5', { op: 'lt', value: 5 }],
  ])('reads %s', (text, condition) => {
    expect(parseNumberCondition(text)).toEqual(condition);
  });

  it('applies the comparison syntax to numeric keywords', () => {
    expect(parse('topcite 1000+')).toEqual({
      type: 'number',
      field: 'citationCount',
      condition: { op: 'gte', value: 1000 },
    });
    expect(parse('cited:10->14')).toEqual({
      type: 'number',
      field: 'citationCount',
      condition: { op: 'between', from: 10, to: 14 },
    });
    expect(parse('ac > 100')).toEqual({
      type: 'number',
      field: 'authorCount',
      condition: { op: 'gt', value: 100 },
    });
    expect(parse('cx 5+')).toEqual({
      type: 'number',
      field: 'citationCountWithoutSelfCitations',
      condition: { op: 'gte', value: 5 },
    });
  });

  it.each(['topcite abc', 'ac many', 'topcite 10->abc', 'recid 12a', 'affid 1->5', 'ac 1.5'])(
    'rejects %s',
    (query) => {
      expectInvalid(query);
    },
  );
});

describe('dates in queries (§6.2)', () => {
  it('reads every comparison form on the date keywords', () => {
    expect(parse('date 2000')).toEqual({
      type: 'date',
      field: 'date',
      condition: { op: 'eq', date: { start: '2000-01-01', end: '2001-01-01', granularity: 'year' } },
    });
    expect(parse('d<=2005')).toMatchObject({
      type: 'date',
      condition: { op: 'lte', date: { start: '2005-01-01' } },
    });
    expect(parse('date >= nov 2000')).toMatchObject({
      condition: { op: 'gte', date: { start: '2000-11-01' } },
    });
    expect(parse('date after 10/2000')).toMatchObject({
      condition: { op: 'gt', date: { start: '2000-10-01' } },
    });
    expect(parse('date before 2000-12')).toMatchObject({
      condition: { op: 'lt', date: { start: '2000-12-01' } },
    });
    expect(parse('date 1978+')).toMatchObject({ condition: { op: 'gte', date: { start: '1978-01-01' } } });
    expect(parse('date 2015-08-30-')).toMatchObject({
      condition: { op: 'lte', date: { start: '2015-08-30' } },
    });
    expect(parse('date 2000->2002')).toMatchObject({
      condition: { op: 'between', from: { start: '2000-01-01' }, to: { end: '2003-01-01' } },
    });
    expect(parse('jy:2015->2018')).toMatchObject({ field: 'journalYear', condition: { op: 'between' } });
    expect(parse('dadd today')).toMatchObject({
      field: 'created',
      condition: { op: 'eq', date: { start: '2024-05-15' } },
    });
    expect(parse('de 2023->2026')).toMatchObject({ field: 'earliestDate' });
    expect(parse('du yesterday - 1')).toMatchObject({
      field: 'updated',
      condition: { date: { start: '2024-05-13' } },
    });
  });

  it('distributes a date keyword over a bare comparison after and', () => {
    expect(parse('date > 2000-10 and < 2000-12')).toMatchObject({
      type: 'and',
      left: { type: 'date', condition: { op: 'gt' } },
      right: { type: 'date', condition: { op: 'lt', date: { start: '2000-12-01' } } },
    });
  });

  it('searches a date keyword followed by a name as text (da Silva)', () => {
    expect(parse('da Silva')).toEqual(free('da Silva'));
    expect(parse('de augusto')).toEqual(free('de augusto'));
  });

  it.each([
    'date 2012-13',
    'date 2015_08',
    'date 201*',
    'date 2000-*-01',
    'date > 2015_08 and t higgs',
    'date may',
  ])('rejects the invalid date in %s', (query) => {
    expectInvalid(query);
  });

  it('drops a trailing wildcard part', () => {
    expect(parse('date 2015-*')).toMatchObject({
      condition: { date: { start: '2015-01-01', granularity: 'year' } },
    });
    expect(parse('date 2000-10-*')).toMatchObject({
      condition: { date: { start: '2000-10-01', granularity: 'month' } },
    });
  });
});

describe('type codes (§4)', () => {
  it.each([
    ['b', { kind: 'documentType', value: 'book' }],
    ['book', { kind: 'documentType', value: 'book' }],
    ['c', { kind: 'documentType', value: 'conference paper' }],
    ['ConferencePaper', { kind: 'documentType', value: 'conference paper' }],
    ['t', { kind: 'documentType', value: 'thesis' }],
    ['thesis', { kind: 'documentType', value: 'thesis' }],
    ['proceedings', { kind: 'documentType', value: 'proceedings' }],
    ['p', { kind: 'flag', flag: 'refereed' }],
    ['published', { kind: 'flag', flag: 'refereed' }],
    ['core', { kind: 'flag', flag: 'core' }],
    ['citeable', { kind: 'flag', flag: 'citeable' }],
    ['r', { kind: 'publicationType', value: 'review' }],
    ['Review', { kind: 'publicationType', value: 'review' }],
    ['l', { kind: 'publicationType', value: 'lectures' }],
    ['lectures', { kind: 'publicationType', value: 'lectures' }],
    ['i', { kind: 'publicationType', value: 'introductory' }],
    ['introductory', { kind: 'publicationType', value: 'introductory' }],
    ['note', { kind: 'documentOrPublicationType', value: 'note' }],
    ['conference paper', { kind: 'documentOrPublicationType', value: 'conference paper' }],
  ])('maps %s', (value, code) => {
    expect(parseTypeCode(value)).toEqual(code);
  });

  it('treats quoted type codes like plain ones', () => {
    expect(parse('tc "c"')).toEqual({
      type: 'typeCode',
      code: { kind: 'documentType', value: 'conference paper' },
    });
    expect(parse("collection 'ConferencePaper'")).toEqual({
      type: 'typeCode',
      code: { kind: 'documentType', value: 'conference paper' },
    });
  });
});

describe('journals (§8)', () => {
  it('splits title, volume and page', () => {
    expect(parse('j Phys.Rev.D,85,012345')).toEqual({
      type: 'journal',
      raw: 'Phys.Rev.D,85,012345',
      title: 'Phys.Rev.D',
      volume: '85',
      pageOrArtid: '012345',
    });
    expect(parse('j Phys.Rev.')).toEqual({ type: 'journal', raw: 'Phys.Rev.', title: 'Phys.Rev.' });
  });

  it('moves an old-style volume letter to the title', () => {
    expect(parse('j Phys.Lett.,B351')).toMatchObject({ title: 'Phys.Lett.B', volume: '351' });
  });

  it('reads the year from JHEP and JCAP 4-digit volumes', () => {
    expect(parse('j JHEP,0903,112')).toMatchObject({
      title: 'JHEP',
      volume: '03',
      year: 2009,
      pageOrArtid: '112',
    });
    expect(parse('j JCAP,9912,1')).toMatchObject({ volume: '12', year: 1999 });
  });

  it('merges a following and vol X into the journal clause', () => {
    expect(parse('j Phys.Rev. and vol d85')).toMatchObject({
      type: 'journal',
      title: 'Phys.Rev.D',
      volume: '85',
    });
    expect(parse('j Phys.Rev. and vol d85 and t boson')).toMatchObject({
      type: 'and',
      left: { type: 'journal', title: 'Phys.Rev.D', volume: '85' },
      right: title('boson'),
    });
  });

  it('keeps a volume that follows no journal as its own clause', () => {
    expect(parse('vol 85')).toEqual({ type: 'volume', volume: '85' });
  });

  it('turns a wildcard journal into a pattern', () => {
    expect(parse('j Phys.Rev.*')).toEqual({ type: 'journal', raw: 'Phys.Rev.*', pattern: 'phys.rev.*' });
  });

  it('treats quoted journal values like plain ones and accepts coden/published_in', () => {
    expect(parse('j "Phys.Rev.D,85"')).toMatchObject({ title: 'Phys.Rev.D', volume: '85' });
    expect(parse('coden Nucl.Phys.B')).toMatchObject({ type: 'journal', title: 'Nucl.Phys.B' });
    expect(parse('published_in:JHEP')).toMatchObject({ type: 'journal', title: 'JHEP' });
  });

  it('rejects a journal value with too many parts', () => {
    expectInvalid('j A,1,2,3');
  });
});

describe('citations (§9)', () => {
  const record = (
    relation: 'refersto' | 'citedby',
    controlNumber: number,
    excludeSelfCitations = false,
  ): QueryNode => ({
    type: 'citation',
    relation,
    excludeSelfCitations,
    target: { kind: 'record', controlNumber },
  });

  it.each([
    'refersto:recid:1001',
    'refersto recid 1001',
    'refersto:control_number:1001',
    'refersto:1001',
    'refersto 1001',
  ])('reads %s as citing record 1001', (query) => {
    expect(parse(query)).toEqual(record('refersto', 1001));
  });

  it('reads citedby and the excluding-self-citations variants', () => {
    expect(parse('citedby:recid:1001')).toEqual(record('citedby', 1001));
    expect(parse('citedby:1001')).toEqual(record('citedby', 1001));
    expect(parse('referstox:recid:1001')).toEqual(record('refersto', 1001, true));
    expect(parse('citedbyexcludingselfcites:recid:1001')).toEqual(record('citedby', 1001, true));
  });

  it('reads author targets by BAI or name', () => {
    expect(parse('refersto:author:J.R.Ellis.1')).toEqual({
      type: 'citation',
      relation: 'refersto',
      excludeSelfCitations: false,
      target: { kind: 'author', value: words('J.R.Ellis.1') },
    });
    expect(parse('refersto a J.R.Ellis.1')).toMatchObject({ target: { kind: 'author' } });
  });

  it('combines with other clauses', () => {
    expect(parse('citedby:recid:123456 and t Test')).toEqual(and(record('citedby', 123456), title('Test')));
  });

  it.each([
    'refersto:t foo',
    'citedby:refersto:recid:1',
    'refersto:recid:abc',
    'citedby:author:J.Ellis.1',
    'refersto:',
  ])('rejects the unsupported nested form %s', (query) => {
    expectInvalid(query);
  });
});

describe('identifiers and field paths', () => {
  it('reads a bare texkey as a texkey search', () => {
    expect(parse('Witten:1998qj')).toEqual({ type: 'term', field: 'texkey', value: words('Witten:1998qj') });
    expect(parse('texkey Ellis:2012ab')).toEqual({
      type: 'term',
      field: 'texkey',
      value: words('Ellis:2012ab'),
    });
  });

  it('reads a bare arXiv:id as an eprint search, and keeps the prefix inside an eprint value', () => {
    expect(parse('arXiv:1607.08327')).toEqual({ type: 'term', field: 'eprint', value: words('1607.08327') });
    expect(parse('eprint arXiv:1607.08327')).toEqual({
      type: 'term',
      field: 'eprint',
      value: words('arXiv:1607.08327'),
    });
    expect(parse('arxiv:hep-th/9711200')).toEqual({
      type: 'term',
      field: 'eprint',
      value: words('hep-th/9711200'),
    });
  });

  it('reads raw metadata paths as field-path clauses', () => {
    expect(parse('dois.value:*')).toEqual({
      type: 'fieldPath',
      path: ['dois', 'value'],
      value: { kind: 'exists' },
    });
    expect(parse('authors.affiliations.value:CERN')).toEqual({
      type: 'fieldPath',
      path: ['authors', 'affiliations', 'value'],
      value: words('CERN'),
    });
    expect(parse('arxiv_eprints.categories:hep-th')).toMatchObject({ path: ['arxiv_eprints', 'categories'] });
    expect(parse('abstracts.source:Springer')).toMatchObject({
      path: ['abstracts', 'source'],
      value: words('Springer'),
    });
    expect(parse('urls.value:*lss.fnal.gov*')).toMatchObject({
      value: { kind: 'wildcard', text: '*lss.fnal.gov*' },
    });
    expect(parse('authors.raw_affiliations:"University of Warsaw"')).toMatchObject({
      value: { kind: 'exact', text: 'University of Warsaw' },
    });
  });

  it('searches an unknown word:value as text, as written', () => {
    expect(parse('foo:bar')).toEqual(free('foo:bar'));
    expect(parse('Phys.Rev.D: 85')).toEqual(free('Phys.Rev.D: 85'));
    expect(parse('seminar at 10:30')).toEqual(free('seminar at 10:30'));
  });
});

describe('malformed input throws QuerySyntaxError (our decision, §13.2)', () => {
  it.each([
    '(t higgs',
    't higgs)',
    '((t higgs)',
    '()',
    't higgs and',
    'and',
    'or t higgs',
    'not',
    't higgs and and t boson',
    'author:',
    't: and t: electroweak',
    'title:',
    'a ellis and (',
  ])('rejects %s', (query) => {
    expectInvalid(query);
  });

  it('carries the reference message', () => {
    expect(() => parse('(')).toThrow('The syntax of the search query is invalid.');
  });
});
