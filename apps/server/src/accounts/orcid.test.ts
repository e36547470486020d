import type { AddressInfo } from 'node:net';
import type { CurrentUser } from '@parton/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openToken } from '../orcid/tokens';
import { createRecord } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildRecord } from '../testing/factories';
import { CSRF_COOKIE, ORCID_CALLBACK_PATH, SESSION_COOKIE } from './cookies';
import { TestBrowser } from './testing/browser';
import { type MockOrcid, startMockOrcid } from './testing/mock-orcid';
import { createTestAccount } from './testing/sessions';

let testApp: TestApp;
let mockOrcid: MockOrcid;
let appUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  // The redirect URI registered at the provider must be this server's address, known only once it listens.
  testApp.context.config.publicUrl = appUrl;
  mockOrcid = await startMockOrcid(`${appUrl}${ORCID_CALLBACK_PATH}`);
  testApp.context.config.orcid = {
    issuer: mockOrcid.issuer,
    clientId: mockOrcid.clientId,
    clientSecret: mockOrcid.clientSecret,
    scope: 'openid',
  };
});
afterAll(async () => {
  await testApp.close();
  await mockOrcid.close();
});

async function currentUser(browser: TestBrowser) {
  const session = browser.cookie(appUrl, SESSION_COOKIE);
  const response = await fetch(`${appUrl}/api/accounts/me`, {
    headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {},
  });
  return { status: response.status, body: (await response.json()) as CurrentUser };
}

async function accountsWithOrcid(orcid: string): Promise<number> {
  const rows = await testApp.context.db.selectFrom('users').select('id').where('orcid', '=', orcid).execute();
  return rows.length;
}

