import { COLLECTION_NAMES, type CollectionName, collectionOfPidType } from '@parton/records';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { matchReferences } from '../citations/matcher';
import { importPaths } from '../importer/importer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/app';
import { DEMO_DATA_DIR, DEMO_SKIP_REASON, hasDemoData } from '../testing/demo';
import { buildLiterature, buildRecord } from '../testing/factories';
import { adoptPublicUrl, rebuildMissingPublicJson } from './publicJson';
import { saveRecords } from './writer';

type Json = Record<string, unknown>;

/** Every private value below carries this word: no public answer may contain it. */
const SECRET = 'SECRET';

const cited = buildLiterature({
  titles: [{ title: 'The cited paper' }],
  // A stored copy of the citation counts gives way to the counted ones (both paths).
  citation_count: 999,
  citation_count_without_self_citations: 998,
  _private_notes: [{ value: `${SECRET} note` }],
  preprint_date: '2019-03-04',
  publication_info: [
    { journal_title: 'Phys.Rev.D', journal_volume: '99', page_start: '1', year: 2020 },
    // Hidden, and earlier: earliest_date still reads it (as the hits always did), the JSON does not show it.
    { journal_title: `${SECRET}.J`, year: 2017, hidden: true },
  ],
});

const records: { collection: CollectionName; metadata: Json }[] = [
  { collection: 'literature', metadata: cited },
  {
    collection: 'literature',
    metadata: buildLiterature({
      _export_to: { CDS: true },
      _desy_bookkeeping: [{ status: `${SECRET}-printed` }],
      _files: [{ key: `${SECRET}.pdf` }],
      acquisition_source: { method: 'submitter', email: `${SECRET}@example.org` },
      documents: [
        { key: 'public.pdf', url: 'https://example.org/public.pdf' },
        { key: 'hidden.pdf', url: `https://example.org/${SECRET}.pdf`, hidden: true },
      ],
      report_numbers: [{ value: 'CERN-TH-2019-001' }, { value: `${SECRET}-1`, hidden: true }],
      // Links named by another host are answered under PUBLIC_URL.
      references: [{ record: { $ref: `https://inspirehep.net/api/literature/${cited.control_number}` } }],
      authors: [
        {
          full_name: 'Ellis, John R.',
          affiliations: [
            { value: 'CERN', record: { $ref: 'https://inspirehep.net/api/institutions/902725' } },
          ],
        },
      ],
    }),
  },
  // A stored author_count: the record route keeps it, hits replace it, so no text is kept (old path for both).
  { collection: 'literature', metadata: buildLiterature({ author_count: 7, earliest_date: '1999' }) },
  {
    collection: 'literature',
    metadata: buildLiterature({ titles: [{ title: 'Unicode ü "quoted" \\ \u2028' }] }),
  },
  {
    collection: 'authors',
    metadata: buildRecord('authors', {
      name: { value: 'Privacy, Paula' },
      _private_notes: [{ value: `${SECRET} note` }],
      acquisition_source: { method: 'submitter', email: `${SECRET}@example.org` },
      email_addresses: [{ value: 'paula@example.org' }, { value: `${SECRET}@example.org`, hidden: true }],
      positions: [{ institution: 'CERN' }, { institution: `${SECRET} U`, hidden: true }],
    }),
  },
  { collection: 'authors', metadata: buildRecord('authors', { name: { value: 'Plain, Peter' } }) },
  ...COLLECTION_NAMES.filter((name) => name !== 'literature' && name !== 'authors').flatMap((collection) => [
    {
      collection,
      metadata: buildRecord(collection, {
        _private_notes: [{ value: `${SECRET} note` }],
        _export_to: { CDS: true },
        acquisition_source: { method: 'submitter', email: `${SECRET}@example.org` },
      }),
    },
    { collection, metadata: buildRecord(collection, { _private_notes: [{ value: `${SECRET} note` }] }) },
    { collection, metadata: buildRecord(collection) },
  ]),
];

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(testApp.context.db, records);
});
afterAll(async () => {
  await testApp.close();
});

