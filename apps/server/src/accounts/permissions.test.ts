import { UI_JSON_MIME } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature, buildRecord } from '../testing/factories';
import type { Account } from './model';
import { recordPermissions, withPermissionFlags } from './permissions';
import { createTestAccount, injectAs, logIn, type TestSession } from './testing/sessions';

function account(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    email: 'jane@example.org',
    roles: [],
    orcid: null,
    profileControlNumber: null,
    allowOrcidPush: false,
    preferences: { preferredCiteFormat: null, citationSummaryEnabled: false, excludeSelfCitations: false },
    ...overrides,
  };
}

const anonymous = null;
const user = account();
const author = account({ profileControlNumber: 42, orcid: '0000-0002-0000-0042' });
const cataloger = account({ roles: ['cataloger'] });
const superuser = account({ roles: ['superuser'] });
const betauser = account({ roles: ['betauser'] });

describe('recordPermissions', () => {
  const paper = { control_number: 1, authors: [{ full_name: 'Doe, J.' }] };
  const paperWithoutAuthors = { control_number: 2 };

  it('lets only catalogers edit literature', () => {
    expect(
      [anonymous, user, author, betauser, cataloger, superuser].map(
        (who) => recordPermissions(who, 'literature', paper).can_edit,
      ),
    ).toEqual([false, false, false, false, true, true]);
  });

  it('lets users with a profile and catalogers claim a paper that has authors', () => {
    expect(recordPermissions(anonymous, 'literature', paper).can_claim).toBe(false);
    expect(recordPermissions(user, 'literature', paper).can_claim).toBe(false);
    expect(recordPermissions(author, 'literature', paper).can_claim).toBe(true);
    expect(recordPermissions(cataloger, 'literature', paper).can_claim).toBe(true);
    expect(recordPermissions(author, 'literature', paperWithoutAuthors).can_claim).toBe(false);
  });

  it('lets a user edit the author record that is their profile, and catalogers every author', () => {
    expect(recordPermissions(author, 'authors', { control_number: 42 }).can_edit).toBe(true);
    expect(recordPermissions(author, 'authors', { control_number: 43 }).can_edit).toBe(false);
    expect(recordPermissions(user, 'authors', { control_number: 42 }).can_edit).toBe(false);
    expect(recordPermissions(cataloger, 'authors', { control_number: 43 }).can_edit).toBe(true);
    expect(recordPermissions(anonymous, 'authors', { control_number: 42 }).can_edit).toBe(false);
  });

  it('lets the submitter of a job or seminar edit it, by e-mail (any case) or ORCID', () => {
    for (const collection of ['jobs', 'seminars'] as const) {
      expect(
        recordPermissions(user, collection, { acquisition_source: { email: 'JANE@example.org' } }).can_edit,
      ).toBe(true);
      expect(
        recordPermissions(author, collection, { acquisition_source: { orcid: '0000-0002-0000-0042' } })
          .can_edit,
      ).toBe(true);
      expect(
        recordPermissions(user, collection, { acquisition_source: { email: 'other@example.org' } }).can_edit,
      ).toBe(false);
      expect(recordPermissions(user, collection, {}).can_edit).toBe(false);
      expect(recordPermissions(cataloger, collection, {}).can_edit).toBe(true);
      expect(recordPermissions(anonymous, collection, { acquisition_source: { email: null } }).can_edit).toBe(
        false,
      );
    }
  });

  it('lets only catalogers edit institutions, experiments, journals, conferences and data', () => {
    for (const collection of ['institutions', 'experiments', 'journals', 'conferences', 'data'] as const) {
      const record = { control_number: 42, acquisition_source: { email: 'jane@example.org' } };
      expect(recordPermissions(user, collection, record).can_edit, collection).toBe(false);
      expect(recordPermissions(author, collection, record).can_edit, collection).toBe(false);
      expect(recordPermissions(cataloger, collection, record).can_edit, collection).toBe(true);
      expect(recordPermissions(superuser, collection, record).can_edit, collection).toBe(true);
      expect(recordPermissions(cataloger, collection, record).can_claim, collection).toBeUndefined();
    }
  });
});

describe('withPermissionFlags', () => {
  it('adds the flags to the JSON text of an object', () => {
    expect(JSON.parse(withPermissionFlags('{"a": 1}', { can_edit: true, can_claim: false }))).toEqual({
      a: 1,
      can_edit: true,
      can_claim: false,
    });
    expect(JSON.parse(withPermissionFlags('{}', { can_edit: false }))).toEqual({ can_edit: false });
  });
});

describe('GET /api/{collection}/{id} permission flags', () => {
  let testApp: TestApp;
  const sessions: Record<string, TestSession | null> = {};
  let profileNumber: number;
  let jobNumber: number;
  let paperNumber: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    const profile = await createRecord(testApp.context.db, 'authors', buildRecord('authors'));
    profileNumber = profile.controlNumber;
    const submitter = await createTestAccount(testApp.context);
    const job = await createRecord(
      testApp.context.db,
      'jobs',
      buildRecord('jobs', { acquisition_source: { email: submitter.email, source: 'submitter' } }),
    );
    jobNumber = job.controlNumber;
    paperNumber = (await createRecord(testApp.context.db, 'literature', buildLiterature())).controlNumber;
    const roles = {
      user: await createTestAccount(testApp.context),
      withProfile: await createTestAccount(testApp.context, { profile: profileNumber }),
      cataloger: await createTestAccount(testApp.context, { roles: ['cataloger'] }),
      submitter,
    };
    sessions.anonymous = null;
    for (const [name, created] of Object.entries(roles)) {
      sessions[name] = await logIn(testApp.app, created.email, created.password);
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function metadataOf(who: string, url: string, accept = UI_JSON_MIME) {
    const response = await injectAs(testApp.app, sessions[who] ?? null, { url, headers: { accept } });
    expect(response.statusCode).toBe(200);
    return response.json().metadata;
  }

  it('gives can_edit and can_claim on literature per role', async () => {
    const url = `/api/literature/${paperNumber}`;
    expect(await metadataOf('anonymous', url)).toMatchObject({ can_edit: false, can_claim: false });
    expect(await metadataOf('user', url)).toMatchObject({ can_edit: false, can_claim: false });
    expect(await metadataOf('withProfile', url)).toMatchObject({ can_edit: false, can_claim: true });
    expect(await metadataOf('cataloger', url)).toMatchObject({ can_edit: true, can_claim: true });
  });

  it('lets the profile owner and catalogers edit an author record', async () => {
    const url = `/api/authors/${profileNumber}`;
    expect((await metadataOf('anonymous', url)).can_edit).toBe(false);
    expect((await metadataOf('user', url)).can_edit).toBe(false);
    expect((await metadataOf('withProfile', url)).can_edit).toBe(true);
    expect((await metadataOf('cataloger', url)).can_edit).toBe(true);
  });

  it('lets the submitter and catalogers edit a job', async () => {
    const url = `/api/jobs/${jobNumber}`;
    expect((await metadataOf('user', url)).can_edit).toBe(false);
    expect((await metadataOf('submitter', url)).can_edit).toBe(true);
    expect((await metadataOf('cataloger', url)).can_edit).toBe(true);
  });

  it('leaves the plain JSON record as stored', async () => {
    const metadata = await metadataOf('cataloger', `/api/literature/${paperNumber}`, 'application/json');
    expect(metadata).not.toHaveProperty('can_edit');
    expect(metadata).not.toHaveProperty('can_claim');
  });
});
