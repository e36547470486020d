import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_NAMES, type CollectionName, UI_JSON_MIME } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestSession } from '../../accounts/testing/sessions';
import { importPaths } from '../../importer/importer';
import { saveRecords } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { DEMO_DATA_DIR, DEMO_SKIP_REASON, hasDemoData } from '../../testing/demo';
import { buildLiterature, buildRecord } from '../../testing/factories';
import { logInEachRole } from '../../testing/roleSessions';

type Json = Record<string, unknown>;

/** Every private value below carries this word: no public answer may contain it. */
const SECRET = 'SECRET';

const privateNotes = (collection: string) => [{ value: `${SECRET} note on the ${collection} record` }];

const paper = buildLiterature({
  _private_notes: privateNotes('literature'),
  _export_to: { CDS: true, [SECRET]: true },
  _desy_bookkeeping: [{ status: `${SECRET}-printed` }],
  _files: [{ key: `${SECRET}.pdf` }],
  acquisition_source: { method: 'submitter', source: `${SECRET}-source`, email: `${SECRET}@example.org` },
  dois: [{ value: '10.1234/privacy.test' }],
  arxiv_eprints: [{ value: '2101.09999', categories: ['hep-th'] }],
  documents: [
    { key: 'public.pdf', url: 'https://example.org/public.pdf', fulltext: true },
    { key: 'hidden.pdf', url: `https://example.org/${SECRET}.pdf`, fulltext: true, hidden: true },
  ],
  publication_info: [
    { journal_title: 'Phys.Rev.D', journal_volume: '99', page_start: '1', year: 2019 },
    { journal_title: `${SECRET}.J`, journal_volume: '1', year: 2018, hidden: true },
  ],
  report_numbers: [{ value: 'CERN-TH-2019-001' }, { value: `${SECRET}-REPORT-1`, hidden: true }],
});

const author = buildRecord('authors', {
  name: { value: 'Privacy, Paula' },
  ids: [{ schema: 'ORCID', value: '0000-0002-1825-0097' }],
  _private_notes: privateNotes('authors'),
  acquisition_source: { method: 'submitter', email: `${SECRET}-submitter@example.org` },
  email_addresses: [
    { value: 'paula@example.org', current: true },
    { value: `${SECRET}-old@example.org`, hidden: true },
  ],
  positions: [
    { institution: 'CERN', current: true, start_date: '2019' },
    { institution: `${SECRET} University`, hidden: true },
  ],
  advisors: [{ name: 'Public, Adam' }, { name: `${SECRET}, Adam`, hidden: true }],
  project_membership: [{ name: 'ATLAS' }, { name: `${SECRET}-EXP`, hidden: true }],
});

/** One record of each other collection with a private note and a submitter's e-mail. */
const others = Object.fromEntries(
  COLLECTION_NAMES.filter((collection) => collection !== 'literature' && collection !== 'authors').map(
    (collection) => [
      collection,
      buildRecord(collection, {
        _private_notes: privateNotes(collection),
        acquisition_source: { method: 'submitter', email: `${SECRET}-submitter@example.org` },
      }),
    ],
  ),
) as Record<CollectionName, Json>;

const records: Record<CollectionName, Json> = { ...others, literature: paper, authors: author };

let testApp: TestApp;
let cataloger: TestSession;
let user: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(
    testApp.context.db,
    COLLECTION_NAMES.map((collection) => ({ collection, metadata: records[collection] })),
  );
  ({ cataloger, user } = await logInEachRole(testApp));
});
afterAll(async () => {
  await testApp.close();
});

function get(url: string, session: TestSession | null = null, headers: Record<string, string> = {}) {
  return injectAs(testApp.app, session, { url, headers });
}

/** A search that finds the one record of the collection (past conferences and seminars, jobs in any status). */
function searchUrl(collection: CollectionName): string {
  return `/api/${collection}?q=control_number:${records[collection].control_number}&start_date=all&status=all`;
}

