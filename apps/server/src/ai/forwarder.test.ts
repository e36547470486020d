import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forwardAiQuery } from './forwarder';
import { type AiReceiver, startAiReceiver } from './testing/aiReceiver';

const payload = { query: 'dark matter direct detection', user: 'ada@example.org', matomo_client_id: 'c-1' };

describe('AI query forward', () => {
  let receiver: AiReceiver;
  beforeAll(async () => {
    receiver = await startAiReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.behave({ kind: 'accept' });
  });

  it('posts the payload as JSON and warns about nothing when the service accepts it', async () => {
    const warnings: string[] = [];
    await forwardAiQuery(receiver.url, payload, { warn: (message) => warnings.push(message) });
    expect(receiver.received).toEqual([
      { path: '/v1/query', contentType: 'application/json', body: payload },
    ]);
    expect(warnings).toEqual([]);
  });

  it('logs a refusing service with its status, without throwing', async () => {
    receiver.behave({ kind: 'status', status: 503 });
    const warnings: string[] = [];
    await forwardAiQuery(receiver.url, payload, { warn: (message) => warnings.push(message) });
    expect(warnings).toEqual([`AI query forward to ${receiver.url} failed: the service answered 503`]);
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    receiver.behave({ kind: 'hang' });
    const warnings: string[] = [];
    const started = Date.now();
    await forwardAiQuery(receiver.url, payload, {
      timeoutMs: 200,
      warn: (message) => warnings.push(message),
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(warnings).toEqual([`AI query forward to ${receiver.url} failed: no answer within 200 ms`]);
  });

  it('logs an unreachable service with the reason', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const closed = await startAiReceiver();
    const url = closed.url;
    await closed.close();
    const warnings: string[] = [];
    await forwardAiQuery(url, payload, { warn: (message) => warnings.push(message) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(`^AI query forward to ${url} failed: fetch failed: .*ECONNREFUSED`),
    );
  });
});
