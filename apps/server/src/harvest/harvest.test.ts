import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppConfig, type ArxivHarvestSettings, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/engine';
import { pendingJobs, runPendingJobs } from '../queue';
import { JOB_HANDLERS } from '../queue/handlers';
import { saveRecords } from '../records/writer';
import { createTestApp, TEST_PUBLIC_URL } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { buildLiterature } from '../testing/factories';
import { OaiMalformedResponseError } from './client';
import { ARXIV_HARVEST_JOB, createArxivClient, ensureArxivHarvestScheduled, runArxivHarvestJob } from './job';
import { findHarvestState, takeHarvestLease } from './repository';
import { ARXIV_SOURCE_KEY, harvestArxiv, utcDay } from './service';
import { fixture, type OaiMock, PAGE2_TOKEN, standardRoute, startOaiMock, xml } from './testing/oaiMock';

let mock: OaiMock;
let database: DatabaseHandle;
let settings: ArxivHarvestSettings;

const NOW = new Date('2026-11-03T12:00:00.000Z');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  mock = await startOaiMock();
  settings = {
    oaiUrl: mock.url,
    sets: ['physics:hep-th', 'physics:hep-lat'],
    intervalMs: DAY_MS,
    requestIntervalMs: 0,
    maxRetryAfterMs: 20,
  };
});
afterAll(async () => {
  await mock.close();
});
/** A fresh database for each test that harvests (the harvest state is one row per source). */
function withFreshDatabase() {
  beforeEach(async () => {
    database = await createTestDatabase();
    mock.respond(standardRoute);
    mock.requests.length = 0;
  });
  afterEach(async () => {
    await database.close();
  });
}

/** Papers we already have: the Higgs discovery (a new arXiv version arrives), and a published paper known by DOI. */
async function storeKnownPapers() {
  const higgs = buildLiterature({
    control_number: 1_124_337,
    titles: [{ title: 'Observation of a new particle (curated title)' }],
    authors: [{ full_name: 'Aad, Georges', curated_relation: true }],
    arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex'] }],
    inspire_categories: [{ term: 'Experiment-HEP' }],
    curated: true,
    // A reference to an e-print this harvest brings: the matcher links it once the paper is written.
    references: [{ reference: { arxiv_eprint: 'arXiv:2611.01234' } }],
  });
  const published = buildLiterature({
    control_number: 2_000_001,
    titles: [{ title: 'Heavy resonances to HH in bbtautau (journal version)' }],
    dois: [{ value: '10.1103/PhysRevD.114.052011' }],
  });
  await saveRecords(database.db, [
    { collection: 'literature', metadata: higgs },
    { collection: 'literature', metadata: published },
  ]);
}

async function literatureByArxiv(): Promise<
  Map<string, { controlNumber: number; revision: number; metadata: Record<string, unknown> }>
> {
  const rows = await sql<{ control_number: number; revision_id: number; metadata: Record<string, unknown> }>`
    SELECT control_number, revision_id, metadata FROM records WHERE pid_type = 'lit'`.execute(database.db);
  const byArxiv = new Map<
    string,
    { controlNumber: number; revision: number; metadata: Record<string, unknown> }
  >();
  for (const row of rows.rows) {
    const eprint = (row.metadata.arxiv_eprints as { value: string }[] | undefined)?.[0]?.value;
    if (eprint) {
      byArxiv.set(eprint, {
        controlNumber: Number(row.control_number),
        revision: row.revision_id,
        metadata: row.metadata,
      });
    }
  }
  return byArxiv;
}

async function versionCount(): Promise<number> {
  const result = await sql<{ count: number }>`SELECT count(*)::int AS count FROM record_versions`.execute(
    database.db,
  );
  return result.rows[0]!.count;
}

function harvest(options: Partial<Parameters<typeof harvestArxiv>[1]> = {}) {
  return harvestArxiv(database.db, {
    settings,
    client: createArxivClient(settings, TEST_PUBLIC_URL),
    publicUrl: TEST_PUBLIC_URL,
    now: () => NOW,
    ...options,
  });
}

function describeRequest(url: URL): string {
  const params = Object.fromEntries(url.searchParams);
  return params.resumptionToken
    ? `token ${params.resumptionToken}`
    : `${params.metadataPrefix} ${params.set} ${params.from}..${params.until}`;
}

