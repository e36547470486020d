/**
 * Issue 18, item 5: the result cache in front of search, facets, citation metrics and identifier look-ups, on a
 * real database (PGlite by default, PostgreSQL with DATABASE_URL), through the real routes.
 */
import { generateCorpus } from '@parton/corpus';
import { type LiteratureMetadata, linkOf, UI_JSON_MIME } from '@parton/records';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { recountCitations } from '../../citations/recount';
import { type RecordInput, saveRecords } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';
import { logInEachRole, type RoleSessions } from '../../testing/roleSessions';
import { answerThroughCache, CACHE_BYPASS_HEADER, resultCacheOf } from './cachedAnswer';
import { readDataVersion } from './repository';

type Json = Record<string, unknown>;

const LOAD_TIMEOUT_MS = 600_000;
const GENERATED_PAPERS = process.env.DATABASE_URL ? 200 : 60;

let testApp: TestApp;
/** A second application on the same database with SEARCH_CACHE=off. */
let uncached: FastifyInstance;
let sessions: RoleSessions;
let papers: LiteratureMetadata[] = [];
const known = buildLiterature({
  titles: [{ title: 'Cachedsearch of quarkonium' }],
  dois: [{ value: '10.5555/cache.test.1' }],
  arxiv_eprints: [{ value: '2611.00001', categories: ['hep-ph'] }],
  citeable: true,
});

beforeAll(async () => {
  testApp = await createTestApp();
  const records = [
    ...generateCorpus({
      seed: 7,
      literature: GENERATED_PAPERS,
      authors: 20,
      institutions: 5,
      conferences: 5,
      seminars: 3,
      journals: 5,
      jobs: 3,
      experiments: 3,
      data: 3,
      referencesPerPaper: 6,
      referenceDate: '2026-06-01',
    }),
  ];
  const inputs: RecordInput[] = [
    ...records.map((record) => ({ collection: record.collection, metadata: record.metadata as Json })),
    { collection: 'literature', metadata: known },
  ];
  await saveRecords(testApp.context.db, inputs);
  papers = records.flatMap((record) => (record.collection === 'literature' ? [record.metadata] : []));
  uncached = await buildApp({
    ...testApp.context,
    config: { ...testApp.context.config, searchCache: false, queueWorker: false },
  });
  sessions = await logInEachRole(testApp);
}, LOAD_TIMEOUT_MS);
afterAll(async () => {
  await uncached?.close();
  await testApp?.close();
});

async function get(url: string, headers: Record<string, string> = {}, app = testApp.app) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, cache: response.headers['x-cache'], body: response.body, response };
}

/** Facet answers carry `took` (milliseconds spent): the only part that differs between two computations. */
function withoutTook(body: string): string {
  return body.replace(/"took":\d+/, '"took":0');
}

