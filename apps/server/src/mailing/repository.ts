import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of mailing lists: subscriptions (migration 0300, 0530), the jobs they list, and the weekly run's mark. */

type Executor = Kysely<Database> | Transaction<Database>;

export interface Subscription {
  email: string;
  firstName: string;
  lastName: string;
  list: string;
}

/**
 * Stores a subscription (subscribing again keeps the first one's names) and says whether a confirmation e-mail
 * is due: for a new subscription, and for a repeated one when the last confirmation is older than
 * `confirmationIntervalSeconds`. Returns the stored subscription when one is due, undefined otherwise; the row
 * then records the confirmation as sent (the caller sends it in the same transaction).
 */
export async function upsertSubscription(
  db: Executor,
  subscription: Subscription,
  confirmationIntervalSeconds: number,
): Promise<Subscription | undefined> {
  const row = await db
    .insertInto('mailing_subscriptions')
    .values({
      email: subscription.email,
      first_name: subscription.firstName,
      last_name: subscription.lastName,
      list: subscription.list,
      confirmation_sent: sql`now()`,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['list', 'email'])
        .doUpdateSet({ confirmation_sent: sql`now()` })
        .where((eb) =>
          eb.or([
            eb('mailing_subscriptions.confirmation_sent', 'is', null),
            eb(
              'mailing_subscriptions.confirmation_sent',
              '<',
              sql<Date>`now() - make_interval(secs => ${confirmationIntervalSeconds}::float8)`,
            ),
          ]),
        ),
    )
    .returning(['email', 'first_name', 'last_name', 'list'])
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  return { email: row.email, firstName: row.first_name, lastName: row.last_name, list: row.list };
}

/** Removes a subscription; true when there was one. */
export async function deleteSubscription(db: Executor, list: string, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('mailing_subscriptions')
    .where('list', '=', list)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSubscriptions(db: Executor, list: string): Promise<Subscription[]> {
  const rows = await db
    .selectFrom('mailing_subscriptions')
    .select(['email', 'first_name', 'last_name', 'list'])
    .where('list', '=', list)
    .orderBy('created')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    list: row.list,
  }));
}

export interface StoredJob {
  controlNumber: number;
  created: Date;
  metadata: Record<string, unknown>;
}

/** The reference lists at most this many jobs in one weekly e-mail (`get_jobs_from_last_week`). */
export const MAX_WEEKLY_JOBS = 10_000;

/** Job records with status open created in [from, until), not deleted, newest first. */
export async function findOpenJobsCreated(db: Executor, from: Date, until: Date): Promise<StoredJob[]> {
  const rows = await db
    .selectFrom('records')
    .select(['control_number', 'created', 'metadata'])
    .where('pid_type', '=', 'job')
    .where('deleted', '=', false)
    .where('created', '>=', from)
    .where('created', '<', until)
    .where(sql<boolean>`metadata->>'status' = 'open'`)
    .where(sql<boolean>`coalesce((metadata->>'deleted')::boolean, false) = false`)
    .orderBy('created', 'desc')
    .orderBy('control_number', 'desc')
    .limit(MAX_WEEKLY_JOBS)
    .execute();
  return rows.map((row) => ({
    controlNumber: Number(row.control_number),
    created: new Date(row.created),
    metadata: row.metadata,
  }));
}

const WEEKLY_RUN_SETTING = 'jobs_weekly_mailing';

/** The last week (`2026-11-23`) whose weekly e-mail run finished, if any. */
export async function findLastWeeklyRun(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('database_settings')
    .select('value')
    .where('name', '=', WEEKLY_RUN_SETTING)
    .executeTakeFirst();
  const week = row?.value.lastWeek;
  return typeof week === 'string' ? week : undefined;
}

/** Records a finished run; an older week never replaces a newer one (a late retry of a past week). */
export async function saveLastWeeklyRun(db: Executor, week: string): Promise<void> {
  await db
    .insertInto('database_settings')
    .values({ name: WEEKLY_RUN_SETTING, value: JSON.stringify({ lastWeek: week }) })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ value: JSON.stringify({ lastWeek: week }), updated: sql`now()` })
        .where(sql<boolean>`coalesce(database_settings.value->>'lastWeek', '') < ${week}`),
    )
    .execute();
}
