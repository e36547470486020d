import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature } from '../testing/factories';
import { PUBLIC_JSON_JOB, runPublicJsonJob } from './publicJsonJob';
import { saveRecords } from './writer';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await saveRecords(
    testApp.context.db,
    Array.from({ length: 450 }, (_, index) => ({
      collection: 'literature' as const,
      metadata: buildLiterature({ control_number: 970_000 + index }),
    })),
  );
});
afterAll(async () => {
  await testApp.close();
});

async function storedTexts(): Promise<number> {
  const result = await sql<{ count: number }>`SELECT count(*)::int AS count FROM public_json`.execute(
    testApp.context.db,
  );
  return result.rows[0]!.count;
}

async function pendingBackfills(): Promise<number> {
  const result = await sql<{ count: number }>`SELECT count(*)::int AS count FROM job_queue
    WHERE kind = ${PUBLIC_JSON_JOB} AND done_at IS NULL`.execute(testApp.context.db);
  return result.rows[0]!.count;
}

describe('the public JSON backfill job', () => {
  it('works in slices, queueing its continuation until no record lacks its text', async () => {
    const written = await storedTexts();
    expect(written).toBeGreaterThanOrEqual(450);
    await sql`DELETE FROM public_json`.execute(testApp.context.db);

    // A slice that ends at once still finishes its first batch (200 records), then hands over.
    const first = await runPublicJsonJob(testApp.context.db, testApp.context.config, 0);
    expect(first).toEqual({ built: 200, complete: false });
    expect(await pendingBackfills()).toBe(1);

    const rest = await runPublicJsonJob(testApp.context.db, testApp.context.config, 60_000);
    expect(rest.complete).toBe(true);
    expect(await storedTexts()).toBe(written);
  });
});
