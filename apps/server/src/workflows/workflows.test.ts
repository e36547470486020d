import type { FuzzyCandidate } from '@parton/records';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { MAIL_SEND_JOB } from '../mail/send';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing/smtpServer';
import { JOB_HANDLERS } from '../queue/handlers';
import { runPendingJobs } from '../queue/worker';
import { saveRecords } from '../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/app';
import { buildLiterature, buildRecord } from '../testing/factories';
import {
  DuplicateWorkflowError,
  decideWorkflow,
  deleteWorkflow,
  getWorkflow,
  LITERATURE_DUPLICATE_MESSAGE,
  listCuratorTickets,
  reopenCuratorTicket,
  resolveCuratorTicket,
  restartWorkflow,
  searchWorkflows,
  startWorkflow,
  WORKFLOW_PROCESS_JOB,
  WorkflowActionError,
  workflowCounts,
} from './index';
import * as matching from './matching';
import { type LiteratureMatcher, processWorkflow } from './process';

let testApp: TestApp;
let smtp: TestSmtpServer;
let db: Kysely<Database>;
const curator = { id: 0, email: 'curator@parton.test' };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Parton <no-reply@parton.test>' } });
  db = testApp.context.db;
  const user = await db
    .insertInto('users')
    .values({ email: curator.email, roles: ['cataloger'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  curator.id = Number(user.id);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

let unique = 0;
/** A distinct arXiv id, DOI and submitter per test: workflows of one test never clash with another's. */
function next(): { arxiv: string; doi: string; email: string; n: number } {
  unique += 1;
  return {
    arxiv: `2611.${String(10_000 + unique)}`,
    doi: `10.5555/parton.${unique}`,
    email: `submitter${unique}@example.org`,
    n: unique,
  };
}

function submission(
  ids: ReturnType<typeof next>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    $schema: 'https://inspirehep.net/schemas/records/hep.json',
    _collections: ['Literature'],
    document_type: ['article'],
    titles: [{ title: `Submitted paper on quark matter number ${ids.n} ${'x'.repeat(ids.n)}` }],
    authors: [{ full_name: `Submitter, Sam${ids.n}` }],
    arxiv_eprints: [{ value: ids.arxiv, categories: ['hep-ph'] }],
    dois: [{ value: ids.doi }],
    acquisition_source: { method: 'submitter', source: 'submitter', email: ids.email },
    ...overrides,
  };
}

async function startLiterature(
  data: Record<string, unknown>,
  email: string,
  formData: Record<string, unknown> = {},
): Promise<string> {
  const started = await db.transaction().execute((tx) =>
    startWorkflow(tx, {
      kind: 'literature',
      workflowType: 'HEP_SUBMISSION',
      data,
      formData,
      submitter: { userId: null, email, orcid: null },
    }),
  );
  expect(started.status).toBe('processing');
  return started.id;
}

async function startAuthor(
  data: Record<string, unknown>,
  email: string,
  workflowType = 'AUTHOR_CREATE' as const,
) {
  const started = await db.transaction().execute((tx) =>
    startWorkflow(tx, {
      kind: 'authors',
      workflowType,
      data,
      submitter: { userId: null, email, orcid: null },
    }),
  );
  return started.id;
}

async function runProcessing(): Promise<void> {
  await runPendingJobs(db, JOB_HANDLERS, {
    kinds: [WORKFLOW_PROCESS_JOB],
    context: { config: testApp.context.config },
  });
}

async function deliverMail(): Promise<void> {
  await runPendingJobs(db, JOB_HANDLERS, {
    kinds: [MAIL_SEND_JOB],
    context: { config: testApp.context.config },
  });
}

async function statusOf(kind: 'authors' | 'literature', id: string): Promise<string | undefined> {
  return (await getWorkflow(db, kind, id))?.status;
}

async function expectActionError(promise: Promise<unknown>, status: number, message?: string | RegExp) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkflowActionError);
  expect((error as WorkflowActionError).status).toBe(status);
  if (message !== undefined) {
    expect((error as Error).message).toMatch(message);
  }
}

