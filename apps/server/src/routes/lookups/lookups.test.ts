import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';

let testApp: TestApp;

const doiPaper = buildLiterature({
  titles: [{ title: 'Weak interactions with lepton-hadron symmetry' }],
  dois: [{ value: '10.1016/0370-2693(73)90494-2' }],
});
const newArxiv = buildLiterature({ arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex'] }] });
const oldArxiv = buildLiterature({ arxiv_eprints: [{ value: 'hep-ph/0603175', categories: ['hep-ph'] }] });
const author = buildRecord('authors', {
  name: { value: 'Carberry, Josiah' },
  ids: [
    { schema: 'ORCID', value: '0000-0002-1825-0097' },
    { schema: 'INSPIRE BAI', value: 'J.Carberry.1' },
  ],
});
const cited = buildLiterature({
  titles: [{ title: 'The cited paper' }],
  authors: Array.from({ length: 14 }, (_, index) => ({
    full_name: `Cited${String.fromCharCode(65 + index)}, Carl`,
  })),
  arxiv_eprints: [{ value: '0902.3360', categories: ['hep-ph'] }],
});
const citing = buildLiterature({
  titles: [{ title: 'A paper with references' }],
  authors: [
    {
      full_name: 'Doe, Jane',
      record: { $ref: `https://inspirehep.net/api/authors/${author.control_number}` },
    },
    { full_name: 'Roe, Richard', affiliations: [{ value: 'CERN' }] },
    { full_name: 'Boss, Betty', inspire_roles: ['supervisor'] },
  ],
  collaborations: [{ value: 'CMS' }],
  references: [
    { reference: { label: '1', title: { title: '<unlinked ref title>' } } },
    {
      record: { $ref: `https://inspirebeta.net/api/literature/${cited.control_number}` },
      reference: { label: '2', misc: ['ignored'] },
    },
    {
      record: { $ref: 'https://inspirehep.net/api/literature/1' },
      reference: { label: '3', misc: ['Absent paper'] },
    },
    { reference: { label: '4', arxiv_eprint: '1001.0001', dois: ['10.1/xyz'], collaborations: ['ATLAS'] } },
  ],
});
const dataset = buildRecord('data', {
  authors: [{ full_name: 'Data, Dan' }],
  collaborations: [{ value: 'HEPData' }],
});

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(testApp.context.db, [
    ...[doiPaper, newArxiv, oldArxiv, cited, citing].map((metadata) => ({
      collection: 'literature' as const,
      metadata,
    })),
    { collection: 'authors', metadata: author },
    { collection: 'data', metadata: dataset },
  ]);
});
afterAll(async () => {
  await testApp.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ url, headers });
}

describe('lookups by identifier', () => {
  it('finds a paper by a DOI written unescaped in the path, whatever its case', async () => {
    for (const url of [
      '/api/doi/10.1016/0370-2693(73)90494-2',
      '/api/doi/10.1016/0370-2693(73)90494-2'.toUpperCase(),
    ]) {
      const response = await get(url.replace('/API/DOI/', '/api/doi/'));
      expect(response.statusCode, url).toBe(200);
      const { _collections, ...shown } = doiPaper;
      expect(response.json()).toMatchObject({ id: String(doiPaper.control_number), metadata: shown });
    }
  });

  it('carries the citation counts of the paper, as GET /api/literature/{id} does', async () => {
    for (const url of ['/api/doi/10.1016/0370-2693(73)90494-2', '/api/arxiv/0902.3360']) {
      expect((await get(url)).json().metadata, url).toMatchObject({
        citation_count: expect.any(Number),
        citation_count_without_self_citations: expect.any(Number),
      });
    }
    // `cited` is cited once, by `citing`.
    expect((await get('/api/arxiv/0902.3360')).json().metadata).toMatchObject({
      control_number: cited.control_number,
      citation_count: 1,
      citation_count_without_self_citations: 1,
    });
  });

  it('ignores fields on look-ups, junk values included (search only)', async () => {
    for (const url of [
      '/api/doi/10.1016/0370-2693(73)90494-2',
      '/api/arxiv/1207.7214',
      '/api/orcid/0000-0002-1825-0097',
    ]) {
      const whole = (await get(url)).json().metadata;
      for (const query of ['fields=https://inspirehep.net/api/,literature,451647', 'fields=titles']) {
        const response = await get(`${url}?${query}`);
        expect(response.statusCode, `${url}?${query}`).toBe(200);
        expect(response.json().metadata, `${url}?${query}`).toEqual(whole);
      }
      expect(whole).toHaveProperty('control_number');
    }
  });

  it('finds papers by new-style and old-style arXiv ids, with or without prefix and version', async () => {
    expect((await get('/api/arxiv/1207.7214')).json().id).toBe(String(newArxiv.control_number));
    expect((await get('/api/arxiv/arXiv:1207.7214v2')).json().id).toBe(String(newArxiv.control_number));
    expect((await get('/api/arxiv/hep-ph/0603175')).json().id).toBe(String(oldArxiv.control_number));
  });

  it('answers lookups in the other formats too', async () => {
    const bibtex = await get('/api/arxiv/hep-ph/0603175?format=bibtex');
    expect(bibtex.headers['content-type']).toMatch(/^application\/x-bibtex/);
    expect(bibtex.body).toMatch(/^@article\{/);
    const ui = await get('/api/doi/10.1016/0370-2693(73)90494-2', {
      accept: 'application/vnd+inspire.record.ui+json',
    });
    expect(ui.json().metadata).toMatchObject({
      control_number: doiPaper.control_number,
      number_of_authors: 2,
    });
  });

  it('finds an author by ORCID', async () => {
    const response = await get('/api/orcid/0000-0002-1825-0097');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: String(author.control_number),
      links: { json: `${TEST_PUBLIC_URL}/api/authors/${author.control_number}?format=json` },
    });
  });

  it('answers 404 JSON for unknown identifiers', async () => {
    for (const url of [
      '/api/doi/10.9999/none',
      '/api/arxiv/9999.99999',
      '/api/orcid/0000-0000-0000-0000',
      '/api/orcid/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: 'PID does not exist.' });
    }
  });
});

