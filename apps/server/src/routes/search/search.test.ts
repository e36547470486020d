import type { CollectionName } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';

let testApp: TestApp;

type Json = Record<string, unknown>;
interface SearchBody {
  hits: { hits: { id: string; metadata: Json; links: Record<string, string> }[]; total: number };
  links: Record<string, string>;
  sort_options: { value: string; display: string }[];
}

const PAGING_PAPERS = 23;
const paging = Array.from({ length: PAGING_PAPERS }, (_, index) =>
  buildLiterature({
    titles: [{ title: `Pagingword paper ${index}` }],
    preprint_date: index % 3 === 0 ? '2020-01-01' : `201${index % 10}-05-01`,
  }),
);
const facetPapers = {
  article: buildLiterature({
    titles: [{ title: 'Facetword atlas article' }],
    document_type: ['article'],
    refereed: true,
    inspire_categories: [{ term: 'Theory-HEP' }],
    collaborations: [{ value: 'ATLAS' }],
    preprint_date: '2018-03-01',
  }),
  thesis: buildLiterature({
    titles: [{ title: 'Facetword thesis' }],
    document_type: ['thesis'],
    inspire_categories: [{ term: 'Theory-HEP' }],
    preprint_date: '2019-03-01',
  }),
  experiment: buildLiterature({
    titles: [{ title: 'Facetword experiment article' }],
    document_type: ['article'],
    inspire_categories: [{ term: 'Experiment-HEP' }],
    arxiv_eprints: [{ value: '1901.00001', categories: ['hep-ex'] }],
    preprint_date: '2019-06-01',
  }),
  book: buildLiterature({
    titles: [{ title: 'Facetword book' }],
    document_type: ['book'],
    authors: [{ full_name: 'Lonely, Lou' }],
    preprint_date: '2017',
  }),
};
const ranked = {
  titleMatch: buildLiterature({
    titles: [{ title: 'Rankword quark gluon plasma' }],
    preprint_date: '2001-01-01',
  }),
  abstractOnly: buildLiterature({
    titles: [{ title: 'Rankword unrelated' }],
    abstracts: [{ value: 'mentions quark once' }],
    preprint_date: '2022-01-01',
  }),
};
const minimal = buildLiterature({
  control_number: 637_275_237,
  titles: [{ title: 'This is a title.' }],
  authors: [],
  document_type: ['article'],
});
const full = buildLiterature({
  texkeys: ['a123bx'],
  titles: [{ title: 'Jessica Jones' }],
  authors: [
    { full_name: 'Castle, Frank' },
    { full_name: 'Smith, John' },
    { full_name: 'Black, Joe Jr.' },
    { full_name: 'Jimmy' },
  ],
  collaborations: [{ value: 'LHCb' }],
  dois: [{ value: '10.1088/1361-6633/aa5514' }],
  arxiv_eprints: [{ value: '1607.06746', categories: ['hep-th'] }],
  publication_info: [
    { journal_title: 'Phys.Rev.A', journal_volume: '58', page_start: '500', page_end: '593', year: 2014 },
  ],
  document_type: ['article'],
});
const manyAuthors = buildLiterature({
  titles: [{ title: 'Manyauthors collaboration paper' }],
  authors: Array.from({ length: 12 }, (_, index) => ({
    full_name: `Member${String.fromCharCode(65 + index)}, Max`,
  })),
  preprint_date: '2001-01-01',
  references: [{ reference: { label: '1', title: { title: 'Some reference' } } }],
});

