import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, injectAs, logIn, type TestSession } from '../../accounts/testing/sessions';
import { MAIL_SEND_JOB } from '../../mail/send';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/testing/smtpServer';
import { JOB_HANDLERS } from '../../queue/handlers';
import { runPendingJobs } from '../../queue/worker';
import { findRecord } from '../../records/repository';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildRecord } from '../../testing/factories';

let testApp: TestApp;
let smtp: TestSmtpServer;
let user: TestSession;
let userEmail: string;
let userId: number;
let other: TestSession;
let cataloger: TestSession;
let orcidUser: TestSession;
const USER_ORCID = '0000-0002-1825-0097';

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Parton <no-reply@parton.test>' } });
  const plain = await createTestAccount(testApp.context);
  userEmail = plain.email;
  userId = plain.account.id;
  user = await logIn(testApp.app, plain.email, plain.password);
  const second = await createTestAccount(testApp.context);
  other = await logIn(testApp.app, second.email, second.password);
  const curator = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  cataloger = await logIn(testApp.app, curator.email, curator.password);
  const withOrcid = await createTestAccount(testApp.context, { orcid: USER_ORCID });
  orcidUser = await logIn(testApp.app, withOrcid.email, withOrcid.password);
});
afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

function post(session: TestSession | null, type: string, data: unknown) {
  return injectAs(testApp.app, session, {
    method: 'POST',
    url: `/api/submissions/${type}`,
    payload: { data },
  });
}

function put(session: TestSession | null, path: string, data: unknown) {
  return injectAs(testApp.app, session, {
    method: 'PUT',
    url: `/api/submissions/${path}`,
    payload: { data },
  });
}

function get(session: TestSession | null, path: string) {
  return injectAs(testApp.app, session, { method: 'GET', url: `/api/submissions/${path}` });
}

/** Rows of every table a submission may write: a refused one changes none of them. */
async function counts() {
  const db = testApp.context.db;
  const count = async (table: 'records' | 'workflows' | 'curator_tickets' | 'mail_outbox' | 'job_queue') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    records: await count('records'),
    workflows: await count('workflows'),
    tickets: await count('curator_tickets'),
    mails: await count('mail_outbox'),
    jobs: await count('job_queue'),
  };
}

async function stored(
  collection: 'jobs' | 'conferences' | 'seminars' | 'authors' | 'institutions' | 'experiments' | 'journals',
  controlNumber: number,
) {
  const record = await findRecord(testApp.context.db, collection, controlNumber);
  expect(record, `${collection} ${controlNumber} exists`).toBeDefined();
  return JSON.parse(record!.metadataJson) as Record<string, unknown>;
}

async function ticketsOf(controlNumber: number) {
  return testApp.context.db
    .selectFrom('curator_tickets')
    .selectAll()
    .where('control_number', '=', controlNumber)
    .execute();
}

async function outboxTo(recipient: string) {
  return testApp.context.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .execute();
}

