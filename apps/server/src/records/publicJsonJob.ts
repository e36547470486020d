import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { enqueueJob } from '../queue/queue';
import { rebuildMissingPublicJson } from './publicJson';

/**
 * Builds the public JSON texts a database lacks (after an upgrade, a PUBLIC_URL change or an import by the
 * command-line tools), in the background: until they exist those records are served the slower way, never wrongly.
 * `npm run rebuild-json` does the same in the foreground.
 */
export const PUBLIC_JSON_JOB = 'records.public-json';

/** One run works this long, then queues its continuation: other jobs get the worker in between. */
const SLICE_MS = 4 * 60 * 1000;

/** Queues the backfill unless one is pending already. */
export async function schedulePublicJsonBackfill(db: Kysely<Database>): Promise<void> {
  await enqueueJob(db, PUBLIC_JSON_JOB, {}, { dedupeKey: PUBLIC_JSON_JOB });
}

export async function runPublicJsonJob(
  db: Kysely<Database>,
  config: AppConfig,
  sliceMs: number = SLICE_MS,
): Promise<{ built: number; complete: boolean }> {
  const progress = await rebuildMissingPublicJson(db, config.publicUrl, { deadline: Date.now() + sliceMs });
  if (!progress.complete) {
    await schedulePublicJsonBackfill(db);
  }
  console.info(
    `${PUBLIC_JSON_JOB}: ${progress.built} public JSON texts built for ${config.publicUrl}` +
      (progress.complete ? ', none left' : `, ${progress.total - progress.scanned} left for the next run`),
  );
  return { built: progress.built, complete: progress.complete };
}
