import { BACKOFFICE_AUTH_MESSAGES } from '@parton/records';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTokenPair } from '../backoffice/service';
import { registerErrorHandling } from '../http/errors';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  enforcePolicies,
  FORBIDDEN_MESSAGE,
  MissingPolicyError,
  POLICY_RULES,
  policyVerdict,
  type RouteCatalogueEntry,
  type RoutePolicy,
  requirePolicies,
} from '../http/policy';
import { createRecord } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildRecord } from '../testing/factories';
import { registerSessions } from './request-session';
import { createTestAccount, injectAs, logIn, type TestAccount, type TestSession } from './testing/sessions';

/**
 * The policy every /api route must declare. A new route fails this suite until it is added here, and a route
 * whose declared policy differs from this table fails too: the table is the reviewed copy of the role matrix.
 */
const EXPECTED_POLICIES: Record<string, RoutePolicy> = {
  'GET /api/:collection/:controlNumber': 'public',
  'POST /api/accounts/signup': 'public',
  'POST /api/accounts/login': 'public',
  'GET /api/accounts/login': 'public',
  'GET /api/accounts/login/orcid': 'public',
  'GET /api/accounts/authorized/orcid': 'public',
  'GET /api/accounts/me': 'authenticated',
  'POST /api/accounts/logout': 'public',
  // Answers 405: logging out is the POST above (CSRF-checked).
  'GET /api/accounts/logout': 'public',
  'POST /api/accounts/settings/update-email': 'authenticated',
  'PUT /api/accounts/settings/orcid-push': 'authenticated',
  'GET /api/accounts/settings/orcid-push': 'authenticated',
  'PUT /api/accounts/settings/preferences': 'authenticated',
  'POST /api/mailing/subscribe/jobs/weekly': 'public',
  'POST /api/mailing/unsubscribe': 'public',
  'GET /api/mailing/rss/jobs/weekly': 'public',
  'POST /api/bibliography-generator': 'public',
  'GET /api/bibliography-generator/files/:id/:name': 'public',
  // Search and facets
  'GET /api/:collection': 'public',
  'GET /api/:collection/facets': 'public',
  'GET /api/literature/citation-summary': 'public',
  // Runtime configuration and the blog feed of the home page
  'GET /api/config': 'public',
  'GET /api/blog/posts': 'public',
  // Help pages (Markdown from HELP_PAGES_DIR; search-tips generated)
  'GET /api/help/:page': 'public',
  // Identifier look-ups and the detail pages' companion lists
  'GET /api/doi/*': 'public',
  'GET /api/arxiv/*': 'public',
  'GET /api/orcid/:orcid': 'public',
  'GET /api/literature/:controlNumber/authors': 'public',
  'GET /api/data/:controlNumber/authors': 'public',
  'GET /api/literature/:controlNumber/references': 'public',
  'GET /api/literature/:controlNumber/citations': 'public',
  // Reference self-curation (logged-in users) and the diff curators review it with
  'POST /api/literature/reference-self-curation': 'authenticated',
  'GET /api/literature/:controlNumber/diff/:versions': 'cataloger',
  // The record editor's API: whole stored records, private parts included. Owners (their profile, the jobs and
  // seminars they submitted) edit too: the service checks the record's can_edit (403 beyond the policy)
  'GET /api/editor/:collection/:controlNumber': 'authenticated',
  'PUT /api/editor/:collection/:controlNumber': 'authenticated',
  'POST /api/editor/:collection': 'cataloger',
  'DELETE /api/editor/:collection/:controlNumber': 'cataloger',
  'GET /api/editor/:collection/:controlNumber/revisions': 'authenticated',
  'GET /api/editor/:collection/:controlNumber/revisions/:n': 'authenticated',
  'POST /api/editor/:collection/:controlNumber/revert/:n': 'authenticated',
  // The catalogers' author-list tool
  'POST /api/editor/authorlist/text': 'cataloger',
  // Merging duplicate records (src/merge)
  'POST /api/editor/authors/merge': 'cataloger',
  'POST /api/editor/literature/merge': 'cataloger',
  'POST /api/editor/merges/:id/undo': 'cataloger',
  // Claiming (src/assign): a profile or cataloger rights are checked beyond the policy (403 with the reason)
  'GET /api/assign/check-names-compatibility': 'authenticated',
  'POST /api/assign/literature/assign': 'authenticated',
  'POST /api/assign/literature/unassign': 'authenticated',
  'POST /api/assign/literature/assign-different-profile': 'authenticated',
  'GET /api/assign/operations/:id': 'authenticated',
  // The catalogers' literature bulk tools (src/bulkTools)
  'POST /api/assign/conference': 'cataloger',
  'POST /api/assign/export-to-cds': 'cataloger',
  // The literature form's import from arXiv or a DOI (it calls outside services: logged-in users only)
  'GET /api/literature/import/*': 'authenticated',
  // The back office (src/backoffice): its own login answering JWTs, then bearer tokens of catalogers only
  'POST /api/backoffice/login': 'public',
  'POST /api/backoffice/refresh/': 'public',
  'GET /api/backoffice/users/logout/': 'public',
  'GET /api/backoffice/users/me/': 'backoffice',
  'GET /api/backoffice/workflows/:kind/search/': 'backoffice',
  'GET /api/backoffice/workflows/:kind/:id/': 'backoffice',
  'DELETE /api/backoffice/workflows/:kind/:id/': 'backoffice',
  'POST /api/backoffice/workflows/:kind/:id/:action/': 'backoffice',
  'GET /api/backoffice/tickets/': 'backoffice',
  'POST /api/backoffice/tickets/:id/resolve/': 'backoffice',
  'POST /api/backoffice/tickets/:id/reopen/': 'backoffice',
  // The submission forms (src/submissions): logged-in users; institutions, experiments, journals for catalogers.
  // The update forms check the owner (or a cataloger) beyond the policy.
  'POST /api/submissions/literature': 'authenticated',
  'POST /api/submissions/authors': 'authenticated',
  'POST /api/submissions/jobs': 'authenticated',
  'POST /api/submissions/conferences': 'authenticated',
  'POST /api/submissions/seminars': 'authenticated',
  'POST /api/submissions/institutions': 'cataloger',
  'POST /api/submissions/experiments': 'cataloger',
  'POST /api/submissions/journals': 'cataloger',
  'GET /api/submissions/authors/:controlNumber': 'authenticated',
  'PUT /api/submissions/authors/:controlNumber': 'authenticated',
  'GET /api/submissions/jobs/:controlNumber': 'authenticated',
  'PUT /api/submissions/jobs/:controlNumber': 'authenticated',
  'GET /api/submissions/seminars/:controlNumber': 'authenticated',
  'PUT /api/submissions/seminars/:controlNumber': 'authenticated',
  // Search feedback (src/feedback) and the AI hook (src/ai): same-origin /ai/v1 endpoints, each behind its flag
  'POST /ai/v1/search-feedback': 'public',
  'GET /api/feedback': 'cataloger',
  'GET /api/backoffice/feedback/': 'backoffice',
  'GET /api/search/query-parser': 'public',
  'POST /ai/v1/query': 'public',
  // The OpenAPI document and its browser
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
};

