import { INVALID_UNSUBSCRIBE_LINK_MESSAGE } from '@parton/records';
import type { AppContext } from '../context';
import { sendMail } from '../mail/send';
import { signToken, verifyToken } from '../mail/tokens';
import { type DigestJob, renderDigest, selectDigestJobs } from './digest';
import {
  deleteSubscription,
  findOpenJobsCreated,
  listSubscriptions,
  saveLastWeeklyRun,
  upsertSubscription,
} from './repository';
import { renderJobsFeed } from './rss';
import { mondayOf, weekName, windowOf } from './schedule';

/** What the mailing services need: the database and the configuration (a queue job has no more). */
export type MailingContext = Pick<AppContext, 'db' | 'config'>;

/** The weekly e-mail of new jobs (sent every Monday, schedule.ts). */
export const WEEKLY_JOBS_LIST = 'jobs-weekly';
/** Subscribing again within this time sends no second confirmation (a double click, a reloaded form). */
export const CONFIRMATION_INTERVAL_SECONDS = 3600;
const UNSUBSCRIBE_PURPOSE = 'unsubscribe';
/** The web page that calls POST /api/mailing/unsubscribe with the link's token (apps/web/src/mailing). */
export const UNSUBSCRIBE_PAGE = '/mailing/unsubscribe';
export const RSS_PATH = '/api/mailing/rss/jobs/weekly';

export class InvalidUnsubscribeLinkError extends Error {
  constructor() {
    super(INVALID_UNSUBSCRIBE_LINK_MESSAGE);
  }
}

/** The personal unsubscribe link: signed, so it works without logging in and only for this address and list. */
export async function unsubscribeUrl(context: MailingContext, list: string, email: string): Promise<string> {
  const token = await signToken(context.db, UNSUBSCRIBE_PURPOSE, { l: list, e: email });
  return `${context.config.publicUrl}${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`;
}

function listUnsubscribeHeader(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>` };
}

/**
 * Stores the subscription and sends its confirmation with the unsubscribe link, in one transaction. Subscribing
 * again is not an error; it sends another confirmation only after CONFIRMATION_INTERVAL_SECONDS.
 */
export async function subscribeToWeeklyJobs(
  context: MailingContext,
  subscriber: { email: string; firstName: string; lastName: string },
): Promise<void> {
  const email = subscriber.email.trim().toLowerCase();
  const link = await unsubscribeUrl(context, WEEKLY_JOBS_LIST, email);
  await context.db.transaction().execute(async (tx) => {
    const due = await upsertSubscription(
      tx,
      {
        email,
        firstName: subscriber.firstName.trim(),
        lastName: subscriber.lastName.trim(),
        list: WEEKLY_JOBS_LIST,
      },
      CONFIRMATION_INTERVAL_SECONDS,
    );
    if (!due) {
      return;
    }
    const publicUrl = context.config.publicUrl;
    await sendMail(tx, {
      to: email,
      subject: 'You are subscribed to the weekly jobs update',
      text: [
        `Dear ${due.firstName} ${due.lastName},`,
        '',
        'You are subscribed to the weekly jobs update: every Monday you will receive an e-mail listing the jobs',
        'posted in the last week (none when no job was posted).',
        '',
        `All jobs: ${publicUrl}/jobs`,
        '',
        `If you did not ask for this, or to stop these e-mails, unsubscribe: ${link}`,
      ].join('\n'),
      headers: listUnsubscribeHeader(link),
    });
  });
}

/**
 * Ends the subscription a signed unsubscribe token names. A token for a subscription that is gone already is
 * still valid (clicking twice says the same); any other text throws InvalidUnsubscribeLinkError.
 */
export async function unsubscribe(context: MailingContext, token: string): Promise<{ email: string }> {
  const data = await verifyToken(context.db, UNSUBSCRIBE_PURPOSE, token);
  if (!data?.l || !data.e) {
    throw new InvalidUnsubscribeLinkError();
  }
  await deleteSubscription(context.db, data.l, data.e);
  return { email: data.e };
}

/** The open jobs of the week starting on `monday`, as listed on `now` (deadline not passed). */
export async function weeklyJobs(context: MailingContext, monday: Date, now: Date): Promise<DigestJob[]> {
  const { from, until } = windowOf(monday);
  const stored = await findOpenJobsCreated(context.db, from, until);
  return selectDigestJobs(stored, context.config.publicUrl, now);
}

/**
 * Sends the week's e-mail to every subscriber (one e-mail each, through the outbox), nothing when the week has no
 * job. Each mail is keyed by week and address, so running the week again — a retry, a second server — adds none.
 */
export async function sendWeeklyJobsMail(
  context: MailingContext,
  monday: Date,
  now: Date,
): Promise<{ jobs: number; mails: number }> {
  const week = weekName(monday);
  const jobs = await weeklyJobs(context, monday, now);
  let mails = 0;
  if (jobs.length > 0) {
    for (const subscriber of await listSubscriptions(context.db, WEEKLY_JOBS_LIST)) {
      const link = await unsubscribeUrl(context, WEEKLY_JOBS_LIST, subscriber.email);
      const digest = renderDigest({
        jobs,
        firstName: subscriber.firstName,
        publicUrl: context.config.publicUrl,
        unsubscribeUrl: link,
      });
      const outboxId = await sendMail(
        context.db,
        { to: subscriber.email, ...digest, headers: listUnsubscribeHeader(link) },
        { dedupeKey: `${WEEKLY_JOBS_LIST}:${week}:${subscriber.email}` },
      );
      mails += outboxId === undefined ? 0 : 1;
    }
  }
  await saveLastWeeklyRun(context.db, week);
  return { jobs: jobs.length, mails };
}

/** RSS 2.0 of the list the latest Monday's e-mail holds (as of `now`). */
export async function weeklyJobsFeed(context: MailingContext, now: Date): Promise<string> {
  const monday = mondayOf(now);
  return renderJobsFeed({
    jobs: await weeklyJobs(context, monday, now),
    publicUrl: context.config.publicUrl,
    feedUrl: `${context.config.publicUrl}${RSS_PATH}`,
    published: monday,
  });
}
