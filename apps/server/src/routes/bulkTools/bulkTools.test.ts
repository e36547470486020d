import { ASSIGN_MESSAGES } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, injectAs, logIn, type TestSession } from '../../accounts/testing/sessions';
import { CDS_EXPORT_JOB } from '../../bulkTools/cdsExport';
import { cdsExportsOf } from '../../bulkTools/repository';
import { pendingJobs } from '../../queue';
import { findRecord, listVersions } from '../../records/repository';
import { createRecord } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';

let testApp: TestApp;
let user: TestSession;
let cataloger: TestSession;
let catalogerId: number;

const CNUM = 'C26-05-11';
// Upcoming: the conference search lists upcoming conferences unless asked otherwise.
const conference = buildRecord('conferences', {
  cnum: CNUM,
  opening_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  titles: [{ title: 'Zetaconference on bulk tools' }],
});
const conferenceWithoutCnum = buildRecord('conferences', { titles: [{ title: 'A meeting without number' }] });
const conferenceRef = `${TEST_PUBLIC_URL}/api/conferences/${conference.control_number}`;

beforeAll(async () => {
  testApp = await createTestApp();
  await createRecord(testApp.context.db, 'conferences', conference);
  await createRecord(testApp.context.db, 'conferences', conferenceWithoutCnum);
  const userAccount = await createTestAccount(testApp.context);
  const catalogerAccount = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  catalogerId = catalogerAccount.account.id;
  user = await logIn(testApp.app, userAccount.email, userAccount.password);
  cataloger = await logIn(testApp.app, catalogerAccount.email, catalogerAccount.password);
});
afterAll(async () => {
  await testApp.close();
});

function post(session: TestSession | null, url: string, payload: Record<string, unknown>) {
  return injectAs(testApp.app, session, { method: 'POST', url, payload });
}

async function createPaper(overrides: Record<string, unknown> = {}): Promise<number> {
  const paper = buildLiterature(overrides);
  await createRecord(testApp.context.db, 'literature', paper);
  return paper.control_number as number;
}

async function storedPaper(controlNumber: number): Promise<Record<string, unknown>> {
  const stored = await findRecord(testApp.context.db, 'literature', controlNumber);
  return JSON.parse(stored!.metadataJson) as Record<string, unknown>;
}

async function contributionsOfConference(): Promise<unknown> {
  const response = await testApp.app.inject({
    url: '/api/conferences?q=zetaconference',
    headers: { accept: 'application/vnd+inspire.record.ui+json' },
  });
  const hits = (response.json() as { hits: { hits: { metadata: Record<string, unknown> }[] } }).hits.hits;
  expect(hits).toHaveLength(1);
  return hits[0]!.metadata.number_of_contributions;
}

