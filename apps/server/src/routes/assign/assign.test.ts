import { ASSIGN_MESSAGES, MAX_ASSIGN_PAPERS } from '@parton/records';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, injectAs, logIn, type TestSession } from '../../accounts/testing/sessions';
import { ASSIGN_OPERATION_JOB } from '../../assign/job';
import { MAIL_SEND_JOB } from '../../mail/send';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/testing/smtpServer';
import { JOB_HANDLERS } from '../../queue/handlers';
import { runPendingJobs } from '../../queue/worker';
import { findRecord, listVersions } from '../../records/repository';
import { createRecord, saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';

type Json = Record<string, unknown>;

let testApp: TestApp;
let smtp: TestSmtpServer;
/** The profile of `owner`: Ellis, John R. */
let me: number;
/** Another profile (of `otherOwner`): Müller, Thomas. */
let other: number;
let owner: TestSession;
let ownerId: number;
let ownerEmail: string;
let otherOwner: TestSession;
let noProfile: TestSession;
let cataloger: TestSession;

const ref = (recid: number) => ({ $ref: `${TEST_PUBLIC_URL}/api/authors/${recid}` });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Parton <no-reply@parton.test>' } });
  const db = testApp.context.db;
  me = (
    await createRecord(
      db,
      'authors',
      buildRecord('authors', { name: { value: 'Ellis, John R.', preferred_name: 'John Ellis' } }),
    )
  ).controlNumber;
  other = (await createRecord(db, 'authors', buildRecord('authors', { name: { value: 'Müller, Thomas' } })))
    .controlNumber;
  const ownerAccount = await createTestAccount(testApp.context, { profile: me });
  ownerId = ownerAccount.account.id;
  ownerEmail = ownerAccount.email;
  owner = await logIn(testApp.app, ownerAccount.email, ownerAccount.password);
  const otherAccount = await createTestAccount(testApp.context, { profile: other });
  otherOwner = await logIn(testApp.app, otherAccount.email, otherAccount.password);
  const plain = await createTestAccount(testApp.context);
  noProfile = await logIn(testApp.app, plain.email, plain.password);
  const curator = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  cataloger = await logIn(testApp.app, curator.email, curator.password);
});
afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

/** A paper with these author entries, stored. */
async function paper(authors: Json[]): Promise<number> {
  const metadata = buildLiterature({ authors });
  await saveRecords(testApp.context.db, [{ collection: 'literature', metadata }]);
  return metadata.control_number as number;
}

async function authorsOf(controlNumber: number): Promise<Json[]> {
  const record = await findRecord(testApp.context.db, 'literature', controlNumber);
  return (JSON.parse(record!.metadataJson) as { authors: Json[] }).authors;
}

async function authorMetadata(controlNumber: number): Promise<Json> {
  const record = await findRecord(testApp.context.db, 'authors', controlNumber);
  return JSON.parse(record!.metadataJson) as Json;
}

function post(session: TestSession | null, path: string, payload: Json) {
  return injectAs(testApp.app, session, { method: 'POST', url: `/api/assign/${path}`, payload });
}

function checkNames(session: TestSession | null, literatureRecid: number) {
  return injectAs(testApp.app, session, {
    url: `/api/assign/check-names-compatibility?literature_recid=${literatureRecid}`,
  });
}

/** How many papers the author page lists (`authors.record.$ref:N`). */
async function publicationCount(recid: number): Promise<number> {
  const response = await testApp.app.inject({
    url: `/api/literature?q=${encodeURIComponent(`authors.record.$ref:${recid}`)}&size=1`,
  });
  return (response.json() as { hits: { total: number } }).hits.total;
}

async function runJobs(kind: string): Promise<void> {
  await runPendingJobs(testApp.context.db, JOB_HANDLERS, {
    kinds: [kind],
    context: { config: testApp.context.config },
  });
}