const contribution = buildLiterature({
  titles: [{ title: 'Contribword talk' }],
  document_type: ['conference paper'],
  publication_info: [{ cnum: 'C30-01-01' }],
});
const proceedings = buildLiterature({
  titles: [{ title: 'Contribword proceedings' }],
  document_type: ['proceedings'],
  publication_info: [{ cnum: 'C30-01-01', journal_title: 'PoS', journal_volume: '1' }],
});

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const others: { collection: CollectionName; metadata: Json }[] = [
  {
    collection: 'jobs',
    metadata: buildRecord('jobs', { position: 'Open postdoc', status: 'open', regions: ['Europe'] }),
  },
  { collection: 'jobs', metadata: buildRecord('jobs', { position: 'Closed postdoc', status: 'closed' }) },
  {
    collection: 'conferences',
    metadata: buildRecord('conferences', { opening_date: isoDay(-400), titles: [{ title: 'Past meeting' }] }),
  },
  {
    collection: 'conferences',
    metadata: buildRecord('conferences', { opening_date: isoDay(60), titles: [{ title: 'Later meeting' }] }),
  },
  {
    collection: 'conferences',
    metadata: buildRecord('conferences', {
      opening_date: isoDay(30),
      titles: [{ title: 'Soon meeting' }],
      cnum: 'C30-01-01',
    }),
  },
  {
    collection: 'seminars',
    metadata: buildRecord('seminars', {
      title: { title: 'Past seminar' },
      start_datetime: `${isoDay(-10)}T10:00:00.000000`,
      end_datetime: `${isoDay(-10)}T11:00:00.000000`,
    }),
  },
  {
    collection: 'seminars',
    metadata: buildRecord('seminars', {
      title: { title: 'Coming seminar' },
      start_datetime: `${isoDay(10)}T10:00:00.000000`,
      end_datetime: `${isoDay(10)}T11:00:00.000000`,
    }),
  },
  { collection: 'authors', metadata: buildRecord('authors', { name: { value: 'Witten, Edward' } }) },
  { collection: 'institutions', metadata: buildRecord('institutions', { legacy_ICN: 'CERN' }) },
  { collection: 'journals', metadata: buildRecord('journals') },
  {
    collection: 'experiments',
    metadata: buildRecord('experiments', {
      legacy_name: 'CERN-LHC-ATLAS',
      inspire_classification: ['Collider Experiments|Hadrons|p p'],
    }),
  },
  { collection: 'data', metadata: buildRecord('data') },
];

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(testApp.context.db, [
    ...[
      ...paging,
      ...Object.values(facetPapers),
      ...Object.values(ranked),
      minimal,
      full,
      manyAuthors,
      contribution,
      proceedings,
    ].map((metadata) => ({ collection: 'literature' as const, metadata })),
    ...others,
  ]);
});
afterAll(async () => {
  await testApp.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ url, headers });
}

async function search(url: string): Promise<SearchBody> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as SearchBody;
}

function controlNumbers(body: SearchBody): number[] {
  return body.hits.hits.map((hit) => Number(hit.id));
}