const validForms: Record<string, Record<string, unknown>> = {
  literature: {
    document_type: 'article',
    title: 'A new look at strings',
    subjects: ['Theory-HEP'],
    authors: [{ full_name: 'Doe, Jane', affiliation: 'CERN' }, {}],
    doi: '10.1234/strings.1',
    pdf_link: 'https://example.org/strings.pdf',
    references: '[1] Someone, Some journal 1 (2000)',
    comments: 'Please check',
    defense_date: '2020-01-01',
  },
  authors: {
    given_name: 'Ada',
    family_name: 'Lovelace',
    display_name: 'Ada Lovelace',
    orcid: '0000-0001-5109-3700',
    emails: [{ value: 'ada@example.org', current: true }, { value: '' }],
    positions: [{ institution: 'CERN', current: true }],
  },
  jobs: {
    status: 'open',
    title: 'Postdoc in strings',
    institutions: [{ value: 'CERN' }],
    regions: ['Europe'],
    field_of_interest: ['hep-th'],
    ranks: ['POSTDOC'],
    deadline_date: isoDay(60),
    description: '<p>Come and work with us</p>',
    contacts: [{ name: 'Boss', email: 'boss@example.org' }],
    reference_letters: ['letters@example.org', 'https://letters.example.org'],
  },
  conferences: {
    name: 'Strings 2031',
    dates: ['2031-06-02', '2031-06-06'],
    addresses: [{ city: 'Geneva', country: 'Switzerland' }],
    field_of_interest: ['Theory-HEP'],
    acronyms: ['Strings', ''],
  },
  seminars: {
    name: 'A seminar',
    dates: ['2031-01-15 02:30 PM', '2031-01-15 03:30 PM'],
    timezone: 'Europe/Zurich',
    speakers: [{ name: 'Speaker, Sam', affiliation: 'CERN' }],
    field_of_interest: ['Theory-HEP'],
    join_urls: [{ value: 'https://meet.example.org/x', description: 'Zoom' }],
  },
  institutions: { identifier: 'New Institute' },
  experiments: { legacy_name: 'NEW-EXP', project_type: ['experiment'] },
  journals: { short_title: 'J.New', journal_title: 'Journal of New Things' },
};

const invalidForms: Record<string, { data: Record<string, unknown>; path: string }> = {
  literature: { data: { ...validForms.literature, title: '' }, path: 'title' },
  authors: { data: { ...validForms.authors, orcid: '0000-0002-1825-0098' }, path: 'orcid' },
  jobs: { data: { ...validForms.jobs, regions: [] }, path: 'regions' },
  conferences: {
    data: { ...validForms.conferences, addresses: [{ city: 'Geneva' }] },
    path: 'addresses.0.country',
  },
  seminars: { data: { ...validForms.seminars, dates: ['2031-01-15 14:30'] }, path: 'dates' },
  institutions: { data: { identifier: '   ' }, path: 'identifier' },
  experiments: { data: { legacy_name: 'X', project_type: ['planet'] }, path: 'project_type.0' },
  journals: { data: { short_title: 'J' }, path: 'journal_title' },
};

describe('permissions', () => {
  it('refuses anonymous submitters (401) and plain users on cataloger forms (403)', async () => {
    for (const type of Object.keys(validForms)) {
      expect((await post(null, type, validForms[type])).statusCode, type).toBe(401);
    }
    for (const type of ['institutions', 'experiments', 'journals']) {
      expect((await post(user, type, validForms[type])).statusCode, type).toBe(403);
    }
  });
});

describe('invalid forms', () => {
  it('answer 400 with the field errors and write nothing, for every type', async () => {
    for (const [type, { data, path }] of Object.entries(invalidForms)) {
      const before = await counts();
      const response = await post(cataloger, type, data);
      expect(response.statusCode, type).toBe(400);
      const body = response.json();
      expect(body.message).toBe('Please correct the errors in the form.');
      expect(
        body.errors.map((error: { path: string }) => error.path),
        type,
      ).toContain(path);
      expect(await counts(), type).toEqual(before);
    }
  });

  it('refuse an unknown country and time zone by field', async () => {
    const conference = await post(user, 'conferences', {
      ...validForms.conferences,
      addresses: [{ city: 'X', country: 'Atlantis' }],
    });
    expect(conference.statusCode).toBe(400);
    expect(conference.json().errors).toEqual([
      { path: 'addresses.0.country', message: 'Not a valid country' },
    ]);
    const seminar = await post(user, 'seminars', { ...validForms.seminars, timezone: 'Mars/Olympus' });
    expect(seminar.json().errors).toEqual([{ path: 'timezone', message: 'Not a valid timezone' }]);
  });
});