const ROLES = ['anonymous', 'user', 'user with a profile', 'cataloger', 'superuser'] as const;
type TestRole = (typeof ROLES)[number];

/** What each policy answers each role: 'ok' (neither 401 nor 403), or the refusal status. */
const EXPECTED_OUTCOMES: Record<RoutePolicy, Record<TestRole, 'ok' | 401 | 403>> = {
  public: { anonymous: 'ok', user: 'ok', 'user with a profile': 'ok', cataloger: 'ok', superuser: 'ok' },
  authenticated: {
    anonymous: 401,
    user: 'ok',
    'user with a profile': 'ok',
    cataloger: 'ok',
    superuser: 'ok',
  },
  cataloger: { anonymous: 401, user: 403, 'user with a profile': 403, cataloger: 'ok', superuser: 'ok' },
  superuser: { anonymous: 401, user: 403, 'user with a profile': 403, cataloger: 403, superuser: 'ok' },
  // A session cookie alone never authorises a back-office call: only a bearer token does (tested below).
  backoffice: { anonymous: 401, user: 401, 'user with a profile': 401, cataloger: 401, superuser: 401 },
};

const routeKey = (route: RouteCatalogueEntry) => `${route.method} ${route.url}`;

/** A concrete URL for a route pattern: parameters get plausible values, the handler may then answer 404. */
function concreteUrl(pattern: string): string {
  return pattern
    .replace(':collection', 'literature')
    .replace(/:[A-Za-z_]+/g, '1')
    .replace(/\*$/, 'x');
}

