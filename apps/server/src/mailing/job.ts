import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Job } from '../queue/queue';
import { enqueueJob } from '../queue/queue';
import { findLastWeeklyRun } from './repository';
import { mondayOf, nextMondayAfter, parseWeekName, sendTimeOf, weekName } from './schedule';
import { sendWeeklyJobsMail } from './service';

/** The queue job that sends the weekly jobs e-mail of one week (payload `{week: "2026-11-23"}`). */
export const JOBS_WEEKLY_JOB = 'mailing.jobs-weekly';

/**
 * Puts the week's job in the queue at its send time (or `runAt`). The dedupe key is the week: however many servers
 * or restarts schedule it, one job per week is pending; a second one (scheduled while the first runs) sends
 * nothing, as every mail of a week is keyed by week and address.
 */
export async function scheduleJobsWeekly(db: Kysely<Database>, monday: Date, runAt?: Date): Promise<number> {
  const week = weekName(monday);
  return enqueueJob(
    db,
    JOBS_WEEKLY_JOB,
    { week },
    { dedupeKey: `${JOBS_WEEKLY_JOB}:${week}`, runAt: runAt ?? sendTimeOf(monday) },
  );
}

/**
 * At server start: this week's e-mail now when its send time has passed without a finished run although earlier
 * weeks ran (the server was down on Monday morning), else the next Monday's at its send time. Returns the week
 * scheduled and when.
 */
export async function ensureJobsWeeklyScheduled(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ week: string; runAt: Date }> {
  const thisMonday = mondayOf(now);
  const lastRun = await findLastWeeklyRun(db);
  // A database that never ran the mailing (a new installation) starts with the next Monday: no catch-up.
  const missed =
    lastRun !== undefined &&
    lastRun < weekName(thisMonday) &&
    sendTimeOf(thisMonday).getTime() <= now.getTime();
  const monday = missed ? thisMonday : nextMondayAfter(now);
  const runAt = missed ? now : sendTimeOf(monday);
  await scheduleJobsWeekly(db, monday, runAt);
  return { week: weekName(monday), runAt };
}

/**
 * The `mailing.jobs-weekly` job. First schedules the following week (so a failing run never ends the schedule),
 * then sends this week's e-mails. A failure throws: the queue retries, and the retry sends only what is missing.
 */
export async function runJobsWeeklyJob(
  db: Kysely<Database>,
  config: AppConfig,
  job: Pick<Job, 'payload'>,
  options: { now?: () => Date } = {},
): Promise<{ jobs: number; mails: number }> {
  const now = (options.now ?? (() => new Date()))();
  const monday =
    (typeof job.payload.week === 'string' ? parseWeekName(job.payload.week) : undefined) ?? mondayOf(now);
  // From the later of now and this week's send time: a run before its time does not schedule its own week again.
  const after = new Date(Math.max(now.getTime(), sendTimeOf(monday).getTime()));
  await scheduleJobsWeekly(db, nextMondayAfter(after));
  return sendWeeklyJobsMail({ db, config }, monday, now);
}