describe('literature', () => {
  it('starts a HEP_SUBMISSION workflow with the record and the curators form data', async () => {
    const response = await post(user, 'literature', validForms.literature);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ workflow_type: 'HEP_SUBMISSION', status: 'processing' });
    const workflow = await testApp.context.db
      .selectFrom('workflows')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(workflow.form_data).toEqual({
      url: 'https://example.org/strings.pdf',
      references: '[1] Someone, Some journal 1 (2000)',
    });
    expect(workflow.data).toMatchObject({
      titles: [{ title: 'A new look at strings', source: 'submitter' }],
      dois: [{ value: '10.1234/strings.1' }],
      urls: [{ value: 'https://example.org/strings.pdf' }],
      authors: [{ full_name: 'Doe, Jane', affiliations: [{ value: 'CERN' }] }],
      _private_notes: [{ value: 'Please check', source: 'submitter' }],
      acquisition_source: {
        email: userEmail,
        internal_uid: userId,
        method: 'submitter',
        source: 'submitter',
      },
    });
    // The thesis field of an article form is not the article's: it is dropped, not stored.
    expect(workflow.data).not.toHaveProperty('thesis_info');
    expect(workflow.submitter_email).toBe(userEmail);
  });

  it('adds the CNUM of a picked conference to the publication info, and no conference text note', async () => {
    const [conference] = await saveRecords(testApp.context.db, [
      { collection: 'conferences', metadata: buildRecord('conferences', { cnum: 'C19-03-04.2' }) },
    ]);
    const response = await post(user, 'literature', {
      title: 'Proceedings talk',
      subjects: ['Lattice'],
      authors: [{ full_name: 'Roe, Richard' }],
      conference_info: 'Lattice 2019, Wuhan',
      conference_record: { $ref: `https://elsewhere.example/api/conferences/${conference!.controlNumber}` },
    });
    expect(response.statusCode).toBe(200);
    const workflow = await testApp.context.db
      .selectFrom('workflows')
      .select('data')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(workflow.data.publication_info).toEqual([
      {
        conference_record: { $ref: `${TEST_PUBLIC_URL}/api/conferences/${conference!.controlNumber}` },
        cnum: 'C19-03-04.2',
      },
    ]);
    expect(workflow.data).not.toHaveProperty('_private_notes');
  });

  it('answers 409 while a submission with the same DOI is processed, writing nothing', async () => {
    const before = await counts();
    const response = await post(other, 'literature', validForms.literature);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('currently being processed');
    expect(await counts()).toEqual(before);
  });
});