describe('arXiv harvest', () => {
  withFreshDatabase();

  it('writes new e-prints and updates the papers we have, across a resumption token, a 503 and a deleted record', async () => {
    await storeKnownPapers();
    let refusedOnce = false;
    mock.respond((request, index) => {
      if (request.searchParams.get('resumptionToken') === PAGE2_TOKEN && !refusedOnce) {
        refusedOnce = true;
        return { status: 503, headers: { 'retry-after': '1' }, body: 'Retry after specified interval' };
      }
      return standardRoute(request, index);
    });
    const outcome = await harvest();
    expect(outcome).toMatchObject({
      status: 'done',
      // The very first run reads from yesterday to today.
      window: { from: '2026-11-02', until: '2026-11-03', sets: ['physics:hep-th', 'physics:hep-lat'] },
      lastDatestamp: '2026-11-03',
      problems: [],
    });
    expect(outcome.counts).toEqual({
      pages: 3,
      seen: 5,
      created: 2,
      updated: 2,
      unchanged: 0,
      deleted: 1,
      failed: 0,
      linked: 1,
      restarts: 0,
    });
    expect(mock.requests.map(describeRequest)).toEqual([
      'arXiv physics:hep-th 2026-11-02..2026-11-03',
      `token ${PAGE2_TOKEN}`,
      `token ${PAGE2_TOKEN}`,
      'arXiv physics:hep-lat 2026-11-02..2026-11-03',
    ]);

    const papers = await literatureByArxiv();
    expect([...papers.keys()].sort()).toEqual(['1207.7214', '2611.01234', '2611.02345', '2611.03456']);
    // The deleted e-print is skipped, never created.
    expect(papers.has('2610.09999')).toBe(false);

    const island = papers.get('2611.01234')!;
    expect(island.controlNumber).toBeGreaterThan(2_000_001);
    expect(island.metadata).toMatchObject({
      control_number: island.controlNumber,
      titles: [{ title: expect.stringMatching(/^Holographic entanglement/), source: 'arXiv' }],
      acquisition_source: { method: 'hepcrawl', source: 'arXiv', datetime: NOW.toISOString() },
      _collections: ['Literature'],
      texkeys: [expect.stringMatching(/^Beaulieu:2026[a-z]{3}$/)],
    });

    // Found by DOI: the journal version gets the e-print instead of a duplicate record.
    const byDoi = papers.get('2611.02345')!;
    expect(byDoi.controlNumber).toBe(2_000_001);
    expect(byDoi.metadata.titles).toEqual([
      { title: 'Heavy resonances to HH in bbtautau (journal version)' },
      { title: expect.stringMatching(/^Search for heavy resonances/), source: 'arXiv' },
    ]);

    // Found by arXiv id: arXiv's fields updated, curated ones kept, its reference linked by the matcher.
    const higgs = papers.get('1207.7214')!;
    expect(higgs.controlNumber).toBe(1_124_337);
    expect(higgs.metadata.arxiv_eprints).toEqual([{ value: '1207.7214', categories: ['hep-ex', 'hep-ph'] }]);
    expect(higgs.metadata.authors).toEqual([{ full_name: 'Aad, Georges', curated_relation: true }]);
    expect(higgs.metadata.inspire_categories).toEqual([{ term: 'Experiment-HEP' }]);
    expect(higgs.metadata.curated).toBe(true);
    expect(higgs.metadata.dois).toEqual([
      { value: '10.1016/j.physletb.2012.08.020', source: 'arXiv', material: 'publication' },
    ]);
    expect(higgs.metadata.references).toEqual([
      {
        reference: { arxiv_eprint: 'arXiv:2611.01234' },
        record: { $ref: `${TEST_PUBLIC_URL}/api/literature/${island.controlNumber}` },
      },
    ]);
    // Update, then the matcher's link: two new revisions.
    expect(higgs.revision).toBe(2);

    const state = await findHarvestState(database.db, ARXIV_SOURCE_KEY);
    expect(state).toMatchObject({ lastDatestamp: '2026-11-03', run: null, runningBy: null, lastError: null });
  });

  it('reads from the remembered datestamp next time, and re-harvested records make no new revision', async () => {
    await storeKnownPapers();
    await harvest();
    const before = await literatureByArxiv();
    const versions = await versionCount();
    mock.requests.length = 0;
    // Two days later the server lists the same records again (they were updated on the remembered day).
    const next = await harvest({ now: () => new Date(NOW.getTime() + 2 * DAY_MS) });
    expect(mock.requests.map(describeRequest)[0]).toBe('arXiv physics:hep-th 2026-11-03..2026-11-05');
    expect(next.counts).toMatchObject({
      seen: 5,
      created: 0,
      updated: 0,
      unchanged: 4,
      deleted: 1,
      failed: 0,
    });
    expect(await versionCount()).toBe(versions);
    const after = await literatureByArxiv();
    for (const [eprint, paper] of before) {
      expect(after.get(eprint)?.revision, eprint).toBe(paper.revision);
    }
    expect((await findHarvestState(database.db, ARXIV_SOURCE_KEY))?.lastDatestamp).toBe('2026-11-05');
  });

  it('stops with a clear error on a malformed page, keeps the pages before it, and resumes at that page', async () => {
    mock.respond((request, index) =>
      request.searchParams.get('resumptionToken') === PAGE2_TOKEN
        ? xml(fixture('malformed-page'))
        : standardRoute(request, index),
    );
    const failure = harvest();
    await expect(failure).rejects.toThrow(OaiMalformedResponseError);
    const state = await findHarvestState(database.db, ARXIV_SOURCE_KEY);
    expect(state?.lastError).toMatch(
      /^Malformed OAI-PMH response from .*resumptionToken=6943071%7C1001.*line \d+/,
    );
    expect(state?.run).toMatchObject({ setIndex: 0, resumptionToken: PAGE2_TOKEN });
    expect(state?.runningBy).toBeNull();
    expect([...(await literatureByArxiv()).keys()].sort()).toEqual(['2611.01234', '2611.02345']);

    mock.respond(standardRoute);
    mock.requests.length = 0;
    const resumed = await harvest();
    expect(resumed.status).toBe('done');
    expect(mock.requests.map(describeRequest)).toEqual([
      `token ${PAGE2_TOKEN}`,
      'arXiv physics:hep-lat 2026-11-02..2026-11-03',
    ]);
    expect(resumed.counts).toMatchObject({ pages: 3, seen: 5, created: 4, deleted: 1 });
    expect((await findHarvestState(database.db, ARXIV_SOURCE_KEY))?.lastError).toBeNull();
  });

  it('reads a set again from its start when the server no longer knows the resumption token', async () => {
    mock.respond((request, index) =>
      request.searchParams.get('resumptionToken') === PAGE2_TOKEN
        ? xml('not xml at all <')
        : standardRoute(request, index),
    );
    await expect(harvest()).rejects.toThrow(OaiMalformedResponseError);
    let expired = false;
    mock.respond((request, index) => {
      if (request.searchParams.get('resumptionToken') === PAGE2_TOKEN && !expired) {
        expired = true;
        return xml(fixture('bad-resumption-token'));
      }
      return standardRoute(request, index);
    });
    mock.requests.length = 0;
    const outcome = await harvest();
    expect(outcome.status).toBe('done');
    expect(outcome.counts.restarts).toBe(1);
    expect(mock.requests.map(describeRequest)).toEqual([
      `token ${PAGE2_TOKEN}`,
      'arXiv physics:hep-th 2026-11-02..2026-11-03',
      `token ${PAGE2_TOKEN}`,
      'arXiv physics:hep-lat 2026-11-02..2026-11-03',
    ]);
    expect((await literatureByArxiv()).size).toBe(4);
  });

  it('reports a record it cannot write and writes the others', async () => {
    mock.respond((request, index) =>
      request.searchParams.get('set') === 'physics:hep-th'
        ? xml(fixture('hep-th-page1').replace(/<title>Search for heavy resonances[^<]*<\/title>/, ''))
        : standardRoute(request, index),
    );
    const outcome = await harvest();
    expect(outcome.status).toBe('done');
    expect(outcome.counts).toMatchObject({ created: 3, failed: 1 });
    expect(outcome.problems).toEqual([
      { identifier: 'oai:arXiv.org:2611.02345', message: 'arXiv:2611.02345 has no title' },
    ]);
    expect((await findHarvestState(database.db, ARXIV_SOURCE_KEY))?.problems).toEqual(outcome.problems);
  });

  it('refuses to guess when an e-print matches several papers', async () => {
    await saveRecords(database.db, [
      { collection: 'literature', metadata: buildLiterature({ arxiv_eprints: [{ value: '2611.01234' }] }) },
      { collection: 'literature', metadata: buildLiterature({ arxiv_eprints: [{ value: '2611.01234v2' }] }) },
    ]);
    const outcome = await harvest();
    expect(outcome.problems).toEqual([
      {
        identifier: 'oai:arXiv.org:2611.01234',
        message: expect.stringMatching(/^arXiv:2611\.01234 matches several records: \d+, \d+$/),
      },
    ]);
  });

  it('leaves the source alone while another harvester holds it', async () => {
    expect(await takeHarvestLease(database.db, ARXIV_SOURCE_KEY, 'elsewhere:1', 1800)).toBe(true);
    const outcome = await harvest();
    expect(outcome).toMatchObject({ status: 'busy', heldBy: 'elsewhere:1' });
    expect(mock.requests).toHaveLength(0);
    expect((await harvest({ force: true })).status).toBe('done');
  });
});

