import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../accounts/model';
import { createTestAccount, injectAs, logIn, type TestSession } from '../accounts/testing/sessions';
import { pendingJobs, runPendingJobs } from '../queue';
import { JOB_HANDLERS } from '../queue/handlers';
import { saveRecords } from '../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/app';
import { buildLiterature, buildRecord } from '../testing/factories';
import { NEEDS_LOGIN_MESSAGES } from './job';
import { ORCID_PUSH_JOB, saveOrcidLoginToken, scheduleOrcidPush } from './service';
import { type MockOrcidApi, startMockOrcidApi } from './testing/mock-orcid-api';

const CLIENT_ID = 'APP-PARTON-PUSH-TEST';
const CLIENT_SECRET = 'push-test-secret';

let testApp: TestApp;
let mockApi: MockOrcidApi;
let nextOrcid = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  mockApi = await startMockOrcidApi(CLIENT_ID);
  testApp.context.config.orcid = {
    issuer: 'http://127.0.0.1:9',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    scope: 'openid',
  };
  testApp.context.config.orcidPush = { apiUrl: mockApi.apiUrl, requestIntervalMs: 0 };
});
afterAll(async () => {
  await testApp.close();
  await mockApi.close();
});
beforeEach(() => {
  mockApi.requests.length = 0;
});

interface PushUser {
  account: Account;
  session: TestSession;
  orcid: string;
  profile: number;
  token: string;
}

/** An author profile, its account with an ORCID iD, a stored ORCID token the mock accepts, logged in. */
async function pushUser(): Promise<PushUser> {
  nextOrcid += 1;
  const orcid = `0000-0003-1000-${String(nextOrcid).padStart(4, '0')}`;
  const [profile] = await saveRecords(testApp.context.db, [
    { collection: 'authors', metadata: buildRecord('authors', { name: { value: 'Carberry, Josiah' } }) },
  ]);
  const { account, email, password } = await createTestAccount(testApp.context, {
    orcid,
    profile: profile!.controlNumber,
  });
  const token = `token-${orcid}`;
  mockApi.grant(token, orcid);
  await saveOrcidLoginToken(testApp.context, account, orcid, { access_token: token, expires_in: 3600 });
  const session = await logIn(testApp.app, email, password);
  return { account, session, orcid, profile: profile!.controlNumber, token };
}

function signature(profile: number) {
  return { full_name: 'Carberry, Josiah', record: { $ref: `${TEST_PUBLIC_URL}/api/authors/${profile}` } };
}

/** A literature record the profile signs as second author. */
function claimedPaper(profile: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return buildLiterature({ authors: [{ full_name: 'Ellis, John R.' }, signature(profile)], ...overrides });
}

async function write(...records: Record<string, unknown>[]): Promise<number[]> {
  const outcomes = await saveRecords(
    testApp.context.db,
    records.map((metadata) => ({ collection: 'literature' as const, metadata })),
  );
  return outcomes.map((outcome) => outcome.controlNumber);
}

async function allowPush(user: PushUser): Promise<void> {
  const response = await injectAs(testApp.app, user.session, {
    method: 'PUT',
    url: '/api/accounts/settings/orcid-push',
    payload: { value: true },
  });
  expect(response.statusCode).toBe(200);
}

/** Runs the due ORCID push jobs (retries too when ignoreRunAt), with the test app's configuration. */
function runPushJobs(options: { ignoreRunAt?: boolean } = { ignoreRunAt: true }): Promise<number> {
  return runPendingJobs(testApp.context.db, JOB_HANDLERS, {
    kinds: [ORCID_PUSH_JOB],
    ignoreRunAt: options.ignoreRunAt ?? false,
    context: { config: testApp.context.config },
  });
}