describe('authors', () => {
  it('a new author starts an AUTHOR_CREATE workflow', async () => {
    const response = await post(user, 'authors', validForms.authors);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ workflow_type: 'AUTHOR_CREATE', status: 'processing' });
    const workflow = await testApp.context.db
      .selectFrom('workflows')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(workflow.data).toMatchObject({
      _collections: ['Authors'],
      name: { value: 'Lovelace, Ada', preferred_name: 'Ada Lovelace' },
      ids: [{ schema: 'ORCID', value: '0000-0001-5109-3700' }],
      email_addresses: [{ value: 'ada@example.org', current: true, hidden: false }],
    });
  });

  it('lets only the owner or a cataloger read and update an author, merging the update', async () => {
    const [author] = await saveRecords(testApp.context.db, [
      {
        collection: 'authors',
        metadata: buildRecord('authors', {
          name: { value: 'Owner, Olga', preferred_name: 'Olga Owner' },
          ids: [
            { schema: 'ORCID', value: USER_ORCID },
            { schema: 'LINKEDIN', value: 'olga-old' },
          ],
          urls: [{ value: 'https://olga.example' }],
          _private_notes: [{ value: 'old note' }],
        }),
      },
    ]);
    const controlNumber = author!.controlNumber;
    expect((await get(null, `authors/${controlNumber}`)).statusCode).toBe(401);
    const refused = await get(user, `authors/${controlNumber}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not allowed to edit this author');
    expect((await get(user, 'authors/999999')).statusCode).toBe(404);

    const prefill = await get(orcidUser, `authors/${controlNumber}`);
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json().data).toMatchObject({
      given_name: 'Olga',
      family_name: 'Owner',
      orcid: USER_ORCID,
    });

    const before = await counts();
    expect((await put(user, `authors/${controlNumber}`, prefill.json().data)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);

    const updated = await put(orcidUser, `authors/${controlNumber}`, {
      ...prefill.json().data,
      display_name: 'Olga O.',
      linkedin: 'olga-new',
      websites: [],
      comments: 'new note',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ pid_value: controlNumber });
    const record = await stored('authors', controlNumber);
    expect(record.name).toMatchObject({ value: 'Owner, Olga', preferred_name: 'Olga O.' });
    expect(record.ids).toEqual([
      { schema: 'ORCID', value: USER_ORCID },
      { schema: 'LINKEDIN', value: 'olga-new' },
    ]);
    expect(record).not.toHaveProperty('urls');
    expect(record._private_notes).toEqual([{ value: 'old note' }, { value: 'new note' }]);
    const workflows = await testApp.context.db
      .selectFrom('workflows')
      .selectAll()
      .where('workflow_type', '=', 'AUTHOR_UPDATE')
      .execute();
    expect(workflows.map((workflow) => workflow.data.control_number)).toContain(controlNumber);

    // A cataloger may update any author; the account's own profile makes its owner too.
    expect((await get(cataloger, `authors/${controlNumber}`)).statusCode).toBe(200);
    const profileOwner = await createTestAccount(testApp.context, { profile: controlNumber });
    const profileSession = await logIn(testApp.app, profileOwner.email, profileOwner.password);
    expect((await get(profileSession, `authors/${controlNumber}`)).statusCode).toBe(200);
  });
});

describe('jobs', () => {
  let pendingJob: number;

  it("makes a user's job pending, opens a ticket, and keeps the submitter's identity", async () => {
    const response = await post(user, 'jobs', validForms.jobs);
    expect(response.statusCode).toBe(201);
    pendingJob = response.json().pid_value;
    const record = await stored('jobs', pendingJob);
    expect(record).toMatchObject({
      position: 'Postdoc in strings',
      status: 'pending',
      arxiv_categories: ['hep-th'],
      contact_details: [{ name: 'Boss', email: 'boss@example.org' }],
      reference_letters: {
        emails: ['letters@example.org'],
        urls: [{ value: 'https://letters.example.org' }],
      },
      acquisition_source: { email: userEmail, internal_uid: userId },
    });
    const tickets = await ticketsOf(pendingJob);
    expect(tickets.map((ticket) => [ticket.ticket_type, ticket.subject])).toEqual([
      ['job_submission', `Job ${pendingJob} has been submitted to the Jobs database`],
    ]);
  });

  it('keeps a cataloger’s status and refuses a deadline outside the next year', async () => {
    const response = await post(cataloger, 'jobs', validForms.jobs);
    expect(response.statusCode).toBe(201);
    expect((await stored('jobs', response.json().pid_value)).status).toBe('open');
    const before = await counts();
    const late = await post(user, 'jobs', { ...validForms.jobs, deadline_date: isoDay(500) });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([
      { path: 'deadline_date', message: 'Deadline should be within next year' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('hides a pending job from the searches of anonymous users and users, not from catalogers', async () => {
    const search = async (session: TestSession | null, query: string) =>
      (await injectAs(testApp.app, session, { method: 'GET', url: `/api/jobs?${query}` })).json();
    const ids = (body: { hits: { hits: { metadata: { control_number: number } }[] } }) =>
      body.hits.hits.map((hit) => hit.metadata.control_number);
    for (const session of [null, user]) {
      expect(ids(await search(session, 'status=pending'))).not.toContain(pendingJob);
      expect(ids(await search(session, 'status=all'))).not.toContain(pendingJob);
      expect(ids(await search(session, 'q=status:pending&status=all'))).not.toContain(pendingJob);
      const facets = await injectAs(testApp.app, session, {
        method: 'GET',
        url: '/api/jobs/facets?status=all',
      });
      expect(JSON.stringify(facets.json())).not.toContain('"pending"');
    }
    expect(ids(await search(cataloger, 'status=pending'))).toContain(pendingJob);
    // The job's own page stays reachable by its link.
    expect(
      (await injectAs(testApp.app, null, { method: 'GET', url: `/api/jobs/${pendingJob}` })).statusCode,
    ).toBe(200);
  });

  it('lets the submitter edit within the status rules, others get 403', async () => {
    const prefill = await get(user, `jobs/${pendingJob}`);
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json()).toMatchObject({
      data: { title: 'Postdoc in strings', status: 'pending', field_of_interest: ['hep-th'] },
      meta: { can_modify_status: true },
    });
    const foreign = await put(other, `jobs/${pendingJob}`, prefill.json().data);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('You are not allowed to edit this Job opening');

    const before = await counts();
    const opened = await put(user, `jobs/${pendingJob}`, { ...prefill.json().data, status: 'open' });
    expect(opened.statusCode).toBe(400);
    expect(opened.json().message).toBe("Only curator can change status from 'pending' to 'open'.");
    expect(await counts()).toEqual(before);

    const edited = await put(user, `jobs/${pendingJob}`, {
      ...prefill.json().data,
      title: 'Postdoc in strings (2 posts)',
      contacts: [],
      reference_letters: [],
    });
    expect(edited.statusCode).toBe(200);
    const record = await stored('jobs', pendingJob);
    expect(record.position).toBe('Postdoc in strings (2 posts)');
    expect(record).not.toHaveProperty('contact_details');
    expect(record).not.toHaveProperty('reference_letters');
    expect(record.acquisition_source).toMatchObject({ internal_uid: userId });
    expect((await ticketsOf(pendingJob)).length).toBe(2);

    const approved = await put(cataloger, `jobs/${pendingJob}`, { ...prefill.json().data, status: 'open' });
    expect(approved.statusCode).toBe(200);
    expect((await stored('jobs', pendingJob)).status).toBe('open');
  });

  it('freezes the status of a job 30 days past its deadline for its submitter', async () => {
    const [job] = await saveRecords(testApp.context.db, [
      {
        collection: 'jobs',
        metadata: buildRecord('jobs', {
          position: 'Old job',
          status: 'closed',
          deadline_date: isoDay(-40),
          description: 'old',
          institutions: [{ value: 'CERN' }],
          regions: ['Europe'],
          arxiv_categories: ['hep-th'],
          ranks: ['POSTDOC'],
          acquisition_source: { method: 'submitter', source: 'submitter', internal_uid: userId },
        }),
      },
    ]);
    const prefill = await get(user, `jobs/${job!.controlNumber}`);
    expect(prefill.json().meta).toEqual({ can_modify_status: false });
    expect((await get(cataloger, `jobs/${job!.controlNumber}`)).json().meta).toEqual({
      can_modify_status: true,
    });
    const reopened = await put(user, `jobs/${job!.controlNumber}`, {
      ...prefill.json().data,
      status: 'open',
    });
    expect(reopened.json().message).toBe("Only curator can change status from 'closed' to 'open'.");
  });
});

describe('conferences', () => {
  it('mints the CNUM from the opening date, with a suffix on a clash, tickets and mails non-curators', async () => {
    await saveRecords(testApp.context.db, [
      {
        collection: 'conferences',
        metadata: buildRecord('conferences', { cnum: 'C31-06-02', titles: [{ title: 'Older' }] }),
      },
    ]);
    const response = await post(user, 'conferences', validForms.conferences);
    expect(response.statusCode).toBe(201);
    const { pid_value: controlNumber, cnum } = response.json();
    expect(cnum).toBe('C31-06-02.1');
    const record = await stored('conferences', controlNumber);
    expect(record).toMatchObject({
      cnum: 'C31-06-02.1',
      titles: [{ title: 'Strings 2031' }],
      opening_date: '2031-06-02',
      closing_date: '2031-06-06',
      addresses: [{ cities: ['Geneva'], country_code: 'CH' }],
      acronyms: ['Strings'],
      inspire_categories: [{ term: 'Theory-HEP' }],
    });
    expect(record).not.toHaveProperty('acquisition_source');
    expect((await ticketsOf(controlNumber)).map((ticket) => ticket.subject)).toEqual([
      `New Conference Submission ${controlNumber}.`,
    ]);
    const mails = await outboxTo(userEmail);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your conference(${controlNumber}) has been successfully submitted!`,
    );

    const second = await post(cataloger, 'conferences', validForms.conferences);
    expect(second.json().cnum).toBe('C31-06-02.2');
    expect(await ticketsOf(second.json().pid_value)).toEqual([]);
  });
});

