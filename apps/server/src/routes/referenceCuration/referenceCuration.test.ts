import { ASSIGN_MESSAGES, UI_JSON_MIME } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, injectAs, logIn, type TestSession } from '../../accounts/testing/sessions';
import { matchReferences } from '../../citations/matcher';
import { listVersions } from '../../records/repository';
import { saveRecords } from '../../records/writer';
import {
  DIFF_VERSIONS_MESSAGE,
  firstChangedReference,
  NO_CHANGED_REFERENCE_MESSAGE,
} from '../../referenceCuration/service';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';
import { listCuratorTickets } from '../../workflows/tickets';
import { referenceDiffResponseSchema } from './routes';

const ref = (collection: string, controlNumber: unknown) => ({
  $ref: `${TEST_PUBLIC_URL}/api/${collection}/${controlNumber}`,
});

let testApp: TestApp;
let user: TestSession;
let userEmail: string;
let userId: number;
let cataloger: TestSession;

beforeAll(async () => {
  testApp = await createTestApp();
  const account = await createTestAccount(testApp.context);
  userEmail = account.email;
  userId = account.account.id;
  user = await logIn(testApp.app, account.email, account.password);
  const curator = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  cataloger = await logIn(testApp.app, curator.email, curator.password);
});
afterAll(async () => {
  await testApp.close();
});

/** A cited paper the wrong link points at, the right one (findable by arXiv id), and the citing paper. */
async function seedPapers() {
  const wrong = buildLiterature({ titles: [{ title: 'The wrong paper' }] });
  const right = buildLiterature({
    titles: [{ title: 'The right paper' }],
    arxiv_eprints: [{ value: `2401.${String(Date.now() % 100_000).padStart(5, '0')}` }],
  });
  const rightEprint = (right.arxiv_eprints as { value: string }[])[0]!.value;
  const citing = buildLiterature({
    references: [
      { reference: { label: '1', misc: ['Some unlinked reference'] } },
      {
        record: ref('literature', wrong.control_number),
        raw_refs: [{ schema: 'text', value: `[2] A. Author, The right paper, arXiv:${rightEprint}` }],
        // The identifiers say "right": a later re-match must not take the curated link back.
        reference: { label: '2', arxiv_eprint: rightEprint, title: { title: 'The right paper' } },
      },
    ],
  });
  await saveRecords(
    testApp.context.db,
    [wrong, right, citing].map((metadata) => ({ collection: 'literature' as const, metadata })),
  );
  return {
    wrong: wrong.control_number as number,
    right: right.control_number as number,
    citing: citing.control_number as number,
  };
}