describe('harvested papers in the API', () => {
  it('are found by search and served like any paper as soon as the page is written', async () => {
    const testApp = await createTestApp();
    try {
      mock.respond(standardRoute);
      await harvestArxiv(testApp.context.db, {
        settings,
        client: createArxivClient(settings, TEST_PUBLIC_URL),
        publicUrl: TEST_PUBLIC_URL,
        now: () => NOW,
      });
      const search = await testApp.app.inject(
        '/api/literature?q=arxiv:2611.01234&fields=titles,arxiv_eprints',
      );
      expect(search.statusCode).toBe(200);
      const hits = search.json().hits;
      expect(hits.total).toBe(1);
      expect(hits.hits[0].metadata.arxiv_eprints).toEqual([
        { value: '2611.01234', categories: ['hep-th', 'gr-qc'] },
      ]);
      const byAuthor = await testApp.app.inject('/api/literature?q=a%20Okafor,%20Chinedu');
      expect(byAuthor.json().hits.total).toBe(1);
      const record = await testApp.app.inject(`/api/literature/${hits.hits[0].id}`);
      expect(record.statusCode).toBe(200);
      expect(record.json().metadata.titles[0].source).toBe('arXiv');
    } finally {
      await testApp.close();
    }
  });
});

describe('the scheduled harvest job', () => {
  withFreshDatabase();

  function configWith(harvest: ArxivHarvestSettings | undefined): AppConfig {
    return { ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL }), arxivHarvest: harvest };
  }

  it('runs when due and keeps exactly one harvest pending, an interval later', async () => {
    const config = configWith(settings);
    const due = await ensureArxivHarvestScheduled(database.db, settings);
    expect(due.getTime()).toBeLessThanOrEqual(Date.now());
    // Scheduling again (a restart) does not add a job.
    await ensureArxivHarvestScheduled(database.db, settings);
    expect(await pendingJobs(database.db, ARXIV_HARVEST_JOB)).toHaveLength(1);

    const started = Date.now();
    const ran = await runPendingJobs(database.db, JOB_HANDLERS, {
      kinds: [ARXIV_HARVEST_JOB],
      context: { config },
    });
    expect(ran).toBe(1);
    const pending = await pendingJobs(database.db, ARXIV_HARVEST_JOB);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.getTime()).toBeGreaterThanOrEqual(started + DAY_MS - 1000);
    expect(pending[0]!.lastError).toBeNull();
    expect((await literatureByArxiv()).size).toBe(4);
    expect((await findHarvestState(database.db, ARXIV_SOURCE_KEY))?.lastDatestamp).toBe(utcDay(new Date()));

    // After a restart the pending job stays an interval after the last run.
    const next = await ensureArxivHarvestScheduled(database.db, settings);
    expect(next.getTime()).toBeGreaterThanOrEqual(started + DAY_MS - 1000);
    expect(await pendingJobs(database.db, ARXIV_HARVEST_JOB)).toHaveLength(1);
  });

  it('records a failure on the job, keeps the next run scheduled, and its retry resumes', async () => {
    const config = configWith(settings);
    mock.respond((request, index) =>
      request.searchParams.get('resumptionToken') === PAGE2_TOKEN
        ? xml(fixture('malformed-page'))
        : standardRoute(request, index),
    );
    await ensureArxivHarvestScheduled(database.db, settings);
    await runPendingJobs(database.db, JOB_HANDLERS, { kinds: [ARXIV_HARVEST_JOB], context: { config } });
    const jobs = await pendingJobs(database.db, ARXIV_HARVEST_JOB);
    expect(jobs).toHaveLength(2);
    const failed = jobs.find((job) => job.lastError !== null)!;
    expect(failed.lastError).toMatch(/Malformed OAI-PMH response from .*resumptionToken=/);
    expect(failed.attempts).toBe(1);
    expect(jobs.find((job) => job.lastError === null)!.runAt.getTime()).toBeGreaterThan(
      Date.now() + DAY_MS / 2,
    );
    expect((await literatureByArxiv()).size).toBe(2);

    mock.respond(standardRoute);
    mock.requests.length = 0;
    // The retry waits for its backoff; run it now as the worker would once it is due.
    await sql`UPDATE job_queue SET run_at = now() WHERE last_error IS NOT NULL`.execute(database.db);
    await runPendingJobs(database.db, JOB_HANDLERS, { kinds: [ARXIV_HARVEST_JOB], context: { config } });
    expect(describeRequest(mock.requests[0]!)).toBe(`token ${PAGE2_TOKEN}`);
    expect((await literatureByArxiv()).size).toBe(4);
    expect(await pendingJobs(database.db, ARXIV_HARVEST_JOB)).toHaveLength(1);
  });

  it('hands an unfinished run to a new job at once', async () => {
    const config = configWith(settings);
    await runArxivHarvestJob(database.db, config, { maxPages: 1 });
    const [pending] = await pendingJobs(database.db, ARXIV_HARVEST_JOB);
    expect(pending!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await findHarvestState(database.db, ARXIV_SOURCE_KEY))?.run?.resumptionToken).toBe(PAGE2_TOKEN);
    await runPendingJobs(database.db, JOB_HANDLERS, { kinds: [ARXIV_HARVEST_JOB], context: { config } });
    expect((await findHarvestState(database.db, ARXIV_SOURCE_KEY))?.run).toBeNull();
    expect((await literatureByArxiv()).size).toBe(4);
  });

  it('does nothing and schedules nothing when ARXIV_OAI_URL is unset', async () => {
    await runArxivHarvestJob(database.db, configWith(undefined));
    expect(await pendingJobs(database.db, ARXIV_HARVEST_JOB)).toHaveLength(0);
    expect(mock.requests).toHaveLength(0);
  });
});

