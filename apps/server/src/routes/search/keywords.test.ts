import { generateCorpus } from '@parton/corpus';
import { type AuthorMetadata, COLLECTION_NAMES, type LiteratureMetadata, linkOf } from '@parton/records';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPaths } from '../../importer/importer';
import { type RecordInput, saveRecords } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { DEMO_DATA_DIR, hasDemoData } from '../../testing/demo';

type Json = Record<string, unknown>;

// Loading real or generated records into the embedded database is slow when every test file runs at once.
const LOAD_TIMEOUT_MS = 600_000;
/** A smaller corpus on the embedded database, which writes far slower than PostgreSQL. */
const GENERATED_PAPERS = process.env.DATABASE_URL ? 400 : 150;

async function controlNumbersFound(
  testApp: TestApp,
  collection: string,
  query: string,
  filters: Record<string, string> = {},
): Promise<number[]> {
  const url = `/api/${collection}?${new URLSearchParams({ q: query, size: '1000', fields: 'control_number', ...filters })}`;
  const response = await testApp.app.inject(url);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  const body = response.json() as { hits: { hits: { id: string }[] } };
  return body.hits.hits.map((hit) => Number(hit.id));
}

/**
 * Papers whose search-row name keys differ from the keys their stored signatures give — the expression migration
 * 0430 fills older rows with. Author search trusts the keys alone for a bare last name, so they must agree.
 */
async function papersWithStaleNameKeys(db: TestApp['context']['db']): Promise<number[]> {
  const result = await sql<{ control_number: number }>`
    SELECT s.control_number FROM literature_search s
    WHERE s.author_name_keys IS DISTINCT FROM coalesce((
      SELECT array_agg(DISTINCT name_key.key COLLATE "C" ORDER BY name_key.key COLLATE "C")
      FROM literature_authors la
      CROSS JOIN LATERAL (
        SELECT last_token AS key FROM unnest(la.last_name_tokens) AS last_token
        UNION ALL
        SELECT last_token || '|' || initial
        FROM unnest(la.last_name_tokens) AS last_token, unnest(la.initials) AS initial
      ) AS name_key
      WHERE la.record_id = s.record_id AND NOT la.is_supervisor
    ), '{}')
  `.execute(db);
  return result.rows.map((row) => Number(row.control_number));
}

