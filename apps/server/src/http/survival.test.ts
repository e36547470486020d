/**
 * Issue 13, items 1, 3 and 4: requests that ended the process or answered 500 are answered 4xx (or 200) by the
 * real app on the test database, nothing rejects unobserved meanwhile, and the app answers afterwards; the rate
 * limit counts every spelling of an API path.
 */
import { COLLECTION_NAMES } from '@parton/records';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveRecords } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature, buildRecord } from '../testing/factories';
import { INVALID_VALUE_MESSAGE } from './errors';
import { NUL_MESSAGE } from './requestGuards';

const SYNTAX_MESSAGE = 'The syntax of the search query is invalid.';

let testApp: TestApp;
const unobserved: unknown[] = [];
const onUnhandledRejection = (reason: unknown) => unobserved.push(reason);

beforeAll(async () => {
  testApp = await createTestApp();
  const paper = buildLiterature({ titles: [{ title: 'Survival of the fittest server' }], citation_count: 3 });
  await saveRecords(testApp.context.db, [
    { collection: 'literature', metadata: paper },
    ...COLLECTION_NAMES.filter((name) => name !== 'literature').map((collection) => ({
      collection,
      metadata: buildRecord(collection),
    })),
  ]);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(() => {
  unobserved.length = 0;
  process.on('unhandledRejection', onUnhandledRejection);
});
afterEach(async () => {
  // A rejection nobody observed shows up a few ticks after the answer (it ended the server process before).
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.off('unhandledRejection', onUnhandledRejection);
  expect(unobserved).toEqual([]);
  const after = await testApp.app.inject({ url: '/api/literature?q=t%20survival' });
  expect(after.statusCode, 'the app still answers').toBe(200);
  expect(JSON.parse(after.body).hits.total).toBe(1);
});

async function get(url: string) {
  const response = await testApp.app.inject({ url });
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> };
}

const q = (query: string) => encodeURIComponent(query);

describe('queries PostgreSQL rejects, on the citations-by-year facet (item 1: they ended the process)', () => {
  it.each([
    ['%00', NUL_MESSAGE],
    [q('ac 9007199254740991'), undefined],
    [q('/a{1,1000}/'), SYNTAX_MESSAGE],
    [q('t /a{256}/'), SYNTAX_MESSAGE],
  ])('q=%s', async (query, message) => {
    const { status, body } = await get(`/api/literature/facets?q=${query}&facet_name=citations-by-year`);
    if (message === undefined) {
      expect(status).toBe(200);
      expect(body.aggregations).toEqual({ citations_by_year: { value: {} } });
      return;
    }
    expect(status).toBe(400);
    expect(body).toEqual({ status: 400, message });
  });
});

describe('NUL characters (item 4)', () => {
  it.each(
    COLLECTION_NAMES.flatMap((collection) => [
      `/api/${collection}?q=%00`,
      `/api/${collection}/facets?q=a%00b`,
      `/api/${collection}?q=titles.title:%00`,
    ]),
  )('%s', async (url) => {
    expect(await get(url)).toEqual({ status: 400, body: { status: 400, message: NUL_MESSAGE } });
  });

  it.each([
    '/api/literature?doc_type=%00',
    '/api/literature?citation_count=%00',
    '/api/literature/citation-summary?q=%00',
    '/api/jobs?rank=%00',
    '/api/conferences?start_date=%00',
    '/api/doi/10.1000/abc%00',
    '/api/doi/10.1000%2F%00',
    '/api/arxiv/%00',
    '/api/orcid/%00',
    '//api/arxiv/%00',
  ])('%s', async (url) => {
    expect(await get(url)).toEqual({ status: 400, body: { status: 400, message: NUL_MESSAGE } });
  });

  it('in a JSON body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { email: 'a\u0000@example.org', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ status: 400, message: NUL_MESSAGE });
  });
});

describe('numbers beyond the columns and reversed ranges (item 4)', () => {
  it.each([
    'q=ac%202147483648',
    'q=ac%209007199254740991',
    'q=topcite%202147483648',
    'q=cx%20%3E%202147483648',
    'q=recid%209007199254740991',
    'citation_count=1000--2147483648',
    'citation_count=2147483648--',
    'citation_count_without_self_citations=3000000000--4000000000',
    'q=date%202023-%3E2020',
    'q=de%202023-%3E2020',
    'q=jy%202023-%3E2020',
    'q=ac%2010-%3E1',
  ])('%s: no hits, no error', async (query) => {
    for (const path of ['/api/literature', '/api/literature/facets', '/api/literature/citation-summary']) {
      const { status } = await get(`${path}?${query}`);
      expect(status, path).toBe(200);
    }
    const { body } = await get(`/api/literature?${query}`);
    expect((body.hits as { total: number }).total).toBe(0);
  });

  it.each([
    'q=ac%2099999999999999999999',
    'citation_count=0--99999999999999999999',
    'q=date%200000',
    'q=date%20today%20-%2099999999',
  ])('%s: 400', async (query) => {
    const { status, body } = await get(`/api/literature?${query}`);
    expect(status).toBe(400);
    expect([SYNTAX_MESSAGE, INVALID_VALUE_MESSAGE]).toContain(body.message);
  });
});

describe('the rate limit keys on the path as routed (item 3)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it.each([
    ['//api/literature', '10.0.0.1'],
    ['///api/literature?q=a', '10.0.0.2'],
    ['/%61pi/literature', '10.0.0.3'],
    ['/api//literature', '10.0.0.4'],
  ])('%s counts as the API', async (spelling, remoteAddress) => {
    const statuses: number[] = [];
    for (const url of ['/api/literature', spelling, spelling]) {
      statuses.push((await limited.app.inject({ url, remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('leaves the web app alone', async () => {
    const remoteAddress = '10.0.1.1';
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await limited.app.inject({ url: '/literature?q=a', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