/** Status and body (a deleted record that names its successor answers 301). */
async function get(url: string): Promise<string> {
  const response = await testApp.app.inject({ url, headers: { 'x-cache-bypass': '1' } });
  expect([200, 301], url).toContain(response.statusCode);
  if (response.statusCode === 200) {
    expect(response.headers['content-type'], url).toMatch(/^application\/json/);
  }
  return `${response.statusCode} ${response.body}`;
}

/** Every JSON answer that carries a public text: each record's route and every page of each collection's search. */
async function publicAnswers(): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  const stored = await sql<{ pid_type: string; control_number: number }>`
    SELECT pid_type, control_number FROM records ORDER BY pid_type, control_number
  `.execute(testApp.context.db);
  for (const row of stored.rows) {
    const url = `/api/${collectionOfPidType(row.pid_type)}/${row.control_number}`;
    answers.set(url, await get(url));
  }
  for (const collection of COLLECTION_NAMES) {
    for (let page = 1; ; page += 1) {
      const url = `/api/${collection}?size=50&page=${page}&start_date=all&status=all`;
      const body = await get(url);
      answers.set(url, body);
      if ((JSON.parse(body.slice(4)) as { hits: { hits: unknown[] } }).hits.hits.length < 50) {
        break;
      }
    }
  }
  return answers;
}

async function storedTexts(): Promise<number> {
  const result = await sql<{ n: string }>`SELECT count(*) AS n FROM public_json`.execute(testApp.context.db);
  return Number(result.rows[0]!.n);
}

async function forgetTexts(): Promise<void> {
  await sql`DELETE FROM public_json`.execute(testApp.context.db);
}

function expectSameAnswers(fast: Map<string, string>, old: Map<string, string>): void {
  expect([...fast.keys()]).toEqual([...old.keys()]);
  for (const [url, body] of old) {
    // Byte for byte: not parsed, so that key order and number and string spelling count too.
    expect(fast.get(url) === body, url).toBe(true);
  }
}

describe('public JSON texts kept ready', () => {
  it('answer the record route and search hits byte for byte as the old path, for every collection', async () => {
    // The test app names its PUBLIC_URL as a server does, so the records above got their texts when written.
    expect(await storedTexts()).toBe(records.length - 1);
    await forgetTexts();
    const old = await publicAnswers();
    const progress = await rebuildMissingPublicJson(testApp.context.db, TEST_PUBLIC_URL, { batchSize: 4 });
    // One record keeps the old path: it stores its own author_count.
    expect(progress).toMatchObject({ scanned: records.length, built: records.length - 1 });
    expect(await storedTexts()).toBe(records.length - 1);
    const fast = await publicAnswers();
    expectSameAnswers(fast, old);
    for (const body of fast.values()) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain('inspirehep.net/api');
    }
    // Idempotent: only the record that keeps the old path is looked at again.
    expect(await rebuildMissingPublicJson(testApp.context.db, TEST_PUBLIC_URL)).toMatchObject({
      scanned: 1,
      built: 0,
    });
  });

  it('are what is sent (not the stored record) while they are current', async () => {
    const controlNumber = Number(records[5]!.metadata.control_number);
    await sql`UPDATE public_json SET metadata_json = '{"name":"from the text"}'
      WHERE record_id = (SELECT id FROM records WHERE pid_type = 'aut' AND control_number = ${controlNumber})`.execute(
      testApp.context.db,
    );
    expect(await get(`/api/authors/${controlNumber}`)).toContain('"metadata":{"name":"from the text"}');
    expect(await get(`/api/authors?q=control_number:${controlNumber}`)).toContain('{"name":"from the text"}');
    // Built for another PUBLIC_URL: never served there; that server answers the old way.
    const other = await buildApp({
      ...testApp.context,
      config: { ...testApp.context.config, publicUrl: 'https://other.example' },
    });
    try {
      const response = await other.inject({ url: `/api/authors/${controlNumber}` });
      expect(response.body).not.toContain('from the text');
      expect(response.body).toContain('Plain, Peter');
      expect(response.body).toContain('https://other.example/api/authors/');
    } finally {
      await other.close();
    }
    await rebuildAll();
  });

  it('follow every write in its transaction: new revisions, new citations, hidden items', async () => {
    await adoptPublicUrl(testApp.context.db, TEST_PUBLIC_URL);
    const citing = buildLiterature({
      references: [{ record: { $ref: `http://localhost:8000/api/literature/${cited.control_number}` } }],
    });
    const edited: Json = {
      ...records[4]!.metadata,
      positions: [{ institution: 'DESY' }, { institution: `${SECRET} Lab`, hidden: true }],
    };
    await saveRecords(testApp.context.db, [
      { collection: 'literature', metadata: citing },
      { collection: 'authors', metadata: edited },
    ]);
    expect(await storedTexts()).toBe(records.length);
    const fast = await publicAnswers();
    expect(fast.get(`/api/literature/${cited.control_number}`)).toContain('"citation_count":2,');
    expect(fast.get(`/api/authors/${edited.control_number}`)).toContain('DESY');
    await forgetTexts();
    expectSameAnswers(fast, await publicAnswers());
    await rebuildAll();
  });

  it('are stale, and not served, when the record changed without them', async () => {
    const controlNumber = Number(records[5]!.metadata.control_number);
    await sql`UPDATE records SET revision_id = revision_id + 1,
      metadata = jsonb_set(metadata, '{name,value}', '"Renamed, Peter"')
      WHERE pid_type = 'aut' AND control_number = ${controlNumber}`.execute(testApp.context.db);
    expect(await get(`/api/authors/${controlNumber}`)).toContain('Renamed, Peter');
    expect(await get(`/api/authors?q=control_number:${controlNumber}`)).toContain('Renamed, Peter');
    expect(await rebuildMissingPublicJson(testApp.context.db, TEST_PUBLIC_URL)).toMatchObject({
      scanned: 2, // this one, and the record that keeps the old path
      built: 1,
    });
  });
});