describe('GET /api/assign/check-names-compatibility', () => {
  it('refuses anonymous callers (401) and users without a profile (403)', async () => {
    const id = await paper([{ full_name: 'Ellis, John R.', record: ref(me) }]);
    expect((await checkNames(null, id)).statusCode).toBe(401);
    const refused = await checkNames(noProfile, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ASSIGN_MESSAGES.profileRequired);
  });

  it('finds the signature of the caller’s profile: linked, unlinked (by position), none or ambiguous', async () => {
    const linked = await paper([
      { full_name: 'Adams, A.' },
      { full_name: 'Ellis, John R.', record: ref(me) },
    ]);
    expect((await checkNames(owner, linked)).json()).toEqual({ matched_author_recid: me });

    const linkedElsewhere = await paper([{ full_name: 'Ellis, J.', record: ref(other) }]);
    expect((await checkNames(owner, linkedElsewhere)).json()).toEqual({ matched_author_recid: other });

    const unlinked = await paper([{ full_name: 'Adams, A.' }, { full_name: 'Ellis, J.' }]);
    expect((await checkNames(owner, unlinked)).json()).toEqual({
      matched_author_recid: null,
      matched_author_position: 1,
    });

    // A link to an author record this database lacks names the signature by position too.
    const missingAuthor = await paper([{ full_name: 'Ellis, J.', record: ref(999_999_996) }]);
    expect((await checkNames(owner, missingAuthor)).json()).toEqual({
      matched_author_recid: null,
      matched_author_position: 0,
    });

    const none = await checkNames(owner, await paper([{ full_name: 'Smith, Anna' }]));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Not found');

    const ambiguous = await checkNames(
      owner,
      await paper([{ full_name: 'Ellis, P.' }, { full_name: 'Ellis, Q.' }]),
    );
    expect(ambiguous.statusCode).toBe(404);

    expect((await checkNames(owner, 999_999_999)).statusCode).toBe(404);
    // A cataloger without a profile has no name to compare.
    expect((await checkNames(cataloger, linked)).statusCode).toBe(403);
  });
});

