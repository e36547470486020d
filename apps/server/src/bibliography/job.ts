import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { enqueueJob } from '../queue/queue';
import { sweepBibliographies, sweepIntervalMs } from './service';

/** The queue job that removes expired bibliography files and their rows, then queues its next run. */
export const BIBLIOGRAPHY_SWEEP_JOB = 'bibliography.sweep';

/**
 * Queues the sweep at `runAt` (now when absent). One pending sweep whatever the number of servers and restarts: the
 * dedupe key moves a pending sweep's time instead of adding another.
 */
export async function scheduleBibliographySweep(db: Kysely<Database>, runAt?: Date): Promise<number> {
  return enqueueJob(
    db,
    BIBLIOGRAPHY_SWEEP_JOB,
    {},
    { dedupeKey: BIBLIOGRAPHY_SWEEP_JOB, ...(runAt && { runAt }) },
  );
}

/**
 * The `bibliography.sweep` job: first queues the next sweep (so a failing sweep never ends the schedule), then
 * sweeps. Expiry never depends on it: the download route refuses an expired file whatever the sweep did.
 */
export async function runBibliographySweepJob(
  db: Kysely<Database>,
  config: AppConfig,
  now: Date = new Date(),
): Promise<number> {
  const next = new Date(now.getTime() + sweepIntervalMs(config.bibliography.ttlHours));
  await scheduleBibliographySweep(db, next);
  return sweepBibliographies({ db, config }, now);
}