describe('public answers leave out private notes, internal fields and hidden items', () => {
  it('in the JSON of a record of every collection, for anonymous callers and catalogers alike', async () => {
    for (const collection of COLLECTION_NAMES) {
      const url = `/api/${collection}/${records[collection].control_number}`;
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(200);
      expect(anonymous.body, url).not.toContain(SECRET);
      const metadata = anonymous.json().metadata as Json;
      expect(metadata, url).not.toHaveProperty('_private_notes');
      expect(metadata, url).not.toHaveProperty('_collections');
      expect(metadata.control_number, url).toBe(records[collection].control_number);
      // One public answer for everybody: the cataloger's copy is the same (the editor API has the rest).
      expect((await get(url, cataloger)).json().metadata, url).toEqual(metadata);
    }
  });

  it('keeps the public parts of a paper and of an author', async () => {
    const shown = (await get(`/api/literature/${paper.control_number}`)).json().metadata as Json;
    expect(shown).toMatchObject({
      titles: paper.titles,
      documents: [(paper.documents as Json[])[0]],
      publication_info: [(paper.publication_info as Json[])[0]],
      report_numbers: [{ value: 'CERN-TH-2019-001' }],
    });
    expect(shown).not.toHaveProperty('acquisition_source');
    expect(shown).not.toHaveProperty('_export_to');
    const profile = (await get(`/api/authors/${author.control_number}`)).json().metadata as Json;
    expect(profile).toMatchObject({
      email_addresses: [{ value: 'paula@example.org', current: true }],
      positions: [{ institution: 'CERN', current: true, start_date: '2019' }],
      advisors: [{ name: 'Public, Adam' }],
      project_membership: [{ name: 'ATLAS' }],
    });
    const job = (await get(`/api/jobs/${records.jobs.control_number}`)).json().metadata as Json;
    expect(job.acquisition_source).toEqual({ method: 'submitter' });
  });

  it('in the UI JSON of a record of every collection', async () => {
    for (const collection of COLLECTION_NAMES) {
      const url = `/api/${collection}/${records[collection].control_number}`;
      for (const session of [null, cataloger]) {
        const response = await get(url, session, { accept: UI_JSON_MIME });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^application\/vnd\+inspire\.record\.ui\+json/);
        expect(response.body, url).not.toContain(SECRET);
      }
    }
    const ui = (await get(`/api/literature/${paper.control_number}`, null, { accept: UI_JSON_MIME })).json();
    // Computed from the whole record even though `_collections` itself is not shown.
    expect(ui.metadata.is_collection_hidden).toBe(false);
    expect(ui.metadata.fulltext_links).toContainEqual({
      description: 'fulltext',
      value: 'https://example.org/public.pdf',
    });
  });

  it('in search hits, JSON and UI JSON, of every collection', async () => {
    for (const collection of COLLECTION_NAMES) {
      for (const accept of ['application/json', UI_JSON_MIME]) {
        for (const session of [null, cataloger]) {
          const response = await get(searchUrl(collection), session, { accept });
          expect(response.statusCode, `${collection} ${accept}`).toBe(200);
          expect(response.json().hits.total, `${collection} ${accept}`).toBe(1);
          expect(response.body, `${collection} ${accept}`).not.toContain(SECRET);
          expect(response.body, `${collection} ${accept}`).not.toContain('_collections');
        }
      }
    }
    const projected = await get(
      `/api/literature?q=control_number:${paper.control_number}&fields=_private_notes,documents,titles`,
    );
    expect(projected.json().hits.hits[0].metadata).toEqual({
      documents: [(paper.documents as Json[])[0]],
      titles: paper.titles,
    });
  });

  it('in the identifier look-ups', async () => {
    for (const url of [
      '/api/doi/10.1234/privacy.test',
      '/api/arxiv/2101.09999',
      '/api/orcid/0000-0002-1825-0097',
    ]) {
      for (const accept of ['application/json', UI_JSON_MIME]) {
        const response = await get(url, cataloger, { accept });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, `${url} ${accept}`).not.toContain(SECRET);
      }
    }
  });

  it('in citation exports of a record and of a search', async () => {
    for (const format of ['bibtex', 'latex-eu', 'latex-us', 'cv']) {
      const single = await get(`/api/literature/${paper.control_number}?format=${format}`, cataloger);
      expect(single.statusCode, format).toBe(200);
      expect(single.body, format).not.toContain(SECRET);
      const search = await get(`/api/literature?q=control_number:${paper.control_number}&format=${format}`);
      expect(search.statusCode, format).toBe(200);
      expect(search.body, format).not.toContain(SECRET);
    }
  });
});

describe('the editor API answers the whole stored record, to those who may edit it', () => {
  it('gives catalogers every private part, exactly as stored', async () => {
    for (const collection of COLLECTION_NAMES) {
      const url = `/api/editor/${collection}/${records[collection].control_number}`;
      const response = await get(url, cataloger);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().metadata, url).toEqual(records[collection]);
    }
  });

  it('refuses anonymous callers and users who may not edit the record', async () => {
    const url = `/api/editor/literature/${paper.control_number}`;
    expect((await get(url)).statusCode).toBe(401);
    const refused = await get(url, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(SECRET);
  });
});