describe('GET /api/{collection}', () => {
  it('answers the reference envelope with computed literature fields', async () => {
    const body = await search('/api/literature?q=t%20facetword');
    expect(Object.keys(body)).toEqual(['hits', 'links', 'sort_options']);
    expect(body.hits.total).toBe(4);
    // Exact below 10,000 hits, and said so (search/README.md, "Totals, facets and the citation summary").
    expect((body.hits as { total_relation?: string }).total_relation).toBe('eq');
    const hit = body.hits.hits.find((item) => item.id === String(facetPapers.article.control_number))!;
    expect(Object.keys(hit)).toEqual([
      'id',
      'uuid',
      'revision_id',
      'created',
      'updated',
      'links',
      'metadata',
    ]);
    expect(hit.links.json).toBe(
      `${TEST_PUBLIC_URL}/api/literature/${facetPapers.article.control_number}?format=json`,
    );
    // The public view leaves `_collections` out (records/privacy.ts).
    const { _collections, ...publicArticle } = facetPapers.article;
    expect(hit.metadata).not.toHaveProperty('_collections');
    expect(hit.metadata).toMatchObject({
      ...publicArticle,
      citation_count: 0,
      citation_count_without_self_citations: 0,
      earliest_date: '2018-03-01',
      author_count: 2,
    });
  });

  it('answers the same with a trailing slash', async () => {
    expect((await search('/api/literature/?q=t%20facetword')).hits.total).toBe(4);
  });

  it('links self, next and every format from PUBLIC_URL', async () => {
    const body = await search('/api/literature?q=t%20pagingword&size=5&page=2');
    const base = `${TEST_PUBLIC_URL}/api/literature/?q=t+pagingword&size=5`;
    expect(body.links).toEqual({
      self: `${base}&page=2`,
      next: `${base}&page=3`,
      prev: `${base}&page=1`,
      bibtex: `${base}&page=2&format=bibtex`,
      'latex-eu': `${base}&page=2&format=latex-eu`,
      'latex-us': `${base}&page=2&format=latex-us`,
      json: `${base}&page=2&format=json`,
      cv: `${base}&page=2&format=cv`,
    });
  });

  it('keeps only the listed fields and repeats them in the links', async () => {
    const body = await search('/api/literature?q=t%20facetword&fields=titles,authors.full_name');
    for (const hit of body.hits.hits) {
      expect(Object.keys(hit.metadata).sort()).toEqual(['authors', 'titles']);
    }
    expect(body.links.self).toContain('&fields=titles%2Cauthors.full_name');
    expect(body.links.json).toContain('&fields=titles%2Cauthors.full_name');
  });

  it('answers 400 with the reference messages for page size, window and syntax', async () => {
    const cases: [string, string][] = [
      ['/api/literature?size=1001', 'Maximum search page size of `1000` results exceeded.'],
      ['/api/literature?size=10&page=1001', 'Maximum number of 10000 results have been reached.'],
      ['/api/literature?q=t%20(', 'The syntax of the search query is invalid.'],
      ['/api/authors?q=(witten', 'The syntax of the search query is invalid.'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ status: 400, message });
    }
  });

  it('serves the last page of the window, without next', async () => {
    const body = await search('/api/literature?size=10&page=1000');
    expect(body.hits.hits).toEqual([]);
    expect(body.links.next).toBeUndefined();
  });

  it('answers 404 JSON for an unknown collection', async () => {
    const response = await get('/api/nothing?q=x');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });

  it('lists the sort options of each collection', async () => {
    const expected: Record<CollectionName, string[]> = {
      literature: ['mostrecent', 'mostcited'],
      jobs: ['mostrecent', 'deadline'],
      conferences: ['dateasc', 'datedesc'],
      seminars: ['dateasc', 'datedesc'],
      authors: ['mostrecent', 'bestmatch'],
      institutions: ['mostrecent', 'bestmatch'],
      journals: ['mostrecent', 'bestmatch'],
      experiments: ['mostrecent', 'bestmatch'],
      data: ['mostrecent', 'bestmatch'],
    };
    for (const [collection, values] of Object.entries(expected)) {
      const body = await search(`/api/${collection}`);
      expect(
        body.sort_options.map((option) => option.value),
        collection,
      ).toEqual(values);
    }
    expect((await search('/api/literature')).sort_options).toEqual([
      { value: 'mostrecent', display: 'Most Recent' },
      { value: 'mostcited', display: 'Most Cited' },
    ]);
  });

  it('sorts literature by most recent without a query and by relevance with one', async () => {
    const recent = await search(
      '/api/literature?q=t%20rankword%20or%20t%20facetword&sort=mostrecent&size=50',
    );
    const dates = recent.hits.hits.map((hit) => String(hit.metadata.earliest_date));
    expect(dates).toEqual([...dates].sort().reverse());
    const best = await search('/api/literature?q=quark');
    expect(controlNumbers(best)[0]).toBe(ranked.titleMatch.control_number);
    const unsorted = await search('/api/literature?size=1');
    expect(unsorted.hits.hits[0]?.metadata.earliest_date).toBe('2022-01-01');
  });

  it('shows open jobs unless asked otherwise', async () => {
    const open = await search('/api/jobs');
    expect(open.hits.hits.map((hit) => hit.metadata.position)).toEqual(['Open postdoc']);
    expect((await search('/api/jobs?status=closed')).hits.hits.map((hit) => hit.metadata.position)).toEqual([
      'Closed postdoc',
    ]);
    expect((await search('/api/jobs?status=all')).hits.total).toBe(2);
  });

  it('shows upcoming conferences and seminars, soonest first, unless asked otherwise', async () => {
    const conferences = await search('/api/conferences');
    expect(
      conferences.hits.hits.map((hit) => (hit.metadata.titles as { title: string }[])[0]?.title),
    ).toEqual(['Soon meeting', 'Later meeting']);
    expect((await search('/api/conferences?start_date=all')).hits.total).toBe(3);
    const seminars = await search('/api/seminars');
    expect(seminars.hits.hits.map((hit) => (hit.metadata.title as { title: string }).title)).toEqual([
      'Coming seminar',
    ]);
    const descending = await search('/api/conferences?start_date=all&sort=datedesc');
    expect(descending.hits.hits.map((hit) => (hit.metadata.titles as { title: string }[])[0]?.title)).toEqual(
      ['Later meeting', 'Soon meeting', 'Past meeting'],
    );
  });

  it('searches the other collections in free text and by field', async () => {
    expect((await search('/api/authors?q=witten')).hits.total).toBe(1);
    expect((await search('/api/institutions?q=legacy_ICN:CERN')).hits.total).toBe(1);
    expect((await search('/api/experiments?q=atlas')).hits.total).toBe(1);
    expect((await search('/api/authors?q=nobody')).hits.total).toBe(0);
  });

  it('pages stably: every hit once, ties broken by control number', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const body = await search(`/api/literature?q=t%20pagingword&sort=mostrecent&size=5&page=${page}`);
      seen.push(...controlNumbers(body));
    }
    expect(seen).toHaveLength(PAGING_PAPERS);
    expect(new Set(seen).size).toBe(PAGING_PAPERS);
    const again = await search(`/api/literature?q=t%20pagingword&sort=mostrecent&size=${PAGING_PAPERS}`);
    expect(controlNumbers(again)).toEqual(seen);
    const tied = again.hits.hits
      .filter((hit) => hit.metadata.earliest_date === '2020-01-01')
      .map((hit) => Number(hit.id));
    expect(tied).toEqual([...tied].sort((a, b) => b - a));
  });

  it('harvests with a cursor in the same order as pages', async () => {
    const all = controlNumbers(
      await search(`/api/literature?q=t%20pagingword&sort=mostrecent&size=${PAGING_PAPERS}`),
    );
    const harvested: number[] = [];
    let url: string | undefined = '/api/literature?q=t%20pagingword&sort=mostrecent&size=4&cursor=1';
    let pages = 0;
    while (url && pages < 20) {
      const body: SearchBody = await search(url);
      harvested.push(...controlNumbers(body));
      expect(body.hits.total).toBe(PAGING_PAPERS);
      url = body.links.next?.replace(TEST_PUBLIC_URL, '');
      if (url) {
        expect(url).toContain('search_after=');
      }
      pages += 1;
    }
    expect(harvested).toEqual(all);
    const cited = await search('/api/literature?q=t%20pagingword&sort=mostcited&size=10&cursor=1');
    expect(cited.links.next).toContain('search_after=');
  });

  it('refuses a cursor without a fixed sort, and a damaged one', async () => {
    expect((await get('/api/literature?q=quark&cursor=1')).statusCode).toBe(400);
    expect((await get('/api/literature?sort=mostrecent&search_after=garbage')).statusCode).toBe(400);
  });
});

