import type { Kysely } from 'kysely';
import type { AppConfig, ArxivHarvestSettings } from '../config';
import type { Database } from '../db/schema';
import { enqueueJob } from '../queue/queue';
import { OaiClient, type OaiClientOptions } from './client';
import { findHarvestState } from './repository';
import { ARXIV_SOURCE_KEY, harvestArxiv } from './service';

/** The queue job that harvests arXiv (payload `{}`: the window lives in `harvest_state`). */
export const ARXIV_HARVEST_JOB = 'harvest.arxiv';
/** One pending harvest at a time: every schedule moves that job instead of adding one. */
const DEDUPE_KEY = ARXIV_HARVEST_JOB;
/**
 * Time one job spends harvesting before it hands over to a new job (the run continues where it stopped): far
 * below the queue's 15-minute stale lock even with a page's 503 waits on top.
 */
export const JOB_MAX_MS = 5 * 60_000;
/** When another harvester holds the lease (`npm run harvest`), look again this much later. */
const BUSY_RETRY_MS = 5 * 60_000;

export function createArxivClient(
  settings: ArxivHarvestSettings,
  publicUrl: string,
  overrides: Partial<OaiClientOptions> = {},
): OaiClient {
  return new OaiClient({
    baseUrl: settings.oaiUrl,
    userAgent: `Parton arXiv harvester (+${publicUrl})`,
    requestIntervalMs: settings.requestIntervalMs,
    maxRetryAfterMs: settings.maxRetryAfterMs,
    ...overrides,
  });
}

/** Puts the one pending harvest job at `runAt` (now when absent), creating it if there is none. */
export async function scheduleArxivHarvest(db: Kysely<Database>, runAt?: Date): Promise<number> {
  return enqueueJob(db, ARXIV_HARVEST_JOB, {}, { dedupeKey: DEDUPE_KEY, ...(runAt ? { runAt } : {}) });
}

/**
 * At server start: makes sure a harvest is scheduled, due an interval after the last complete run (now when
 * there was none, or a run is unfinished). Restarts therefore neither skip nor repeat runs.
 */
export async function ensureArxivHarvestScheduled(
  db: Kysely<Database>,
  settings: ArxivHarvestSettings,
  now = new Date(),
): Promise<Date> {
  const state = await findHarvestState(db, ARXIV_SOURCE_KEY);
  const due =
    state?.lastFinished && !state.run
      ? new Date(Math.max(now.getTime(), state.lastFinished.getTime() + settings.intervalMs))
      : now;
  await scheduleArxivHarvest(db, due);
  return due;
}

/**
 * The `harvest.arxiv` job. First schedules the next run (an interval from now), so a failing or killed run never
 * ends the schedule; then harvests for at most JOB_MAX_MS. A run that is not finished moves the pending job to
 * now, so the next job continues it at once. Failures throw: the queue records them on the job and retries it,
 * and the retry resumes after the last committed page. Does nothing when ARXIV_OAI_URL is unset.
 */
export async function runArxivHarvestJob(
  db: Kysely<Database>,
  config: AppConfig,
  options: { client?: OaiClient; now?: () => Date; maxPages?: number } = {},
): Promise<void> {
  const settings = config.arxivHarvest;
  if (!settings) {
    return;
  }
  const now = options.now ?? (() => new Date());
  await scheduleArxivHarvest(db, new Date(now().getTime() + settings.intervalMs));
  const outcome = await harvestArxiv(db, {
    settings,
    client: options.client ?? createArxivClient(settings, config.publicUrl),
    publicUrl: config.publicUrl,
    maxMs: JOB_MAX_MS,
    ...(options.maxPages !== undefined ? { maxPages: options.maxPages } : {}),
    now,
  });
  if (outcome.status === 'partial') {
    await scheduleArxivHarvest(db, now());
  } else if (outcome.status === 'busy') {
    await scheduleArxivHarvest(db, new Date(now().getTime() + BUSY_RETRY_MS));
  }
}
