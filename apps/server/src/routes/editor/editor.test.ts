import {
  type CollectionName,
  EDITOR_MESSAGES,
  editorConflictSchema,
  editorInvalidSchema,
  editorRecordSchema,
  editorRevisionResponseSchema,
  editorRevisionsResponseSchema,
  FORBIDDEN_MESSAGE,
  UI_JSON_MIME,
} from '@parton/records';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, injectAs, logIn, type TestSession } from '../../accounts/testing/sessions';
import { REVISION_REQUIRED_MESSAGE } from '../../editor/service';
import { findRecord, listVersions } from '../../records/repository';
import { saveRecords } from '../../records/writer';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/app';
import { buildLiterature, buildRecord } from '../../testing/factories';
import { logInEachRole } from '../../testing/roleSessions';

type Json = Record<string, unknown>;

const literatureRef = (controlNumber: unknown) => ({
  $ref: `${TEST_PUBLIC_URL}/api/literature/${controlNumber}`,
});

let testApp: TestApp;
let user: TestSession;
let cataloger: TestSession;
let catalogerEmail: string;
let superuser: TestSession;
/** A user whose profile is `profile`, and a user who submitted `job` and `seminar`. */
let profileOwner: TestSession;
let submitter: TestSession;
let profile: Json;
let job: Json;
let seminar: Json;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ user, superuser } = await logInEachRole(testApp));
  const catalogerAccount = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  catalogerEmail = catalogerAccount.email;
  cataloger = await logIn(testApp.app, catalogerAccount.email, catalogerAccount.password);

  profile = buildRecord('authors', {
    name: { value: 'Owner, Olivia' },
    _private_notes: [{ value: 'Met at the workshop' }],
  });
  const submitterAccount = await createTestAccount(testApp.context);
  job = buildRecord('jobs', { acquisition_source: { email: submitterAccount.email, method: 'submitter' } });
  seminar = buildRecord('seminars', {
    acquisition_source: { email: submitterAccount.email, method: 'submitter' },
  });
  await saveRecords(testApp.context.db, [
    { collection: 'authors', metadata: profile },
    { collection: 'jobs', metadata: job },
    { collection: 'seminars', metadata: seminar },
  ]);
  const ownerAccount = await createTestAccount(testApp.context, {
    profile: profile.control_number as number,
  });
  profileOwner = await logIn(testApp.app, ownerAccount.email, ownerAccount.password);
  submitter = await logIn(testApp.app, submitterAccount.email, submitterAccount.password);
});
afterAll(async () => {
  await testApp.close();
});

async function seed(collection: CollectionName, metadata: Json): Promise<Json> {
  await saveRecords(testApp.context.db, [{ collection, metadata }]);
  return metadata;
}

function call(session: TestSession | null, options: InjectOptions) {
  return injectAs(testApp.app, session, options);
}

function read(session: TestSession | null, collection: string, controlNumber: unknown) {
  return call(session, { url: `/api/editor/${collection}/${controlNumber}` });
}

function save(
  session: TestSession | null,
  collection: string,
  controlNumber: unknown,
  payload: Json,
  headers: Record<string, string> = {},
) {
  return call(session, {
    method: 'PUT',
    url: `/api/editor/${collection}/${controlNumber}`,
    payload,
    headers,
  });
}

async function storedRevision(collection: CollectionName, controlNumber: unknown): Promise<number> {
  const record = await findRecord(testApp.context.db, collection, controlNumber as number);
  return record!.revisionId;
}