describe('POST /api/assign/literature/assign', () => {
  it('claims one’s own papers: curated, a revision naming the claimant, the author figures follow', async () => {
    const id = await paper([{ full_name: 'Ellis, John R.', record: ref(me) }, { full_name: 'Adams, A.' }]);
    const before = await publicationCount(me);
    const response = await post(owner, 'literature/assign', {
      from_author_recid: me,
      to_author_recid: me,
      literature_ids: [id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await authorsOf(id))[0]).toEqual({
      full_name: 'Ellis, John R.',
      record: ref(me),
      curated_relation: true,
    });
    expect((await authorsOf(id))[1]).toEqual({ full_name: 'Adams, A.' });
    const record = await findRecord(testApp.context.db, 'literature', id);
    const versions = await listVersions(testApp.context.db, record!.id);
    expect(versions.at(-1)).toMatchObject({ user_id: ownerId, source: 'claim' });
    expect(versions.at(-1)!.note).toContain(`Claimed by ${ownerEmail} for author ${me}`);
    expect(await publicationCount(me)).toBe(before);
  });

  it('lets a cataloger move papers between authors; the counts change in the same request, a stub is un-stubbed', async () => {
    const stub = (
      await createRecord(
        testApp.context.db,
        'authors',
        buildRecord('authors', { name: { value: 'Müller, T.' }, stub: true }),
      )
    ).controlNumber;
    const first = await paper([{ full_name: 'Müller, T.', record: ref(other) }]);
    const second = await paper([{ full_name: 'Müller, Thomas', record: ref(other) }]);
    const [otherBefore, stubBefore] = [await publicationCount(other), await publicationCount(stub)];
    const response = await post(cataloger, 'literature/assign', {
      from_author_recid: other,
      to_author_recid: stub,
      literature_ids: [first, second],
    });
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await publicationCount(other)).toBe(otherBefore - 2);
    expect(await publicationCount(stub)).toBe(stubBefore + 2);
    expect((await authorsOf(second))[0]).toMatchObject({ record: ref(stub), curated_relation: true });
    expect((await authorMetadata(stub)).stub).toBe(false);
    const versions = await listVersions(
      testApp.context.db,
      (await findRecord(testApp.context.db, 'literature', first))!.id,
    );
    expect(versions.at(-1)).toMatchObject({ source: 'assign' });
  });

  it('refuses users who may not edit the from author, and unknown authors', async () => {
    const id = await paper([{ full_name: 'Ellis, John R.', record: ref(me) }]);
    const body = { from_author_recid: me, to_author_recid: me, literature_ids: [id] };
    expect((await post(null, 'literature/assign', body)).statusCode).toBe(401);
    const withoutProfile = await post(noProfile, 'literature/assign', body);
    expect(withoutProfile.statusCode).toBe(403);
    expect(withoutProfile.json().message).toBe(ASSIGN_MESSAGES.profileRequired);
    const notTheirs = await post(otherOwner, 'literature/assign', body);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(ASSIGN_MESSAGES.notYourProfile);
    const unknown = await post(cataloger, 'literature/assign', { ...body, to_author_recid: 999_999_998 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ASSIGN_MESSAGES.authorNotFound);
    expect((await authorsOf(id))[0]!.curated_relation).toBeUndefined();
  });

  it('takes up to MAX_ASSIGN_PAPERS ids in one body, no more', async () => {
    const ids = Array.from({ length: MAX_ASSIGN_PAPERS }, (_, index) => 1 + index);
    const body = { from_author_recid: me, to_author_recid: 999_999_995, literature_ids: ids };
    const unknownTarget = await post(owner, 'literature/assign', body);
    expect(unknownTarget.statusCode).toBe(404);
    expect(unknownTarget.json().message).toBe(ASSIGN_MESSAGES.authorNotFound);
    const tooMany = await post(owner, 'literature/assign', { ...body, literature_ids: [...ids, 10_001] });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lists the papers it cannot write and writes the others; none written → 422', async () => {
    const good = await paper([{ full_name: 'Ellis, John R.', record: ref(me) }]);
    const without = await paper([{ full_name: 'Adams, A.' }]);
    const response = await post(owner, 'literature/assign', {
      from_author_recid: me,
      to_author_recid: me,
      literature_ids: [good, without, 999_999_997],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Success',
      failures: [
        { literature_id: without, message: `No signature of author ${me} on this paper` },
        { literature_id: 999_999_997, message: 'Literature record 999999997 does not exist' },
      ],
    });
    expect((await authorsOf(good))[0]!.curated_relation).toBe(true);
    const none = await post(owner, 'literature/assign', {
      from_author_recid: me,
      to_author_recid: me,
      literature_ids: [without],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().failures).toHaveLength(1);
  });
});

describe('POST /api/assign/literature/unassign', () => {
  it('moves the papers to a new stub author named after their signatures, without curated_relation', async () => {
    const first = await paper([{ full_name: 'Ellis, J.', record: ref(me), curated_relation: true }]);
    const second = await paper([
      { full_name: 'Adams, A.' },
      { full_name: 'Ellis, John Richard', record: ref(me) },
    ]);
    expect(
      (await post(otherOwner, 'literature/unassign', { from_author_recid: me, literature_ids: [first] }))
        .statusCode,
    ).toBe(403);
    const response = await post(owner, 'literature/unassign', {
      from_author_recid: me,
      literature_ids: [first, second],
    });
    expect(response.statusCode).toBe(200);
    const { message, stub_author_id: stub } = response.json() as { message: string; stub_author_id: number };
    expect(message).toBe('Success');
    const stubAuthor = await authorMetadata(stub);
    expect(stubAuthor).toMatchObject({
      _collections: ['Authors'],
      stub: true,
      name: { value: 'Ellis, John Richard', name_variants: ['Ellis, J.'] },
      acquisition_source: { method: 'beard' },
    });
    expect((await authorsOf(first))[0]).toEqual({
      full_name: 'Ellis, J.',
      record: ref(stub),
      curated_relation: false,
    });
    expect((await authorsOf(second))[1]).toMatchObject({ record: ref(stub), curated_relation: false });
    expect(await publicationCount(stub)).toBe(2);
  });
});

describe('POST /api/assign/literature/assign-different-profile', () => {
  it('moves a paper from another profile directly when the names fit and nobody claimed it', async () => {
    const id = await paper([{ full_name: 'Ellis, J.', record: ref(other) }]);
    const response = await post(owner, 'literature/assign-different-profile', {
      from_author_recid: other,
      to_author_recid: me,
      literature_ids: [id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await authorsOf(id))[0]).toMatchObject({ record: ref(me), curated_relation: true });
  });

  it('needs no ticket to move one’s own claimed signature onto one’s own profile', async () => {
    const id = await paper([{ full_name: 'Ellis, J.', record: ref(me), curated_relation: true }]);
    const response = await post(owner, 'literature/assign-different-profile', {
      from_author_recid: me,
      to_author_recid: me,
      literature_ids: [id],
    });
    expect(response.json()).toEqual({ message: 'Success' });
  });

  it('moves an unlinked signature by its position', async () => {
    const id = await paper([{ full_name: 'Adams, A.' }, { full_name: 'Ellis, J.' }]);
    const response = await post(owner, 'literature/assign-different-profile', {
      from_author_position: 1,
      to_author_recid: me,
      literature_ids: [id],
    });
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await authorsOf(id))[1]).toMatchObject({ record: ref(me), curated_relation: true });
  });

  it('makes a curator ticket of claimed papers and incompatible names, and moves the rest', async () => {
    const claimed = await paper([{ full_name: 'Ellis, J.', record: ref(other), curated_relation: true }]);
    const incompatible = await paper([{ full_name: 'Smith, Anna', record: ref(other) }]);
    const direct = await paper([{ full_name: 'Ellis, John', record: ref(other) }]);
    const response = await post(owner, 'literature/assign-different-profile', {
      from_author_recid: other,
      to_author_recid: me,
      literature_ids: [claimed, incompatible, direct],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success', created_rt_ticket: true });
    expect((await authorsOf(claimed))[0]).toMatchObject({ record: ref(other), curated_relation: true });
    expect((await authorsOf(incompatible))[0]).toMatchObject({ record: ref(other) });
    expect((await authorsOf(direct))[0]).toMatchObject({ record: ref(me), curated_relation: true });
    const ticket = await testApp.context.db
      .selectFrom('curator_tickets')
      .selectAll()
      .where('ticket_type', '=', 'claim_review')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ticket.subject).toBe('Claims by user John Ellis require curator action');
    expect(ticket.description).toContain(`${TEST_PUBLIC_URL}/authors/${me}`);
    expect(ticket.description).toContain('Ellis, John R.; John Ellis');
    expect(ticket.description).toContain(
      `Already claimed:\n- paper ${TEST_PUBLIC_URL}/literature/${claimed} claimed to ${TEST_PUBLIC_URL}/authors/${other}`,
    );
    expect(ticket.description).toContain(
      `Incompatible names:\n- paper ${TEST_PUBLIC_URL}/literature/${incompatible}`,
    );
    expect(ticket.description).toContain('signature "Smith, Anna"');
  });

  it('refuses a target that is not the caller’s profile (catalogers may name any)', async () => {
    const id = await paper([{ full_name: 'Müller, T.', record: ref(me) }]);
    const body = { from_author_recid: me, to_author_recid: other, literature_ids: [id] };
    const refused = await post(owner, 'literature/assign-different-profile', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ASSIGN_MESSAGES.notYourProfile);
    expect((await post(noProfile, 'literature/assign-different-profile', body)).statusCode).toBe(403);
    expect((await post(null, 'literature/assign-different-profile', body)).statusCode).toBe(401);
    const byCataloger = await post(cataloger, 'literature/assign-different-profile', body);
    expect(byCataloger.json()).toEqual({ message: 'Success' });
    expect((await authorsOf(id))[0]).toMatchObject({ record: ref(other), curated_relation: true });
  });
});

describe('literature search on an author page (author=<recid>)', () => {
  it('marks the hits the author claimed, without filtering on the bare recid', async () => {
    const author = (
      await createRecord(
        testApp.context.db,
        'authors',
        buildRecord('authors', { name: { value: 'Zed, Z.' } }),
      )
    ).controlNumber;
    const claimed = await paper([{ full_name: 'Zed, Z.', record: ref(author), curated_relation: true }]);
    const unclaimed = await paper([{ full_name: 'Zed, Z.', record: ref(author) }]);
    const flags = async (authorParam: string) => {
      const response = await testApp.app.inject({
        url: `/api/literature?q=${encodeURIComponent(`authors.record.$ref:${author}`)}&author=${encodeURIComponent(authorParam)}`,
        headers: { accept: 'application/vnd+inspire.record.ui+json' },
      });
      const hits = (response.json() as { hits: { hits: { metadata: Json }[] } }).hits.hits;
      return Object.fromEntries(
        hits.map((hit) => [hit.metadata.control_number, hit.metadata.curated_relation]),
      );
    };
    expect(await flags(String(author))).toEqual({ [claimed]: true, [unclaimed]: false });
    expect(await flags(`${author}_Z. Zed`)).toEqual({ [claimed]: true, [unclaimed]: false });
  });
});

describe('large selections run as a durable operation', () => {
  it('claims 300 papers in a job with progress, lists the failing ones and mails the claimant', async () => {
    const papers = Array.from({ length: 300 }, () =>
      buildLiterature({ authors: [{ full_name: 'Ellis, John R.', record: ref(me) }] }),
    );
    await saveRecords(
      testApp.context.db,
      papers.map((metadata) => ({ collection: 'literature' as const, metadata })),
    );
    const ids = papers.map((metadata) => metadata.control_number as number);
    const broken = ids[10]!;
    // A stored record that no longer validates: its write fails, the others go on.
    await sql`UPDATE records SET metadata = jsonb_set(metadata, '{titles}', '"not a list"')
      WHERE pid_type = 'lit' AND control_number = ${broken}`.execute(testApp.context.db);
    const missing = 999_999_990;
    const response = await post(owner, 'literature/assign', {
      from_author_recid: me,
      to_author_recid: me,
      literature_ids: [...ids, missing],
    });
    expect(response.statusCode).toBe(202);
    const { message, operation } = response.json() as { message: string; operation: Json };
    expect(message).toBe('Accepted');
    expect(operation).toMatchObject({ kind: 'assign', status: 'queued', total: 301, processed: 0 });
    expect((await authorsOf(ids[0]!))[0]!.curated_relation).toBeUndefined();

    const progress = () => injectAs(testApp.app, owner, { url: `/api/assign/operations/${operation.id}` });
    expect(
      (await injectAs(testApp.app, otherOwner, { url: `/api/assign/operations/${operation.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(testApp.app, cataloger, { url: `/api/assign/operations/${operation.id}` })).statusCode,
    ).toBe(200);

    await runJobs(ASSIGN_OPERATION_JOB);
    const done = (await progress()).json() as Json;
    expect(done).toMatchObject({
      status: 'completed',
      total: 301,
      processed: 301,
      succeeded: 299,
      error: null,
    });
    expect(
      (done.failures as { literature_id: number; message: string }[]).map((failure) => failure.literature_id),
    ).toEqual([broken, missing]);
    expect((done.failures as { message: string }[])[0]!.message).toMatch(/Invalid record/);
    expect((await authorsOf(ids[0]!))[0]!.curated_relation).toBe(true);
    expect((await authorsOf(ids[299]!))[0]!.curated_relation).toBe(true);

    // A second run of the finished job writes nothing again and mails nobody twice.
    const versionsBefore = await listVersions(
      testApp.context.db,
      (await findRecord(testApp.context.db, 'literature', ids[0]!))!.id,
    );
    await runPendingJobs(testApp.context.db, JOB_HANDLERS, {
      kinds: [ASSIGN_OPERATION_JOB],
      context: { config: testApp.context.config },
    });
    expect(
      await listVersions(
        testApp.context.db,
        (await findRecord(testApp.context.db, 'literature', ids[0]!))!.id,
      ),
    ).toHaveLength(versionsBefore.length);

    await runJobs(MAIL_SEND_JOB);
    const mails = smtp.messagesTo(ownerEmail);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your claim of 301 papers is complete: 299 done, 2 failed',
    ]);
    expect(mails[0]!.text).toContain(`${TEST_PUBLIC_URL}/literature/${broken}`);

    // Removing them again is queued too: the stub author exists at once, the papers follow in the job.
    const movable = ids.filter((id) => id !== broken);
    const removal = await post(owner, 'literature/unassign', {
      from_author_recid: me,
      literature_ids: movable,
    });
    expect(removal.statusCode).toBe(202);
    const removed = removal.json() as { stub_author_id: number; operation: Json };
    expect(removed.operation).toMatchObject({
      kind: 'unassign',
      total: 299,
      to_author_recid: removed.stub_author_id,
    });
    expect(await authorMetadata(removed.stub_author_id)).toMatchObject({
      stub: true,
      name: { value: 'Ellis, John R.' },
    });
    await runJobs(ASSIGN_OPERATION_JOB);
    expect(
      (await injectAs(testApp.app, owner, { url: `/api/assign/operations/${removed.operation.id}` })).json(),
    ).toMatchObject({ status: 'completed', processed: 299, succeeded: 299, failures: [] });
    expect((await authorsOf(ids[0]!))[0]).toEqual({
      full_name: 'Ellis, John R.',
      record: ref(removed.stub_author_id),
      curated_relation: false,
    });
    expect(await publicationCount(removed.stub_author_id)).toBe(299);
  }, 180_000);

  it('answers 404 for an unknown operation', async () => {
    const response = await injectAs(testApp.app, owner, {
      url: '/api/assign/operations/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(ASSIGN_MESSAGES.operationNotFound);
  });
});