describe('formats', () => {
  const today = () => {
    const now = new Date();
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    return `${String(now.getUTCDate()).padStart(2, '0')} ${months[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
  };

  it('writes BibTeX of one record as the reference (format= and Accept)', async () => {
    const expected = '@article{637275237,\n    title = "{This is a title.}"\n}\n';
    const byFormat = await get('/api/literature/637275237?format=bibtex', { accept: 'application/json' });
    expect(byFormat.statusCode).toBe(200);
    expect(byFormat.headers['content-type']).toMatch(/^application\/x-bibtex/);
    expect(byFormat.headers['content-disposition']).toBe('attachment; filename="637275237.bib"');
    expect(byFormat.body).toBe(expected);
    expect((await get('/api/literature/637275237', { accept: 'application/x-bibtex' })).body).toBe(expected);
  });

  it('writes LaTeX EU and US with the stored count and the product name', async () => {
    const minimalEu = await get('/api/literature/637275237?format=latex-eu');
    expect(minimalEu.headers['content-type']).toMatch(/^application\/vnd\+inspire\.latex\.eu\+x-latex/);
    expect(minimalEu.body).toBe(
      `%\\cite{637275237}\n\\bibitem{637275237}\n%\`\`This is a title.,''\n%0 citations counted in Parton as of ${today()}`,
    );
    const eu = await get(`/api/literature/${full.control_number}`, {
      accept: 'application/vnd+inspire.latex.eu+x-latex',
    });
    expect(eu.body).toBe(
      [
        '%\\cite{a123bx}',
        '\\bibitem{a123bx}',
        'F.~Castle \\textit{et al.} [LHCb],',
        "%``Jessica Jones,''",
        'Phys. Rev. A \\textbf{58} (2014), 500-593',
        'doi:10.1088/1361-6633/aa5514',
        '[arXiv:1607.06746 [hep-th]].',
        `%0 citations counted in Parton as of ${today()}`,
      ].join('\n'),
    );
    const us = await get(`/api/literature/${full.control_number}?format=latex-us`);
    expect(us.body).toContain('Phys. Rev. A \\textbf{58}, 500-593 (2014)\n');
  });

  it('writes CV HTML linking to this site', async () => {
    const cv = await get('/api/literature/637275237?format=cv');
    expect(cv.headers['content-type']).toMatch(/^text\/vnd\+inspire\.html\+html/);
    expect(cv.body).toMatch(/^<!DOCTYPE html>/);
    expect(cv.body).toContain(`href="${TEST_PUBLIC_URL}/literature/637275237"`);
    expect(cv.body).toContain('This is a title.');
  });

  it('answers the UI JSON of a record: ten authors, counts, display date, no references', async () => {
    const response = await get(`/api/literature/${manyAuthors.control_number}`, {
      accept: 'application/vnd+inspire.record.ui+json',
    });
    expect(response.headers['content-type']).toMatch(/^application\/vnd\+inspire\.record\.ui\+json/);
    const { metadata } = response.json() as { metadata: Json };
    expect(metadata.authors).toHaveLength(10);
    expect(metadata).toMatchObject({
      number_of_authors: 12,
      number_of_references: 1,
      date: 'Jan 1, 2001',
      citation_count: 0,
      can_edit: false,
    });
    expect(metadata).not.toHaveProperty('references');
    expect(metadata).not.toHaveProperty('earliest_date');
  });

  it('answers UI JSON hits for the web app', async () => {
    const response = await get('/api/literature?q=t%20manyauthors&size=25', {
      accept: 'application/vnd+inspire.record.ui+json',
    });
    const body = response.json() as SearchBody;
    expect(body.hits.hits[0]?.metadata).toMatchObject({ number_of_authors: 12, date: 'Jan 1, 2001' });
    expect(body.sort_options).toHaveLength(2);
  });

  it('ignores fields on a single record (search only, as the reference documents it)', async () => {
    const response = await get(`/api/literature/${full.control_number}?fields=titles,dois.value`);
    expect(response.json().metadata).toMatchObject({
      control_number: full.control_number,
      titles: full.titles,
      dois: full.dois,
      authors: full.authors,
    });
  });

  it('joins a search export as the reference does, as a download', async () => {
    const bibtex = await get('/api/literature?q=t%20facetword&format=bibtex&size=25');
    expect(bibtex.statusCode).toBe(200);
    expect(bibtex.headers['content-disposition']).toBe('attachment; filename="literature.bib"');
    expect(bibtex.body.startsWith('@')).toBe(true);
    expect(bibtex.body.match(/^@\w+\{/gm)).toHaveLength(4);
    expect(bibtex.body).toContain('}\n\n@');
    const latex = await get('/api/literature?q=t%20facetword&size=25', {
      accept: 'application/vnd+inspire.latex.us+x-latex',
    });
    expect(latex.body.split('\n\n%\\cite{')).toHaveLength(4);
    const cv = await get('/api/literature?q=t%20facetword&format=cv');
    expect(cv.body.match(/<p><b>/g)).toHaveLength(4);
  });

  it('answers the UI JSON of the other collections with what their pages show', async () => {
    const response = await get('/api/conferences?q=soon', {
      accept: 'application/vnd+inspire.record.ui+json',
    });
    const [conference] = (response.json() as SearchBody).hits.hits;
    expect(conference?.metadata).toMatchObject({
      number_of_contributions: 1,
      proceedings: [{ control_number: proceedings.control_number, titles: proceedings.titles }],
      can_edit: false,
    });
    expect(conference?.metadata).not.toHaveProperty('_collections');
    const author = await get('/api/authors?q=witten', { accept: 'application/vnd+inspire.record.ui+json' });
    expect((author.json() as SearchBody).hits.hits[0]?.metadata.facet_author_name).toMatch(
      /^\d+_Edward Witten$/,
    );
  });

  it('refuses citation formats outside literature', async () => {
    expect((await get('/api/authors?format=bibtex')).statusCode).toBe(400);
    expect((await get('/api/authors', { accept: 'application/x-bibtex' })).statusCode).toBe(200);
  });
});