async function publicRecord(collection: string, controlNumber: unknown) {
  const response = await testApp.app.inject({
    url: `/api/${collection}/${controlNumber}`,
    headers: { accept: UI_JSON_MIME },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { metadata: Json & { citation_count?: number } };
}

async function citationCount(controlNumber: unknown): Promise<number> {
  return (await publicRecord('literature', controlNumber)).metadata.citation_count ?? 0;
}

async function searchTotal(url: string): Promise<number> {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().hits.total as number;
}

function expectShape(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  body: unknown,
) {
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
}

describe('GET /api/editor/{collection}/{id}', () => {
  it('answers the whole stored record as an EditorRecord, private parts included, with its revision as ETag', async () => {
    const paper = buildLiterature({
      _private_notes: [{ value: 'Check the affiliations' }],
      references: [{ record: { $ref: 'https://inspirehep.net/api/literature/1' } }],
      citation_count: 7,
    });
    await seed('literature', paper);
    await seed('literature', { ...paper, titles: [{ title: 'Corrected title' }] });
    for (const session of [cataloger, superuser]) {
      const response = await read(session, 'literature', paper.control_number);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBe('"1"');
      const body = response.json();
      expectShape(editorRecordSchema, body);
      expect(body).toMatchObject({
        id: String(paper.control_number),
        collection: 'literature',
        revision_id: 1,
        deleted: false,
      });
      expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
      expect(body.metadata).toEqual({ ...paper, titles: [{ title: 'Corrected title' }] });
    }
    // The public answer of the same record leaves the private notes out.
    expect((await publicRecord('literature', paper.control_number)).metadata).not.toHaveProperty(
      '_private_notes',
    );
  });

  it('answers a deleted record instead of redirecting to its successor', async () => {
    const successor = await seed('literature', buildLiterature());
    const deleted = await seed(
      'literature',
      buildLiterature({ deleted: true, new_record: literatureRef(successor.control_number) }),
    );
    const response = await read(cataloger, 'literature', deleted.control_number);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deleted: true, metadata: deleted });
  });

  it('answers 404 for a missing record, an unknown collection and a bad number', async () => {
    for (const url of ['/api/editor/literature/1', '/api/editor/nothing/1', '/api/editor/literature/abc']) {
      const response = await call(cataloger, { url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ status: 404, message: 'PID does not exist.' });
    }
  });

  it('lets owners read their profile and the jobs and seminars they submitted, and nothing else', async () => {
    const otherAuthor = await seed('authors', buildRecord('authors'));
    const paper = await seed('literature', buildLiterature());
    const otherJob = await seed('jobs', buildRecord('jobs'));
    const expectations: [TestSession, string, unknown, number][] = [
      [profileOwner, 'authors', profile.control_number, 200],
      [profileOwner, 'authors', otherAuthor.control_number, 403],
      [profileOwner, 'literature', paper.control_number, 403],
      [submitter, 'jobs', job.control_number, 200],
      [submitter, 'seminars', seminar.control_number, 200],
      [submitter, 'jobs', otherJob.control_number, 403],
      [user, 'authors', profile.control_number, 403],
      [user, 'jobs', job.control_number, 403],
    ];
    for (const [session, collection, controlNumber, status] of expectations) {
      const response = await read(session, collection, controlNumber);
      expect(response.statusCode, `${collection} ${controlNumber}`).toBe(status);
      if (status === 403) {
        expect(response.json().message).toBe(EDITOR_MESSAGES.forbidden);
      }
    }
    // The owner edits their own data, not the catalogers' notes about it: those are left out of their read.
    const own = await read(profileOwner, 'authors', profile.control_number);
    expect(own.json().metadata).not.toHaveProperty('_private_notes');
    const asCataloger = await read(cataloger, 'authors', profile.control_number);
    expect(asCataloger.json().metadata._private_notes).toEqual([{ value: 'Met at the workshop' }]);
    expect((await publicRecord('authors', profile.control_number)).metadata).not.toHaveProperty(
      '_private_notes',
    );
  });
});

