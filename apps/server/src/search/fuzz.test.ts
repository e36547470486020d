/**
 * Issue 13, item 4: no user input is a server error. Queries generated from the search language's own grammar
 * (search-syntax.md, packages/query/src/parser.ts: keywords and their aliases, operators, ranges, quotes,
 * regular expressions, wildcards, field paths, nesting, unicode, NUL, huge numbers), with facet filters, paging,
 * sorts and formats, are sent to the real app on the test database for every collection (search, facets, citation
 * metrics). None may answer 5xx, a 4xx keeps the `{status, message}` shape, and the app answers afterwards.
 *
 * Seeded: a failure names its seed and shrunk counterexample; rerun it with FUZZ_SEED=<seed>. FUZZ_RUNS sets how
 * many requests (default 2,500).
 */
import { KEYWORD_ALIASES } from '@parton/query';
import { COLLECTION_NAMES, type CollectionName } from '@parton/records';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature, buildRecord } from '../testing/factories';
import { FILTER_NAMES } from './params';

const SEED = Number(process.env.FUZZ_SEED ?? 1_313);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500);

const OTHER_COLLECTIONS = COLLECTION_NAMES.filter(
  (collection): collection is Exclude<CollectionName, 'literature'> => collection !== 'literature',
);

// ---- Values ----

const HUGE_NUMBERS = [
  '0',
  '1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999999',
  '-1',
  '1e30',
  '0x10',
  '١٢٣',
];
const number = fc.oneof(fc.nat({ max: 3000 }).map(String), fc.constantFrom(...HUGE_NUMBERS));

const MONTHS = ['jan', 'feb', 'march', 'Nov', 'august', 'dec.', 'sept'];
const date = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }).map((year) => String(year).padStart(4, '0')),
  fc
    .tuple(
      fc.integer({ min: 1900, max: 2100 }),
      fc.integer({ min: 0, max: 14 }),
      fc.integer({ min: 0, max: 33 }),
    )
    .map(([year, month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`),
  fc
    .tuple(fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1000, max: 3000 }))
    .map(([m, y]) => `${m}/${y}`),
  fc
    .tuple(fc.constantFrom(...MONTHS), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 9999 }))
    .map(([month, day, year]) => `${month} ${day}, ${year}`),
  fc
    .tuple(
      fc.constantFrom('today', 'yesterday', 'this month', 'last month'),
      fc.constantFrom('', ' - 1', ' - 400', ' - 99999999'),
    )
    .map(([word, back]) => `${word}${back}`),
  fc.constantFrom('2015-*', '201*', '2000-*-01', '2012-13', '2015_08', '0000', '9999-12-31'),
);

/** `a->b` (reversed too), `N+`, `N-`, `> v`, `>= v`, `after v`, `= v`. */
function ranged(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    value,
    fc.tuple(value, value).map(([from, to]) => `${from}->${to}`),
    fc.tuple(value, value).map(([from, to]) => `${from} -> ${to}`),
    value.map((v) => `${v}+`),
    value.map((v) => `${v}-`),
    fc
      .tuple(fc.constantFrom('>', '>=', '<', '<=', '=', 'after ', 'before '), value)
      .map(([op, v]) => `${op}${v}`),
  );
}

const UNICODE = [
  'Müller',
  'Ĉapek',
  'γ-radiation',
  'Δ',
  'é',
  'ﬁ',
  'ß',
  '中文',
  'العربية',
  '🚀',
  'e\u0301',
  '\u200b',
  '\u00a0',
  '\u202e',
];
const PUNCTUATION = [
  '.',
  ',',
  ':',
  ';',
  '\\',
  '%',
  '_',
  '$',
  '@',
  '#',
  '^',
  '~',
  '`',
  '?',
  '!',
  '{',
  '}',
  '[',
  ']',
  '<',
  '>',
  '=',
];

const word = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'higgs',
      'boson',
      'ellis',
      'j',
      'quark',
      'lattice',
      'CMS',
      'atlas',
      'witten',
      'e',
      'a',
    ),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z]{1,8}$/) },
  { weight: 1, arbitrary: fc.constantFrom(...UNICODE) },
  { weight: 1, arbitrary: fc.constantFrom(...PUNCTUATION) },
  { weight: 1, arbitrary: number },
  {
    weight: 1,
    arbitrary: fc.constantFrom('\u0000', 'a\u0000b', "o'brien", '"', "'", '/', '*', '-', '+', '&', '|'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));

