import {
  BACKOFFICE_AUTH_MESSAGES,
  backofficeMeSchema,
  backofficeTokenPairSchema,
  curatorTicketListSchema,
  workflowSchema,
  workflowSearchResponseSchema,
} from '@parton/records';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeRole } from '../../accounts/service';
import { createTestAccount, injectAs, logIn, type TestAccount } from '../../accounts/testing/sessions';
import { issueTokenPair } from '../../backoffice/service';
import { JOB_HANDLERS } from '../../queue/handlers';
import { runPendingJobs } from '../../queue/worker';
import { createTestApp, type TestApp } from '../../testing/app';
import { startWorkflow, WORKFLOW_PROCESS_JOB } from '../../workflows';

let testApp: TestApp;
let cataloger: TestAccount;
let superuser: TestAccount;
let plainUser: TestAccount;

beforeAll(async () => {
  testApp = await createTestApp();
  cataloger = await createTestAccount(testApp.context, { roles: ['cataloger'] });
  superuser = await createTestAccount(testApp.context, { roles: ['superuser'] });
  plainUser = await createTestAccount(testApp.context);
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

async function login(email: string, password: string): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: { email, password } });
}

async function tokensOf(account: TestAccount): Promise<{ access: string; refresh: string }> {
  const response = await login(account.email, account.password);
  expect(response.statusCode, response.body).toBe(200);
  return backofficeTokenPairSchema.parse(response.json());
}

function call(
  access: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method,
    url,
    headers: access ? { authorization: `Bearer ${access}` } : {},
    ...(payload !== undefined && { payload }),
  });
}

let unique = 0;
function authorData(): Record<string, unknown> {
  unique += 1;
  return {
    $schema: 'https://inspirehep.net/schemas/records/authors.json',
    _collections: ['Authors'],
    name: { value: `Backoffice, Bea${unique}`, preferred_name: `Bea${unique} Backoffice` },
    email_addresses: [{ value: `bea${unique}@example.org`, current: true }],
    acquisition_source: { method: 'submitter', source: 'submitter' },
  };
}

/** Starts author workflows through the workflow service, as the submission API does, and processes them. */
async function startAuthors(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = await testApp.context.db.transaction().execute((tx) =>
      startWorkflow(tx, {
        kind: 'authors',
        workflowType: 'AUTHOR_CREATE',
        data: authorData(),
        submitter: { userId: null, email: `submitter${unique}@example.org`, orcid: null },
      }),
    );
    ids.push(started.id);
  }
  await runPendingJobs(testApp.context.db, JOB_HANDLERS, {
    kinds: [WORKFLOW_PROCESS_JOB],
    context: { config: testApp.context.config },
  });
  return ids;
}