describe('the result cache', () => {
  it('answers the same query a second time from the cache, byte for byte', async () => {
    const url = '/api/literature?q=t%20cachedsearch&sort=mostrecent&size=5';
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    const second = await get(url);
    expect(second.cache).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.response.headers['content-type']).toBe(first.response.headers['content-type']);
    // The same parameters in another order are the same question.
    const reordered = await get('/api/literature?size=5&sort=mostrecent&q=t%20cachedsearch');
    expect(reordered.cache).toBe('hit');
    expect(reordered.body).toBe(first.body);
  });

  it('misses after a record write and answers the new data', async () => {
    const url = '/api/literature?q=t%20zanzibarite';
    const before = await get(url);
    expect(before.cache).toBe('miss');
    expect(JSON.parse(before.body).hits.total).toBe(0);
    expect((await get(url)).cache).toBe('hit');
    await saveRecords(testApp.context.db, [
      {
        collection: 'literature',
        metadata: buildLiterature({ titles: [{ title: 'Zanzibarite crystals' }] }),
      },
    ]);
    const after = await get(url);
    expect(after.cache).toBe('miss');
    expect(JSON.parse(after.body).hits.total).toBe(1);
    expect((await get(url)).cache).toBe('hit');
  });

  it('raises the data version once per writing transaction, and not for a write that changes nothing', async () => {
    const db = testApp.context.db;
    const paper = buildLiterature({ titles: [{ title: 'Versioned paper' }] });
    const before = BigInt(await readDataVersion(db));
    await saveRecords(db, [
      { collection: 'literature', metadata: paper },
      { collection: 'literature', metadata: buildLiterature() },
    ]);
    const afterWrite = BigInt(await readDataVersion(db));
    expect(afterWrite).toBe(before + 1n);
    await saveRecords(db, [{ collection: 'literature', metadata: paper }]);
    expect(BigInt(await readDataVersion(db))).toBe(afterWrite);
    // A transaction that rolls back raises nothing.
    await expect(
      db.transaction().execute(async (tx) => {
        const { saveRecordsInTransaction } = await import('../../records/writer');
        await saveRecordsInTransaction(tx, [{ collection: 'literature', metadata: buildLiterature() }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(BigInt(await readDataVersion(db))).toBe(afterWrite);
  });

  it('raises the version once for each of several writers committing at once', async () => {
    const db = testApp.context.db;
    const before = BigInt(await readDataVersion(db));
    const writers = 6;
    await Promise.all(
      Array.from({ length: writers }, (_, index) =>
        saveRecords(db, [
          {
            collection: 'literature',
            metadata: buildLiterature({ titles: [{ title: `Parallel ${index}` }] }),
          },
        ]),
      ),
    );
    expect(BigInt(await readDataVersion(db))).toBe(before + BigInt(writers));
  });

  // PGlite runs one transaction at a time: two writers cannot interleave there.
  it.skipIf(!process.env.DATABASE_URL)(
    'lets two writers that lock records in opposite orders finish (the version is raised at commit)',
    async () => {
      const db = testApp.context.db;
      const first = buildLiterature({ titles: [{ title: 'Lock order one' }] });
      const second = buildLiterature({ titles: [{ title: 'Lock order two' }] });
      await saveRecords(db, [
        { collection: 'literature', metadata: first },
        { collection: 'literature', metadata: second },
      ]);
      const before = BigInt(await readDataVersion(db));
      const { saveRecordsInTransaction } = await import('../../records/writer');
      const retitled = (metadata: Json, title: string) => ({
        collection: 'literature' as const,
        metadata: { ...metadata, titles: [{ title }] },
      });
      let firstWritten!: () => void;
      const aWroteFirst = new Promise<void>((resolve) => {
        firstWritten = resolve;
      });
      let secondWritten!: () => void;
      const bWroteSecond = new Promise<void>((resolve) => {
        secondWritten = resolve;
      });
      // A writes the first record, then the second (which B holds until it commits). Had A raised the version
      // in the middle of its transaction, B's own raise would wait for A while A waits for B: a deadlock.
      const writerA = db.transaction().execute(async (tx) => {
        await saveRecordsInTransaction(tx, [retitled(first, 'Lock order one, by A')]);
        firstWritten();
        await bWroteSecond;
        await saveRecordsInTransaction(tx, [retitled(second, 'Lock order two, by A')]);
      });
      const writerB = db.transaction().execute(async (tx) => {
        await aWroteFirst;
        await saveRecordsInTransaction(tx, [retitled(second, 'Lock order two, by B')]);
        secondWritten();
      });
      await Promise.all([writerA, writerB]);
      expect(BigInt(await readDataVersion(db))).toBe(before + 2n);
    },
  );

  it('misses after a citation recount', async () => {
    const url = '/api/literature/facets?facet_name=citation-summary&q=topcite%201%2B';
    expect((await get(url)).cache).toBe('miss');
    expect((await get(url)).cache).toBe('hit');
    await recountCitations(testApp.context.db, { identifiers: false });
    const after = await get(url);
    expect(after.cache).toBe('miss');
    expect(withoutTook(after.body)).toBe(withoutTook((await get(url, {}, uncached)).body));
  });

  it('never serves an answer older than a write that committed before the request read the version', async () => {
    // The write commits after the version was read but before the answer's statements: the entry is stored
    // with the older version, holds the newer data, and is never served again.
    const fakeRequest = {
      method: 'GET',
      url: '/api/literature?q=t%20raceconditionite',
      query: { q: 't raceconditionite' },
      headers: {},
      user: null,
    } as unknown as FastifyRequest;
    const count = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/literature?q=t%20raceconditionite',
        headers: { [CACHE_BYPASS_HEADER]: '1' },
      });
      return { contentType: 'application/json', headers: {}, body: String(response.json().hits.total) };
    };
    const raced = await answerThroughCache(
      testApp.context,
      fakeRequest,
      { varyOnAccept: false },
      async () => {
        await saveRecords(testApp.context.db, [
          {
            collection: 'literature',
            metadata: buildLiterature({ titles: [{ title: 'Raceconditionite' }] }),
          },
        ]);
        return count();
      },
    );
    expect([raced.cache, String(raced.body)]).toEqual(['miss', '1']);
    // The next request reads the newer version: the entry stored above is not used.
    const next = await answerThroughCache(testApp.context, fakeRequest, { varyOnAccept: false }, count);
    expect([next.cache, String(next.body)]).toEqual(['miss', '1']);
    const third = await answerThroughCache(testApp.context, fakeRequest, { varyOnAccept: false }, count);
    expect([third.cache, String(third.body)]).toEqual(['hit', '1']);
  });

  it('gives the same bodies with the cache on and off over every keyword family and route', async () => {
    const paper = papers.find(
      (item) => (item.authors?.length ?? 0) > 0 && (item.references ?? []).some((ref) => linkOf(ref.record)),
    )!;
    expect(paper).toBeDefined();
    const lastName = paper.authors![0]!.full_name.split(',')[0]!.trim();
    const cited = linkOf(paper.references!.find((ref) => linkOf(ref.record))!.record)!.controlNumber;
    const word = paper.titles[0]!.title.split(/\s+/).find((token) => /^[A-Za-z]{5,}$/.test(token)) ?? 'study';
    const journal = papers
      .flatMap((item) => item.publication_info ?? [])
      .find((info) => info.journal_title)?.journal_title;
    const collaboration = papers.find((item) => (item.collaborations?.length ?? 0) > 0)?.collaborations?.[0]
      ?.value;
    const queries = [
      '',
      `a ${lastName}`,
      `a "${paper.authors![0]!.full_name}"`,
      `fa ${paper.authors![0]!.full_name}`,
      `t ${word}`,
      word,
      `refersto:recid:${cited}`,
      `citedby:recid:${paper.control_number}`,
      'topcite 1+',
      'date > 2000',
      `a ${lastName} and not t ${word}`,
      `t ${word} or topcite 5+`,
      ...(journal ? [`j ${journal}`] : []),
      ...(collaboration ? [`cn ${collaboration}`] : []),
      'doi 10.5555/cache.test.1',
      'eprint 2611.00001',
      't (', // a syntax error: 400 both ways, never stored
    ];
    const urls = queries.flatMap((q) => {
      const query = encodeURIComponent(q);
      return [
        `/api/literature?q=${query}`,
        `/api/literature?q=${query}&sort=mostcited&size=3&page=2`,
        `/api/literature?q=${query}&format=bibtex`,
        `/api/literature/facets?q=${query}`,
        `/api/literature/facets?q=${query}&doc_type=article`,
        `/api/literature/citation-summary?q=${query}`,
        `/api/literature/facets?q=${query}&facet_name=citations-by-year`,
      ];
    });
    urls.push(
      '/api/literature?q=&sort=mostrecent&size=10&cursor=1',
      '/api/authors?q=',
      '/api/conferences?q=',
      '/api/conferences/facets?q=',
      '/api/jobs?q=',
      '/api/doi/10.5555/cache.test.1',
      '/api/arxiv/2611.00001',
      '/api/doi/10.5555/does.not.exist',
    );
    const accepts: Record<string, string>[] = [{}, { accept: UI_JSON_MIME }];
    let hits = 0;
    for (const url of urls) {
      for (const headers of accepts) {
        const first = await get(url, headers);
        const second = await get(url, headers);
        const off = await get(url, headers, uncached);
        const label = `${url} ${JSON.stringify(headers)}`;
        expect(off.cache ?? 'none', label).toBe(off.status === 200 ? 'bypass' : 'none');
        expect(second.status, label).toBe(off.status);
        expect(withoutTook(second.body), label).toBe(withoutTook(off.body));
        expect(withoutTook(first.body), label).toBe(withoutTook(off.body));
        if (off.status !== 200) {
          // Errors carry no cache header: they were never stored, nor served from the cache.
          expect([first.cache, second.cache], label).toEqual([undefined, undefined]);
          continue;
        }
        expect(second.cache, label).toBe('hit');
        expect(second.body, label).toBe(first.body);
        hits += 1;
      }
    }
    expect(hits).toBeGreaterThan(100);
  });

  it('bypasses the cache for x-cache-bypass: 1 without filling it', async () => {
    const url = '/api/literature?q=t%20quarkonium&size=2';
    const bypassed = await get(url, { [CACHE_BYPASS_HEADER]: '1' });
    expect(bypassed.cache).toBe('bypass');
    const next = await get(url);
    expect(next.cache).toBe('miss');
    expect(next.body).toBe(bypassed.body);
    expect((await get(url, { [CACHE_BYPASS_HEADER]: '1' })).cache).toBe('bypass');
  });

  it('always bypasses with SEARCH_CACHE=off', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await get('/api/literature?q=t%20quarkonium', {}, uncached)).cache).toBe('bypass');
      expect((await get('/api/literature/facets?q=', {}, uncached)).cache).toBe('bypass');
    }
    expect(
      resultCacheOf({ ...testApp.context, config: { ...testApp.context.config, searchCache: false } }),
    ).toBe(undefined);
  });

  it('does not cache seminars, whose default filter moves with the clock', async () => {
    await saveRecords(testApp.context.db, [{ collection: 'seminars', metadata: buildRecord('seminars') }]);
    expect((await get('/api/seminars?q=')).cache).toBe('bypass');
    expect((await get('/api/seminars?q=')).cache).toBe('bypass');
  });

  it("never lets one caller see another's per-user parts", async () => {
    const url = '/api/literature?q=t%20cachedsearch';
    const ui = { accept: UI_JSON_MIME };
    const canEdit = (body: string) =>
      (JSON.parse(body) as { hits: { hits: { metadata: Json }[] } }).hits.hits.map(
        (hit) => hit.metadata.can_edit,
      );
    const anonymous = await get(url, ui);
    expect(['miss', 'hit']).toContain(anonymous.cache);
    expect(canEdit(anonymous.body)).not.toContain(true);
    const cataloger = await get(url, { ...ui, ...sessions.cataloger.headers() });
    expect(cataloger.cache).toBe('bypass');
    expect(canEdit(cataloger.body)).toEqual([true]);
    const user = await get(url, { ...ui, ...sessions.user.headers() });
    expect(user.cache).toBe('bypass');
    expect(canEdit(user.body)).not.toContain(true);
    const anonymousAgain = await get(url, ui);
    expect(anonymousAgain.cache).toBe('hit');
    expect(anonymousAgain.body).toBe(anonymous.body);
    expect((await get(url, { ...ui, ...sessions.cataloger.headers() })).body).toBe(cataloger.body);
  });
});