describe.skipIf(!hasDemoData)('every keyword family on the real demo records', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    const summary = await importPaths(testApp.context.db, [DEMO_DATA_DIR]);
    expect(summary.rejected).toBe(0);
  }, LOAD_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
  });

  /** Query → control numbers that must be among the hits (`exactly` when the hits must be just those). */
  const EXPECTATIONS: { q: string; includes: number[]; exactly?: boolean }[] = [
    { q: 'a Maldacena', includes: [421404, 451647] },
    { q: 'a Maldacena, Juan Martin', includes: [421404, 451647] },
    { q: 'fa Burger, Florian', includes: [1249881, 1331798] },
    { q: 'ea Maldacena, Juan Martin', includes: [421404, 451647] },
    { q: 't hadronic vacuum polarization', includes: [1235543] },
    { q: 'title "black holes in string theory"', includes: [421404] },
    { q: 'cn ETM', includes: [1249881, 1383683] },
    { q: 'doi 10.1086/377226', includes: [613135], exactly: true },
    { q: 'eprint hep-th/9607235', includes: [421404], exactly: true },
    { q: 'arxiv:1410.4691', includes: [1322719], exactly: true },
    { q: 'j Phys.Rev.D,88,034505', includes: [1235543] },
    { q: 'texkey Maldacena:1997re', includes: [451647], exactly: true },
    { q: 'recid:451647', includes: [451647], exactly: true },
    { q: 'r CERN-OPEN-2010-019', includes: [1507918], exactly: true },
    { q: 'tc b', includes: [736770] },
    { q: 'tc t', includes: [421404] },
    { q: 'ac 1', includes: [736770] },
    { q: 'primarch hep-th', includes: [421404, 451647] },
    { q: 'aff CERN', includes: [] },
    { q: 'k lattice field theory', includes: [] },
    { q: 'date 2013->2014', includes: [1235543] },
    { q: 'de 1996', includes: [421404] },
    { q: 'topcite 5+', includes: [1249881, 1264013] },
    { q: 'refersto:recid:1249881', includes: [] },
    { q: 'citedby:recid:1510263', includes: [] },
    { q: 'dois.value:*', includes: [613135] },
    { q: 'a Maldacena and not t black', includes: [451647, 787590], exactly: true },
    { q: 'hadronic light-by-light', includes: [1400808] },
    { q: 'find a maldacena or a seiberg', includes: [421404, 374836] },
  ];

  for (const { q, includes, exactly } of EXPECTATIONS) {
    it(`finds ${q}`, async () => {
      const found = await controlNumbersFound(testApp, 'literature', q);
      expect(found.length, q).toBeGreaterThan(0);
      if (exactly) {
        expect(found.sort(), q).toEqual([...includes].sort());
        return;
      }
      expect(found, q).toEqual(expect.arrayContaining(includes));
    });
  }

  it('keys every paper by the names its signatures hold', async () => {
    expect(await papersWithStaleNameKeys(testApp.context.db)).toEqual([]);
  });

  it('searches each other collection', async () => {
    const queries: Record<string, string> = {
      authors: 'Jacholkowski',
      institutions: 'Princeton',
      conferences: 'Dark Side of the Universe',
      experiments: 'ATLAS',
      journals: 'Calc.Var.Part.Differ.Equ',
      data: '',
    };
    for (const [collection, q] of Object.entries(queries)) {
      const found = await controlNumbersFound(testApp, collection, q, { start_date: 'all' });
      expect(found.length, collection).toBeGreaterThan(0);
    }
    const jobs = (await testApp.app.inject('/api/jobs?status=all')).json();
    expect(jobs.hits.total).toBe(6);
    const seminars = (await testApp.app.inject('/api/seminars?start_date=all')).json();
    expect(seminars.hits.total).toBe(6);
  });

  it('renders every format of every demo literature record', async () => {
    const { hits } = (await testApp.app.inject('/api/literature?size=1000&fields=control_number')).json() as {
      hits: { hits: { id: string }[]; total: number };
    };
    expect(hits.hits.length).toBeGreaterThan(60);
    const accepts = [
      'application/json',
      'application/vnd+inspire.record.ui+json',
      'application/x-bibtex',
      'application/vnd+inspire.latex.eu+x-latex',
      'application/vnd+inspire.latex.us+x-latex',
      'text/vnd+inspire.html+html',
    ];
    for (const { id } of hits.hits) {
      for (const accept of accepts) {
        const response = await testApp.app.inject({ url: `/api/literature/${id}`, headers: { accept } });
        expect(response.statusCode, `${id} ${accept}`).toBe(200);
        expect(response.headers['content-type'], `${id} ${accept}`).toContain(accept);
        expect(response.body.length, `${id} ${accept}`).toBeGreaterThan(20);
        if (accept === 'application/x-bibtex') {
          expect(response.body, id).toMatch(/^@\w+\{/);
        }
        if (accept.includes('json')) {
          expect(() => JSON.parse(response.body), `${id} ${accept}`).not.toThrow();
        }
      }
      const references = await testApp.app.inject(`/api/literature/${id}/references?size=1000`);
      expect(references.statusCode, id).toBe(200);
      const authors = await testApp.app.inject(`/api/literature/${id}/authors`);
      expect(authors.statusCode, id).toBe(200);
    }
  });

  it('exports the whole demo literature in every citation format and answers every facet', async () => {
    for (const format of ['bibtex', 'latex-eu', 'latex-us', 'cv']) {
      const response = await testApp.app.inject(`/api/literature?size=100&format=${format}`);
      expect(response.statusCode, format).toBe(200);
    }
    const ui = await testApp.app.inject({
      url: '/api/literature?size=100',
      headers: { accept: 'application/vnd+inspire.record.ui+json' },
    });
    expect(ui.statusCode).toBe(200);
    for (const collection of COLLECTION_NAMES) {
      const facets = await testApp.app.inject(`/api/${collection}/facets`);
      expect(facets.statusCode, collection).toBe(200);
    }
    const summary = (await testApp.app.inject('/api/literature/citation-summary')).json();
    expect(summary.doc_count).toBeGreaterThan(40);
    expect(summary['h-index'].value.all).toBeGreaterThan(1);
  });

  it('looks up demo records by DOI with parentheses, old-style arXiv id and ORCID', async () => {
    expect((await testApp.app.inject('/api/doi/10.1016/0550-3213(94)90124-4')).json().id).toBe('374836');
    expect((await testApp.app.inject('/api/arxiv/hep-th/9711200')).json().id).toBe('451647');
    expect((await testApp.app.inject('/api/orcid/0000-0002-6477-801X')).json().id).toBe('983220');
  });
});

