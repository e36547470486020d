import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { createTestDatabase } from '../testing/database';
import { JOB_HANDLERS, RECOUNT_JOB } from './handlers';
import { claimJob, completeJob, enqueueJob, failJob, type Job, pendingJobs } from './queue';
import { type JobHandler, runPendingJobs, startWorker } from './worker';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

// Every test starts from an empty queue; claims and completions are visible only through the queue's API.
beforeEach(async () => {
  await database.db.deleteFrom('job_queue').execute();
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectNear(actual: Date, expected: Date, toleranceMs = 1500): void {
  expect(Math.abs(actual.getTime() - expected.getTime())).toBeLessThan(toleranceMs);
}

describe('enqueue, claim, complete', () => {
  it('claims a due job once and completes it', async () => {
    const id = await enqueueJob(database.db, 'test.kind', { n: 1 });
    const job = await claimJob(database.db, 'worker-a');
    expect(job).toEqual({ id, kind: 'test.kind', payload: { n: 1 }, attempts: 1, maxAttempts: 5 });
    expect(await claimJob(database.db, 'worker-b')).toBeUndefined();
    expect(await pendingJobs(database.db)).toMatchObject([{ id, attempts: 1, lockedBy: 'worker-a' }]);
    await completeJob(database.db, id);
    expect(await pendingJobs(database.db)).toEqual([]);
    expect(await claimJob(database.db, 'worker-b', { staleAfterMs: 0, ignoreRunAt: true })).toBeUndefined();
  });

  it('leaves jobs scheduled later, and other kinds, unclaimed', async () => {
    const later = await enqueueJob(database.db, 'test.kind', {}, { runAt: inSeconds(3600) });
    const other = await enqueueJob(database.db, 'other.kind', {}, { maxAttempts: 2 });
    expect(await claimJob(database.db, 'w', { kinds: ['test.kind'] })).toBeUndefined();
    expect(await claimJob(database.db, 'w', { kinds: [] })).toBeUndefined();
    expect((await claimJob(database.db, 'w'))?.id).toBe(other);
    expect((await claimJob(database.db, 'w', { ignoreRunAt: true }))?.id).toBe(later);
    expect((await pendingJobs(database.db, 'other.kind')).map((job) => job.id)).toEqual([other]);
  });

  it('enqueues inside a transaction, visible only when it commits', async () => {
    await expect(
      database.db.transaction().execute(async (tx) => {
        await enqueueJob(tx, 'test.kind');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await pendingJobs(database.db)).toEqual([]);
    await database.db.transaction().execute((tx) => enqueueJob(tx, 'test.kind'));
    expect(await pendingJobs(database.db)).toHaveLength(1);
  });
});

describe('dedupe', () => {
  it('moves run_at of the pending job (later or earlier) and returns its id', async () => {
    const id = await enqueueJob(
      database.db,
      'test.kind',
      { first: true },
      { dedupeKey: 'k', runAt: inSeconds(60) },
    );
    expect(await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k', runAt: inSeconds(120) })).toBe(
      id,
    );
    let [job] = await pendingJobs(database.db);
    expectNear(job!.runAt, inSeconds(120));
    expect(await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k', runAt: inSeconds(-1) })).toBe(id);
    [job] = await pendingJobs(database.db);
    expectNear(job!.runAt, inSeconds(-1));
    expect(await pendingJobs(database.db)).toHaveLength(1);
    // Another key, or none, is another job.
    expect(await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'other' })).not.toBe(id);
    expect(await enqueueJob(database.db, 'test.kind')).not.toBe(id);
    expect(await pendingJobs(database.db)).toHaveLength(3);
    expect((await claimJob(database.db, 'w'))?.payload).toEqual({ first: true });
  });

  it('a claimed job no longer dedupes; its failure leaves the newer job pending', async () => {
    const first = await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k' });
    expect((await claimJob(database.db, 'w'))?.id).toBe(first);
    const second = await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k' });
    expect(second).not.toBe(first);
    expect(await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k' })).toBe(second);
    // The running job fails and is unlocked for its retry: it must not collide with the pending one.
    await failJob(database.db, first, new Error('boom'));
    expect((await pendingJobs(database.db)).map((job) => job.id).sort()).toEqual([first, second].sort());
    expect(await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k' })).toBe(second);
    // Once done, the key is free again.
    await completeJob(database.db, second);
    const third = await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k' });
    expect([first, second]).not.toContain(third);
  });

  it('a failed job keeps its key while waiting for its retry; a dead job frees it', async () => {
    const id = await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k', maxAttempts: 2 });
    await claimJob(database.db, 'w');
    await failJob(database.db, id, 'first');
    expect(await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k', runAt: inSeconds(-1) })).toBe(id);
    await claimJob(database.db, 'w');
    await failJob(database.db, id, 'second');
    const fresh = await enqueueJob(database.db, 'test.kind', {}, { dedupeKey: 'k' });
    expect(fresh).not.toBe(id);
  });
});

describe('concurrency', () => {
  it('two concurrent claimers never get the same job', async () => {
    const total = 40;
    for (let index = 0; index < total; index += 1) {
      await enqueueJob(database.db, 'test.kind', { index });
    }
    const claimed = new Map<string, number[]>();
    const claimer = async (workerId: string) => {
      const ids: number[] = [];
      for (;;) {
        const job = await claimJob(database.db, workerId);
        if (!job) {
          break;
        }
        ids.push(job.id);
      }
      claimed.set(workerId, ids);
    };
    await Promise.all([claimer('a'), claimer('b'), claimer('c')]);
    const all = [...claimed.values()].flat();
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    const byWorker = await pendingJobs(database.db);
    for (const job of byWorker) {
      expect(claimed.get(job.lockedBy!)).toContain(job.id);
    }
  });
  it('concurrent enqueues of one key make one job', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        enqueueJob(database.db, 'test.kind', { index }, { dedupeKey: 'k', runAt: inSeconds(index) }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await pendingJobs(database.db)).toHaveLength(1);
  });
});

describe('failure and retry', () => {
  it('retries with exponential backoff and dies after max attempts', async () => {
    const id = await enqueueJob(database.db, 'test.kind', {}, { maxAttempts: 3 });
    expect((await claimJob(database.db, 'w'))?.attempts).toBe(1);
    await failJob(database.db, id, new Error('first failure'));
    let [job] = await pendingJobs(database.db);
    expect(job).toMatchObject({ id, attempts: 1, lockedBy: null });
    expect(job!.lastError).toContain('first failure');
    expectNear(job!.runAt, inSeconds(5));
    expect(await claimJob(database.db, 'w')).toBeUndefined(); // not due yet

    expect((await claimJob(database.db, 'w', { ignoreRunAt: true }))?.attempts).toBe(2);
    await failJob(database.db, id, 'second failure');
    [job] = await pendingJobs(database.db);
    expectNear(job!.runAt, inSeconds(10));
    expect(job!.lastError).toBe('second failure');

    expect((await claimJob(database.db, 'w', { ignoreRunAt: true }))?.attempts).toBe(3);
    await failJob(database.db, id, { reason: 'third failure' });
    [job] = await pendingJobs(database.db);
    expect(job).toMatchObject({ id, attempts: 3, lockedBy: null, lastError: '{"reason":"third failure"}' });
    // Dead: never claimed again, whatever the schedule or staleness.
    expect(await claimJob(database.db, 'w', { ignoreRunAt: true, staleAfterMs: 0 })).toBeUndefined();
  });

  it('reclaims a job whose lock is stale (its process died)', async () => {
    const id = await enqueueJob(database.db, 'test.kind');
    expect((await claimJob(database.db, 'dead-worker'))?.id).toBe(id);
    expect(await claimJob(database.db, 'w')).toBeUndefined(); // default: stale after 15 minutes
    await sleep(120);
    expect(await claimJob(database.db, 'w', { staleAfterMs: 60_000 })).toBeUndefined();
    const job = await claimJob(database.db, 'w', { staleAfterMs: 50 });
    expect(job).toMatchObject({ id, attempts: 2 });
    expect(await pendingJobs(database.db)).toMatchObject([{ id, lockedBy: 'w' }]);
    await completeJob(database.db, id);
    expect(await pendingJobs(database.db)).toEqual([]);
  });
});

describe('runPendingJobs', () => {
  it('runs due jobs, and with ignoreRunAt those scheduled later; records failures', async () => {
    const seen: Job[] = [];
    const handlers: Record<string, JobHandler> = {
      'test.ok': async (job) => {
        seen.push(job);
      },
      'test.fail': async () => {
        throw new Error('handler failed');
      },
    };
    await enqueueJob(database.db, 'test.ok', { n: 1 });
    await enqueueJob(database.db, 'test.ok', { n: 2 }, { runAt: inSeconds(3600) });
    const failing = await enqueueJob(database.db, 'test.fail', {}, { maxAttempts: 2 });
    const unhandled = await enqueueJob(database.db, 'test.unhandled');

    expect(await runPendingJobs(database.db, handlers, { workerId: 'cli' })).toBe(2);
    expect(seen.map((job) => job.payload)).toEqual([{ n: 1 }]);
    expect(await pendingJobs(database.db, 'test.fail')).toMatchObject([
      { id: failing, attempts: 1, lastError: expect.stringContaining('handler failed') },
    ]);

    expect(await runPendingJobs(database.db, handlers, { kinds: ['test.ok'], ignoreRunAt: true })).toBe(1);
    expect(seen.map((job) => job.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    // The failing job is retried at once with ignoreRunAt until it dies; the unhandled kind is left alone.
    expect(await runPendingJobs(database.db, handlers, { ignoreRunAt: true })).toBe(1);
    const left = (await pendingJobs(database.db)).sort((a, b) => a.id - b.id);
    expect(left.map((job) => [job.id, job.attempts])).toEqual([
      [failing, 2],
      [unhandled, 0],
    ]);
    expect(await runPendingJobs(database.db, handlers, { ignoreRunAt: true })).toBe(0);
  });
});

describe('startWorker', () => {
  it('runs a job, polls for new ones, and stop() waits for the running job', async () => {
    const events: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const startedSlow = new Promise<void>((resolve) => {
      started = resolve;
    });
    const errors: unknown[] = [];
    const handlers: Record<string, JobHandler> = {
      'test.quick': async (job) => {
        events.push(`quick ${job.payload.n}`);
      },
      'test.slow': async () => {
        events.push('slow started');
        started();
        await released;
        events.push('slow finished');
      },
      'test.fail': async () => {
        throw new Error('worker handler failed');
      },
    };
    await enqueueJob(database.db, 'test.quick', { n: 1 });
    await enqueueJob(database.db, 'test.fail', {}, { maxAttempts: 1 });
    const worker = startWorker(database.db, handlers, {
      pollIntervalMs: 20,
      workerId: 'server',
      onError: (error) => errors.push(error),
    });
    // Enqueued after start: found by polling.
    await sleep(100);
    await enqueueJob(database.db, 'test.quick', { n: 2 });
    await enqueueJob(database.db, 'test.slow');
    await startedSlow;
    expect(await pendingJobs(database.db, 'test.slow')).toMatchObject([{ lockedBy: 'server' }]);

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await sleep(100);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(events).toEqual(['quick 1', 'quick 2', 'slow started', 'slow finished']);
    expect(await pendingJobs(database.db, 'test.slow')).toEqual([]);
    expect(await pendingJobs(database.db, 'test.quick')).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('worker handler failed');
    // Stopped: it claims nothing more.
    await enqueueJob(database.db, 'test.quick', { n: 3 });
    await sleep(100);
    expect(events).toHaveLength(4);
  });
});

describe('JOB_HANDLERS', () => {
  it('runs a queued citation recount', async () => {
    await enqueueJob(database.db, RECOUNT_JOB, { identifiers: false }, { dedupeKey: RECOUNT_JOB });
    expect(await runPendingJobs(database.db, JOB_HANDLERS)).toBe(1);
    expect(await pendingJobs(database.db)).toEqual([]);
  });
});