describe('public JSON texts of references linked in place by the matcher', () => {
  it('are rebuilt in the transaction that writes the links', async () => {
    const target = buildLiterature({ dois: [{ value: '10.1234/public.json.target' }] });
    const citer = buildLiterature({ references: [{ reference: { dois: ['10.1234/public.json.target'] } }] });
    await saveRecords(testApp.context.db, [
      { collection: 'literature', metadata: target },
      { collection: 'literature', metadata: citer },
    ]);
    const summary = await matchReferences(testApp.context.db, {
      publicUrl: TEST_PUBLIC_URL,
      graph: 'rebuild',
    });
    expect(summary.referencesLinked).toBeGreaterThanOrEqual(1);
    const stored = await sql<{ current: boolean; metadata_json: string }>`
      SELECT p.revision_id = r.revision_id AS current, p.metadata_json FROM records r
      JOIN public_json p ON p.record_id = r.id
      WHERE r.pid_type = 'lit' AND r.control_number = ${Number(citer.control_number)}
    `.execute(testApp.context.db);
    expect(stored.rows[0]?.current).toBe(true);
    expect(stored.rows[0]?.metadata_json).toContain(
      `"$ref": "${TEST_PUBLIC_URL}/api/literature/${target.control_number}"`,
    );
  });
});

async function rebuildAll(): Promise<void> {
  await forgetTexts();
  await rebuildMissingPublicJson(testApp.context.db, TEST_PUBLIC_URL);
}

const demoLabel = hasDemoData
  ? 'public JSON texts of the real demo records'
  : `public JSON texts of the real demo records (skipped: ${DEMO_SKIP_REASON})`;

describe.skipIf(!hasDemoData)(demoLabel, () => {
  it('answer every record and search page byte for byte as the old path', async () => {
    await forgetTexts();
    const summary = await importPaths(testApp.context.db, [DEMO_DATA_DIR]);
    expect(summary.rejected).toBe(0);
    await forgetTexts();
    const old = await publicAnswers();
    const progress = await rebuildMissingPublicJson(testApp.context.db, TEST_PUBLIC_URL);
    expect(progress.built).toBeGreaterThan(100);
    const fast = await publicAnswers();
    expect(fast.size).toBeGreaterThan(100);
    expectSameAnswers(fast, old);
  });
});