describe.each([
  {
    url: '/api/assign/conference',
    body: (paper: number) => ({ conference_recid: conference.control_number, literature_recids: [paper] }),
  },
  { url: '/api/assign/export-to-cds', body: (paper: number) => ({ literature_recids: [paper] }) },
])('POST $url by role', ({ url, body }) => {
  it('answers anonymous 401 and a user without rights 403, writing nothing, and a cataloger 200', async () => {
    const paper = await createPaper();
    const before = await storedPaper(paper);
    expect((await post(null, url, body(paper))).statusCode).toBe(401);
    const plainUser = await post(user, url, body(paper));
    expect(plainUser.statusCode).toBe(403);
    expect(await storedPaper(paper)).toEqual(before);
    expect(await cdsExportsOf(testApp.context.db, paper)).toEqual([]);

    const byCataloger = await post(cataloger, url, body(paper));
    expect(byCataloger.statusCode).toBe(200);
    expect(byCataloger.json()).toEqual({ message: 'Success' });
  });

  it('refuses an empty selection with 400', async () => {
    const response = await post(cataloger, url, { ...body(1), literature_recids: [] });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/assign/conference', () => {
  it('assigns papers: document type and publication_info, as a revision by the cataloger; the count follows', async () => {
    const before = (await contributionsOfConference()) as number;
    const plain = await createPaper({
      publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '1' }],
    });
    const proceedings = await createPaper({ document_type: ['proceedings'] });
    const byRef = await createPaper({
      document_type: ['conference paper'],
      publication_info: [{ conference_record: { $ref: conferenceRef }, page_start: '3' }],
    });
    const byCnum = await createPaper({ publication_info: [{ cnum: CNUM }] });

    const response = await post(cataloger, '/api/assign/conference', {
      conference_recid: conference.control_number,
      literature_recids: [plain, proceedings, byRef, byCnum],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });

    expect(await storedPaper(plain)).toMatchObject({
      document_type: ['article', 'conference paper'],
      publication_info: [
        { journal_title: 'Phys.Rev.D', journal_volume: '1' },
        { cnum: CNUM, conference_record: { $ref: conferenceRef } },
      ],
    });
    expect(await storedPaper(proceedings)).toMatchObject({
      document_type: ['proceedings'],
      publication_info: [{ cnum: CNUM, conference_record: { $ref: conferenceRef } }],
    });
    expect((await storedPaper(byRef)).publication_info).toEqual([
      { conference_record: { $ref: conferenceRef }, page_start: '3', cnum: CNUM },
    ]);
    expect((await storedPaper(byCnum)).publication_info).toEqual([
      { cnum: CNUM, conference_record: { $ref: conferenceRef } },
    ]);

    const stored = await findRecord(testApp.context.db, 'literature', plain);
    const versions = await listVersions(testApp.context.db, stored!.id);
    expect(versions.at(-1)).toMatchObject({ user_id: catalogerId, source: 'conference-assign' });
    expect(versions.at(-1)?.note).toContain(CNUM);

    // The card counts conference papers of the cnum: the proceedings volume is not one of them.
    expect(await contributionsOfConference()).toBe(before + 3);
  });

  it('lists the papers it could not write and writes the others', async () => {
    const good = await createPaper();
    const missing = 987_654_321;
    const response = await post(cataloger, '/api/assign/conference', {
      conference_recid: conference.control_number,
      literature_recids: [missing, good],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Success',
      failures: [{ literature_id: missing, message: ASSIGN_MESSAGES.notFound }],
    });
    expect((await storedPaper(good)).document_type).toEqual(['article', 'conference paper']);
  });

  it('names a paper that fails validation, and answers 500 when no paper could be written', async () => {
    // Stored behind the writer's back: a page count in words, which the literature schema refuses on the rewrite.
    const invalid = await createPaper();
    await testApp.context.db
      .updateTable('records')
      .set({ metadata: JSON.stringify({ ...(await storedPaper(invalid)), number_of_pages: 'many' }) })
      .where('control_number', '=', invalid)
      .where('pid_type', '=', 'lit')
      .execute();
    const response = await post(cataloger, '/api/assign/conference', {
      conference_recid: conference.control_number,
      literature_recids: [invalid],
    });
    expect(response.statusCode).toBe(500);
    const body = response.json() as {
      message: string;
      failures: { literature_id: number; message: string }[];
    };
    expect(body.message).toBe('Internal Error');
    expect(body.failures).toEqual([
      { literature_id: invalid, message: expect.stringContaining('number_of_pages') },
    ]);
    expect((await storedPaper(invalid)).document_type).toEqual(['article']);
  });

  it('refuses an unknown conference (404) and one without cnum (400), writing nothing', async () => {
    const paper = await createPaper();
    const unknown = await post(cataloger, '/api/assign/conference', {
      conference_recid: 987_654_322,
      literature_recids: [paper],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ASSIGN_MESSAGES.conferenceNotFound });
    const withoutCnum = await post(cataloger, '/api/assign/conference', {
      conference_recid: conferenceWithoutCnum.control_number,
      literature_recids: [paper],
    });
    expect(withoutCnum.statusCode).toBe(400);
    expect(withoutCnum.json()).toEqual({ message: ASSIGN_MESSAGES.conferenceWithoutCnum });
    expect(await storedPaper(paper)).not.toHaveProperty('publication_info');
  });
});

describe('POST /api/assign/export-to-cds (the request; the job is tested in src/bulkTools)', () => {
  it('queues one job and a pending row per paper, answering at once', async () => {
    const first = await createPaper();
    const second = await createPaper();
    const jobsBefore = (await pendingJobs(testApp.context.db, CDS_EXPORT_JOB)).length;
    const response = await post(cataloger, '/api/assign/export-to-cds', {
      literature_recids: [first, second, first],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await pendingJobs(testApp.context.db, CDS_EXPORT_JOB)).length).toBe(jobsBefore + 1);
    for (const paper of [first, second]) {
      expect(await cdsExportsOf(testApp.context.db, paper)).toEqual([
        expect.objectContaining({ status: 'pending', requestedBy: catalogerId, exportedAt: null }),
      ]);
    }
  });

  it('refuses unknown papers with 400 naming them, queueing nothing', async () => {
    const known = await createPaper();
    const jobsBefore = (await pendingJobs(testApp.context.db, CDS_EXPORT_JOB)).length;
    const response = await post(cataloger, '/api/assign/export-to-cds', {
      literature_recids: [known, 987_654_323, 987_654_324],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'No literature records have the ids 987654323, 987654324.' });
    expect((await pendingJobs(testApp.context.db, CDS_EXPORT_JOB)).length).toBe(jobsBefore);
    expect(await cdsExportsOf(testApp.context.db, known)).toEqual([]);
  });

  it('refuses more papers than the bulk limit', async () => {
    const response = await post(cataloger, '/api/assign/export-to-cds', {
      literature_recids: Array.from({ length: 1001 }, (_, index) => index + 1),
    });
    expect(response.statusCode).toBe(400);
  });
});
