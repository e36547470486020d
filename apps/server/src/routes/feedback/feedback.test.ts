import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_REFUSED_MESSAGE } from '../../accounts/request-session';
import { createTestAccount, injectAs, logIn, type TestSession } from '../../accounts/testing/sessions';
import { issueTokenPair } from '../../backoffice/service';
import { FEEDBACK_MESSAGES } from '../../feedback/service';
import { createTestApp, type TestApp } from '../../testing/app';

const NOT_FOUND = { status: 404, message: 'The requested URL was not found on the server.' };

interface FeedbackList {
  total: number;
  hits: {
    id: number;
    question: string;
    additional: string | null;
    query: string | null;
    user_email: string | null;
    client_id: string | null;
    created: string;
  }[];
}

describe('search feedback with SEARCH_FEEDBACK off', () => {
  let testApp: TestApp;
  const saved = { ...process.env };
  beforeAll(async () => {
    delete process.env.SEARCH_FEEDBACK;
    testApp = await createTestApp();
  });
  afterAll(async () => {
    process.env = saved;
    await testApp.close();
  });

  it('answers 404 and says so in /api/config', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/ai/v1/search-feedback',
      payload: { question: 'Where is my paper?' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect((await testApp.app.inject('/api/config')).json()).toMatchObject({ searchFeedback: false });
  });
});

describe('search feedback', () => {
  let testApp: TestApp;
  let user: TestSession;
  let userEmail: string;
  let cataloger: TestSession;
  let catalogerToken: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    process.env.SEARCH_FEEDBACK = 'on';
    testApp = await createTestApp();
    const userAccount = await createTestAccount(testApp.context);
    userEmail = userAccount.email;
    user = await logIn(testApp.app, userAccount.email, userAccount.password);
    const catalogerAccount = await createTestAccount(testApp.context, { roles: ['cataloger'] });
    cataloger = await logIn(testApp.app, catalogerAccount.email, catalogerAccount.password);
    catalogerToken = (await issueTokenPair(testApp.context, catalogerAccount.account)).access;
  });
  afterAll(async () => {
    process.env = saved;
    await testApp.close();
  });

  const send = (session: TestSession | null, payload: Record<string, unknown>, csrf = true) =>
    injectAs(testApp.app, session, { method: 'POST', url: '/ai/v1/search-feedback', payload, csrf });
  const list = async (query = '') => {
    const response = await injectAs(testApp.app, cataloger, { url: `/api/feedback${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as FeedbackList;
  };

  it('is on in /api/config', async () => {
    expect((await testApp.app.inject('/api/config')).json()).toMatchObject({ searchFeedback: true });
  });

  it("stores an anonymous reader's feedback with the search and the client id, trimmed", async () => {
    const response = await send(null, {
      question: '  I cannot find the 2012 Higgs discovery paper ',
      additional: ' Searched by title ',
      query: 't higgs discovery',
      matomo_client_id: 'client-1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: FEEDBACK_MESSAGES.received });
    const [latest] = (await list()).hits;
    expect(latest).toMatchObject({
      question: 'I cannot find the 2012 Higgs discovery paper',
      additional: 'Searched by title',
      query: 't higgs discovery',
      client_id: 'client-1',
      user_email: null,
    });
    expect(Number.isNaN(Date.parse(latest?.created ?? ''))).toBe(false);
  });

  it('names the logged-in user from the session, and asks the session for its CSRF token', async () => {
    const refused = await send(user, { question: 'Missing CSRF token' }, false);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, message: CSRF_REFUSED_MESSAGE });
    const response = await send(user, { question: 'Author profile search is confusing' });
    expect(response.statusCode).toBe(201);
    const { hits } = await list();
    expect(hits[0]).toMatchObject({ question: 'Author profile search is confusing', user_email: userEmail });
    expect(hits.some((hit) => hit.question === 'Missing CSRF token')).toBe(false);
  });

  it('refuses a blank or oversized message with a clear 400 and stores nothing', async () => {
    const before = (await list()).total;
    const cases: [Record<string, unknown>, string][] = [
      [{}, FEEDBACK_MESSAGES.questionRequired],
      [{ question: '   \n ' }, FEEDBACK_MESSAGES.questionRequired],
      [{ question: 'x'.repeat(2_001) }, FEEDBACK_MESSAGES.questionTooLong],
      [{ question: 'ok', additional: 'x'.repeat(10_001) }, FEEDBACK_MESSAGES.additionalTooLong],
      [{ question: 'ok', query: 'x'.repeat(2_001) }, FEEDBACK_MESSAGES.queryTooLong],
      [{ question: 'ok', matomo_client_id: 'x'.repeat(201) }, FEEDBACK_MESSAGES.clientIdInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await send(null, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toEqual({ status: 400, message });
    }
    expect(
      (await send(null, { question: 'x'.repeat(2_000), additional: 'y'.repeat(10_000) })).statusCode,
    ).toBe(201);
    expect((await list()).total).toBe(before + 1);
  });

  it('lists feedback newest first, a page at a time, to catalogers only', async () => {
    for (const question of ['first of three', 'second of three', 'third of three']) {
      expect((await send(null, { question })).statusCode).toBe(201);
    }
    const { total, hits } = await list('?size=2');
    expect(hits.map((hit) => hit.question)).toEqual(['third of three', 'second of three']);
    const second = await list('?size=2&page=2');
    expect(second.total).toBe(total);
    expect(second.hits[0]?.question).toBe('first of three');
    expect((await testApp.app.inject('/api/feedback')).statusCode).toBe(401);
    expect((await injectAs(testApp.app, user, { url: '/api/feedback' })).statusCode).toBe(403);
    expect((await injectAs(testApp.app, cataloger, { url: '/api/feedback?size=101' })).statusCode).toBe(400);
  });

  it('serves the same list to the back office with its bearer token, never with the cookie alone', async () => {
    const response = await testApp.app.inject({
      url: '/api/backoffice/feedback/?size=1',
      headers: { authorization: `Bearer ${catalogerToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as FeedbackList).hits[0]?.question).toBe('third of three');
    expect((await injectAs(testApp.app, cataloger, { url: '/api/backoffice/feedback/' })).statusCode).toBe(
      401,
    );
  });
});
