import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OaiClient,
  OaiHttpError,
  OaiMalformedResponseError,
  OaiProtocolError,
  parseListRecords,
  retryAfterMs,
} from './client';
import { fixture, type OaiMock, PAGE2_TOKEN, standardRoute, startOaiMock, xml } from './testing/oaiMock';

let mock: OaiMock;
beforeAll(async () => {
  mock = await startOaiMock();
});
afterAll(async () => {
  await mock.close();
});

function client(waits: number[] = [], options: { maxRetries?: number; requestIntervalMs?: number } = {}) {
  return new OaiClient({
    baseUrl: mock.url,
    requestIntervalMs: options.requestIntervalMs ?? 0,
    maxRetries: options.maxRetries ?? 5,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

describe('OAI-PMH client, arXiv format', () => {
  it('reads a page: records with their arXiv metadata, deleted records flagged, the resumption token', async () => {
    mock.respond(standardRoute);
    const page = await client().listRecords({
      metadataPrefix: 'arXiv',
      set: 'physics:hep-th',
      from: '2026-11-01',
      until: '2026-11-03',
    });
    const request = mock.requests.at(-1)!;
    expect(Object.fromEntries(request.searchParams)).toEqual({
      verb: 'ListRecords',
      metadataPrefix: 'arXiv',
      set: 'physics:hep-th',
      from: '2026-11-01',
      until: '2026-11-03',
    });
    expect(page.resumptionToken).toBe(PAGE2_TOKEN);
    expect(page.completeListSize).toBe(5);
    expect(page.cursor).toBe(0);
    expect(page.records.map((record) => [record.identifier, record.deleted])).toEqual([
      ['oai:arXiv.org:2611.01234', false],
      ['oai:arXiv.org:2610.09999', true],
      ['oai:arXiv.org:2611.02345', false],
    ]);
    const [first, deleted] = page.records;
    expect(deleted!.arxiv).toBeUndefined();
    expect(first!.datestamp).toBe('2026-11-02');
    expect(first!.setSpecs).toEqual(['physics:gr-qc', 'physics:hep-th']);
    expect(first!.arxiv).toEqual({
      id: '2611.01234',
      created: '2026-11-01',
      authors: [
        {
          keyname: 'Beaulieu',
          forenames: 'Amélie',
          affiliations: [
            'Laboratoire de Physique Théorique, CNRS, Université Paris-Saclay, F-91405 Orsay, France',
          ],
        },
        {
          keyname: 'Okafor',
          forenames: 'Chinedu J.',
          affiliations: [
            'Theoretical Physics Department, CERN, 1211 Geneva 23, Switzerland',
            'Department of Physics, University of Lagos, Akoka, Lagos, Nigeria',
          ],
        },
        { keyname: 'van der Berg', forenames: 'Pieter', suffix: 'Jr', affiliations: [] },
      ],
      title: 'Holographic entanglement & the island formula in asymptotically de Sitter black holes',
      categories: ['hep-th', 'gr-qc'],
      comments: '25 pages, 3 figures; v2: references added',
      reportNo: 'CERN-TH-2026-201, LPT-Orsay-26-45',
      dois: [],
      license: 'http://creativecommons.org/licenses/by/4.0/',
      abstract:
        'We compute the entanglement entropy of Hawking radiation for black holes embedded in asymptotically de ' +
        'Sitter space, using the island formula. The Page curve is recovered when $S_{\\rm gen} < S_{\\rm rad}$, ' +
        'and the island extends outside the horizon.',
    });
  });

  it('asks for the next page with the resumption token alone, and reads an empty token as the end', async () => {
    mock.respond(standardRoute);
    const page = await client().listRecords({ resumptionToken: PAGE2_TOKEN });
    expect(Object.fromEntries(mock.requests.at(-1)!.searchParams)).toEqual({
      verb: 'ListRecords',
      resumptionToken: PAGE2_TOKEN,
    });
    expect(page.records.map((record) => record.arxiv?.id)).toEqual(['1207.7214', '2611.03456']);
    expect(page.records[0]!.arxiv?.updated).toBe('2026-11-02');
    expect(page.resumptionToken).toBeUndefined();
    expect(page.completeListSize).toBe(5);
  });

  it('reads noRecordsMatch as an empty last page', async () => {
    mock.respond(() => xml(fixture('no-records')));
    expect(await client().listRecords({ metadataPrefix: 'arXiv', set: 'physics:hep-lat' })).toEqual({
      records: [],
    });
  });

  it('waits out a 503 for as long as Retry-After asks, then asks again', async () => {
    let answered = 0;
    mock.respond(() => {
      answered += 1;
      return answered === 1
        ? { status: 503, headers: { 'retry-after': '7' }, body: 'Retry after specified interval' }
        : xml(fixture('hep-th-page2'));
    });
    const waits: number[] = [];
    const page = await client(waits).listRecords({ resumptionToken: PAGE2_TOKEN });
    expect(waits).toEqual([7000]);
    expect(answered).toBe(2);
    expect(mock.requests.slice(-2).map((url) => url.searchParams.get('resumptionToken'))).toEqual([
      PAGE2_TOKEN,
      PAGE2_TOKEN,
    ]);
    expect(page.records).toHaveLength(2);
  });

  it('gives up with an HTTP error when the server keeps answering 503', async () => {
    mock.respond(() => ({ status: 503, headers: { 'retry-after': '1' }, body: 'busy' }));
    const waits: number[] = [];
    await expect(client(waits, { maxRetries: 2 }).listRecords({ resumptionToken: 'x' })).rejects.toThrow(
      OaiHttpError,
    );
    expect(waits).toEqual([1000, 1000]);
  });

  it('refuses a page cut off mid-record with a clear error naming the URL and the place', async () => {
    mock.respond(() => xml(fixture('malformed-page')));
    const failure = client().listRecords({ resumptionToken: PAGE2_TOKEN });
    await expect(failure).rejects.toThrow(OaiMalformedResponseError);
    await expect(failure).rejects.toThrow(
      /Malformed OAI-PMH response from http:\/\/127\.0\.0\.1:\d+\/oai2\?.*line \d+/,
    );
  });

  it('refuses an answer that is not OAI-PMH (an HTML error page)', async () => {
    mock.respond(() => ({ status: 200, body: '<html><body><h1>Maintenance</h1></body></html>' }));
    await expect(client().listRecords({ resumptionToken: 'x' })).rejects.toThrow(/no <OAI-PMH> root element/);
  });

  it('reports OAI-PMH errors with their code', async () => {
    mock.respond(() => xml(fixture('bad-resumption-token')));
    await expect(client().listRecords({ resumptionToken: PAGE2_TOKEN })).rejects.toMatchObject({
      name: 'OaiProtocolError',
      code: 'badResumptionToken',
    });
    expect(OaiProtocolError).toBeDefined();
  });

  it('fails on other HTTP errors with the status', async () => {
    mock.respond(() => ({ status: 500, body: 'Internal Server Error' }));
    await expect(client().listRecords({ resumptionToken: 'x' })).rejects.toMatchObject({ status: 500 });
  });

  it('paces its requests', async () => {
    mock.respond(() => xml(fixture('no-records')));
    const waits: number[] = [];
    const paced = client(waits, { requestIntervalMs: 3000 });
    await paced.listRecords({ metadataPrefix: 'arXiv' });
    await paced.listRecords({ metadataPrefix: 'arXiv' });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(2000);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Wed, 04 Nov 2026 08:00:30 GMT', Date.parse('2026-11-04T08:00:00Z'))).toBe(30_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});

describe('parseListRecords', () => {
  it('refuses a record without an identifier', () => {
    const page = fixture('hep-th-page2').replace('<identifier>oai:arXiv.org:1207.7214</identifier>', '');
    expect(() => parseListRecords(page, 'http://oai.test')).toThrow(/without <header><identifier>/);
  });
});