describe('back-office login and tokens', () => {
  it('gives catalogers and superusers a token pair that names them', async () => {
    for (const account of [cataloger, superuser]) {
      const { access } = await tokensOf(account);
      const me = await call(access, 'GET', '/api/backoffice/users/me/');
      expect(me.statusCode).toBe(200);
      expect(backofficeMeSchema.parse(me.json())).toEqual({
        name: account.email,
        email: account.email,
        roles: account.account.roles,
      });
    }
  });

  it('refuses a wrong password, an unknown address and a plain user alike', async () => {
    for (const [email, password] of [
      [cataloger.email, 'not the password'],
      ['nobody@example.org', 'whatever password'],
      [plainUser.email, plainUser.password],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        message: BACKOFFICE_AUTH_MESSAGES.loginFailed,
        detail: BACKOFFICE_AUTH_MESSAGES.loginFailed,
      });
    }
    const noBody = await testApp.app.inject({ method: 'POST', url: '/api/backoffice/login', payload: {} });
    expect(noBody.statusCode).toBe(400);
  });

  it('throttles repeated failures like the main login', async () => {
    const target = await createTestAccount(testApp.context, { roles: ['cataloger'] });
    const limit = testApp.context.config.loginThrottle.perAccount;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(target.email, 'wrong password')).statusCode).toBe(401);
    }
    const blocked = await login(target.email, target.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('refreshes the access token; refuses bad, expired and logged-out refresh tokens', async () => {
    const { refresh } = await tokensOf(cataloger);
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/backoffice/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const { access } = refreshed.json() as { access: string };
    expect((await call(access, 'GET', '/api/backoffice/users/me/')).statusCode).toBe(200);

    const refused = async (token: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/backoffice/refresh/',
        payload: { refresh: token },
      });
      expect(response.statusCode, token).toBe(401);
      expect(response.json().detail).toBe(BACKOFFICE_AUTH_MESSAGES.refreshFailed);
    };
    await refused('not.a.token');
    // An access token is not a refresh token.
    await refused(access);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await refused((await issueTokenPair(testApp.context, cataloger.account, twoDaysAgo)).refresh);
    // A token signed with another key (a forged signature).
    const [header, claims] = refresh.split('.');
    await refused(`${header}.${claims}.${'A'.repeat(43)}`);

    const logout = await call(access, 'GET', '/api/backoffice/users/logout/');
    expect(logout.statusCode).toBe(200);
    await refused(refresh);
    // The access tokens of that login end with it.
    const after = await call(access, 'GET', '/api/backoffice/users/me/');
    expect(after.statusCode).toBe(403);
    expect(after.json().detail).toBe(BACKOFFICE_AUTH_MESSAGES.tokenNotValid);
  });

  it('logs out with 200 whatever the token, and leaves other logins alone', async () => {
    const other = await tokensOf(cataloger);
    for (const authorization of [undefined, 'Bearer rubbish', 'Basic abc']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/backoffice/users/logout/',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await call(other.access, 'GET', '/api/backoffice/users/me/')).statusCode).toBe(200);
  });

  it('answers 401 without a bearer token, even with a cataloger session cookie', async () => {
    const session = await logIn(testApp.app, cataloger.email, cataloger.password);
    const response = await injectAs(testApp.app, session, { url: '/api/backoffice/users/me/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 401,
      message: BACKOFFICE_AUTH_MESSAGES.notProvided,
      detail: BACKOFFICE_AUTH_MESSAGES.notProvided,
    });
  });

  it('answers 403 to an expired access token and to an account whose role was taken away', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    const expired = await issueTokenPair(testApp.context, cataloger.account, tenMinutesAgo);
    const stale = await call(expired.access, 'GET', '/api/backoffice/users/me/');
    expect(stale.statusCode).toBe(403);
    expect(stale.json().detail).toBe(BACKOFFICE_AUTH_MESSAGES.tokenNotValid);

    const demoted = await createTestAccount(testApp.context, { roles: ['cataloger'] });
    const { access, refresh } = await tokensOf(demoted);
    await revokeRole(testApp.context, demoted.email, 'cataloger');
    const refused = await call(access, 'GET', '/api/backoffice/users/me/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(BACKOFFICE_AUTH_MESSAGES.noPermission);
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/backoffice/refresh/',
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(401);
  });
});