let testApp: TestApp;
const accounts = new Map<TestRole, TestAccount>();
const sessions = new Map<TestRole, TestSession>();

beforeAll(async () => {
  testApp = await createTestApp();
  const profile = await createRecord(testApp.context.db, 'authors', buildRecord('authors'));
  accounts.set('user', await createTestAccount(testApp.context));
  accounts.set(
    'user with a profile',
    await createTestAccount(testApp.context, { profile: profile.controlNumber }),
  );
  accounts.set('cataloger', await createTestAccount(testApp.context, { roles: ['cataloger'] }));
  accounts.set('superuser', await createTestAccount(testApp.context, { roles: ['superuser'] }));
});
afterAll(async () => {
  await testApp.close();
});

/** A live session for the role, logging in again when a route (logout) ended the previous one. */
async function sessionOf(role: TestRole): Promise<TestSession | null> {
  const account = accounts.get(role);
  if (!account) {
    return null;
  }
  const known = sessions.get(role);
  if (known && (await injectAs(testApp.app, known, { url: '/api/accounts/me' })).statusCode === 200) {
    return known;
  }
  const fresh = await logIn(testApp.app, account.email, account.password);
  sessions.set(role, fresh);
  return fresh;
}

describe('route catalogue', () => {
  it('lists every /api route with the policy the role matrix expects', () => {
    const declared = Object.fromEntries(
      testApp.app.routeCatalogue.map((route) => [routeKey(route), route.policy]),
    );
    const unknown = Object.keys(declared).filter((key) => !(key in EXPECTED_POLICIES));
    expect(unknown, 'routes missing from EXPECTED_POLICIES in accounts/route-policies.test.ts').toEqual([]);
    expect(declared).toEqual(EXPECTED_POLICIES);
  });

  it('refuses to start with a route that declares no policy', () => {
    const app = Fastify();
    requirePolicies(app);
    expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(MissingPolicyError);
  });
});

describe('every route × every role', () => {
  it('answers each role as the route policy says', async () => {
    expect(testApp.app.routeCatalogue.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of testApp.app.routeCatalogue) {
      for (const role of ROLES) {
        const session = await sessionOf(role);
        const response = await injectAs(testApp.app, session, {
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          ...(route.method !== 'GET' && { payload: {} }),
        });
        const expected = EXPECTED_OUTCOMES[route.policy][role];
        const label = `${routeKey(route)} [${route.policy}] as ${role}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (expected === 'ok' && (response.statusCode === 401 || response.statusCode === 403)) {
          failures.push(`${label} — expected neither 401 nor 403`);
        }
        if (expected === 401 && response.statusCode !== 401) {
          failures.push(`${label} — expected 401`);
        }
        if (
          expected === 403 &&
          (response.statusCode !== 403 || response.json().message !== FORBIDDEN_MESSAGE)
        ) {
          failures.push(`${label} — expected 403 "${FORBIDDEN_MESSAGE}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses an anonymous caller of a protected route with "Authentication required."', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/accounts/settings/preferences',
      payload: {},
    });
    expect(response.json()).toEqual({ status: 401, message: AUTHENTICATION_REQUIRED_MESSAGE });
  });
});

/** A concrete URL for a back-office route: a real kind, a well-formed workflow id, a harmless action. */
function backofficeUrl(pattern: string): string {
  return pattern
    .replace(':kind', 'authors')
    .replace('/workflows/authors/:id', '/workflows/authors/00000000-0000-4000-8000-000000000000')
    .replace(':action', 'restart')
    .replace(':id', '1');
}