async function overview(user: PushUser) {
  const response = await injectAs(testApp.app, user.session, { url: '/api/accounts/settings/orcid-push' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function calls(method?: string) {
  return mockApi.requests.filter((request) => method === undefined || request.method === method);
}

async function pushedRows(user: PushUser) {
  return testApp.context.db
    .selectFrom('orcid_push_works')
    .select(['control_number', 'put_code'])
    .where('user_id', '=', user.account.id)
    .orderBy('control_number')
    .execute();
}

describe('ORCID push against a mock ORCID member API', () => {
  it('pushes the claimed works when the user turns push on, and nothing on a second run', async () => {
    const user = await pushUser();
    const jobsBefore = (await pendingJobs(testApp.context.db, ORCID_PUSH_JOB)).length;
    const [article, preprint] = await write(
      claimedPaper(user.profile, {
        titles: [{ title: 'Top quarks at the LHC' }],
        dois: [{ value: '10.1000/Top.Quarks' }],
        arxiv_eprints: [{ value: '2101.00001', categories: ['hep-ph'] }],
        publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '103', year: 2021 }],
        imprints: [{ date: '2021-03-04' }],
      }),
      claimedPaper(user.profile, { arxiv_eprints: [{ value: '2102.00002' }], preprint_date: '2021-02' }),
      // Not the user's works: supervised, and someone else's paper.
      buildLiterature({ document_type: ['thesis'], supervisors: [signature(user.profile)] }),
      buildLiterature(),
    );
    // The user does not allow push yet: writing their papers schedules nothing.
    expect(await pendingJobs(testApp.context.db, ORCID_PUSH_JOB)).toHaveLength(jobsBefore);

    await allowPush(user);
    expect(await pendingJobs(testApp.context.db, ORCID_PUSH_JOB)).toHaveLength(jobsBefore + 1);
    expect(await runPushJobs()).toBeGreaterThanOrEqual(1);

    expect(calls().map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /${user.orcid}/work`,
      `POST /${user.orcid}/work`,
    ]);
    expect(calls()[0]!.authorization).toBe(`Bearer ${user.token}`);
    expect(calls()[0]!.contentType).toBe('application/vnd.orcid+json');
    const works = [...mockApi.works(user.orcid).values()];
    expect(works).toHaveLength(2);
    const articleWork = works.find((work) => (work.url as { value: string }).value.endsWith(`/${article}`))!;
    expect(articleWork).toMatchObject({
      title: { title: { value: 'Top quarks at the LHC' } },
      type: 'journal-article',
      'journal-title': { value: 'Phys.Rev.D' },
      'publication-date': { year: { value: '2021' }, month: { value: '03' }, day: { value: '04' } },
      url: { value: `${TEST_PUBLIC_URL}/literature/${article}` },
      'external-ids': {
        'external-id': [
          {
            'external-id-type': 'doi',
            'external-id-value': '10.1000/Top.Quarks',
            'external-id-url': { value: 'https://doi.org/10.1000/Top.Quarks' },
            'external-id-relationship': 'self',
          },
          expect.objectContaining({ 'external-id-type': 'arxiv', 'external-id-value': '2101.00001' }),
          expect.objectContaining({
            'external-id-type': 'uri',
            'external-id-value': `${TEST_PUBLIC_URL}/literature/${article}`,
          }),
        ],
      },
      contributors: {
        contributor: [
          {
            'credit-name': { value: 'John R. Ellis' },
            'contributor-attributes': { 'contributor-sequence': 'first', 'contributor-role': 'author' },
          },
          {
            'credit-name': { value: 'Josiah Carberry' },
            'contributor-attributes': { 'contributor-sequence': 'additional', 'contributor-role': 'author' },
          },
        ],
      },
      citation: { 'citation-type': 'bibtex' },
    });
    const preprintWork = works.find((work) =>
      (work.url as { value: string }).value.endsWith(`/${preprint}`),
    )!;
    expect(preprintWork).toMatchObject({ type: 'preprint', 'publication-date': { year: { value: '2021' } } });
    expect((await pushedRows(user)).map((row) => Number(row.control_number))).toEqual([article, preprint]);

    expect(await overview(user)).toEqual({
      available: true,
      allowed: true,
      state: 'done',
      works: 2,
      has_token: true,
      last_finished: expect.any(String),
      last_error: null,
      last_run: { sent: 2, deleted: 0, failed: 0 },
    });

    // The token is kept sealed, never as it came.
    const stored = await testApp.context.db
      .selectFrom('orcid_tokens')
      .select('access_token')
      .where('user_id', '=', user.account.id)
      .executeTakeFirstOrThrow();
    expect(stored.access_token).not.toContain(user.token);

    mockApi.requests.length = 0;
    await scheduleOrcidPush(testApp.context.db, user.account.id);
    await runPushJobs();
    expect(calls()).toEqual([]);
    expect(mockApi.works(user.orcid).size).toBe(2);
  });

  it('sends a changed record again with PUT to its put code, and skips a change ORCID does not see', async () => {
    const user = await pushUser();
    const paper = claimedPaper(user.profile, { titles: [{ title: 'First title' }] });
    await write(paper);
    await allowPush(user);
    await runPushJobs();
    const [row] = await pushedRows(user);
    mockApi.requests.length = 0;

    // A record write on which the user signs schedules the push by itself.
    await write({ ...paper, titles: [{ title: 'Second title' }] });
    expect((await pendingJobs(testApp.context.db, ORCID_PUSH_JOB)).length).toBeGreaterThan(0);
    await runPushJobs();
    expect(calls().map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /${user.orcid}/work/${row!.put_code}`,
    ]);
    expect(calls()[0]!.body).toMatchObject({
      'put-code': Number(row!.put_code),
      title: { title: { value: 'Second title' } },
    });
    expect(mockApi.works(user.orcid).get(Number(row!.put_code))).toMatchObject({
      title: { title: { value: 'Second title' } },
    });

    mockApi.requests.length = 0;
    await write({ ...paper, titles: [{ title: 'Second title' }], keywords: [{ value: 'top quark' }] });
    await runPushJobs();
    expect(calls()).toEqual([]);
  });

  it('deletes the work of a claim that was removed, and adds a newly claimed one', async () => {
    const user = await pushUser();
    const kept = claimedPaper(user.profile);
    const removed = claimedPaper(user.profile);
    await write(kept, removed);
    await allowPush(user);
    await runPushJobs();
    const rows = await pushedRows(user);
    const removedPutCode = rows.find(
      (row) => Number(row.control_number) === removed.control_number,
    )!.put_code;
    mockApi.requests.length = 0;

    const added = claimedPaper(user.profile);
    await write({ ...removed, authors: [{ full_name: 'Ellis, John R.' }] }, added);
    await runPushJobs();
    expect(calls().map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /${user.orcid}/work/${removedPutCode}`,
      `POST /${user.orcid}/work`,
    ]);
    expect(mockApi.works(user.orcid).has(Number(removedPutCode))).toBe(false);
    expect(mockApi.works(user.orcid).size).toBe(2);
    expect((await pushedRows(user)).map((row) => Number(row.control_number))).toEqual([
      kept.control_number,
      added.control_number,
    ]);
    expect((await overview(user)).last_run).toEqual({ sent: 1, deleted: 1, failed: 0 });
  });

  it('takes over a work ORCID already holds (409) instead of adding it twice', async () => {
    const user = await pushUser();
    await write(claimedPaper(user.profile, { dois: [{ value: '10.1000/lost.put.code' }] }));
    await allowPush(user);
    await runPushJobs();
    const [row] = await pushedRows(user);
    // As if the process died between ORCID's 201 and storing the put code.
    await sql`DELETE FROM orcid_push_works WHERE user_id = ${user.account.id}`.execute(testApp.context.db);
    mockApi.requests.length = 0;

    await scheduleOrcidPush(testApp.context.db, user.account.id);
    await runPushJobs();
    expect(calls().map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /${user.orcid}/work`,
      `GET /${user.orcid}/works`,
      `PUT /${user.orcid}/work/${row!.put_code}`,
    ]);
    expect(mockApi.works(user.orcid).size).toBe(1);
    expect(await pushedRows(user)).toEqual([row]);
    expect((await overview(user)).state).toBe('done');
  });

  it('reports a work ORCID refuses and pushes the others', async () => {
    const user = await pushUser();
    // Two records with the same DOI: ORCID takes only one of them from one client.
    await write(
      claimedPaper(user.profile, { dois: [{ value: '10.1000/twice' }] }),
      claimedPaper(user.profile, { dois: [{ value: '10.1000/twice' }] }),
      claimedPaper(user.profile),
    );
    await allowPush(user);
    await runPushJobs();
    expect(mockApi.works(user.orcid).size).toBe(2);
    const status = await overview(user);
    expect(status).toMatchObject({ state: 'done', works: 2, last_run: { sent: 2, deleted: 0, failed: 1 } });
    expect(status.last_error).toMatch(/shares an identifier with record \d+/);
    expect(await pendingJobs(testApp.context.db, ORCID_PUSH_JOB)).toEqual([]);
  });

  it('leaves 429 and 5xx to the queue’s backoff and resumes where it stopped', async () => {
    const user = await pushUser();
    await write(claimedPaper(user.profile), claimedPaper(user.profile), claimedPaper(user.profile));
    mockApi.failNext('POST', 429, { after: 1 });
    await allowPush(user);

    expect(await runPushJobs({ ignoreRunAt: false })).toBe(1);
    const [waiting] = await pendingJobs(testApp.context.db, ORCID_PUSH_JOB);
    expect(waiting).toMatchObject({ attempts: 1, lockedBy: null });
    expect(waiting!.lastError).toMatch(/429/);
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(mockApi.works(user.orcid).size).toBe(1);
    expect(await overview(user)).toMatchObject({
      state: 'retrying',
      last_error: expect.stringMatching(/429/),
    });

    // The retry meets a 503 once, then goes through; the work pushed before the 429 is not sent again.
    mockApi.failNext('POST', 503);
    mockApi.requests.length = 0;
    await runPushJobs();
    expect(calls('POST')).toHaveLength(3);
    expect(mockApi.works(user.orcid).size).toBe(3);
    expect(await pendingJobs(testApp.context.db, ORCID_PUSH_JOB)).toEqual([]);
    expect(await overview(user)).toMatchObject({ state: 'done', works: 3, last_error: null });
  });

  it('stops when ORCID refuses the token, says so, and resumes after a new ORCID login', async () => {
    const user = await pushUser();
    const paper = claimedPaper(user.profile, { titles: [{ title: 'Before' }] });
    await write(paper);
    await allowPush(user);
    await runPushJobs();
    mockApi.revoke(user.token);
    mockApi.requests.length = 0;

    await write({ ...paper, titles: [{ title: 'After' }] });
    await runPushJobs();
    expect(calls().map((request) => request.method)).toEqual(['PUT']);
    // The job ends (no retry against a refused token) and the settings show why.
    expect(await pendingJobs(testApp.context.db, ORCID_PUSH_JOB)).toEqual([]);
    const stopped = await overview(user);
    expect(stopped).toMatchObject({ state: 'needs_login', has_token: false, allowed: true, works: 1 });
    expect(stopped.last_error).toContain(NEEDS_LOGIN_MESSAGES.refused);

    mockApi.requests.length = 0;
    await scheduleOrcidPush(testApp.context.db, user.account.id);
    await runPushJobs();
    expect(calls()).toEqual([]);

    // A new ORCID login stores a new token and schedules the push again.
    mockApi.grant('renewed-token', user.orcid);
    const account = { ...user.account, allowOrcidPush: true };
    await saveOrcidLoginToken(testApp.context, account, user.orcid, { access_token: 'renewed-token' });
    await runPushJobs();
    expect(calls().map((request) => `${request.method} ${request.authorization}`)).toEqual([
      'PUT Bearer renewed-token',
    ]);
    expect(await overview(user)).toMatchObject({ state: 'done', has_token: true, last_error: null });
  });

  it('asks for an ORCID login when the user has no token', async () => {
    const user = await pushUser();
    await sql`DELETE FROM orcid_tokens WHERE user_id = ${user.account.id}`.execute(testApp.context.db);
    await write(claimedPaper(user.profile));
    await allowPush(user);
    await runPushJobs();
    expect(calls()).toEqual([]);
    expect(await overview(user)).toMatchObject({
      state: 'needs_login',
      has_token: false,
      last_error: NEEDS_LOGIN_MESSAGES.noToken,
    });
  });

  it('is off, and says so, when ORCID push is not configured', async () => {
    const user = await pushUser();
    await write(claimedPaper(user.profile));
    const configured = testApp.context.config.orcidPush;
    testApp.context.config.orcidPush = undefined;
    try {
      await allowPush(user);
      expect((await overview(user)).available).toBe(false);
      await runPushJobs();
      expect(calls()).toEqual([]);
      expect(mockApi.works(user.orcid).size).toBe(0);
    } finally {
      testApp.context.config.orcidPush = configured;
    }
  });
});
