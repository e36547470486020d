import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { buildLiterature } from '../../testing/factories';

/**
 * The data of the reference's `test_citation_summary_facet` (formats.md §3.2): one unpublished paper with 8
 * citations and seven published ones with [409, 83, 26, 153, 114, 97, 137], built from real citing papers. Some
 * citers share an author with the paper they cite, so that without self-citations the counts are 4 and
 * [204, 41, 13, 76, 57, 48, 68] (511 and 507 in all, h-index 7 and 7).
 */
const TARGETS = [
  { citations: 8, withoutSelf: 4, published: false },
  { citations: 409, withoutSelf: 204, published: true },
  { citations: 83, withoutSelf: 41, published: true },
  { citations: 26, withoutSelf: 13, published: true },
  { citations: 153, withoutSelf: 76, published: true },
  { citations: 114, withoutSelf: 57, published: true },
  { citations: 97, withoutSelf: 48, published: true },
  { citations: 137, withoutSelf: 68, published: true },
];
const CITERS = Math.max(...TARGETS.map((target) => target.citations));
const letters = (index: number) =>
  `${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`;

const targets = TARGETS.map((target, index) =>
  buildLiterature({
    titles: [{ title: `Summarytarget paper ${index}` }],
    authors: [{ full_name: `Target${letters(index)}, Author` }],
    citeable: true,
    refereed: target.published,
    preprint_date: '2000-01-01',
  }),
);
const citers = Array.from({ length: CITERS }, (_, k) =>
  buildLiterature({
    titles: [{ title: `Citing paper ${k}` }],
    preprint_date: `${2010 + (k % 3)}-06-01`,
    authors: [
      { full_name: `Citer${letters(k)}, Carla` },
      // A citer shares an author with the first (citations − withoutSelf) papers that it cites.
      ...TARGETS.flatMap((target, index) =>
        k < target.citations - target.withoutSelf ? [{ full_name: `Target${letters(index)}, Author` }] : [],
      ),
    ],
    references: TARGETS.flatMap((target, index) =>
      k < target.citations
        ? [{ record: { $ref: `https://inspirehep.net/api/literature/${targets[index]!.control_number}` } }]
        : [],
    ),
  }),
);
const FILLERS = 600;
const fillers = Array.from({ length: FILLERS }, (_, index) =>
  buildLiterature({ titles: [{ title: `Filler ${index}` }], authors: [{ full_name: 'Filler, Fred' }] }),
);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(
    testApp.context.db,
    targets.map((metadata) => ({ collection: 'literature' as const, metadata })),
  );
  await saveRecords(
    testApp.context.db,
    [...citers, ...fillers].map((metadata) => ({ collection: 'literature' as const, metadata })),
  );
  // A thousand papers with their citations take a while on the embedded database when every file runs at once.
}, 600_000);
afterAll(async () => {
  await testApp.close();
});

const buckets = (counts: number[]) => {
  const keys = ['0--0', '1--9', '10--49', '50--99', '100--249', '250--499', '500--'];
  const bounds = [0, 1, 10, 50, 100, 250, 500];
  return keys.map((key, index) => ({
    key,
    from: bounds[index],
    ...(index < keys.length - 1 ? { to: bounds[index + 1] } : {}),
    doc_count: counts[index],
  }));
};

describe('citation summary', () => {
  it('counts the citations of the reference test data', async () => {
    const response = await testApp.app.inject(
      '/api/literature/facets?facet_name=citation-summary&q=t%20summarytarget',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.hits).toEqual({ hits: [], total: 8, total_relation: 'eq' });
    expect(body.aggregations.citation_summary).toEqual({
      doc_count: 8,
      'h-index': { value: { all: 8, published: 7 } },
      citations: {
        buckets: {
          all: {
            doc_count: 8,
            citations_count: { value: 1027 },
            citation_buckets: { buckets: buckets([0, 1, 1, 2, 3, 1, 0]) },
            average_citations: { value: 128.375 },
          },
          published: {
            doc_count: 7,
            citations_count: { value: 1019 },
            citation_buckets: { buckets: buckets([0, 0, 1, 2, 3, 1, 0]) },
            average_citations: { value: 145.57142857142858 },
          },
        },
      },
    });
  });

  it('counts without self-citations when asked', async () => {
    const response = await testApp.app.inject(
      '/api/literature/facets?facet_name=citation-summary&q=t%20summarytarget&exclude-self-citations',
    );
    const summary = response.json().aggregations.citation_summary;
    expect(summary['h-index']).toEqual({ value: { all: 7, published: 7 } });
    expect(summary.citations.buckets.all.citations_count.value).toBe(511);
    expect(summary.citations.buckets.published.citations_count.value).toBe(507);
  });

  it('ignores the citeable, refereed and citation-count filters', async () => {
    const filtered = await testApp.app.inject(
      '/api/literature/facets?facet_name=citation-summary&q=t%20summarytarget&refereed=true&citation_count=0--0&citeable=false',
    );
    expect(filtered.json().aggregations.citation_summary.doc_count).toBe(8);
  });

  it('is also served on its own at /api/literature/citation-summary', async () => {
    const direct = await testApp.app.inject('/api/literature/citation-summary?q=t%20summarytarget');
    const facet = await testApp.app.inject(
      '/api/literature/facets?facet_name=citation-summary&q=t%20summarytarget',
    );
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toEqual(facet.json().aggregations.citation_summary);
  });

  it('gives a null average when no paper is found', async () => {
    const response = await testApp.app.inject('/api/literature/citation-summary?q=t%20nothingmatches');
    const summary = response.json();
    expect(summary.doc_count).toBe(0);
    expect(summary['h-index']).toEqual({ value: { all: 0, published: 0 } });
    expect(summary.citations.buckets.all.average_citations).toEqual({ value: null });
    expect(summary.citations.buckets.published.citations_count).toEqual({ value: 0 });
  });

  it('counts citations per year of the citing papers', async () => {
    const response = await testApp.app.inject(
      '/api/literature/facets?facet_name=citations-by-year&q=t%20summarytarget',
    );
    const perYear = response.json().aggregations.citations_by_year.value as Record<string, number>;
    expect(Object.keys(perYear)).toEqual(['2010', '2011', '2012']);
    expect(Object.values(perYear).reduce((sum, count) => sum + count, 0)).toBe(1027);
  });

  it('sorts by citations and filters by citation ranges', async () => {
    const response = await testApp.app.inject('/api/literature?q=t%20summarytarget&sort=mostcited&size=3');
    const counts = response
      .json()
      .hits.hits.map((hit: { metadata: { citation_count: number } }) => hit.metadata.citation_count);
    expect(counts).toEqual([409, 153, 137]);
    const ranged = await testApp.app.inject('/api/literature?q=t%20summarytarget&citation_count=100--249');
    expect(ranged.json().hits.total).toBe(3);
    const topcite = await testApp.app.inject('/api/literature?q=topcite%20400%2B');
    expect(topcite.json().hits.total).toBe(1);
  });
});

describe('export limit', () => {
  it('refuses a citation export of more than 1000 results, whatever the page size', async () => {
    const total = (await testApp.app.inject('/api/literature?size=1')).json().hits.total;
    expect(total).toBeGreaterThan(1000);
    for (const url of ['/api/literature?format=bibtex&size=10', '/api/literature?format=cv']) {
      const response = await testApp.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: 'Only up to 1000 results can be exported.' });
    }
    const small = await testApp.app.inject('/api/literature?q=t%20summarytarget&format=bibtex&size=1000');
    expect(small.statusCode).toBe(200);
  });
});