describe('seminars', () => {
  let seminar: number;

  it('stores UTC times, checks related papers, tickets and mails the submitter through SMTP', async () => {
    const [paper] = await saveRecords(testApp.context.db, [
      { collection: 'literature', metadata: buildRecord('literature') },
    ]);
    const before = await counts();
    const missing = await post(user, 'seminars', { ...validForms.seminars, literature_records: ['987654'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('987654 is not a valid literature record.');
    expect(await counts()).toEqual(before);

    const response = await post(user, 'seminars', {
      ...validForms.seminars,
      literature_records: [String(paper!.controlNumber)],
    });
    expect(response.statusCode).toBe(201);
    seminar = response.json().pid_value;
    const record = await stored('seminars', seminar);
    expect(record).toMatchObject({
      title: { title: 'A seminar' },
      timezone: 'Europe/Zurich',
      start_datetime: '2031-01-15T13:30:00.000000',
      end_datetime: '2031-01-15T14:30:00.000000',
      speakers: [{ name: 'Speaker, Sam', affiliations: [{ value: 'CERN' }] }],
      literature_records: [{ record: { $ref: `${TEST_PUBLIC_URL}/api/literature/${paper!.controlNumber}` } }],
      acquisition_source: { internal_uid: userId },
    });
    expect((await ticketsOf(seminar)).map((ticket) => ticket.ticket_type)).toEqual(['seminar_submission']);

    await runPendingJobs(testApp.context.db, JOB_HANDLERS, {
      kinds: [MAIL_SEND_JOB],
      context: { config: testApp.context.config },
    });
    const delivered = smtp.messagesTo(userEmail).map((mail) => mail.subject);
    expect(delivered).toContain(`Your seminar (${seminar}) has been successfully submitted!`);
    const text = smtp
      .messagesTo(userEmail)
      .find((mail) => mail.subject.includes(`seminar (${seminar})`))?.text;
    expect(text).toContain(`${TEST_PUBLIC_URL}/submissions/seminars/${seminar}`);
  });

  it('prefills for any user, updates for the submitter only', async () => {
    const prefill = await get(other, `seminars/${seminar}`);
    expect(prefill.statusCode).toBe(200);
    expect(prefill.json().data).toMatchObject({ name: 'A seminar', dates: validForms.seminars!.dates });
    const refused = await put(other, `seminars/${seminar}`, prefill.json().data);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not allowed to edit this seminar');
    const updated = await put(user, `seminars/${seminar}`, {
      ...prefill.json().data,
      name: 'Renamed',
      join_urls: [],
    });
    expect(updated.statusCode).toBe(200);
    const record = await stored('seminars', seminar);
    expect(record.title).toEqual({ title: 'Renamed' });
    expect(record).not.toHaveProperty('join_urls');
    expect((await ticketsOf(seminar)).length).toBe(2);
  });
});

describe('cataloger forms', () => {
  it('create institutions, experiments and journals', async () => {
    const institution = await post(cataloger, 'institutions', validForms.institutions);
    expect(institution.statusCode).toBe(201);
    expect(await stored('institutions', institution.json().control_number)).toMatchObject({
      legacy_ICN: 'New Institute',
      ICN: ['New Institute'],
    });
    const experiment = await post(cataloger, 'experiments', validForms.experiments);
    expect(await stored('experiments', experiment.json().control_number)).toMatchObject({
      legacy_name: 'NEW-EXP',
      project_type: ['experiment'],
    });
    const journal = await post(cataloger, 'journals', validForms.journals);
    expect(await stored('journals', journal.json().control_number)).toMatchObject({
      short_title: 'J.New',
      journal_title: { title: 'Journal of New Things' },
    });
  });
});