describe('every back-office route × every bearer token', () => {
  it('admits bearer tokens of catalogers and superusers only, and no expired token', async () => {
    const routes = testApp.app.routeCatalogue.filter((route) => route.policy === 'backoffice');
    expect(routes.length).toBeGreaterThan(5);
    const tokens = new Map<string, string | undefined>([['no token', undefined]]);
    for (const role of ['user', 'user with a profile', 'cataloger', 'superuser'] as const) {
      const account = accounts.get(role);
      if (account) {
        tokens.set(role, (await issueTokenPair(testApp.context, account.account)).access);
      }
    }
    const cataloger = accounts.get('cataloger');
    if (cataloger) {
      const longAgo = new Date(Date.now() - 10 * 60 * 1000);
      tokens.set('expired', (await issueTokenPair(testApp.context, cataloger.account, longAgo)).access);
    }
    const expected: Record<string, { status: 'ok' | 401 | 403; detail?: string }> = {
      'no token': { status: 401, detail: BACKOFFICE_AUTH_MESSAGES.notProvided },
      user: { status: 403, detail: BACKOFFICE_AUTH_MESSAGES.noPermission },
      'user with a profile': { status: 403, detail: BACKOFFICE_AUTH_MESSAGES.noPermission },
      cataloger: { status: 'ok' },
      superuser: { status: 'ok' },
      expired: { status: 403, detail: BACKOFFICE_AUTH_MESSAGES.tokenNotValid },
    };
    const failures: string[] = [];
    for (const route of routes) {
      for (const [holder, access] of tokens) {
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: backofficeUrl(route.url),
          headers: access ? { authorization: `Bearer ${access}` } : {},
          ...(route.method === 'POST' && { payload: {} }),
        });
        const want = expected[holder];
        const label = `${routeKey(route)} with ${holder}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (want?.status === 'ok' && [401, 403].includes(response.statusCode)) {
          failures.push(`${label} — expected neither 401 nor 403`);
        }
        if (
          want?.status !== 'ok' &&
          (response.statusCode !== want?.status || response.json().detail !== want.detail)
        ) {
          failures.push(`${label} — expected ${want?.status} "${want?.detail}"`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('one route per policy', () => {
  it('admits and refuses each role as the role matrix says, for reads and writes', async () => {
    const probe = Fastify();
    registerErrorHandling(probe);
    requirePolicies(probe);
    await registerSessions(probe, testApp.context);
    enforcePolicies(probe);
    const policies = Object.keys(POLICY_RULES) as RoutePolicy[];
    for (const policy of policies) {
      probe.get(`/api/probe/${policy}`, { config: { policy } }, async () => ({ ok: true }));
      probe.post(`/api/probe/${policy}`, { config: { policy } }, async () => ({ ok: true }));
    }
    await probe.ready();
    try {
      for (const policy of policies) {
        for (const role of ROLES) {
          const session = await sessionOf(role);
          for (const method of ['GET', 'POST'] as const) {
            const response = await injectAs(probe, session, {
              method,
              url: `/api/probe/${policy}`,
              ...(method === 'POST' && { payload: {} }),
            });
            const expected = EXPECTED_OUTCOMES[policy][role];
            expect(response.statusCode, `${method} ${policy} as ${role}`).toBe(
              expected === 'ok' ? 200 : expected,
            );
          }
        }
      }
    } finally {
      await probe.close();
    }
  });
});

describe('policyVerdict', () => {
  it('admits a user holding any one of the required roles', () => {
    expect(POLICY_RULES.cataloger.anyOfRoles).toEqual(['superuser', 'cataloger']);
    expect(policyVerdict('cataloger', { roles: ['cataloger'] })).toBe('allowed');
    expect(policyVerdict('cataloger', { roles: ['superuser'] })).toBe('allowed');
    expect(policyVerdict('cataloger', { roles: ['betauser', 'cataloger'] })).toBe('allowed');
    expect(policyVerdict('cataloger', { roles: ['betauser'] })).toBe('forbidden');
    expect(policyVerdict('superuser', { roles: ['cataloger'] })).toBe('forbidden');
    expect(policyVerdict('authenticated', { roles: [] })).toBe('allowed');
    expect(policyVerdict('authenticated', null)).toBe('unauthenticated');
    expect(policyVerdict('public', null)).toBe('allowed');
  });
});