const REGEX_PARTS = [
  'a',
  '.',
  '.*',
  '+',
  '?',
  '|',
  '^',
  '$',
  '\\d',
  '\\w',
  '\\1',
  '[a-z]',
  '[',
  ']',
  '(',
  ')',
  '(?:',
  '{2}',
  '{1,5}',
  '{1,1000}',
  '{256}',
  '{,3}',
  '\\',
  'é',
  '\\b',
  '(a+)+',
  '\\k<x>',
  '(?<x>a)',
];
const regex = fc
  .array(fc.constantFrom(...REGEX_PARTS), { minLength: 1, maxLength: 8 })
  .map((parts) => `/${parts.join('')}/`);

const value = fc.oneof(
  { weight: 5, arbitrary: words },
  { weight: 2, arbitrary: words.map((text) => `"${text}"`) },
  { weight: 1, arbitrary: words.map((text) => `'${text}'`) },
  { weight: 1, arbitrary: words.map((text) => `"${text}`) },
  { weight: 2, arbitrary: regex },
  { weight: 1, arbitrary: fc.tuple(word, word).map(([left, right]) => `${left}*${right}`) },
  { weight: 1, arbitrary: word.map((text) => `${text}*`) },
  { weight: 2, arbitrary: ranged(number) },
  { weight: 3, arbitrary: ranged(date) },
);

const KEYWORDS = [...KEYWORD_ALIASES.keys()];
const FIELD_PATHS = [
  'authors.full_name',
  'authors.affiliations.value',
  'authors.record.$ref',
  'dois.value',
  'urls.value',
  'titles.title',
  'arxiv_eprints.categories',
  'authors',
  'ids.value',
  'name.value',
  'control_number',
  '_private_notes.value',
  'foo.bar',
  'a-b.$c',
];

const clause = fc.oneof(
  { weight: 4, arbitrary: value },
  {
    weight: 4,
    arbitrary: fc.tuple(fc.constantFrom(...KEYWORDS), value).map(([keyword, v]) => `${keyword} ${v}`),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.constantFrom(...KEYWORDS), value).map(([keyword, v]) => `${keyword}:${v}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELD_PATHS), fc.oneof(value, fc.constant('*')))
      .map(([path, v]) => `${path}:${v}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('refersto', 'citedby', 'referstox', 'citedbyx', 'refersto:', 'citedby:'),
        fc.constantFrom('recid:', 'control_number:', 'author:', 'a ', 't ', ''),
        fc.oneof(number, words),
      )
      .map(([keyword, inner, v]) => `${keyword}${keyword.endsWith(':') ? '' : ':'}${inner}${v}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'find',
      'f',
      'and',
      'or',
      'not',
      '(',
      ')',
      '()',
      ':',
      'ti:',
      'author',
      '-',
      '+',
      '&',
      '|',
    ),
  },
);

const OPERATORS = [
  ' and ',
  ' or ',
  ' not ',
  ' AND ',
  ' OR ',
  ' & ',
  ' | ',
  ' + ',
  ' -',
  ' ',
  ' && ',
  ' || ',
  ' !',
];
const { expression } = fc.letrec<{ expression: string }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    clause,
    fc
      .tuple(tie('expression'), fc.constantFrom(...OPERATORS), tie('expression'))
      .map(([l, op, r]) => `${l}${op}${r}`),
    tie('expression').map((inner) => `(${inner})`),
    tie('expression').map((inner) => `not ${inner}`),
    tie('expression').map((inner) => `-${inner}`),
  ),
}));

const query = fc.oneof(
  { weight: 10, arbitrary: expression },
  // Long chains (up to and past the clause limit) and deep nesting (past the depth limit).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(clause, { minLength: 20, maxLength: 120 }), fc.constantFrom(' and ', ' or '))
      .map(([clauses, op]) => clauses.join(op)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 5, max: 40 }), clause)
      .map(([depth, inner]) => `${'('.repeat(depth)}${inner}${')'.repeat(depth)}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

// ---- Requests ----

const filterValue = fc.oneof(
  words,
  number,
  fc
    .tuple(fc.oneof(number, fc.constant('')), fc.oneof(number, fc.constant('')))
    .map(([from, to]) => `${from}--${to}`),
  fc.tuple(date, date).map(([from, to]) => `${from}--${to}`),
  fc.constantFrom(
    'true',
    'false',
    'all',
    'upcoming',
    'Single author',
    '10 authors or less',
    'Exclude Review of Particle Physics',
    'open',
    'closed',
    '\u0000',
  ),
);

function filtersOf(collection: CollectionName): fc.Arbitrary<[string, string][]> {
  const names = FILTER_NAMES[collection];
  if (names.length === 0) {
    return fc.constant([]);
  }
  return fc.array(fc.tuple(fc.constantFrom(...names), filterValue), { maxLength: 3 });
}

const paging = fc.array(
  fc.tuple(
    fc.constantFrom(
      'size',
      'page',
      'sort',
      'format',
      'cursor',
      'search_after',
      'fields',
      'facet_name',
      'exclude-self-citations',
    ),
    fc.oneof(
      number,
      fc.constantFrom(
        'mostrecent',
        'mostcited',
        'bestmatch',
        'dateasc',
        'deadline',
        'json',
        'bibtex',
        'latex-eu',
        'cv',
        'ui',
        'titles,authors.full_name',
        'citation-summary',
        'citations-by-year',
        'abc',
        '',
      ),
    ),
  ),
  { maxLength: 2 },
);

const ACCEPT = [
  'application/json',
  'application/vnd+inspire.record.ui+json',
  'application/x-bibtex',
  'text/vnd+inspire.html+html',
  '*/*',
];

const request = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<CollectionName>('literature') },
      { weight: 2, arbitrary: fc.constantFrom(...OTHER_COLLECTIONS) },
    ),
    fc.constantFrom(
      '',
      '/facets',
      '/facets?facet_name=citations-by-year',
      '/facets?facet_name=citation-summary',
      '/citation-summary',
    ),
    query,
    paging,
    fc.option(fc.constantFrom(...ACCEPT), { nil: undefined }),
  )
  .chain(([collection, endpoint, q, extra, accept]) =>
    filtersOf(collection).map((filters) => {
      const path =
        endpoint === '/citation-summary'
          ? '/api/literature/citation-summary'
          : `/api/${collection}${endpoint}`;
      const parameters = new URLSearchParams(path.includes('?') ? path.split('?')[1] : '');
      parameters.append('q', q);
      for (const [name, v] of [...filters, ...extra]) {
        parameters.append(name, v);
      }
      return { url: `${path.split('?')[0]}?${parameters}`, accept };
    }),
  );