async function countRows(table: 'records' | 'workflow_decisions' | 'curator_tickets' | 'mail_outbox') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('literature submissions', () => {
  it('processes a submission to approval with its pasted references linked, and accept writes a searchable, cited record', async () => {
    const cited = buildLiterature({
      titles: [{ title: 'A cited paper about gluon saturation' }],
      arxiv_eprints: [{ value: '1501.00001', categories: ['hep-ph'] }],
      core: true,
    });
    await saveRecords(db, [{ collection: 'literature', metadata: cited }]);
    const ids = next();
    const id = await startLiterature(submission(ids), ids.email, {
      references: 'J. Doe, A cited paper, arXiv:1501.00001\nSome unpublished note without identifiers',
      comments: 'Please be quick',
    });
    // The submitter hears at once that the suggestion was received (mailed when its transaction commits).
    await deliverMail();
    expect(smtp.messagesTo(ids.email).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Your suggestion to Parton: Submitted paper on quark matter'),
    ]);

    await runProcessing();
    const waiting = await getWorkflow(db, 'literature', id);
    expect(waiting?.status).toBe('approval');
    expect(waiting?.reference_count).toEqual({ total: 2, matched: 1, core: 1 });
    const references = waiting?.data.references as Record<string, unknown>[];
    expect(references[0]?.record).toEqual({
      $ref: `${TEST_PUBLIC_URL}/api/literature/${cited.control_number}`,
    });
    expect(references[1]?.record).toBeUndefined();
    expect(waiting?.matches).toEqual({ exact: [], fuzzy: [] });

    const accepted = await decideWorkflow(testApp.context, 'literature', id, {
      action: 'hep_accept_core',
      curator,
    });
    expect(accepted.status).toBe('completed');
    expect(accepted.decisions.map((decision) => [decision.action, decision.user.email])).toEqual([
      ['hep_accept_core', curator.email],
    ]);
    const controlNumber = accepted.control_number!;
    expect(controlNumber).toBeGreaterThan(0);
    expect(accepted.tickets).toEqual([
      { id: expect.any(Number), ticket_type: 'literature_curation', status: 'open' },
    ]);

    const record = await testApp.app.inject({ method: 'GET', url: `/api/literature/${controlNumber}` });
    expect(record.statusCode).toBe(200);
    const metadata = record.json().metadata;
    expect(metadata.core).toBe(true);
    // The acquisition source is kept in the stored record (the public API hides the submitter's e-mail).
    const stored = await db
      .selectFrom('records')
      .select('metadata')
      .where('pid_type', '=', 'lit')
      .where('control_number', '=', controlNumber)
      .executeTakeFirstOrThrow();
    expect(stored.metadata.acquisition_source).toMatchObject({ method: 'submitter', email: ids.email });
    const search = await testApp.app.inject({ method: 'GET', url: `/api/literature?q=arxiv:${ids.arxiv}` });
    expect(
      search
        .json()
        .hits.hits.map((hit: { metadata: { control_number: number } }) => hit.metadata.control_number),
    ).toEqual([controlNumber]);
    const citedNow = await testApp.app.inject({
      method: 'GET',
      url: `/api/literature/${cited.control_number}`,
    });
    expect(citedNow.json().metadata.citation_count).toBe(1);

    await deliverMail();
    const acceptedMail = smtp.messagesTo(ids.email).at(-1);
    expect(acceptedMail?.subject).toContain('has been accepted');
    expect(acceptedMail?.text).toContain(`${TEST_PUBLIC_URL}/literature/${controlNumber}`);

    // A second decision is refused, and writes nothing.
    const records = await countRows('records');
    await expectActionError(
      decideWorkflow(testApp.context, 'literature', id, { action: 'hep_accept', curator }),
      400,
      'This workflow is not waiting for a decision.',
    );
    expect(await countRows('records')).toBe(records);
  });

  it('refuses a second submission of the same arXiv id or DOI while the first is not completed, writing nothing', async () => {
    const ids = next();
    await startLiterature(submission(ids), ids.email);
    const workflowsBefore = await db.selectFrom('workflows').select('id').execute();
    const outboxBefore = await countRows('mail_outbox');
    for (const data of [
      submission(ids, { dois: [] }),
      submission(ids, { arxiv_eprints: [], dois: [{ value: `https://doi.org/${ids.doi.toUpperCase()}` }] }),
    ]) {
      const error = await startLiterature(data, ids.email).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DuplicateWorkflowError);
      expect((error as DuplicateWorkflowError).status).toBe(409);
      expect((error as Error).message).toBe(LITERATURE_DUPLICATE_MESSAGE);
    }
    expect(await db.selectFrom('workflows').select('id').execute()).toHaveLength(workflowsBefore.length);
    expect(await countRows('mail_outbox')).toBe(outboxBefore);
    await runProcessing();
  });

  it('completes a submission of a paper we have (one exact match) and tells the submitter where it is', async () => {
    const ids = next();
    const existing = buildLiterature({ arxiv_eprints: [{ value: ids.arxiv }] });
    await saveRecords(db, [{ collection: 'literature', metadata: existing }]);
    const id = await startLiterature(submission(ids), ids.email);
    await runProcessing();
    const workflow = await getWorkflow(db, 'literature', id);
    expect(workflow?.status).toBe('completed');
    expect(workflow?.control_number).toBe(existing.control_number);
    expect(workflow?.matches?.exact).toEqual([existing.control_number]);
    expect(workflow?.decisions.map((decision) => decision.action)).toEqual(['auto_reject']);
    await deliverMail();
    const mail = smtp.messagesTo(ids.email).at(-1);
    expect(mail?.text).toContain('is already in Parton');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/literature/${existing.control_number}`);
  });

  it('stops in error_multiple_exact_matches when two records share its identifiers', async () => {
    const ids = next();
    const first = buildLiterature({ arxiv_eprints: [{ value: ids.arxiv }] });
    const second = buildLiterature({ dois: [{ value: ids.doi }] });
    await saveRecords(db, [
      { collection: 'literature', metadata: first },
      { collection: 'literature', metadata: second },
    ]);
    const id = await startLiterature(submission(ids), ids.email);
    await runProcessing();
    const workflow = await getWorkflow(db, 'literature', id);
    expect(workflow?.status).toBe('error_multiple_exact_matches');
    expect(workflow?.matches?.exact).toEqual([first.control_number, second.control_number]);
    expect(workflow?.error).toContain('Multiple exact matches');
    await expectActionError(
      decideWorkflow(testApp.context, 'literature', id, { action: 'hep_accept', curator }),
      400,
      'This workflow is not waiting for a decision.',
    );
  });

  it('offers fuzzy candidates; "none of these" continues to approval, a chosen candidate completes it as existing', async () => {
    const title = 'Holographic entanglement entropy of charged black branes in five dimensions';
    const lookAlike = buildLiterature({ titles: [{ title }], authors: [{ full_name: 'Ryu, Shinsei' }] });
    await saveRecords(db, [{ collection: 'literature', metadata: lookAlike }]);

    const first = next();
    const noneId = await startLiterature(
      submission(first, { titles: [{ title }], authors: [{ full_name: 'Ryu, S.' }] }),
      first.email,
    );
    await runProcessing();
    const fuzzy = await getWorkflow(db, 'literature', noneId);
    expect(fuzzy?.status).toBe('approval_fuzzy_matching');
    expect(fuzzy?.matches?.fuzzy.map((candidate) => candidate.control_number)).toContain(
      lookAlike.control_number,
    );
    // An accept is not what this status waits for.
    await expectActionError(
      decideWorkflow(testApp.context, 'literature', noneId, { action: 'hep_accept', curator }),
      400,
      'This workflow is not waiting for a decision.',
    );
    const none = await decideWorkflow(testApp.context, 'literature', noneId, {
      action: 'fuzzy_match',
      curator,
    });
    expect(none.status).toBe('approval');

    const second = next();
    const chosenId = await startLiterature(
      submission(second, { titles: [{ title }], authors: [{ full_name: 'Ryu, S.' }] }),
      second.email,
    );
    await runProcessing();
    await expectActionError(
      decideWorkflow(testApp.context, 'literature', chosenId, {
        action: 'fuzzy_match',
        value: '99999999',
        curator,
      }),
      400,
      'There is no literature record 99999999.',
    );
    const chosen = await decideWorkflow(testApp.context, 'literature', chosenId, {
      action: 'fuzzy_match',
      value: String(lookAlike.control_number),
      curator,
    });
    expect(chosen.status).toBe('completed');
    expect(chosen.control_number).toBe(lookAlike.control_number);
    expect(chosen.decisions.map((decision) => decision.action).sort()).toEqual([
      'auto_reject',
      'fuzzy_match',
    ]);
  });

  it('"duplicate of record N" while awaiting approval completes it as that record', async () => {
    const ids = next();
    const id = await startLiterature(submission(ids), ids.email);
    await runProcessing();
    expect(await statusOf('literature', id)).toBe('approval');
    const other = buildLiterature();
    await saveRecords(db, [{ collection: 'literature', metadata: other }]);
    const duplicate = await decideWorkflow(testApp.context, 'literature', id, {
      action: 'fuzzy_match',
      value: String(other.control_number),
      curator,
    });
    expect(duplicate.status).toBe('completed');
    expect(duplicate.control_number).toBe(other.control_number);
  });

  it('rejects with the curator text mailed to the submitter; without a text nothing is written', async () => {
    const ids = next();
    const id = await startLiterature(submission(ids), ids.email);
    await runProcessing();
    const decisions = await countRows('workflow_decisions');
    await expectActionError(
      decideWorkflow(testApp.context, 'literature', id, { action: 'hep_reject', value: '   ', curator }),
      400,
      /rejection needs the text/,
    );
    await expectActionError(
      decideWorkflow(testApp.context, 'literature', id, {
        action: 'hep_reject',
        value: 'x'.repeat(1501),
        curator,
      }),
      400,
    );
    await expectActionError(
      decideWorkflow(testApp.context, 'literature', id, { action: 'accept', curator }),
      400,
      /Unknown action/,
    );
    expect(await countRows('workflow_decisions')).toBe(decisions);
    expect(await statusOf('literature', id)).toBe('approval');

    const text = 'Dear colleague,\nthis article is out of the scope of Parton.\nBest regards';
    const rejected = await decideWorkflow(testApp.context, 'literature', id, {
      action: 'hep_reject',
      value: text,
      curator,
    });
    expect(rejected.status).toBe('completed');
    expect(rejected.control_number).toBeNull();
    expect(rejected.decisions).toEqual([
      expect.objectContaining({ action: 'hep_reject', value: text, user: { email: curator.email } }),
    ]);
    await deliverMail();
    const mail = smtp.messagesTo(ids.email).at(-1);
    expect(mail?.text?.replace(/\r\n/g, '\n').trim()).toBe(text);
  });

  it('a failing step sets error with the reason; restart runs it again and recovers', async () => {
    let failures = 1;
    const flaky: LiteratureMatcher = {
      ...matching,
      findFuzzyCandidates: async (database, data, limit): Promise<FuzzyCandidate[]> => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('the matcher is unreachable');
        }
        return matching.findFuzzyCandidates(database, data, limit);
      },
    };
    const ids = next();
    const id = await startLiterature(submission(ids), ids.email);
    await processWorkflow(db, testApp.context.config, id, { matcher: flaky });
    const failed = await getWorkflow(db, 'literature', id);
    expect(failed?.status).toBe('error');
    expect(failed?.error).toBe('the matcher is unreachable');

    const restarted = await restartWorkflow(testApp.context, 'literature', id);
    expect(restarted.status).toBe('processing');
    expect(restarted.error).toBeNull();
    await processWorkflow(db, testApp.context.config, id, { matcher: flaky });
    expect(await statusOf('literature', id)).toBe('approval');

    await decideWorkflow(testApp.context, 'literature', id, { action: 'hep_reject', value: 'No.', curator });
    await expectActionError(
      restartWorkflow(testApp.context, 'literature', id),
      400,
      'Cannot restart a completed workflow.',
    );
  });

  it('a job that died mid-step runs the steps again; a job for a decided workflow does nothing', async () => {
    const ids = next();
    const id = await startLiterature(submission(ids), ids.email);
    // As if a worker died after marking it running: the queue's retry finds it `running` and carries on.
    await db.updateTable('workflows').set({ status: 'running' }).where('id', '=', id).execute();
    await processWorkflow(db, testApp.context.config, id);
    expect(await statusOf('literature', id)).toBe('approval');
    await decideWorkflow(testApp.context, 'literature', id, { action: 'hep_accept', curator });
    await processWorkflow(db, testApp.context.config, id);
    expect(await statusOf('literature', id)).toBe('completed');
  });

  it('stops an invalid record in error_validation with its issues', async () => {
    const ids = next();
    const id = await startLiterature(submission(ids, { titles: 'not a list' }), ids.email);
    await runProcessing();
    const workflow = await getWorkflow(db, 'literature', id);
    expect(workflow?.status).toBe('error_validation');
    expect(workflow?.validation_errors.map((issue) => issue.path[0])).toContain('titles');
  });
});

describe('author submissions', () => {
  function author(n: number, orcid?: string): Record<string, unknown> {
    return {
      $schema: 'https://inspirehep.net/schemas/records/authors.json',
      _collections: ['Authors'],
      name: { value: `Newcomer, Nora${n}`, preferred_name: `Nora${n} Newcomer` },
      ...(orcid ? { ids: [{ schema: 'ORCID', value: orcid }] } : {}),
      email_addresses: [{ value: `nora${n}@example.org`, current: true }],
      acquisition_source: { method: 'submitter', source: 'submitter' },
    };
  }

  it('awaits approval; accept_curate writes the author record and opens a curation ticket', async () => {
    const ids = next();
    const id = await startAuthor(author(ids.n, '0000-0002-1825-0097'), ids.email);
    await runProcessing();
    const waiting = await getWorkflow(db, 'authors', id);
    expect(waiting?.status).toBe('approval');
    expect(waiting?.validation_errors).toEqual([]);
    expect(waiting?.data.acquisition_source).toMatchObject({ submission_number: id });

    const accepted = await decideWorkflow(testApp.context, 'authors', id, {
      action: 'accept_curate',
      curator,
    });
    expect(accepted.status).toBe('completed');
    const controlNumber = accepted.control_number!;
    const record = await testApp.app.inject({ method: 'GET', url: `/api/authors/${controlNumber}` });
    expect(record.statusCode).toBe(200);
    expect(record.json().metadata.name.value).toBe(`Newcomer, Nora${ids.n}`);
    expect(accepted.tickets.map((ticket) => ticket.ticket_type)).toEqual(['author_curation']);
    await deliverMail();
    const mails = smtp.messagesTo(ids.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your suggestion to Parton: author Nora${ids.n} Newcomer`,
      `Your suggestion to Parton: author Nora${ids.n} Newcomer has been accepted`,
    ]);
    expect(mails[1]?.text).toContain(`${TEST_PUBLIC_URL}/authors/${controlNumber}`);

    // A second submission of the ORCID now finds the profile: accept is refused, reject is the way out.
    const again = next();
    const secondId = await startAuthor(author(again.n, '0000-0002-1825-0097'), again.email);
    await runProcessing();
    const second = await getWorkflow(db, 'authors', secondId);
    expect(second?.matches?.exact).toEqual([controlNumber]);
    await expectActionError(
      decideWorkflow(testApp.context, 'authors', secondId, { action: 'accept', curator }),
      409,
      /already exists/,
    );
  });

  it('refuses a second AUTHOR_CREATE with the same ORCID while the first runs', async () => {
    const ids = next();
    await startAuthor(author(ids.n, '0000-0001-5109-3700'), ids.email);
    const error = await startAuthor(author(ids.n + 1000, '0000-0001-5109-3700'), ids.email).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DuplicateWorkflowError);
    expect((error as Error).message).toBe(
      'An author with the same ORCID is currently being processed. Please try again later.',
    );
    await runProcessing();
  });

  it('reject completes without a record and the SMTP server receives the rejection', async () => {
    const ids = next();
    const id = await startAuthor(author(ids.n), ids.email);
    await runProcessing();
    const records = await countRows('records');
    const rejected = await decideWorkflow(testApp.context, 'authors', id, { action: 'reject', curator });
    expect(rejected.status).toBe('completed');
    expect(rejected.control_number).toBeNull();
    expect(await countRows('records')).toBe(records);
    await deliverMail();
    const mail = smtp.messagesTo(ids.email).at(-1);
    expect(mail?.text).toContain('have not created this profile');
  });

  it('an author update opens an author_update ticket and completes', async () => {
    const existing = buildRecord('authors', { name: { value: 'Updated, Ulla' } });
    await saveRecords(db, [{ collection: 'authors', metadata: existing }]);
    const ids = next();
    const id = await startAuthor(existing, ids.email, 'AUTHOR_UPDATE' as 'AUTHOR_CREATE');
    await runProcessing();
    const workflow = await getWorkflow(db, 'authors', id);
    expect(workflow?.status).toBe('completed');
    expect(workflow?.tickets.map((ticket) => ticket.ticket_type)).toEqual(['author_update']);
    const tickets = await listCuratorTickets(db, { type: 'author_update', page: 1, size: 10 });
    expect(tickets.results[0]).toMatchObject({
      link: `/authors/${existing.control_number}`,
      requester_email: ids.email,
      status: 'open',
      subject: 'Update to author Updated, Ulla on Parton',
    });
  });

  it('an invalid author stops in error_validation', async () => {
    const ids = next();
    const id = await startAuthor({ name: { preferred_name: 'No value' } }, ids.email);
    await runProcessing();
    const workflow = await getWorkflow(db, 'authors', id);
    expect(workflow?.status).toBe('error_validation');
    expect(workflow?.validation_errors.map((issue) => issue.path.join('.'))).toContain('name.value');
  });
});

