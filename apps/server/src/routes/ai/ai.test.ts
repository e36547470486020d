import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_REFUSED_MESSAGE } from '../../accounts/request-session';
import { createTestAccount, injectAs, logIn, type TestSession } from '../../accounts/testing/sessions';
import { type AiReceiver, startAiReceiver } from '../../ai/testing/aiReceiver';
import { createTestApp, type TestApp } from '../../testing/app';
import { AI_QUERY_REQUIRED_MESSAGE } from './routes';

const NOT_FOUND = { status: 404, message: 'The requested URL was not found on the server.' };

/** Waits until the receiver holds `count` calls (the forward runs after the 202), at most 5 s. */
async function receivedCalls(receiver: AiReceiver, count: number): Promise<unknown[]> {
  const deadline = Date.now() + 5_000;
  while (receiver.received.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return receiver.received.map((call) => call.body);
}

describe('query parser', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the structure of a query to anyone', async () => {
    const response = await testApp.app.inject('/api/search/query-parser?q=dark%20matter');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ match: { _all: { query: 'dark matter', operator: 'and' } } });
    const keyword = await testApp.app.inject('/api/search/query-parser?q=a%20ellis%20and%20t%20boson');
    expect(keyword.json()).toMatchObject({
      bool: { must: [{ nested: { path: 'authors' } }, { match: {} }] },
    });
    expect((await testApp.app.inject('/api/search/query-parser')).json()).toEqual({ match_all: {} });
  });

  it('answers a malformed query with the search syntax error', async () => {
    const response = await testApp.app.inject('/api/search/query-parser?q=t%20higgs%20and');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'The syntax of the search query is invalid.' });
  });
});

describe('AI query hook, off, and the rate limit of /ai paths', () => {
  let testApp: TestApp;
  const saved = { ...process.env };
  beforeAll(async () => {
    // The flag without its URL stays off.
    process.env.AI_QUERY = 'on';
    delete process.env.AI_QUERY_URL;
    testApp = await createTestApp({ rateLimit: { max: 2, windowMs: 5_000 } });
  });
  afterAll(async () => {
    process.env = saved;
    await testApp.close();
  });

  it('answers 404 while off, and counts /ai calls against the same limit as /api', async () => {
    const call = () =>
      testApp.app.inject({ method: 'POST', url: '/ai/v1/query', payload: { query: 'quarks' } });
    const first = await call();
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual(NOT_FOUND);
    expect((await testApp.app.inject('/api/config')).json()).toMatchObject({ aiQuery: false });
    // Two calls so far (the /ai one and /api/config): the third is over the limit.
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('AI query hook, on', () => {
  let testApp: TestApp;
  let receiver: AiReceiver;
  let user: TestSession;
  let userEmail: string;
  const saved = { ...process.env };
  beforeAll(async () => {
    receiver = await startAiReceiver();
    process.env.AI_QUERY = 'on';
    process.env.AI_QUERY_URL = receiver.url;
    testApp = await createTestApp();
    const account = await createTestAccount(testApp.context);
    userEmail = account.email;
    user = await logIn(testApp.app, account.email, account.password);
  });
  afterAll(async () => {
    process.env = saved;
    await testApp.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.behave({ kind: 'accept' });
  });

  const send = (session: TestSession | null, payload: Record<string, unknown>, csrf = true) =>
    injectAs(testApp.app, session, { method: 'POST', url: '/ai/v1/query', payload, csrf });

  it('says so in /api/config', async () => {
    expect((await testApp.app.inject('/api/config')).json()).toMatchObject({ aiQuery: true });
  });

  it("forwards an anonymous reader's query with no user, whatever the body claims", async () => {
    const response = await send(null, {
      query: ' dark matter ',
      user: 'someone@else.org',
      matomo_client_id: 'c-1',
    });
    expect(response.statusCode).toBe(202);
    expect(await receivedCalls(receiver, 1)).toEqual([
      { query: 'dark matter', user: null, matomo_client_id: 'c-1' },
    ]);
  });

  it("names the session's user, and asks the session for its CSRF token", async () => {
    expect((await send(user, { query: 'neutrino mass' }, false)).json()).toEqual({
      status: 403,
      message: CSRF_REFUSED_MESSAGE,
    });
    const response = await send(user, { query: 'neutrino mass', user: 'someone@else.org' });
    expect(response.statusCode).toBe(202);
    expect(await receivedCalls(receiver, 1)).toEqual([
      { query: 'neutrino mass', user: userEmail, matomo_client_id: null },
    ]);
  });

  it('answers at once even when the service hangs, and never reports its failure', async () => {
    receiver.behave({ kind: 'hang' });
    const started = Date.now();
    const response = await send(null, { query: 'slow service' });
    expect(response.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await receivedCalls(receiver, 1)).toHaveLength(1);
    receiver.behave({ kind: 'status', status: 500 });
    expect((await send(null, { query: 'refused' })).statusCode).toBe(202);
    expect(await receivedCalls(receiver, 2)).toHaveLength(2);
  });

  it('refuses a blank query and forwards nothing', async () => {
    const response = await send(null, { query: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: AI_QUERY_REQUIRED_MESSAGE });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]);
  });
});