describe('every keyword family on generated records', () => {
  let testApp: TestApp;
  let papers: LiteratureMetadata[] = [];
  let authors: AuthorMetadata[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    const records = [
      ...generateCorpus({
        seed: 7,
        literature: GENERATED_PAPERS,
        authors: 80,
        institutions: 20,
        conferences: 15,
        seminars: 10,
        journals: 15,
        jobs: 10,
        experiments: 8,
        data: 10,
        referencesPerPaper: 8,
        referenceDate: '2026-06-01',
      }),
    ];
    const inputs: RecordInput[] = records.map((record) => ({
      collection: record.collection,
      metadata: record.metadata as Json,
    }));
    for (let start = 0; start < inputs.length; start += 250) {
      await saveRecords(testApp.context.db, inputs.slice(start, start + 250));
    }
    papers = records.flatMap((record) => (record.collection === 'literature' ? [record.metadata] : []));
    authors = records.flatMap((record) => (record.collection === 'authors' ? [record.metadata] : []));
  }, LOAD_TIMEOUT_MS);
  afterAll(async () => {
    await testApp?.close();
  });

  /** A paper that has what a family needs. */
  function paperWith(predicate: (paper: LiteratureMetadata) => boolean): LiteratureMetadata {
    const paper = papers.find(predicate);
    expect(paper, 'the corpus has such a paper').toBeDefined();
    return paper!;
  }

  it('keys every paper by the names its signatures hold (diacritics, particles, hyphens)', async () => {
    expect(await papersWithStaleNameKeys(testApp.context.db)).toEqual([]);
  });

  it('finds each paper by its own values, family by family', async () => {
    const withEverything = paperWith(
      (paper) =>
        (paper.authors?.length ?? 0) > 0 &&
        (paper.dois?.length ?? 0) > 0 &&
        (paper.arxiv_eprints?.length ?? 0) > 0 &&
        (paper.texkeys?.length ?? 0) > 0,
    );
    const firstAuthor = withEverything.authors![0]!.full_name;
    const lastName = firstAuthor.split(',')[0]!.trim();
    const titleWords = withEverything.titles[0]!.title.replace(/\$[^$]*\$/g, ' ')
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]{4,}$/.test(word))
      .slice(0, 2);
    const journalPaper = paperWith((paper) =>
      (paper.publication_info ?? []).some(
        (info) => info.journal_title && info.journal_volume && info.page_start,
      ),
    );
    const info = journalPaper.publication_info!.find(
      (item) => item.journal_title && item.journal_volume && item.page_start,
    )!;
    const citing = paperWith((paper) =>
      (paper.references ?? []).some((reference) => linkOf(reference.record)),
    );
    const citedNumber = linkOf(
      citing.references!.find((reference) => linkOf(reference.record))!.record,
    )!.controlNumber;
    const collaborationPaper = papers.find((paper) => (paper.collaborations?.length ?? 0) > 0);

    const families: { q: string; paper: number }[] = [
      { q: `a ${lastName}`, paper: withEverything.control_number },
      { q: `a "${firstAuthor}"`, paper: withEverything.control_number },
      { q: `fa ${firstAuthor}`, paper: withEverything.control_number },
      { q: `ea ${firstAuthor}`, paper: withEverything.control_number },
      { q: `doi ${withEverything.dois![0]!.value}`, paper: withEverything.control_number },
      { q: `eprint ${withEverything.arxiv_eprints![0]!.value}`, paper: withEverything.control_number },
      { q: `texkey ${withEverything.texkeys![0]}`, paper: withEverything.control_number },
      { q: `recid ${withEverything.control_number}`, paper: withEverything.control_number },
      {
        q: `ac ${withEverything.authors!.filter((author) => !author.inspire_roles?.includes('supervisor')).length}`,
        paper: withEverything.control_number,
      },
      {
        q: `j ${info.journal_title},${info.journal_volume},${info.page_start}`,
        paper: journalPaper.control_number,
      },
      { q: `refersto:recid:${citedNumber}`, paper: citing.control_number },
      { q: `citedby:recid:${citing.control_number}`, paper: citedNumber },
      { q: 'dois.value:*', paper: withEverything.control_number },
      { q: 'topcite 0+', paper: withEverything.control_number },
      { q: `tc ${withEverything.document_type?.[0] ?? 'article'}`, paper: withEverything.control_number },
      ...(titleWords.length > 0
        ? [{ q: `t ${titleWords.join(' ')}`, paper: withEverything.control_number }]
        : []),
      ...(titleWords.length > 0 ? [{ q: titleWords.join(' '), paper: withEverything.control_number }] : []),
      ...(collaborationPaper
        ? [
            {
              q: `cn ${collaborationPaper.collaborations![0]!.value}`,
              paper: collaborationPaper.control_number,
            },
          ]
        : []),
      ...(withEverything.arxiv_eprints![0]!.categories?.[0]
        ? [
            {
              q: `primarch ${withEverything.arxiv_eprints![0]!.categories[0]}`,
              paper: withEverything.control_number,
            },
          ]
        : []),
      { q: `a ${lastName} and not recid 1`, paper: withEverything.control_number },
    ];
    for (const { q, paper } of families) {
      const found = await controlNumbersFound(testApp, 'literature', q);
      expect(found, q).toContain(paper);
    }
  });

  it('renders every format of generated papers and looks them up by DOI, arXiv id and ORCID', async () => {
    const accepts = [
      'application/json',
      'application/vnd+inspire.record.ui+json',
      'application/x-bibtex',
      'application/vnd+inspire.latex.eu+x-latex',
      'application/vnd+inspire.latex.us+x-latex',
      'text/vnd+inspire.html+html',
    ];
    for (const paper of papers.slice(0, 20)) {
      const id = paper.control_number;
      for (const accept of accepts) {
        const response = await testApp.app.inject({ url: `/api/literature/${id}`, headers: { accept } });
        expect(response.statusCode, `${id} ${accept}`).toBe(200);
        expect(response.headers['content-type'], `${id} ${accept}`).toContain(accept);
        if (accept === 'application/x-bibtex') {
          expect(response.body, String(id)).toMatch(/^@\w+\{/);
        }
      }
      expect((await testApp.app.inject(`/api/literature/${id}/references?size=1000`)).statusCode).toBe(200);
      expect((await testApp.app.inject(`/api/literature/${id}/authors`)).statusCode).toBe(200);
    }
    const withDoi = paperWith((paper) => (paper.dois?.length ?? 0) > 0);
    expect((await testApp.app.inject(`/api/doi/${withDoi.dois![0]!.value}`)).json().id).toBe(
      String(withDoi.control_number),
    );
    const withEprint = paperWith((paper) => (paper.arxiv_eprints?.length ?? 0) > 0);
    expect((await testApp.app.inject(`/api/arxiv/${withEprint.arxiv_eprints![0]!.value}`)).json().id).toBe(
      String(withEprint.control_number),
    );
    const author = authors.find((item) => item.ids?.some((id) => id.schema === 'ORCID'));
    expect(author, 'the corpus has an author with an ORCID iD').toBeDefined();
    const orcid = author!.ids!.find((id) => id.schema === 'ORCID')!.value;
    expect((await testApp.app.inject(`/api/orcid/${orcid}`)).json().id).toBe(String(author!.control_number));
  });

  it('answers facets, a citation summary and every format of a page of generated papers', async () => {
    const facets = (await testApp.app.inject('/api/literature/facets')).json();
    expect(facets.hits.total).toBeGreaterThan(GENERATED_PAPERS * 0.75);
    expect(facets.aggregations.author.buckets.length).toBeGreaterThan(10);
    const summary = (await testApp.app.inject('/api/literature/citation-summary')).json();
    expect(summary.citations.buckets.all.citations_count.value).toBeGreaterThan(0);
    for (const format of ['json', 'bibtex', 'latex-eu', 'latex-us', 'cv']) {
      expect((await testApp.app.inject(`/api/literature?size=50&format=${format}`)).statusCode, format).toBe(
        200,
      );
    }
    for (const collection of COLLECTION_NAMES) {
      const response = await testApp.app.inject(`/api/${collection}?start_date=all&status=all&size=5`);
      expect(response.statusCode, collection).toBe(200);
      expect(response.json().hits.total, collection).toBeGreaterThan(0);
    }
  });
});
