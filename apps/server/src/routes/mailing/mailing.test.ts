import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { listSubscriptions } from './repository';
import { WEEKLY_JOBS_LIST } from './service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

function subscribe(payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/api/mailing/subscribe/jobs/weekly', payload });
}

describe('POST /api/mailing/subscribe/jobs/weekly', () => {
  it('stores the subscription and answers Success', async () => {
    const response = await subscribe({
      email: ' Ada@Example.org ',
      first_name: ' Ada ',
      last_name: 'Lovelace',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    const stored = await listSubscriptions(testApp.context.db, WEEKLY_JOBS_LIST);
    expect(stored).toContainEqual({
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      list: WEEKLY_JOBS_LIST,
    });
  });

  it('is idempotent: subscribing twice keeps one subscription', async () => {
    const payload = { email: 'twice@example.org', first_name: 'Tw', last_name: 'Ice' };
    expect((await subscribe(payload)).statusCode).toBe(200);
    expect((await subscribe({ ...payload, email: 'TWICE@example.org' })).statusCode).toBe(200);
    const stored = await listSubscriptions(testApp.context.db, WEEKLY_JOBS_LIST);
    expect(stored.filter((item) => item.email === 'twice@example.org')).toHaveLength(1);
  });

  it('refuses an invalid e-mail address and blank names', async () => {
    for (const payload of [
      { email: 'not an address', first_name: 'A', last_name: 'B' },
      { email: 'a@example.org', first_name: '  ', last_name: 'B' },
      { email: 'a@example.org', first_name: 'A' },
    ]) {
      const response = await subscribe(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
  });
});