describe('every editor route × every kind of caller', () => {
  it('refuses anonymous callers (401) and strangers (403), admits owners where owners may, and catalogers', async () => {
    const paper = await seed('literature', buildLiterature());
    const ownProfile = profile.control_number;
    const routes: {
      label: string;
      options: (collection: string, id: unknown) => InjectOptions;
      owner: boolean;
    }[] = [
      { label: 'read', options: (c, id) => ({ url: `/api/editor/${c}/${id}` }), owner: true },
      {
        label: 'save',
        options: (c, id) => ({ method: 'PUT', url: `/api/editor/${c}/${id}`, payload: { metadata: {} } }),
        owner: true,
      },
      { label: 'revisions', options: (c, id) => ({ url: `/api/editor/${c}/${id}/revisions` }), owner: true },
      { label: 'revision', options: (c, id) => ({ url: `/api/editor/${c}/${id}/revisions/0` }), owner: true },
      {
        label: 'revert',
        options: (c, id) => ({ method: 'POST', url: `/api/editor/${c}/${id}/revert/0`, payload: {} }),
        owner: true,
      },
      {
        label: 'delete',
        options: (c, id) => ({ method: 'DELETE', url: `/api/editor/${c}/${id}`, payload: {} }),
        owner: false,
      },
      {
        label: 'create',
        options: (c) => ({ method: 'POST', url: `/api/editor/${c}`, payload: { metadata: {} } }),
        owner: false,
      },
    ];
    for (const route of routes) {
      const anonymous = await call(null, route.options('authors', ownProfile));
      expect(anonymous.statusCode, `${route.label} anonymous`).toBe(401);

      const stranger = await call(user, route.options('authors', ownProfile));
      expect(stranger.statusCode, `${route.label} stranger`).toBe(403);
      expect([EDITOR_MESSAGES.forbidden, FORBIDDEN_MESSAGE]).toContain(stranger.json().message);

      // Reading and the harmless writes below (an empty body is refused after the rights check) show the owner in.
      const owner = await call(profileOwner, route.options('authors', ownProfile));
      if (route.owner) {
        expect([200, 422, 428], `${route.label} owner: ${owner.body.slice(0, 200)}`).toContain(
          owner.statusCode,
        );
      } else {
        expect(owner.statusCode, `${route.label} owner`).toBe(403);
      }
      const ownerOnPaper = await call(profileOwner, route.options('literature', paper.control_number));
      expect(ownerOnPaper.statusCode, `${route.label} owner on a paper`).toBe(403);
    }
    // Catalogers: every route admits them (writes checked in the tests below).
    for (const route of routes.filter((candidate) => candidate.label !== 'delete')) {
      const response = await call(cataloger, route.options('literature', paper.control_number));
      expect([200, 201, 422, 428], `${route.label} cataloger: ${response.body.slice(0, 200)}`).toContain(
        response.statusCode,
      );
    }
  });
});

