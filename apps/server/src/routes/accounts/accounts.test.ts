import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../accounts/cookies';
import { hashToken } from '../../accounts/sessions';
import {
  cookieValue,
  createTestAccount,
  injectAs,
  logIn,
  sessionFromCookies,
} from '../../accounts/testing/sessions';
import { findRecord } from '../../records/repository';
import { createRecord } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { buildRecord } from '../../testing/factories';
import { LOGOUT_METHOD_MESSAGE } from './routes';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function post(url: string, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url, payload });
}

describe('sign-up', () => {
  it('creates an account the new user can log in with', async () => {
    const response = await post('/api/accounts/signup', {
      email: '  new.person@example.org ',
      password: 'a long enough password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/Thank you for signing up/);
    const session = await logIn(testApp.app, 'new.person@example.org', 'a long enough password');
    const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(me.json().data.email).toBe('new.person@example.org');
  });

  it('answers the same for an address that is already registered, and keeps its password', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const fresh = await post('/api/accounts/signup', {
      email: 'fresh.one@example.org',
      password: 'whatever123',
    });
    const taken = await post('/api/accounts/signup', { email, password: 'attacker password' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    await expect(logIn(testApp.app, email, password)).resolves.toBeDefined();
    await expect(logIn(testApp.app, email, 'attacker password')).rejects.toThrow(/401/);
  });

  it('refuses an invalid e-mail address and a password shorter than 8 characters', async () => {
    const invalid = await post('/api/accounts/signup', { email: 'not-an-address', password: 'long enough' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ status: 400 });
    const short = await post('/api/accounts/signup', { email: 'short@example.org', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8 characters/);
  });

  it('lets an ORCID account without e-mail address add one', async () => {
    const orcidOnly = await createTestAccount(testApp.context, { orcid: '0000-0002-0000-0001' });
    await sql`UPDATE users SET email = NULL WHERE id = ${orcidOnly.account.id}`.execute(testApp.context.db);
    const session = await logInWithRow(orcidOnly.account.id);
    const response = await injectAs(testApp.app, session, {
      method: 'POST',
      url: '/api/accounts/signup',
      payload: { email: 'orcid.person@example.org' },
    });
    expect(response.statusCode).toBe(200);
    const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(me.json().data.email).toBe('orcid.person@example.org');
  });
});

/** A session for an account that cannot log in with a password (ORCID-only), made as the ORCID callback would. */
async function logInWithRow(userId: number) {
  const { startSession } = await import('../../accounts/sessions');
  const issued = await startSession(testApp.context, userId);
  return sessionFromCookies(issued.token, issued.csrfToken);
}

describe('login', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie and a readable CSRF cookie', async () => {
    const { email, password } = await createTestAccount(testApp.context, { roles: ['cataloger'] });
    const response = await post('/api/accounts/login', { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      data: {
        email,
        roles: ['cataloger'],
        orcid: null,
        allow_orcid_push: false,
        profile_control_number: null,
        recid: null,
      },
      preferences: {
        preferred_cite_format: 'application/x-bibtex',
        citation_summary_enabled: false,
        exclude_self_citations: false,
      },
      csrf_token: expect.any(String),
    });
    expect(response.body).not.toMatch(/argon2|password/);
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    const csrf = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    expect(csrf?.value).toBe(body.csrf_token);
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('marks the cookies Secure when the public URL is https', async () => {
    const secureApp = await createTestApp({ publicUrl: 'https://parton.example' });
    try {
      const { email, password } = await createTestAccount(secureApp.context);
      const response = await secureApp.app.inject({
        method: 'POST',
        url: '/api/accounts/login',
        payload: { email, password },
      });
      for (const cookie of response.cookies) {
        expect(cookie.secure, cookie.name).toBe(true);
      }
    } finally {
      await secureApp.close();
    }
  });

  it('gives the same answer for a wrong password and an unknown e-mail address', async () => {
    const { email } = await createTestAccount(testApp.context);
    const wrongPassword = await post('/api/accounts/login', { email, password: 'not the password' });
    const unknownEmail = await post('/api/accounts/login', {
      email: 'nobody@example.org',
      password: 'not the password',
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: 'Invalid e-mail or password.' });
      expect(cookieValue(response, SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('refuses a password-less (ORCID-only) account with the same answer', async () => {
    const orcidOnly = await createTestAccount(testApp.context, { orcid: '0000-0002-0000-0002' });
    await sql`UPDATE users SET password_hash = NULL WHERE id = ${orcidOnly.account.id}`.execute(
      testApp.context.db,
    );
    const response = await post('/api/accounts/login', { email: orcidOnly.email, password: '' });
    expect(response.json()).toEqual({ status: 401, message: 'Invalid e-mail or password.' });
  });

  it('rotates the session: logging in again replaces the session the browser had', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const first = await logIn(testApp.app, email, password);
    const again = await injectAs(testApp.app, first, {
      method: 'POST',
      url: '/api/accounts/login',
      payload: { email, password },
    });
    expect(again.statusCode).toBe(200);
    const second = cookieValue(again, SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.sessionToken);
    expect((await injectAs(testApp.app, first, { url: '/api/accounts/me' })).statusCode).toBe(401);
    const secondSession = sessionFromCookies(second!, cookieValue(again, CSRF_COOKIE)!);
    expect((await injectAs(testApp.app, secondSession, { url: '/api/accounts/me' })).statusCode).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const rows = await testApp.context.db.selectFrom('sessions').select('id').execute();
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain(session.sessionToken);
    expect(ids).toContain(hashToken(session.sessionToken));
  });

  it('stores an argon2id hash, never the password', async () => {
    const { account, password } = await createTestAccount(testApp.context);
    const row = await testApp.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(password);
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after too many failures for one account, even with the right password', async () => {
    const limited = await createTestApp({ loginThrottle: { perAccount: 3, perIp: 100, windowMinutes: 15 } });
    try {
      const { email, password } = await createTestAccount(limited.context);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/accounts/login',
          payload: { email, password: 'wrong password' },
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/accounts/login',
        payload: { email, password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        status: 429,
        message: expect.stringMatching(/Too many failed logins/),
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after too many failures from one IP address across accounts', async () => {
    const limited = await createTestApp({ loginThrottle: { perAccount: 100, perIp: 4, windowMinutes: 15 } });
    try {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await limited.app.inject({
          method: 'POST',
          url: '/api/accounts/login',
          payload: { email: `guess${attempt}@example.org`, password: 'guess' },
        });
      }
      const { email, password } = await createTestAccount(limited.context);
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/accounts/login',
        payload: { email, password },
      });
      expect(blocked.statusCode).toBe(429);
      const otherIp = await limited.app.inject({
        method: 'POST',
        url: '/api/accounts/login',
        payload: { email, password },
        remoteAddress: '192.0.2.7',
      });
      expect(otherIp.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('current user, logout and inactivity', () => {
  it('answers 401 "Not logged in" to an anonymous /me', async () => {
    const response = await testApp.app.inject('/api/accounts/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: 'Not logged in' });
  });

  it('logs out: the session is destroyed and the cookies cleared', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const response = await injectAs(testApp.app, session, {
      method: 'POST',
      url: '/api/accounts/logout',
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(me.json()).toEqual({ status: 401, message: 'Not logged in' });
    const row = await testApp.context.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', hashToken(session.sessionToken))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('does not log out on a cross-site request: GET answers 405, a POST without the CSRF header 403', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    // What an <img src="…/api/accounts/logout"> on another site sends: the cookies, no CSRF header.
    const viaGet = await injectAs(testApp.app, session, { url: '/api/accounts/logout', csrf: false });
    expect(viaGet.statusCode).toBe(405);
    expect(viaGet.headers.allow).toBe('POST');
    expect(viaGet.json()).toEqual({ status: 405, message: LOGOUT_METHOD_MESSAGE });
    expect(viaGet.cookies).toEqual([]);
    // What a cross-site form sends: a POST with the cookies (SameSite=Lax aside), no CSRF header.
    const withoutToken = await injectAs(testApp.app, session, {
      method: 'POST',
      url: '/api/accounts/logout',
      payload: {},
      csrf: false,
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.cookies).toEqual([]);
    const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);
  });

  it('clears the cookies of a visitor without a live session on POST', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/logout',
      payload: {},
      headers: { cookie: `${SESSION_COOKIE}=unknown-token` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('says "You are logged out due to inactivity." once the idle timeout has passed', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const idle = testApp.context.config.sessionIdleMinutes;
    await sql`UPDATE sessions SET last_seen = now() - make_interval(mins => ${idle + 1})
      WHERE id = ${hashToken(session.sessionToken)}`.execute(testApp.context.db);
    const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(me.json()).toEqual({ status: 401, message: 'You are logged out due to inactivity.' });
    const settings = await injectAs(testApp.app, session, {
      method: 'PUT',
      url: '/api/accounts/settings/preferences',
      payload: { exclude_self_citations: true },
    });
    expect(settings.json()).toEqual({ status: 401, message: 'You are logged out due to inactivity.' });
  });

  it('does not count the /me check as activity, but counts other calls', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const id = hashToken(session.sessionToken);
    const lastSeen = async () =>
      (
        await testApp.context.db
          .selectFrom('sessions')
          .select('last_seen')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_seen.getTime();
    await sql`UPDATE sessions SET last_seen = now() - interval '10 minutes' WHERE id = ${id}`.execute(
      testApp.context.db,
    );
    const before = await lastSeen();
    await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(await lastSeen()).toBe(before);
    await injectAs(testApp.app, session, { url: '/api/literature/1' });
    expect(await lastSeen()).toBeGreaterThan(before);
  });
});

describe('CSRF protection', () => {
  it('refuses a cookie-authenticated write without the CSRF header, or with a wrong one', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const payload = { citation_summary_enabled: true };
    const without = await injectAs(testApp.app, session, {
      method: 'PUT',
      url: '/api/accounts/settings/preferences',
      payload,
      csrf: false,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ status: 403, message: 'Missing or invalid CSRF token.' });
    const wrong = await injectAs(testApp.app, session, {
      method: 'PUT',
      url: '/api/accounts/settings/preferences',
      payload,
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await injectAs(testApp.app, session, {
      method: 'PUT',
      url: '/api/accounts/settings/preferences',
      payload,
    });
    expect(right.statusCode).toBe(200);
  });

  it('hands the CSRF token out in /me too', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(me.json().csrf_token).toBe(session.csrfToken);
  });
});

describe('settings', () => {
  it('refuses an e-mail change to a user without an author profile', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const response = await injectAs(testApp.app, session, {
      method: 'POST',
      url: '/api/accounts/settings/update-email',
      payload: { new_email: 'elsewhere@example.org' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Changing the e-mail address needs an author profile linked to your account.',
    );
  });

  it('changes the e-mail of the user and makes it the current address of their author record', async () => {
    const author = await createRecord(
      testApp.context.db,
      'authors',
      buildRecord('authors', { email_addresses: [{ value: 'old@example.org', current: true }] }),
    );
    const { email, password } = await createTestAccount(testApp.context, {
      email: 'old@example.org',
      profile: author.controlNumber,
    });
    const session = await logIn(testApp.app, email, password);
    const response = await injectAs(testApp.app, session, {
      method: 'POST',
      url: '/api/accounts/settings/update-email',
      payload: { new_email: ' New@Example.org ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe('New@Example.org');
    const record = await findRecord(testApp.context.db, 'authors', author.controlNumber);
    expect(record?.revisionId).toBe(author.revisionId + 1);
    expect(JSON.parse(record!.metadataJson).email_addresses).toEqual([
      { value: 'New@Example.org', current: true },
      { value: 'old@example.org', current: false },
    ]);
    await expect(logIn(testApp.app, 'new@example.org', password)).resolves.toBeDefined();
  });

  it('refuses an e-mail address another account has, changing nothing', async () => {
    const author = await createRecord(testApp.context.db, 'authors', buildRecord('authors'));
    const other = await createTestAccount(testApp.context);
    const { email, password } = await createTestAccount(testApp.context, { profile: author.controlNumber });
    const session = await logIn(testApp.app, email, password);
    const response = await injectAs(testApp.app, session, {
      method: 'POST',
      url: '/api/accounts/settings/update-email',
      payload: { new_email: other.email },
    });
    expect(response.statusCode).toBe(400);
    const record = await findRecord(testApp.context.db, 'authors', author.controlNumber);
    expect(record?.revisionId).toBe(author.revisionId);
  });

  it('refuses an invalid new e-mail address', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const response = await injectAs(testApp.app, session, {
      method: 'POST',
      url: '/api/accounts/settings/update-email',
      payload: { new_email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('allows ORCID push only with both an ORCID iD and an author profile', async () => {
    const author = await createRecord(testApp.context.db, 'authors', buildRecord('authors'));
    const cases = [
      { orcid: null, profile: null, status: 403 },
      { orcid: '0000-0002-0000-0010', profile: null, status: 403 },
      { orcid: null, profile: author.controlNumber, status: 403 },
      { orcid: '0000-0002-0000-0011', profile: author.controlNumber, status: 200 },
    ];
    for (const item of cases) {
      const { email, password, account } = await createTestAccount(testApp.context, {
        orcid: item.orcid,
        profile: item.profile,
      });
      const session = await logIn(testApp.app, email, password);
      const response = await injectAs(testApp.app, session, {
        method: 'PUT',
        url: '/api/accounts/settings/orcid-push',
        payload: { value: true },
      });
      expect(response.statusCode, JSON.stringify(item)).toBe(item.status);
      if (item.status === 403) {
        expect(response.json().message).toBe(
          'ORCID push needs both an ORCID iD and an author profile linked to your account.',
        );
      } else {
        expect(response.json().data.allow_orcid_push).toBe(true);
        const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
        expect(me.json().data.allow_orcid_push).toBe(true);
      }
      // Free the profile for the next case (one account per profile).
      await sql`UPDATE users SET profile_control_number = NULL WHERE id = ${account.id}`.execute(
        testApp.context.db,
      );
    }
  });

  it('stores the display preferences', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const response = await injectAs(testApp.app, session, {
      method: 'PUT',
      url: '/api/accounts/settings/preferences',
      payload: {
        preferred_cite_format: 'application/vnd+inspire.latex.eu+x-latex',
        exclude_self_citations: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const me = await injectAs(testApp.app, session, { url: '/api/accounts/me' });
    expect(me.json().preferences).toEqual({
      preferred_cite_format: 'application/vnd+inspire.latex.eu+x-latex',
      citation_summary_enabled: false,
      exclude_self_citations: true,
    });
  });

  it('refuses an unknown cite format', async () => {
    const { email, password } = await createTestAccount(testApp.context);
    const session = await logIn(testApp.app, email, password);
    const response = await injectAs(testApp.app, session, {
      method: 'PUT',
      url: '/api/accounts/settings/preferences',
      payload: { preferred_cite_format: 'text/plain' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('browser login entry', () => {
  it('sends the browser to the local login page when ORCID is not configured', async () => {
    const response = await testApp.app.inject('/api/accounts/login?next=/literature?q=a%20ellis');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/user/login/local?next=${encodeURIComponent('/literature?q=a ellis')}`,
    );
  });

  it('never redirects to another site', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await testApp.app.inject(`/api/accounts/login?next=${encodeURIComponent(next)}`);
      expect(response.headers.location, next).toBe('/user/login/local?next=%2F');
    }
  });

  it('answers 404 for the ORCID login when ORCID is not configured', async () => {
    const response = await testApp.app.inject('/api/accounts/login/orcid');
    expect(response.statusCode).toBe(404);
  });
});