describe('ORCID login against a local OpenID provider', () => {
  it('creates the account on a first login, links the author profile with that ORCID iD and returns to next', async () => {
    mockOrcid.person = { orcid: '0000-0002-1825-0097', givenName: 'Josiah', familyName: 'Carberry' };
    const profile = await createRecord(
      testApp.context.db,
      'authors',
      buildRecord('authors', {
        name: { value: 'Carberry, Josiah' },
        ids: [
          { schema: 'INSPIRE BAI', value: 'J.Carberry.1' },
          { schema: 'ORCID', value: '0000-0002-1825-0097' },
        ],
      }),
    );
    const browser = new TestBrowser();
    const visit = await browser.navigate(
      `${appUrl}/api/accounts/login?next=${encodeURIComponent('/literature?q=t quarks')}`,
    );

    expect(visit.hops.some((hop) => hop.origin === mockOrcid.issuer && hop.pathname.includes('auth'))).toBe(
      true,
    );
    const authorize = visit.hops.find((hop) => hop.origin === mockOrcid.issuer)!;
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(visit.url.href).toBe(`${appUrl}/literature?q=t%20quarks`);
    expect(visit.status).toBe(200);
    expect(browser.cookie(appUrl, CSRF_COOKIE)).toBeTruthy();

    const me = await currentUser(browser);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      email: null,
      roles: [],
      orcid: '0000-0002-1825-0097',
      allow_orcid_push: false,
      profile_control_number: profile.controlNumber,
      recid: profile.controlNumber,
    });
  });

  it('logs the same account in on the next ORCID login', async () => {
    mockOrcid.person = { orcid: '0000-0001-5109-3700', givenName: 'Ada', familyName: 'Lovelace' };
    const first = new TestBrowser();
    await first.navigate(`${appUrl}/api/accounts/login/orcid?next=/`);
    const second = new TestBrowser();
    const visit = await second.navigate(`${appUrl}/api/accounts/login/orcid?next=/authors`);
    expect(visit.url.pathname).toBe('/authors');
    expect((await currentUser(second)).body.data.orcid).toBe('0000-0001-5109-3700');
    expect(await accountsWithOrcid('0000-0001-5109-3700')).toBe(1);
    // No author record carries this ORCID iD: the account has no profile.
    expect((await currentUser(second)).body.data.profile_control_number).toBeNull();
  });

  it('links the ORCID iD to the account of a user who is logged in locally', async () => {
    mockOrcid.person = { orcid: '0000-0003-1415-9269', givenName: 'Local', familyName: 'User' };
    const { account, email, password } = await createTestAccount(testApp.context);
    const browser = new TestBrowser();
    const login = await browser.fetch(`${appUrl}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    await browser.navigate(`${appUrl}/api/accounts/login/orcid?next=/user/settings`);
    const me = await currentUser(browser);
    expect(me.body.data).toMatchObject({ email, orcid: '0000-0003-1415-9269' });
    const row = await testApp.context.db
      .selectFrom('users')
      .select('orcid')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.orcid).toBe('0000-0003-1415-9269');
  });

  it('refuses a callback the browser did not start, and sends it back to the login page', async () => {
    const starter = new TestBrowser();
    const visit = await starter.navigate(
      `${appUrl}/api/accounts/login/orcid?next=/`,
      (location) => location.pathname === ORCID_CALLBACK_PATH,
    );
    expect(visit.url.pathname).toBe(ORCID_CALLBACK_PATH);
    // Another browser (without the flow cookie) presents the code and state.
    const attacker = new TestBrowser();
    const response = await fetch(visit.url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/user/login?error=orcid_expired');
    expect(attacker.cookie(appUrl, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a tampered state', async () => {
    const browser = new TestBrowser();
    const visit = await browser.navigate(
      `${appUrl}/api/accounts/login/orcid?next=/`,
      (location) => location.pathname === ORCID_CALLBACK_PATH,
    );
    const tampered = new URL(visit.url);
    tampered.searchParams.set('state', 'not-the-state');
    const result = await browser.navigate(tampered.href, (location) => location.pathname === '/user/login');
    expect(result.url.pathname + result.url.search).toBe('/user/login?error=orcid_failed');
    expect(browser.cookie(appUrl, SESSION_COOKIE)).toBeUndefined();
  });
});

describe('ORCID login with ORCID push configured', () => {
  it('asks for /activities/update and keeps the access token, sealed, for the push', async () => {
    testApp.context.config.orcidPush = { apiUrl: 'http://127.0.0.1:9/v3.0', requestIntervalMs: 0 };
    try {
      mockOrcid.person = { orcid: '0000-0002-7000-0001', givenName: 'Push', familyName: 'User' };
      const browser = new TestBrowser();
      const visit = await browser.navigate(`${appUrl}/api/accounts/login/orcid?next=/user/settings`);
      const authorize = visit.hops.find((hop) => hop.origin === mockOrcid.issuer)!;
      expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(['openid', '/activities/update']);
      expect(visit.url.pathname).toBe('/user/settings');

      const account = await testApp.context.db
        .selectFrom('users')
        .select('id')
        .where('orcid', '=', '0000-0002-7000-0001')
        .executeTakeFirstOrThrow();
      const stored = await testApp.context.db
        .selectFrom('orcid_tokens')
        .selectAll()
        .where('user_id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ orcid: '0000-0002-7000-0001', invalid_since: null });
      expect(stored.expires_at!.getTime()).toBeGreaterThan(Date.now());
      const accessToken = openToken(stored.access_token, mockOrcid.clientSecret);
      expect(accessToken).toBeTruthy();
      expect(stored.access_token).not.toContain(accessToken!);
      // It is the token the provider issued: its userinfo endpoint accepts it for this person.
      const userinfo = await fetch(`${mockOrcid.issuer}/me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(userinfo.status).toBe(200);
      expect(((await userinfo.json()) as { sub: string }).sub).toBe('0000-0002-7000-0001');
      // Never part of what the API answers about the user.
      const me = await currentUser(browser);
      expect(JSON.stringify(me.body)).not.toContain(accessToken!);
    } finally {
      testApp.context.config.orcidPush = undefined;
    }
  });

  it('keeps no token when ORCID push is not configured', async () => {
    mockOrcid.person = { orcid: '0000-0002-7000-0002', givenName: 'No', familyName: 'Push' };
    const browser = new TestBrowser();
    const visit = await browser.navigate(`${appUrl}/api/accounts/login/orcid?next=/`);
    const authorize = visit.hops.find((hop) => hop.origin === mockOrcid.issuer)!;
    expect(authorize.searchParams.get('scope')).toBe('openid');
    const tokens = await testApp.context.db
      .selectFrom('orcid_tokens')
      .innerJoin('users', 'users.id', 'orcid_tokens.user_id')
      .select('orcid_tokens.user_id')
      .where('users.orcid', '=', '0000-0002-7000-0002')
      .execute();
    expect(tokens).toEqual([]);
  });
});
