import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../accounts/testing/sessions';
import { JOB_HANDLERS } from '../queue/handlers';
import { type Job, pendingJobs } from '../queue/queue';
import { runPendingJobs } from '../queue/worker';
import { findRecord, listVersions } from '../records/repository';
import { createRecord, saveRecords } from '../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/app';
import { buildLiterature, buildRecord } from '../testing/factories';
import { ASSIGN_OPERATION_JOB, enqueueAssignOperation, movePayload, runAssignOperationJob } from './job';
import { inPaperTransaction, movePaperSignatures, type PaperMove } from './paper';
import { findOperation, insertOperation } from './repository';

type Json = Record<string, unknown>;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const ref = (recid: number) => ({ $ref: `${TEST_PUBLIC_URL}/api/authors/${recid}` });

async function revisionsOf(controlNumber: number): Promise<number> {
  const record = await findRecord(testApp.context.db, 'literature', controlNumber);
  return (await listVersions(testApp.context.db, record!.id)).length;
}

async function authorsOf(controlNumber: number): Promise<Json[]> {
  const record = await findRecord(testApp.context.db, 'literature', controlNumber);
  return (JSON.parse(record!.metadataJson) as { authors: Json[] }).authors;
}

describe('assign.operation job', () => {
  it('after a crash, runs again without writing a handled paper twice and without skipping one', async () => {
    const db = testApp.context.db;
    const author = (await createRecord(db, 'authors', buildRecord('authors', { name: { value: 'Roe, R.' } })))
      .controlNumber;
    const papers = [0, 1, 2].map(() =>
      buildLiterature({ authors: [{ full_name: 'Roe, R.', record: ref(author) }] }),
    );
    await saveRecords(
      db,
      papers.map((metadata) => ({ collection: 'literature' as const, metadata })),
    );
    const ids = papers.map((metadata) => metadata.control_number as number);
    const { account } = await createTestAccount(testApp.context, { profile: author });
    const move: PaperMove = {
      selector: { fromAuthorRecid: author },
      toAuthorRecid: author,
      curated: true,
      actor: { userId: account.id, source: 'claim', note: 'test' },
    };
    const operationId = '01890000-0000-7000-8000-000000000001';
    await db.transaction().execute(async (tx) => {
      await insertOperation(tx, {
        id: operationId,
        userId: account.id,
        kind: 'assign',
        payload: movePayload(move),
        toAuthorRecid: author,
        literatureIds: ids,
      });
      await enqueueAssignOperation(tx, operationId);
    });
    // A first run settled the first paper and died: the paper row says done, the paper itself was not rewritten.
    await db
      .updateTable('assign_operation_papers')
      .set({ state: 'done' })
      .where('operation_id', '=', operationId)
      .where('position', '=', 0)
      .execute();
    const firstRevisions = await revisionsOf(ids[0]!);

    await runPendingJobs(db, JOB_HANDLERS, {
      kinds: [ASSIGN_OPERATION_JOB],
      context: { config: testApp.context.config },
    });
    expect(await revisionsOf(ids[0]!)).toBe(firstRevisions);
    expect((await authorsOf(ids[0]!))[0]!.curated_relation).toBeUndefined();
    expect((await authorsOf(ids[1]!))[0]!.curated_relation).toBe(true);
    expect((await authorsOf(ids[2]!))[0]!.curated_relation).toBe(true);
    expect(await findOperation(db, operationId)).toMatchObject({
      status: 'completed',
      processed: 2,
      succeeded: 2,
    });
    // The account has an e-mail address: the final notice is queued.
    expect((await pendingJobs(db, 'mail.send')).length).toBeGreaterThan(0);
  });

  it('stops after its time slice with the progress visible, and a queued continuation finishes the rest', async () => {
    const db = testApp.context.db;
    const author = (await createRecord(db, 'authors', buildRecord('authors', { name: { value: 'Loe, L.' } })))
      .controlNumber;
    const papers = [0, 1, 2].map(() =>
      buildLiterature({ authors: [{ full_name: 'Loe, L.', record: ref(author) }] }),
    );
    await saveRecords(
      db,
      papers.map((metadata) => ({ collection: 'literature' as const, metadata })),
    );
    const operationId = '01890000-0000-7000-8000-000000000002';
    const move: PaperMove = {
      selector: { fromAuthorRecid: author },
      toAuthorRecid: author,
      curated: true,
      actor: { userId: null, source: 'assign' },
    };
    await db.transaction().execute((tx) =>
      insertOperation(tx, {
        id: operationId,
        userId: null,
        kind: 'assign',
        payload: movePayload(move),
        toAuthorRecid: author,
        literatureIds: papers.map((metadata) => metadata.control_number as number),
      }),
    );
    const job: Job = {
      id: 0,
      kind: ASSIGN_OPERATION_JOB,
      payload: { operationId },
      attempts: 1,
      maxAttempts: 5,
    };
    await runAssignOperationJob(db, testApp.context.config, job, { sliceMs: 0 });
    expect(await findOperation(db, operationId)).toMatchObject({ status: 'running', total: 3, processed: 1 });
    expect((await pendingJobs(db, ASSIGN_OPERATION_JOB)).length).toBe(1);

    await runPendingJobs(db, JOB_HANDLERS, {
      kinds: [ASSIGN_OPERATION_JOB],
      context: { config: testApp.context.config },
    });
    expect(await findOperation(db, operationId)).toMatchObject({
      status: 'completed',
      processed: 3,
      succeeded: 3,
    });
  });

  it('schedules the ORCID push of a claimant who allows it, in the claim’s transaction', async () => {
    const db = testApp.context.db;
    const author = (await createRecord(db, 'authors', buildRecord('authors', { name: { value: 'Poe, P.' } })))
      .controlNumber;
    const { account } = await createTestAccount(testApp.context, { profile: author });
    await db.updateTable('users').set({ allow_orcid_push: true }).where('id', '=', account.id).execute();
    const metadata = buildLiterature({ authors: [{ full_name: 'Poe, P.' }] });
    await saveRecords(db, [{ collection: 'literature', metadata }]);
    await inPaperTransaction(db, (tx) =>
      movePaperSignatures(tx, TEST_PUBLIC_URL, metadata.control_number as number, {
        selector: { fromAuthorPosition: 0 },
        toAuthorRecid: author,
        curated: true,
        actor: { userId: account.id, source: 'claim' },
      }),
    );
    const pushes = await db
      .selectFrom('job_queue')
      .select('payload')
      .where('kind', '=', 'orcid.push')
      .where('done_at', 'is', null)
      .execute();
    expect(pushes.map((job) => (job.payload as Json).userId)).toContain(account.id);
  });
});