describe('workflows through the back-office API', () => {
  it('searches with paging, filters and facets, newest updated first', async () => {
    const { access } = await tokensOf(cataloger);
    const ids = await startAuthors(3);
    const first = await call(access, 'GET', '/api/backoffice/workflows/authors/search/?size=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = workflowSearchResponseSchema.parse(first.json());
    expect(page1.count).toBeGreaterThanOrEqual(3);
    expect(page1.results).toHaveLength(2);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe('/api/backoffice/workflows/authors/search/?ordering=-_updated_at&page=2&size=2');
    const updated = page1.results.map((workflow) => workflow._updated_at);
    expect([...updated].sort().reverse()).toEqual(updated);

    const second = workflowSearchResponseSchema.parse((await call(access, 'GET', page1.next!)).json());
    expect(second.previous).toBe(
      '/api/backoffice/workflows/authors/search/?ordering=-_updated_at&page=1&size=2',
    );
    expect(second.results[0]?.id).not.toBe(page1.results[0]?.id);

    const statuses = page1.facets._filter_status.status.buckets;
    expect(statuses.find((bucket) => bucket.key === 'approval')?.doc_count).toBeGreaterThanOrEqual(3);
    const types = page1.facets._filter_workflow_type.workflow_type.buckets;
    expect(types.find((bucket) => bucket.key === 'AUTHOR_CREATE')?.status.buckets.length).toBeGreaterThan(0);

    // Free text finds one submission; the filters narrow; both spellings of a list are read.
    const one = workflowSearchResponseSchema.parse(
      (await call(access, 'GET', `/api/backoffice/workflows/authors/search/?search=Bea${unique}`)).json(),
    );
    expect(one.results.map((workflow) => workflow.id)).toEqual([ids[2]]);
    const filtered = workflowSearchResponseSchema.parse(
      (
        await call(
          access,
          'GET',
          '/api/backoffice/workflows/authors/search?status=approval,error&workflow_type=AUTHOR_CREATE&size=500',
        )
      ).json(),
    );
    expect(filtered.results.every((workflow) => ['approval', 'error'].includes(workflow.status))).toBe(true);
    expect(filtered.results.length).toBeLessThanOrEqual(250);
    const none = workflowSearchResponseSchema.parse(
      (
        await call(access, 'GET', '/api/backoffice/workflows/authors/search/?status=completed&status=blocked')
      ).json(),
    );
    expect(none.results.every((workflow) => ['completed', 'blocked'].includes(workflow.status))).toBe(true);
    const oldest = workflowSearchResponseSchema.parse(
      (
        await call(access, 'GET', '/api/backoffice/workflows/authors/search/?ordering=_updated_at&size=250')
      ).json(),
    );
    const ascending = oldest.results.map((workflow) => workflow._updated_at);
    expect([...ascending].sort()).toEqual(ascending);

    for (const bad of ['?page=0', '?ordering=title', '?size=abc']) {
      const response = await call(access, 'GET', `/api/backoffice/workflows/authors/search/${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await call(access, 'GET', '/api/backoffice/workflows/books/search/')).statusCode).toBe(404);
  });

  it('accepts, resolves, refuses unknown actions and second decisions, restarts and deletes', async () => {
    const { access } = await tokensOf(superuser);
    const [acceptId, resolveId, restartId, deleteId] = await startAuthors(4);
    const base = '/api/backoffice/workflows/authors';

    const shown = await call(access, 'GET', `${base}/${acceptId}/`);
    expect(shown.statusCode).toBe(200);
    expect(workflowSchema.parse(shown.json()).status).toBe('approval');

    const unknown = await call(access, 'POST', `${base}/${acceptId}/hep_accept/`, {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Unknown action "hep_accept" for authors workflows.');

    const accepted = await call(access, 'POST', `${base}/${acceptId}/accept_curate/`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acceptedWorkflow = workflowSchema.parse(accepted.json());
    expect(acceptedWorkflow.status).toBe('completed');
    expect(acceptedWorkflow.control_number).toEqual(expect.any(Number));
    expect(acceptedWorkflow.decisions.map((decision) => [decision.action, decision.user.email])).toEqual([
      ['accept_curate', superuser.email],
    ]);
    const record = await testApp.app.inject({ url: `/api/authors/${acceptedWorkflow.control_number}` });
    expect(record.statusCode).toBe(200);

    const again = await call(access, 'POST', `${base}/${acceptId}/reject/`, {});
    expect([400, 409]).toContain(again.statusCode);
    expect(again.json().detail).toEqual(expect.any(String));

    const badResolve = await call(access, 'POST', `${base}/${resolveId}/resolve/`, { value: 'maybe' });
    expect(badResolve.statusCode).toBe(400);
    const resolved = await call(access, 'POST', `${base}/${resolveId}/resolve/`, { value: 'reject' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const rejected = workflowSchema.parse(resolved.json());
    expect(rejected.status).toBe('completed');
    expect(rejected.control_number).toBeNull();
    expect(rejected.decisions.map((decision) => decision.action)).toEqual(['reject']);

    const restarted = await call(access, 'POST', `${base}/${restartId}/restart/`, {});
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(workflowSchema.parse(restarted.json()).status).toBe('processing');
    const completedRestart = await call(access, 'POST', `${base}/${acceptId}/restart/`, {});
    expect(completedRestart.statusCode).toBe(400);
    expect(completedRestart.json().detail).toBe('Cannot restart a completed workflow.');

    const deleted = await call(access, 'DELETE', `${base}/${deleteId}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(access, 'GET', `${base}/${deleteId}/`)).statusCode).toBe(404);
    expect((await call(access, 'DELETE', `${base}/${deleteId}/`)).statusCode).toBe(404);
    // The other kind's path does not reach an author workflow; a malformed id names nothing.
    expect((await call(access, 'GET', `/api/backoffice/workflows/literature/${resolveId}/`)).statusCode).toBe(
      404,
    );
    expect((await call(access, 'GET', `${base}/not-a-uuid/`)).statusCode).toBe(404);
    const missing = await call(access, 'POST', `${base}/00000000-0000-4000-8000-000000000000/accept/`, {});
    expect(missing.statusCode).toBe(404);

    // A cataloger session cookie does not replace the bearer token, for writes either.
    const session = await logIn(testApp.app, cataloger.email, cataloger.password);
    const cookieOnly = await injectAs(testApp.app, session, {
      method: 'POST',
      url: `${base}/${restartId}/accept/`,
      payload: {},
    });
    expect(cookieOnly.statusCode).toBe(401);
  });

  it('decides literature submissions: search by arXiv id, hep_reject with its text, hep_accept_core', async () => {
    const { access } = await tokensOf(cataloger);
    const started: string[] = [];
    for (const n of [1, 2]) {
      unique += 1;
      const data = {
        $schema: 'https://inspirehep.net/schemas/records/hep.json',
        _collections: ['Literature'],
        document_type: ['article'],
        titles: [{ title: `Back-office paper ${unique} on ${'gluon '.repeat(n)}dynamics` }],
        authors: [{ full_name: 'Submitter, Sam' }],
        arxiv_eprints: [{ value: `2611.${String(20_000 + unique)}`, categories: ['hep-ph'] }],
        acquisition_source: { method: 'submitter', source: 'submitter', email: `lit${unique}@example.org` },
      };
      const workflow = await testApp.context.db.transaction().execute((tx) =>
        startWorkflow(tx, {
          kind: 'literature',
          workflowType: 'HEP_SUBMISSION',
          data,
          formData: {},
          submitter: { userId: null, email: `lit${unique}@example.org`, orcid: null },
        }),
      );
      started.push(workflow.id);
    }
    await runPendingJobs(testApp.context.db, JOB_HANDLERS, {
      kinds: [WORKFLOW_PROCESS_JOB],
      context: { config: testApp.context.config },
    });
    const [rejectId, acceptId] = started;
    const base = '/api/backoffice/workflows/literature';

    const found = workflowSearchResponseSchema.parse(
      (await call(access, 'GET', `${base}/search/?search=2611.${String(20_000 + unique)}`)).json(),
    );
    expect(found.results.map((workflow) => workflow.id)).toEqual([acceptId]);
    expect(found.results[0]?.status).toBe('approval');

    const authorAction = await call(access, 'POST', `${base}/${rejectId}/accept/`, {});
    expect(authorAction.statusCode).toBe(400);
    const tooLong = await call(access, 'POST', `${base}/${rejectId}/hep_reject/`, {
      value: 'x'.repeat(1501),
    });
    expect(tooLong.statusCode).toBe(400);
    const text = 'Thank you; this paper is outside the scope of the database.';
    const rejected = await call(access, 'POST', `${base}/${rejectId}/hep_reject/`, { value: text });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(workflowSchema.parse(rejected.json()).decisions).toEqual([
      expect.objectContaining({ action: 'hep_reject', value: text, user: { email: cataloger.email } }),
    ]);

    const accepted = await call(access, 'POST', `${base}/${acceptId}/hep_accept_core/`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const controlNumber = workflowSchema.parse(accepted.json()).control_number;
    const record = await testApp.app.inject({ url: `/api/literature/${controlNumber}` });
    expect(record.statusCode).toBe(200);
    expect(record.json().metadata.core).toBe(true);
  });

  it('lists curator tickets and resolves and reopens them', async () => {
    const { access } = await tokensOf(cataloger);
    const [id] = await startAuthors(1);
    const accepted = await call(access, 'POST', `/api/backoffice/workflows/authors/${id}/accept_curate/`, {});
    const ticketId = workflowSchema.parse(accepted.json()).tickets[0]?.id;
    expect(ticketId).toEqual(expect.any(Number));

    const open = curatorTicketListSchema.parse(
      (await call(access, 'GET', '/api/backoffice/tickets/?status=open&ticket_type=author_curation')).json(),
    );
    expect(open.results.map((ticket) => ticket.id)).toContain(ticketId);
    expect(open.results.every((ticket) => ticket.status === 'open')).toBe(true);

    const resolved = await call(access, 'POST', `/api/backoffice/tickets/${ticketId}/resolve/`, {});
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolved_by: cataloger.email });
    const reopened = await call(access, 'POST', `/api/backoffice/tickets/${ticketId}/reopen/`, {});
    expect(reopened.json()).toMatchObject({ status: 'open', resolved_by: null });

    expect((await call(access, 'POST', '/api/backoffice/tickets/999999999/resolve/', {})).statusCode).toBe(
      404,
    );
    expect((await call(access, 'GET', '/api/backoffice/tickets/?status=closed')).statusCode).toBe(400);
  });
});