describe('PUT /api/editor/{collection}/{id}', () => {
  it('saves a new revision, answers it, and names the editor and the changed fields in the history', async () => {
    const paper = await seed('literature', buildLiterature({ _private_notes: [{ value: 'kept' }] }));
    const opened = (await read(cataloger, 'literature', paper.control_number)).json();
    const metadata = {
      ...opened.metadata,
      titles: [{ title: 'A better title' }],
      keywords: [{ value: 'QCD' }],
    };
    const response = await save(cataloger, 'literature', paper.control_number, {
      revision_id: opened.revision_id,
      metadata,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const body = response.json();
    expectShape(editorRecordSchema, body);
    expect(body).toMatchObject({ revision_id: 1, metadata });
    expect((await publicRecord('literature', paper.control_number)).metadata.titles).toEqual([
      { title: 'A better title' },
    ]);
    const record = await findRecord(testApp.context.db, 'literature', paper.control_number as number);
    const versions = await listVersions(testApp.context.db, record!.id);
    expect(versions.at(-1)).toMatchObject({
      revision_id: 1,
      source: 'editor',
      note: 'titles, keywords changed',
    });
  });

  it('writes nothing for unchanged metadata and answers the same revision', async () => {
    const paper = await seed('literature', buildLiterature());
    const opened = (await read(cataloger, 'literature', paper.control_number)).json();
    const response = await save(cataloger, 'literature', paper.control_number, {
      revision_id: 0,
      metadata: opened.metadata,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().revision_id).toBe(0);
    expect(await storedRevision('literature', paper.control_number)).toBe(0);
  });

  it('keeps the control number when the metadata leaves it out, and refuses a different one (422)', async () => {
    const paper = await seed('literature', buildLiterature());
    const { control_number: _left, ...withoutNumber } = paper;
    const saved = await save(cataloger, 'literature', paper.control_number, {
      revision_id: 0,
      metadata: { ...withoutNumber, titles: [{ title: 'Numbered by the server' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().metadata.control_number).toBe(paper.control_number);

    const renumbered = await save(cataloger, 'literature', paper.control_number, {
      revision_id: 1,
      metadata: { ...paper, control_number: 1 },
    });
    expect(renumbered.statusCode).toBe(422);
    expect(renumbered.json().errors).toEqual([{ path: 'control_number', message: expect.any(String) }]);
    expect(await storedRevision('literature', paper.control_number)).toBe(1);
  });

  it('accepts the revision in If-Match, and asks for one when neither is given (428)', async () => {
    const paper = await seed('literature', buildLiterature());
    const metadata = { ...paper, titles: [{ title: 'Through If-Match' }] };
    const missing = await save(cataloger, 'literature', paper.control_number, { metadata });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().message).toBe(REVISION_REQUIRED_MESSAGE);
    const malformed = await save(
      cataloger,
      'literature',
      paper.control_number,
      { metadata },
      { 'if-match': '*' },
    );
    expect(malformed.statusCode).toBe(400);
    expect(await storedRevision('literature', paper.control_number)).toBe(0);

    const quoted = await save(
      cataloger,
      'literature',
      paper.control_number,
      { metadata },
      { 'if-match': '"0"' },
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().revision_id).toBe(1);
    const bare = await save(
      cataloger,
      'literature',
      paper.control_number,
      { metadata: { ...metadata, titles: [{ title: 'Bare' }] } },
      { 'if-match': '1' },
    );
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().revision_id).toBe(2);
    const stale = await save(
      cataloger,
      'literature',
      paper.control_number,
      { metadata },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('answers 409 with the current record when someone saved meanwhile, writing nothing', async () => {
    const paper = await seed('literature', buildLiterature());
    const first = await save(cataloger, 'literature', paper.control_number, {
      revision_id: 0,
      metadata: { ...paper, titles: [{ title: 'First editor' }] },
    });
    expect(first.statusCode).toBe(200);
    const second = await save(superuser, 'literature', paper.control_number, {
      revision_id: 0,
      metadata: { ...paper, titles: [{ title: 'Second editor' }] },
    });
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expectShape(editorConflictSchema, body);
    expect(body).toMatchObject({
      message: EDITOR_MESSAGES.conflict,
      revision_id: 1,
      current: { revision_id: 1, metadata: { titles: [{ title: 'First editor' }] } },
    });
    expect(await storedRevision('literature', paper.control_number)).toBe(1);
  });

  it('lets exactly one of two simultaneous saves of the same revision through; the other gets 409', async () => {
    const paper = await seed('literature', buildLiterature());
    const responses = await Promise.all(
      ['One', 'Two'].map((title) =>
        save(cataloger, 'literature', paper.control_number, {
          revision_id: 0,
          metadata: { ...paper, titles: [{ title }] },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    const loser = responses.find((response) => response.statusCode === 409)!.json();
    expect(loser.current).toEqual(winner);
    expect(await storedRevision('literature', paper.control_number)).toBe(1);
  });

  it('answers 422 naming every failing field at once, and writes nothing', async () => {
    const paper = await seed('literature', buildLiterature());
    const response = await save(cataloger, 'literature', paper.control_number, {
      revision_id: 0,
      metadata: { ...paper, titles: [{ title: 42 }], document_type: 'article', citeable: 'yes' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expectShape(editorInvalidSchema, body);
    expect(body.message).toBe(EDITOR_MESSAGES.invalid);
    const paths = (body.errors as { path: string }[]).map((error) => error.path).sort();
    expect(paths).toEqual(['citeable', 'document_type', 'titles.0.title']);
    expect(await storedRevision('literature', paper.control_number)).toBe(0);
  });

  it('lets the owner of a profile edit their data but not the fields only catalogers change (403 naming it)', async () => {
    const opened = (await read(profileOwner, 'authors', profile.control_number)).json();
    for (const [field, value] of [
      ['_collections', ['Authors', 'Hidden']],
      ['deleted', true],
    ] as const) {
      const response = await save(profileOwner, 'authors', profile.control_number, {
        revision_id: opened.revision_id,
        metadata: { ...opened.metadata, [field]: value },
      });
      expect(response.statusCode, field).toBe(403);
      expect(response.json().message).toBe(`Only catalogers may change ${field}.`);
    }
    expect(await storedRevision('authors', profile.control_number)).toBe(opened.revision_id);

    expect(await searchTotal('/api/authors?q=Quux')).toBe(0);
    const renamed = await save(profileOwner, 'authors', profile.control_number, {
      revision_id: opened.revision_id,
      metadata: { ...opened.metadata, name: { value: 'Quux, Olivia' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The author search reads the rows the same transaction rewrote.
    expect(await searchTotal('/api/authors?q=Quux')).toBe(1);
    // Notes the owner never saw (or tried to replace) are kept as the catalogers wrote them.
    const afterRename = (await read(profileOwner, 'authors', profile.control_number)).json();
    const withForgedNotes = await save(profileOwner, 'authors', profile.control_number, {
      revision_id: afterRename.revision_id,
      metadata: {
        ...afterRename.metadata,
        _private_notes: [{ value: 'forged' }],
        name: { value: 'Quux, O.' },
      },
    });
    expect(withForgedNotes.statusCode, withForgedNotes.body).toBe(200);
    const stored = (await read(cataloger, 'authors', profile.control_number)).json();
    expect(stored.metadata._private_notes).toEqual([{ value: 'Met at the workshop' }]);
  });

  it('lets the submitter of a job edit it', async () => {
    const opened = (await read(submitter, 'jobs', job.control_number)).json();
    const response = await save(submitter, 'jobs', job.control_number, {
      revision_id: opened.revision_id,
      metadata: { ...opened.metadata, position: 'Senior postdoc' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicRecord('jobs', job.control_number)).metadata.position).toBe('Senior postdoc');
  });

  it('moves citations and author signatures with the save', async () => {
    const cited = await seed('literature', buildLiterature());
    const other = await seed('literature', buildLiterature());
    const citing = await seed(
      'literature',
      buildLiterature({ references: [{ record: literatureRef(cited.control_number) }] }),
    );
    expect(await citationCount(cited.control_number)).toBe(1);
    expect(await citationCount(other.control_number)).toBe(0);
    const query = `/api/literature?q=${encodeURIComponent('a Zyxwv, Quentin')}`;
    expect(await searchTotal(query)).toBe(0);

    const response = await save(cataloger, 'literature', citing.control_number, {
      revision_id: 0,
      metadata: {
        ...citing,
        references: [{ record: literatureRef(other.control_number) }],
        authors: [{ full_name: 'Zyxwv, Quentin' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await citationCount(cited.control_number)).toBe(0);
    expect(await citationCount(other.control_number)).toBe(1);
    expect(await searchTotal(query)).toBe(1);
  });

  it('admits bodies up to 20 MB (above the server-wide limit) and refuses larger ones with 413', async () => {
    const paper = await seed('literature', buildLiterature());
    const send = (megabytes: number) =>
      call(cataloger, {
        method: 'PUT',
        url: `/api/editor/literature/${paper.control_number}`,
        // An invalid title makes the answer a cheap 422 once the body is read: nothing is written.
        payload: {
          revision_id: 0,
          metadata: { ...paper, titles: 5, padding: 'x'.repeat(megabytes * 1024 * 1024) },
        },
      });
    const large = await send(15);
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual([{ path: 'titles', message: expect.any(String) }]);
    expect((await send(21)).statusCode).toBe(413);
  });

  it('saves a 3,000-author paper (a body above the default limit) and logs how long it took', async () => {
    const authors = Array.from({ length: 3000 }, (_, index) => ({
      full_name: `Author${index}, Given`,
      affiliations: [
        { value: 'CERN', record: { $ref: `${TEST_PUBLIC_URL}/api/institutions/902725` } },
        { value: 'Geneva U.', record: { $ref: `${TEST_PUBLIC_URL}/api/institutions/903297` } },
      ],
      raw_affiliations: [
        { value: 'CERN, European Organization for Nuclear Research, CH-1211 Geneva 23, Switzerland' },
        {
          value: 'Département de physique nucléaire et corpusculaire, Université de Genève, CH-1211 Genève 4',
        },
        { value: `Also at Institute number ${index} of a long list of collaborating institutes, Somewhere` },
      ],
      emails: [`author.number.${index}@collaboration.example.org`],
      record: { $ref: `${TEST_PUBLIC_URL}/api/authors/${2_000_000 + index}` },
      ids: [{ schema: 'INSPIRE BAI', value: `A.Author${index}.1` }],
      inspire_roles: ['author'],
      signature_block: `AUTHARg${index}`,
      uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    }));
    const paper = await seed('literature', buildLiterature({ authors }));
    // Two saves in a row: the first pays for the code paths' warm-up, the second is what a curator's day sees.
    for (const [revision, name] of [
      [0, 'Renamed, Middle'],
      [1, 'Renamed again, Middle'],
    ] as const) {
      const metadata = {
        ...paper,
        authors: authors.map((author, index) => (index === 1500 ? { ...author, full_name: name } : author)),
      };
      const payload = JSON.stringify({ revision_id: revision, metadata });
      expect(payload.length).toBeGreaterThan(2 * 1024 * 1024);
      const started = performance.now();
      const response = await call(cataloger, {
        method: 'PUT',
        url: `/api/editor/literature/${paper.control_number}`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      const elapsed = Math.round(performance.now() - started);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      console.info(
        `PUT /api/editor/literature (3,000 authors, ${(payload.length / 1024 / 1024).toFixed(1)} MB, save ${revision + 1}): ${elapsed} ms`,
      );
      expect(response.json()).toMatchObject({ revision_id: revision + 1 });
      expect(response.json().metadata.authors[1500].full_name).toBe(name);
    }
    const started = performance.now();
    const opened = await read(cataloger, 'literature', paper.control_number);
    expect(opened.statusCode).toBe(200);
    console.info(`GET /api/editor/literature (3,000 authors): ${Math.round(performance.now() - started)} ms`);
  });
});

describe('POST /api/editor/{collection}', () => {
  it('creates a record numbered by the server (201)', async () => {
    const { control_number: _none, ...metadata } = buildRecord('institutions', {
      legacy_ICN: 'New Institute',
    });
    const response = await call(cataloger, {
      method: 'POST',
      url: '/api/editor/institutions',
      payload: { metadata },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expectShape(editorRecordSchema, body);
    expect(body).toMatchObject({ collection: 'institutions', revision_id: 0, metadata });
    expect(body.metadata.control_number).toBe(Number(body.id));
    expect((await publicRecord('institutions', body.id)).metadata.legacy_ICN).toBe('New Institute');
  });

  it('refuses a given control number and invalid fields together (422), numbering nothing', async () => {
    const before = await testApp.context.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await call(cataloger, {
      method: 'POST',
      url: '/api/editor/jobs',
      payload: { metadata: { control_number: 5, position: 7, status: 'maybe' } },
    });
    expect(response.statusCode).toBe(422);
    const paths = (response.json().errors as { path: string }[]).map((error) => error.path).sort();
    expect(paths).toEqual(['control_number', 'position', 'status']);
    const after = await testApp.context.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('answers 404 for an unknown collection', async () => {
    const response = await call(cataloger, {
      method: 'POST',
      url: '/api/editor/nothing',
      payload: { metadata: {} },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('revisions and revert', () => {
  it('lists revisions newest first with who wrote them and a summary, answers one, and reverts to it', async () => {
    const paper = await seed('literature', buildLiterature({ titles: [{ title: 'Original' }] }));
    // An import without a note: the summary is computed from the neighbouring revisions.
    await seed('literature', {
      ...paper,
      titles: [{ title: 'Imported change' }],
      abstracts: [{ value: 'Text' }],
    });
    const saved = await save(cataloger, 'literature', paper.control_number, {
      revision_id: 1,
      metadata: { ...paper, titles: [{ title: 'Edited' }], abstracts: [{ value: 'Text' }] },
    });
    expect(saved.statusCode).toBe(200);

    const list = await call(cataloger, { url: `/api/editor/literature/${paper.control_number}/revisions` });
    expect(list.statusCode).toBe(200);
    expectShape(editorRevisionsResponseSchema, list.json());
    expect(list.json().revisions).toEqual([
      {
        revision_id: 2,
        created: expect.any(String),
        deleted: false,
        user_email: catalogerEmail,
        source: 'editor',
        summary: 'titles changed',
      },
      {
        revision_id: 1,
        created: expect.any(String),
        deleted: false,
        user_email: null,
        source: null,
        summary: 'titles, abstracts changed',
      },
      {
        revision_id: 0,
        created: expect.any(String),
        deleted: false,
        user_email: null,
        source: null,
        summary: 'created',
      },
    ]);

    const first = await call(cataloger, {
      url: `/api/editor/literature/${paper.control_number}/revisions/0`,
    });
    expect(first.statusCode).toBe(200);
    expectShape(editorRevisionResponseSchema, first.json());
    expect(first.json()).toMatchObject({ revision_id: 0, deleted: false, metadata: paper });
    const missing = await call(cataloger, {
      url: `/api/editor/literature/${paper.control_number}/revisions/9`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EDITOR_MESSAGES.revisionMissing);

    const stale = await call(cataloger, {
      method: 'POST',
      url: `/api/editor/literature/${paper.control_number}/revert/0`,
      payload: { revision_id: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.revision_id).toBe(2);

    const reverted = await call(cataloger, {
      method: 'POST',
      url: `/api/editor/literature/${paper.control_number}/revert/0`,
      payload: { revision_id: 2 },
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ revision_id: 3, metadata: paper });
    expect((await publicRecord('literature', paper.control_number)).metadata.titles).toEqual([
      { title: 'Original' },
    ]);
    const after = await call(cataloger, { url: `/api/editor/literature/${paper.control_number}/revisions` });
    expect(after.json().revisions[0]).toMatchObject({
      revision_id: 3,
      source: 'revert',
      user_email: catalogerEmail,
      summary: 'Reverted to revision 0',
    });
  });

  it('lets a profile owner read their history, and revert it', async () => {
    const list = await call(profileOwner, { url: `/api/editor/authors/${profile.control_number}/revisions` });
    expect(list.statusCode).toBe(200);
    const revisions = list.json().revisions as { revision_id: number }[];
    expect(revisions.at(-1)?.revision_id).toBe(0);
    const reverted = await call(profileOwner, {
      method: 'POST',
      url: `/api/editor/authors/${profile.control_number}/revert/0`,
      payload: {},
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().metadata.name).toEqual(profile.name);
  });
});

describe('DELETE /api/editor/{collection}/{id}', () => {
  it('takes the record out of search and its citations out of the counts; a revert brings both back', async () => {
    const title = `Vanishing paper ${Date.now()}`;
    const cited = await seed('literature', buildLiterature());
    const paper = await seed(
      'literature',
      buildLiterature({ titles: [{ title }], references: [{ record: literatureRef(cited.control_number) }] }),
    );
    const query = `/api/literature?q=${encodeURIComponent(`t "${title}"`)}`;
    expect(await searchTotal(query)).toBe(1);
    expect(await citationCount(cited.control_number)).toBe(1);

    const stale = await call(cataloger, {
      method: 'DELETE',
      url: `/api/editor/literature/${paper.control_number}`,
      payload: { revision_id: 5 },
    });
    expect(stale.statusCode).toBe(409);

    const deleted = await call(cataloger, {
      method: 'DELETE',
      url: `/api/editor/literature/${paper.control_number}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ revision_id: 1, deleted: true, metadata: { deleted: true } });
    expect(await searchTotal(query)).toBe(0);
    expect(await citationCount(cited.control_number)).toBe(0);
    expect((await publicRecord('literature', paper.control_number)).metadata.deleted).toBe(true);
    const history = await call(cataloger, {
      url: `/api/editor/literature/${paper.control_number}/revisions`,
    });
    expect(history.json().revisions[0]).toMatchObject({
      revision_id: 1,
      source: 'editor',
      summary: 'Deleted',
    });

    const reverted = await call(cataloger, {
      method: 'POST',
      url: `/api/editor/literature/${paper.control_number}/revert/0`,
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ revision_id: 2, deleted: false });
    expect(await searchTotal(query)).toBe(1);
    expect(await citationCount(cited.control_number)).toBe(1);
  });
});