describe('GET /api/{collection}/facets', () => {
  interface Aggregation {
    meta: Json;
    buckets: { key: string | number; doc_count: number; key_as_string?: string }[];
  }
  async function facets(
    url: string,
  ): Promise<{ hits: { total: number }; aggregations: Record<string, Aggregation> }> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const bucketsOf = (aggregation: Aggregation | undefined) =>
    Object.fromEntries(
      (aggregation?.buckets ?? []).map((bucket) => [bucket.key_as_string ?? bucket.key, bucket.doc_count]),
    );

  it('answers the literature aggregations with the reference names and meta', async () => {
    const body = await facets('/api/literature/facets?q=t%20facetword');
    expect(body.hits.total).toBe(4);
    expect(Object.keys(body.aggregations)).toEqual([
      'earliest_date',
      'author_count',
      'rpp',
      'doc_type',
      'author',
      'subject',
      'arxiv_categories',
      'collaboration',
    ]);
    expect(body.aggregations.earliest_date).toEqual({
      meta: { title: 'Date of paper', type: 'range', order: 1 },
      buckets: [
        { doc_count: 1, key: Date.UTC(2017, 0, 1), key_as_string: '2017' },
        { doc_count: 1, key: Date.UTC(2018, 0, 1), key_as_string: '2018' },
        { doc_count: 2, key: Date.UTC(2019, 0, 1), key_as_string: '2019' },
      ],
    });
    expect(body.aggregations.author_count?.buckets).toEqual([
      { key: 'Single author', from: 1, to: 2, doc_count: 1 },
      { key: '10 authors or less', from: 1, to: 11, doc_count: 4 },
    ]);
    expect(bucketsOf(body.aggregations.doc_type)).toEqual({ article: 2, thesis: 1, book: 1, published: 1 });
    expect(body.aggregations.doc_type?.meta).toMatchObject({ title: 'Document Type', type: 'checkbox' });
    expect(body.aggregations.author?.meta).toMatchObject({ title: 'Author', split: true });
    expect(bucketsOf(body.aggregations.author)).toMatchObject({ 'NOREC_Lou Lonely': 1 });
    expect(bucketsOf(body.aggregations.subject)).toEqual({
      'Theory-HEP': 2,
      'Experiment-HEP': 1,
      Unknown: 1,
    });
    expect(bucketsOf(body.aggregations.arxiv_categories)).toEqual({ 'hep-ex': 1 });
    expect(bucketsOf(body.aggregations.collaboration)).toEqual({ ATLAS: 1 });
    expect(bucketsOf(body.aggregations.rpp)).toEqual({ 'Exclude Review of Particle Physics': 4 });
  });

  it('filters with AND across facets and OR within one, in search and facets alike', async () => {
    const either = await search('/api/literature?q=t%20facetword&doc_type=thesis&doc_type=book');
    expect(either.hits.total).toBe(2);
    const both = await search('/api/literature?q=t%20facetword&doc_type=article&subject=Theory-HEP');
    expect(controlNumbers(both)).toEqual([facetPapers.article.control_number]);
    const facetsBoth = await facets(
      '/api/literature/facets?q=t%20facetword&doc_type=article&subject=Theory-HEP',
    );
    expect(facetsBoth.hits.total).toBe(1);
    expect(bucketsOf(facetsBoth.aggregations.subject)).toEqual({ 'Theory-HEP': 1 });
    expect((await search('/api/literature?q=t%20facetword&earliest_date=2018--2019')).hits.total).toBe(3);
    expect((await search('/api/literature?q=t%20facetword&author_count=Single%20author')).hits.total).toBe(1);
    expect((await search('/api/literature?q=t%20facetword&subject=Unknown')).hits.total).toBe(1);
    expect((await search('/api/literature?q=t%20facetword&refereed=true')).hits.total).toBe(1);
  });

  it('answers 400 for a malformed filter value', async () => {
    const response = await get('/api/literature?citation_count=lots');
    expect(response.json()).toEqual({ status: 400, message: 'The syntax of the search query is invalid.' });
  });

  it('answers the facets of jobs, conferences, seminars and experiments', async () => {
    const jobs = await facets('/api/jobs/facets?status=all');
    expect(Object.keys(jobs.aggregations)).toEqual(['field_of_interest', 'rank', 'region', 'status']);
    expect(jobs.aggregations.region?.meta).toEqual({ title: 'Region', type: 'multiselect', order: 3 });
    expect(bucketsOf(jobs.aggregations.status)).toEqual({ open: 1, closed: 1 });
    expect(Object.keys((await facets('/api/conferences/facets')).aggregations)).toEqual([
      'subject',
      'series',
    ]);
    expect(Object.keys((await facets('/api/seminars/facets')).aggregations)).toEqual([
      'subject',
      'series',
      'accessibility',
    ]);
    const experiments = await facets('/api/experiments/facets');
    expect(experiments.aggregations.classification?.meta).toMatchObject({ type: 'tree', split_tree_by: '|' });
    expect(bucketsOf(experiments.aggregations.classification)).toEqual({
      'Collider Experiments': 1,
      'Collider Experiments|Hadrons': 1,
      'Collider Experiments|Hadrons|p p': 1,
    });
    expect((await facets('/api/authors/facets')).aggregations).toEqual({});
  });
});