/** Every demo file, parsed, with its collection (from `$schema`). */
function demoRecords(): { file: string; collection: CollectionName; record: Json }[] {
  const found: { file: string; collection: CollectionName; record: Json }[] = [];
  for (const folder of readdirSync(DEMO_DATA_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) {
      continue;
    }
    for (const name of readdirSync(join(DEMO_DATA_DIR, folder.name))) {
      const record = JSON.parse(readFileSync(join(DEMO_DATA_DIR, folder.name, name), 'utf8')) as Json;
      const collection = /\/records\/([a-z]+)\.json$/
        .exec(String(record.$schema))![1]!
        .replace('hep', 'literature') as CollectionName;
      found.push({ file: `${folder.name}/${name}`, collection, record });
    }
  }
  return found;
}

function hiddenItems(record: Json): number {
  return Object.values(record)
    .filter(Array.isArray)
    .flat()
    .filter((item) => (item as { hidden?: unknown } | null)?.hidden === true).length;
}

const demoLabel = hasDemoData
  ? 'the real demo records'
  : `the real demo records (skipped: ${DEMO_SKIP_REASON})`;

describe.skipIf(!hasDemoData)(demoLabel, () => {
  let demo: ReturnType<typeof demoRecords>;
  beforeAll(async () => {
    const summary = await importPaths(testApp.context.db, [DEMO_DATA_DIR]);
    expect(summary.rejected).toBe(0);
    demo = demoRecords().filter(({ record }) => !(record.deleted === true && record.new_record));
  });

  it('carry private notes and hidden documents and e-mail addresses (the data this suite is about)', () => {
    expect(demo.filter(({ record }) => '_private_notes' in record).length).toBeGreaterThanOrEqual(40);
    expect(demo.filter(({ record }) => hiddenItems(record) > 0).length).toBeGreaterThanOrEqual(35);
    expect(
      demo.filter(({ collection, record }) => collection === 'authors' && hiddenItems(record) > 0),
    ).toHaveLength(3);
  });

  it('are public without private notes, `_collections` or hidden items, in JSON and UI JSON', async () => {
    let checked = 0;
    for (const { file, collection, record } of demo) {
      if (!('_private_notes' in record) && hiddenItems(record) === 0) {
        continue;
      }
      const url = `/api/${collection}/${record.control_number}`;
      const json = await get(url);
      expect(json.statusCode, file).toBe(200);
      const metadata = json.json().metadata as Json;
      expect(metadata, file).not.toHaveProperty('_private_notes');
      expect(metadata, file).not.toHaveProperty('_collections');
      expect(hiddenItems(metadata), file).toBe(0);
      expect(json.body, file).not.toMatch(/"hidden":\s*true/);
      for (const [field, value] of Object.entries(record)) {
        if (Array.isArray(value) && value.some((item) => item?.hidden === true)) {
          const visible = value.filter((item) => item?.hidden !== true);
          expect(metadata[field] ?? [], `${file} ${field}`).toEqual(
            JSON.parse(
              JSON.stringify(visible).replace(
                /https?:\/\/[^"/]+(\/api\/[a-z]+\/\d+")/g,
                'http://parton.test$1',
              ),
            ),
          );
        }
      }
      const ui = await get(url, null, { accept: UI_JSON_MIME });
      expect(ui.statusCode, file).toBe(200);
      expect(ui.body, file).not.toContain('"_private_notes"');
      expect(ui.body, file).not.toMatch(/"hidden":\s*true/);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(60);
  });

  it('are searched without private notes or hidden items in any collection', async () => {
    for (const collection of COLLECTION_NAMES) {
      for (const accept of ['application/json', UI_JSON_MIME]) {
        const response = await get(`/api/${collection}?size=100&start_date=all&status=all`, null, { accept });
        expect(response.statusCode, collection).toBe(200);
        expect(response.body, `${collection} ${accept}`).not.toContain('"_private_notes"');
        expect(response.body, `${collection} ${accept}`).not.toContain('"_collections"');
        expect(response.body, `${collection} ${accept}`).not.toMatch(/"hidden":\s*true/);
      }
    }
  });

  it('are read whole, private notes and hidden items included, through the editor API', async () => {
    for (const { file, collection, record } of demo) {
      if (!('_private_notes' in record) && hiddenItems(record) === 0) {
        continue;
      }
      const response = await get(`/api/editor/${collection}/${record.control_number}`, cataloger);
      expect(response.statusCode, file).toBe(200);
      expect(response.json().metadata, file).toEqual(record);
    }
  });
});