describe('search, counts, tickets, delete', () => {
  it('searches by free text with facets that ignore their own filter, newest updated first', async () => {
    const ids = next();
    const word = `zebrafish${ids.n}`;
    const approvalId = await startLiterature(
      submission(ids, { titles: [{ title: `The ${word} model of confinement` }] }),
      ids.email,
    );
    await runProcessing();
    const other = next();
    const processingId = await startLiterature(
      submission(other, { titles: [{ title: `Another ${word} paper` }] }),
      other.email,
    );
    const all = await searchWorkflows(db, {
      kind: 'literature',
      search: word.toUpperCase(),
      page: 1,
      size: 10,
    });
    expect(all.count).toBe(2);
    expect(all.results.map((workflow) => workflow.id)).toEqual([processingId, approvalId]);
    const filtered = await searchWorkflows(db, {
      kind: 'literature',
      search: word,
      status: ['approval'],
      page: 1,
      size: 10,
    });
    expect(filtered.results.map((workflow) => workflow.id)).toEqual([approvalId]);
    expect(filtered.facets._filter_status.status.buckets).toEqual([
      { key: 'approval', doc_count: 1 },
      { key: 'processing', doc_count: 1 },
    ]);
    expect(filtered.facets._filter_workflow_type.workflow_type.buckets).toEqual([
      { key: 'HEP_SUBMISSION', doc_count: 1, status: { buckets: [{ key: 'approval', doc_count: 1 }] } },
    ]);
    const oldest = await searchWorkflows(db, {
      kind: 'literature',
      search: word,
      ordering: '_updated_at',
      page: 2,
      size: 1,
    });
    expect(oldest.count).toBe(2);
    expect(oldest.results.map((workflow) => workflow.id)).toEqual([processingId]);
    expect(await searchWorkflows(db, { kind: 'authors', search: word, page: 1, size: 10 })).toMatchObject({
      count: 0,
    });
    // `%` is a character, not a wildcard.
    expect((await searchWorkflows(db, { kind: 'literature', search: '%', page: 1, size: 10 })).count).toBe(0);

    const counts = await workflowCounts(db);
    const literature = counts.find((entry) => entry.kind === 'literature');
    expect(literature?.types[0]?.workflowType).toBe('HEP_SUBMISSION');
    expect(literature?.total).toBeGreaterThanOrEqual(2);

    expect(await deleteWorkflow(db, 'literature', processingId)).toBe(true);
    expect(await deleteWorkflow(db, 'literature', processingId)).toBe(false);
    expect(await deleteWorkflow(db, 'authors', approvalId)).toBe(false);
    expect(await deleteWorkflow(db, 'literature', 'not-a-uuid')).toBe(false);
    expect(await getWorkflow(db, 'literature', processingId)).toBeNull();
    // Its pending processing job finds nothing to do.
    await runProcessing();
  });

  it('lists, resolves and reopens curator tickets with facets', async () => {
    const before = await listCuratorTickets(db, { status: 'open', page: 1, size: 100 });
    const [first] = before.results;
    expect(first).toBeDefined();
    const resolved = await resolveCuratorTicket(db, first!.id, curator.email);
    expect(resolved).toMatchObject({ status: 'resolved', resolved_by: curator.email });
    const open = await listCuratorTickets(db, { status: 'open', page: 1, size: 100 });
    expect(open.count).toBe(before.count - 1);
    expect(open.facets.status).toEqual(
      expect.arrayContaining([{ key: 'resolved', doc_count: expect.any(Number) }]),
    );
    expect(await reopenCuratorTicket(db, first!.id)).toMatchObject({ status: 'open', resolved_by: null });
    expect(await resolveCuratorTicket(db, 999_999, curator.email)).toBeNull();
  });

  it('answers 404 for a decision on a workflow that does not exist', async () => {
    await expectActionError(
      decideWorkflow(testApp.context, 'literature', '00000000-0000-4000-8000-000000000000', {
        action: 'hep_accept',
        curator,
      }),
      404,
    );
  });
});