describe('harvest configuration', () => {
  it('is off without ARXIV_OAI_URL and reads the sets and the interval', () => {
    expect(loadConfig({}).arxivHarvest).toBeUndefined();
    expect(loadConfig({ ARXIV_OAI_URL: 'https://export.arxiv.org/oai2/' }).arxivHarvest).toEqual({
      oaiUrl: 'https://export.arxiv.org/oai2',
      sets: ['physics:hep-ex', 'physics:hep-lat', 'physics:hep-ph', 'physics:hep-th'],
      intervalMs: DAY_MS,
      requestIntervalMs: 3000,
      maxRetryAfterMs: 120_000,
    });
    const custom = loadConfig({
      ARXIV_OAI_URL: 'https://oaipmh.arxiv.org/oai',
      ARXIV_HARVEST_SETS: 'physics:hep-th, physics:gr-qc',
      ARXIV_HARVEST_INTERVAL: '6h',
    }).arxivHarvest;
    expect(custom).toMatchObject({ sets: ['physics:hep-th', 'physics:gr-qc'], intervalMs: 6 * 3_600_000 });
    expect(
      loadConfig({ ARXIV_OAI_URL: 'x', ARXIV_HARVEST_INTERVAL: 'weekly' }).arxivHarvest?.intervalMs,
    ).toBe(7 * DAY_MS);
    expect(() => loadConfig({ ARXIV_OAI_URL: 'x', ARXIV_HARVEST_INTERVAL: 'often' })).toThrow(
      /ARXIV_HARVEST_INTERVAL/,
    );
  });
});