async function envelope(controlNumber: number) {
  const response = await testApp.app.inject({
    url: `/api/literature/${controlNumber}`,
    headers: { accept: UI_JSON_MIME },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    uuid: string;
    revision_id: number;
    metadata: { citation_count?: number; references?: unknown };
  };
}

async function citationCount(controlNumber: number): Promise<number> {
  return (await envelope(controlNumber)).metadata.citation_count ?? 0;
}

function curate(session: TestSession | null, payload: Record<string, unknown>) {
  return injectAs(testApp.app, session, {
    method: 'POST',
    url: '/api/literature/reference-self-curation',
    payload,
  });
}

describe('POST /api/literature/reference-self-curation', () => {
  it('relinks the reference, moves one citation from the old target to the new one, and opens a ticket', async () => {
    const papers = await seedPapers();
    expect(await citationCount(papers.wrong)).toBe(1);
    expect(await citationCount(papers.right)).toBe(0);
    const before = await envelope(papers.citing);

    const response = await curate(user, {
      record_id: before.uuid,
      revision_id: before.revision_id,
      reference_index: 1,
      new_reference_recid: papers.right,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });

    expect(await citationCount(papers.wrong)).toBe(0);
    expect(await citationCount(papers.right)).toBe(1);
    const references = await testApp.app.inject({ url: `/api/literature/${papers.citing}/references` });
    expect(references.json().metadata.references[1]).toMatchObject({
      control_number: papers.right,
      label: '2',
    });

    const stored = await testApp.context.db
      .selectFrom('records')
      .select(['id', 'revision_id', 'metadata'])
      .where('pid_type', '=', 'lit')
      .where('control_number', '=', papers.citing)
      .executeTakeFirstOrThrow();
    const reference = (stored.metadata.references as Record<string, unknown>[])[1];
    expect(reference).toMatchObject({
      record: ref('literature', papers.right),
      curated_relation: true,
      reference: { label: '2', title: { title: 'The right paper' } },
    });
    expect(stored.revision_id).toBe(before.revision_id + 1);

    // The history names the user and what changed.
    const versions = await listVersions(testApp.context.db, stored.id);
    expect(versions.at(-1)).toMatchObject({
      revision_id: stored.revision_id,
      user_id: userId,
      source: 'reference-curation',
      note: `Reference 1: ${papers.wrong} → ${papers.right}`,
    });

    const tickets = await listCuratorTickets(testApp.context.db, {
      type: 'reference_correction',
      page: 1,
      size: 100,
    });
    const ticket = tickets.results.find(
      (item) => item.subject === `Reference correction on record ${papers.citing}`,
    );
    expect(ticket).toMatchObject({
      status: 'open',
      link: `/literature/${papers.citing}/diff/${before.revision_id}..${stored.revision_id}`,
      requester_email: userEmail,
    });
  });

  it('is never undone by the reference matcher (curated relations are skipped)', async () => {
    const rematch = (controlNumber: number) =>
      matchReferences(testApp.context.db, {
        publicUrl: TEST_PUBLIC_URL,
        scope: { kind: 'controlNumbers', controlNumbers: [controlNumber] },
        mode: 'uncurated',
      });
    // Uncurated, the same reference is moved by a re-match to the paper its arXiv id names.
    const control = await seedPapers();
    await rematch(control.citing);
    const relinked = await testApp.app.inject({ url: `/api/literature/${control.citing}/references` });
    expect(relinked.json().metadata.references[1].control_number).toBe(control.right);

    const papers = await seedPapers();
    const before = await envelope(papers.citing);
    // First link the reference to the paper its identifiers do NOT name, as a curator decision.
    const response = await curate(user, {
      record_id: papers.citing,
      revision_id: before.revision_id,
      reference_index: 1,
      new_reference_recid: papers.wrong,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = await rematch(papers.citing);
    expect(summary.papersScanned).toBe(1);
    const references = await testApp.app.inject({ url: `/api/literature/${papers.citing}/references` });
    expect(references.json().metadata.references[1].control_number).toBe(papers.wrong);
    expect(await citationCount(papers.wrong)).toBe(1);
    expect(await citationCount(papers.right)).toBe(0);
  });

  it('links a reference that had no link, and accepts a data record as the target', async () => {
    const papers = await seedPapers();
    const dataset = buildRecord('data');
    await saveRecords(testApp.context.db, [{ collection: 'data', metadata: dataset }]);
    const before = await envelope(papers.citing);
    const response = await curate(user, {
      record_id: before.uuid,
      revision_id: before.revision_id,
      reference_index: 0,
      new_reference_recid: dataset.control_number,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await testApp.context.db
      .selectFrom('records')
      .select(['id', 'metadata'])
      .where('pid_type', '=', 'lit')
      .where('control_number', '=', papers.citing)
      .executeTakeFirstOrThrow();
    expect((stored.metadata.references as unknown[])[0]).toMatchObject({
      record: ref('data', dataset.control_number),
      curated_relation: true,
    });
    const versions = await listVersions(testApp.context.db, stored.id);
    expect(versions.at(-1)?.note).toBe(`Reference 0: unlinked → ${dataset.control_number}`);
  });

  it('refuses a stale revision (422), a missing index (412), unknown records and targets (404), writing nothing', async () => {
    const papers = await seedPapers();
    const before = await envelope(papers.citing);
    const valid = {
      record_id: before.uuid,
      revision_id: before.revision_id,
      reference_index: 1,
      new_reference_recid: papers.right,
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid, revision_id: before.revision_id + 1 }, 422, ASSIGN_MESSAGES.referenceStaleRevision],
      [{ ...valid, reference_index: 2 }, 412, ASSIGN_MESSAGES.referenceIndexMissing],
      [{ ...valid, new_reference_recid: 987_654_321 }, 404, ASSIGN_MESSAGES.referenceTargetMissing],
      [{ ...valid, record_id: '00000000-0000-4000-8000-000000000000' }, 404, 'PID does not exist.'],
      [{ ...valid, record_id: 987_654_321 }, 404, 'PID does not exist.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await curate(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    // An author record is not something a reference may point at.
    const author = buildRecord('authors');
    await saveRecords(testApp.context.db, [{ collection: 'authors', metadata: author }]);
    const toAuthor = await curate(user, { ...valid, new_reference_recid: author.control_number });
    expect(toAuthor.statusCode).toBe(404);
    const malformed = await curate(user, { ...valid, reference_index: -1 });
    expect(malformed.statusCode).toBe(400);

    expect((await envelope(papers.citing)).revision_id).toBe(before.revision_id);
    expect(await citationCount(papers.wrong)).toBe(1);
    expect(await citationCount(papers.right)).toBe(0);
  });

  it('answers 401 to anonymous callers and works for catalogers too', async () => {
    const papers = await seedPapers();
    const before = await envelope(papers.citing);
    const payload = {
      record_id: before.uuid,
      revision_id: before.revision_id,
      reference_index: 1,
      new_reference_recid: papers.right,
    };
    const anonymous = await curate(null, payload);
    expect(anonymous.statusCode).toBe(401);
    expect((await envelope(papers.citing)).revision_id).toBe(before.revision_id);
    const asCataloger = await curate(cataloger, payload);
    expect(asCataloger.statusCode, asCataloger.body).toBe(200);
  });
});

describe('GET /api/literature/:id/diff/:old..:new', () => {
  it('shows the changed reference before and after, resolved like the references tab, with its raw text', async () => {
    const papers = await seedPapers();
    const before = await envelope(papers.citing);
    await curate(user, {
      record_id: before.uuid,
      revision_id: before.revision_id,
      reference_index: 1,
      new_reference_recid: papers.right,
    });
    const response = await injectAs(testApp.app, cataloger, {
      url: `/api/literature/${papers.citing}/diff/${before.revision_id}..${before.revision_id + 1}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(referenceDiffResponseSchema.safeParse(body).success).toBe(true);
    expect(body.reference_index).toBe(1);
    expect(body.previous_version).toMatchObject({
      control_number: papers.wrong,
      titles: [{ title: 'The wrong paper' }],
      label: '2',
      raw_ref: expect.stringContaining('[2] A. Author'),
    });
    expect(body.current_version).toMatchObject({
      control_number: papers.right,
      titles: [{ title: 'The right paper' }],
      label: '2',
    });
  });

  it('answers 400 for malformed or unordered versions and 404 for unknown records, revisions or no change', async () => {
    const papers = await seedPapers();
    const diff = (path: string) => injectAs(testApp.app, cataloger, { url: `/api/literature/${path}` });
    for (const versions of ['1..1', '2..1', 'a..b', '1', '1...2', '-1..2']) {
      const response = await diff(`${papers.citing}/diff/${versions}`);
      expect(response.statusCode, versions).toBe(400);
      expect(response.json().message).toBe(DIFF_VERSIONS_MESSAGE);
    }
    expect((await diff(`987654321/diff/0..1`)).statusCode).toBe(404);
    const unknownRevision = await diff(`${papers.citing}/diff/0..5`);
    expect(unknownRevision.statusCode).toBe(404);
    // A revision that changed no reference (the title only).
    const stored = await testApp.context.db
      .selectFrom('records')
      .select(['metadata'])
      .where('pid_type', '=', 'lit')
      .where('control_number', '=', papers.citing)
      .executeTakeFirstOrThrow();
    await saveRecords(testApp.context.db, [
      { collection: 'literature', metadata: { ...stored.metadata, titles: [{ title: 'Retitled' }] } },
    ]);
    const noChange = await diff(`${papers.citing}/diff/0..1`);
    expect(noChange.statusCode).toBe(404);
    expect(noChange.json().message).toBe(NO_CHANGED_REFERENCE_MESSAGE);
  });

  it('is for catalogers: 401 anonymous, 403 users', async () => {
    const papers = await seedPapers();
    const url = `/api/literature/${papers.citing}/diff/0..1`;
    expect((await injectAs(testApp.app, null, { url })).statusCode).toBe(401);
    expect((await injectAs(testApp.app, user, { url })).statusCode).toBe(403);
  });

  it('compares references regardless of key order', () => {
    expect(firstChangedReference([{ a: 1, b: 2 }, { c: 1 }], [{ b: 2, a: 1 }, { c: 2 }])).toBe(1);
    expect(firstChangedReference([{ a: 1 }], [{ a: 1 }, { b: 1 }])).toBeUndefined();
  });
});