describe('GET /api/literature/{id}/references', () => {
  it('resolves linked references with their label and reshapes the others', async () => {
    const response = await get(`/api/literature/${citing.control_number}/references`);
    expect(response.statusCode).toBe(200);
    const { metadata } = response.json();
    expect(metadata.references_count).toBe(4);
    expect(metadata.references[0]).toEqual({ label: '1', titles: [{ title: '<unlinked ref title>' }] });
    expect(metadata.references[1]).toMatchObject({
      control_number: cited.control_number,
      label: '2',
      titles: [{ title: 'The cited paper' }],
      arxiv_eprint: [{ value: '0902.3360' }],
    });
    expect(metadata.references[1].authors).toHaveLength(10);
    expect(metadata.references[2]).toEqual({ label: '3', misc: 'Absent paper' });
    expect(metadata.references[3]).toEqual({
      label: '4',
      arxiv_eprint: [{ value: '1001.0001' }],
      dois: [{ value: '10.1/xyz' }],
      collaborations: [{ value: 'ATLAS' }],
    });
  });

  it('pages the references', async () => {
    const second = (await get(`/api/literature/${citing.control_number}/references?page=2&size=2`)).json();
    expect(second.metadata.references.map((item: { label: string }) => item.label)).toEqual(['3', '4']);
    expect(second.metadata.references_count).toBe(4);
    const past = (await get(`/api/literature/${citing.control_number}/references?page=3&size=2`)).json();
    expect(past.metadata).toEqual({ references: [], references_count: 4 });
  });

  it('refuses a size or page below 1 and a size above 10000', async () => {
    for (const query of ['size=0', 'page=0', 'size=10001', 'size=abc']) {
      const response = await get(`/api/literature/${citing.control_number}/references?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
  });

  it('answers 404 for a missing paper', async () => {
    expect((await get('/api/literature/1/references')).statusCode).toBe(404);
  });
});

describe('GET /api/{literature,data}/{id}/authors', () => {
  it('lists every author, supervisors apart, and the collaborations', async () => {
    const response = await get(`/api/literature/${citing.control_number}/authors`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      metadata: {
        authors: [
          {
            full_name: 'Doe, Jane',
            first_name: 'Jane',
            last_name: 'Doe',
            recid: author.control_number,
            record: { $ref: `${TEST_PUBLIC_URL}/api/authors/${author.control_number}` },
          },
          {
            full_name: 'Roe, Richard',
            first_name: 'Richard',
            last_name: 'Roe',
            affiliations: [{ value: 'CERN' }],
          },
        ],
        collaborations: [{ value: 'CMS' }],
        supervisors: [
          { full_name: 'Boss, Betty', first_name: 'Betty', last_name: 'Boss', inspire_roles: ['supervisor'] },
        ],
      },
    });
    const all = (await get(`/api/literature/${cited.control_number}/authors`)).json();
    expect(all.metadata.authors).toHaveLength(14);
  });

  it('lists the authors of a dataset', async () => {
    const response = await get(`/api/data/${dataset.control_number}/authors`);
    expect(response.json().metadata).toMatchObject({
      authors: [{ full_name: 'Data, Dan' }],
      collaborations: [{ value: 'HEPData' }],
    });
    expect((await get('/api/data/1/authors')).statusCode).toBe(404);
  });

  it('leaves the record route and the search route of the same collections alone', async () => {
    expect((await get(`/api/literature/${citing.control_number}`)).statusCode).toBe(200);
    expect((await get('/api/literature?q=t%20references')).json().hits.total).toBe(1);
    expect((await get('/api/data')).json().hits.total).toBe(1);
  });
});