// ---- The property ----

let testApp: TestApp;
const unobserved: unknown[] = [];
const onUnhandledRejection = (reason: unknown) => unobserved.push(reason);

beforeAll(async () => {
  testApp = await createTestApp();
  const papers = [
    buildLiterature({
      titles: [{ title: 'Higgs boson decays at the LHC' }],
      preprint_date: '2012-07-04',
      collaborations: [{ value: 'CMS' }],
    }),
    buildLiterature({
      titles: [{ title: 'Lattice QCD and quark masses' }],
      preprint_date: '2019',
      dois: [{ value: '10.1000/fuzz.1' }],
    }),
    buildLiterature({
      titles: [{ title: 'Müller on γ-radiation' }],
      authors: [{ full_name: 'Müller, Thomas' }],
      document_type: ['thesis'],
    }),
    buildLiterature({
      titles: [{ title: 'Strings' }],
      authors: [{ full_name: 'Witten, Edward' }],
      urls: [{ value: 'https://example.org' }],
    }),
  ];
  await saveRecords(testApp.context.db, [
    ...papers.map((metadata) => ({ collection: 'literature' as const, metadata })),
    ...OTHER_COLLECTIONS.map((collection) => ({ collection, metadata: buildRecord(collection) })),
  ]);
  process.on('unhandledRejection', onUnhandledRejection);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandledRejection);
  await testApp?.close();
});

describe('the search API under fuzzed queries', () => {
  it(`answers ${RUNS} generated requests without a 5xx (seed ${SEED})`, { timeout: 300_000 }, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ url, accept }) => {
        const response = await testApp.app.inject({ url, headers: accept ? { accept } : {} });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(Object.keys(JSON.parse(response.body)).sort()).toEqual(['message', 'status']);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    if (process.env.FUZZ_VERBOSE) {
      console.log(Object.fromEntries(statuses));
    }
    // The fuzzer reaches the database, not only the parser's refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 5);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 10);
    expect(unobserved).toEqual([]);
    const after = await testApp.app.inject({ url: '/api/literature?q=t%20higgs' });
    expect(after.statusCode).toBe(200);
    expect(JSON.parse(after.body).hits.total).toBe(1);
  });
});
