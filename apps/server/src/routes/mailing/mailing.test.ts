import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SEND_JOB } from '../../mail/send';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/testing/smtpServer';
import {
  ensureJobsWeeklyScheduled,
  JOBS_WEEKLY_JOB,
  runJobsWeeklyJob,
  scheduleJobsWeekly,
} from '../../mailing/job';
import { listSubscriptions } from '../../mailing/repository';
import { mondayOf, weekName } from '../../mailing/schedule';
import { WEEKLY_JOBS_LIST } from '../../mailing/service';
import { JOB_HANDLERS } from '../../queue/handlers';
import { claimJob, completeJob, pendingJobs } from '../../queue/queue';
import { runPendingJobs } from '../../queue/worker';
import { saveRecords } from '../../records/writer';
import { createTestApp, type TestApp } from '../../testing/app';
import { buildRecord } from '../../testing/factories';

let testApp: TestApp;
let smtp: TestSmtpServer;

const DAY = 86_400_000;
// Two past weeks whatever day the suite runs: the week of W1 and the next one.
const W1 = new Date(mondayOf(new Date()).getTime() - 14 * DAY);
const W2 = new Date(W1.getTime() + 7 * DAY);
const at = (monday: Date, days: number, hours = 0) =>
  new Date(monday.getTime() + days * DAY + hours * 3_600_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Parton <no-reply@parton.test>' } });
});
afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

function subscribe(payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/api/mailing/subscribe/jobs/weekly', payload });
}

function unsubscribeWith(token: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/mailing/unsubscribe', payload: { token } });
}

/** Delivers every queued mail (the server's worker does this every 2 s). */
function deliverMail() {
  return runPendingJobs(testApp.context.db, JOB_HANDLERS, {
    kinds: [MAIL_SEND_JOB],
    context: { config: testApp.context.config },
  });
}

/** Claims the earliest due weekly job from the queue and runs it at `now` (the clock the test injects). */
async function runWeeklyJobAt(now: Date) {
  const job = await claimJob(testApp.context.db, 'test', { kinds: [JOBS_WEEKLY_JOB] });
  expect(job, 'a weekly job is due').toBeDefined();
  const outcome = await runJobsWeeklyJob(testApp.context.db, testApp.context.config, job!, {
    now: () => now,
  });
  await completeJob(testApp.context.db, job!.id);
  await deliverMail();
  return { week: job!.payload.week, ...outcome };
}

function unsubscribeToken(text: string | undefined): string {
  const match = /\/mailing\/unsubscribe\?token=([^\s>"<]+)/.exec(text ?? '');
  expect(match, `an unsubscribe link in ${text}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function addJob(created: Date, fields: Record<string, unknown>): Promise<number> {
  const metadata = buildRecord('jobs', fields);
  await saveRecords(testApp.context.db, [{ collection: 'jobs', metadata }]);
  const controlNumber = metadata.control_number as number;
  await testApp.context.db
    .updateTable('records')
    .set({ created })
    .where('pid_type', '=', 'job')
    .where('control_number', '=', controlNumber)
    .execute();
  return controlNumber;
}

const digestsTo = (address: string) =>
  smtp.messagesTo(address).filter((message) => message.subject.includes('Weekly update on new job listings'));
const confirmationsTo = (address: string) =>
  smtp
    .messagesTo(address)
    .filter((message) => message.subject === 'You are subscribed to the weekly jobs update');

describe('POST /api/mailing/subscribe/jobs/weekly', () => {
  it('stores the subscription, answers Success and sends a confirmation with a working unsubscribe link', async () => {
    const response = await subscribe({
      email: ' Ada@Example.org ',
      first_name: ' Ada ',
      last_name: 'Lovelace',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await listSubscriptions(testApp.context.db, WEEKLY_JOBS_LIST)).toContainEqual({
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      list: WEEKLY_JOBS_LIST,
    });

    await deliverMail();
    const [confirmation] = confirmationsTo('ada@example.org');
    expect(confirmation?.text).toContain('Dear Ada Lovelace,');
    expect(confirmation?.text).toContain('http://parton.test/jobs');
    const token = unsubscribeToken(confirmation?.text);
    expect(confirmation?.headers['list-unsubscribe']).toContain(
      `http://parton.test/mailing/unsubscribe?token=`,
    );

    const unsubscribed = await unsubscribeWith(token);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({
      message: 'ada@example.org is unsubscribed from the weekly jobs update.',
      email: 'ada@example.org',
    });
    const emails = (await listSubscriptions(testApp.context.db, WEEKLY_JOBS_LIST)).map((item) => item.email);
    expect(emails).not.toContain('ada@example.org');
    // Clicking the link again says the same.
    expect((await unsubscribeWith(token)).statusCode).toBe(200);
  });

  it('refuses a forged or damaged unsubscribe link, changing nothing', async () => {
    await subscribe({ email: 'keep@example.org', first_name: 'Kee', last_name: 'P' });
    await deliverMail();
    const token = unsubscribeToken(confirmationsTo('keep@example.org')[0]?.text);
    for (const bad of [`${token}x`, token.replace(/^./, 'A'), 'nonsense']) {
      const response = await unsubscribeWith(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: 'This unsubscribe link is invalid.' });
    }
    expect((await unsubscribeWith('')).statusCode).toBe(400);
    const emails = (await listSubscriptions(testApp.context.db, WEEKLY_JOBS_LIST)).map((item) => item.email);
    expect(emails).toContain('keep@example.org');
  });

  it('takes a repeated e-mail as success, keeps one subscription and sends one confirmation', async () => {
    const payload = { email: 'twice@example.org', first_name: 'Tw', last_name: 'Ice' };
    expect((await subscribe(payload)).statusCode).toBe(200);
    expect((await subscribe({ ...payload, email: 'TWICE@example.org' })).statusCode).toBe(200);
    const stored = await listSubscriptions(testApp.context.db, WEEKLY_JOBS_LIST);
    expect(stored.filter((item) => item.email === 'twice@example.org')).toHaveLength(1);
    await deliverMail();
    expect(confirmationsTo('twice@example.org')).toHaveLength(1);
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
    const emails = (await listSubscriptions(testApp.context.db, WEEKLY_JOBS_LIST)).map((item) => item.email);
    expect(emails).not.toContain('a@example.org');
  });

  it('answers at once while SMTP is down; the confirmation follows when it is back', async () => {
    await smtp.stop();
    try {
      const response = await subscribe({
        email: 'patient@example.org',
        first_name: 'Pa',
        last_name: 'Tient',
      });
      expect(response.statusCode).toBe(200);
      await deliverMail();
      const failed = (await pendingJobs(testApp.context.db, MAIL_SEND_JOB)).filter((job) => job.lastError);
      expect(failed.length).toBeGreaterThan(0);
      expect(confirmationsTo('patient@example.org')).toEqual([]);
    } finally {
      await smtp.start();
    }
    await runPendingJobs(testApp.context.db, JOB_HANDLERS, {
      kinds: [MAIL_SEND_JOB],
      context: { config: testApp.context.config },
      ignoreRunAt: true,
    });
    expect(confirmationsTo('patient@example.org')).toHaveLength(1);
  });
});

describe('the weekly jobs e-mail', () => {
  it('sends each subscriber the week’s open jobs once, and nothing after unsubscribing', async () => {
    const db = testApp.context.db;
    await subscribe({ email: 'reader@example.org', first_name: 'Rea', last_name: 'Der' });
    await subscribe({ email: 'quitter@example.org', first_name: 'Qui', last_name: 'Tter' });
    await deliverMail();

    const listed = await addJob(at(W1, -5), {
      position: 'Postdoc <Theory> & "Pheno"',
      status: 'open',
      institutions: [{ value: 'CERN' }, { value: 'DESY' }],
      regions: ['Europe'],
      ranks: ['POSTDOC', 'JUNIOR'],
      deadline_date: isoDay(at(W1, 30)),
    });
    const noDeadline = await addJob(at(W1, 0, -1), { position: 'Staff physicist', status: 'open' });
    const monthDeadline = await addJob(at(W1, -2), {
      position: 'Open all month',
      status: 'open',
      deadline_date: isoDay(at(W1, 0, 8)).slice(0, 7),
    });
    await addJob(at(W1, -3), { position: 'Closed job', status: 'closed' });
    await addJob(at(W1, -3), {
      position: 'Deadline passed',
      status: 'open',
      deadline_date: isoDay(at(W1, -1)),
    });
    await addJob(at(W1, -8), { position: 'Old job', status: 'open' });
    await addJob(at(W1, 0, 1), { position: 'Next week job', status: 'open' });

    // Scheduled on the Sunday before: one pending job for the week, however often it is scheduled.
    await ensureJobsWeeklyScheduled(db, at(W1, -1));
    await ensureJobsWeeklyScheduled(db, at(W1, -1, 5));
    const pending = (await pendingJobs(db, JOBS_WEEKLY_JOB)).filter((job) => job.lockedBy === null);
    expect(pending.map((job) => job.runAt.toISOString())).toEqual([at(W1, 0, 8).toISOString()]);

    const first = await runWeeklyJobAt(at(W1, 0, 8));
    expect(first).toEqual({ week: weekName(W1), jobs: 3, mails: expect.any(Number) });
    const [digest] = digestsTo('reader@example.org');
    expect(digestsTo('reader@example.org')).toHaveLength(1);
    expect(digest?.subject).toBe('Parton Jobs — Weekly update on new job listings: 3 new jobs');
    const text = digest?.text ?? '';
    for (const controlNumber of [listed, noDeadline, monthDeadline]) {
      expect(text).toContain(`http://parton.test/jobs/${controlNumber}`);
    }
    expect(text).toContain(
      'Postdoc <Theory> & "Pheno"\n  CERN, DESY — Europe\n  Ranks: PostDoc, Junior (leads to Senior)',
    );
    expect(text).toContain(`Deadline: ${isoDay(at(W1, 30))}`);
    for (const absent of ['Closed job', 'Deadline passed', 'Old job', 'Next week job']) {
      expect(text).not.toContain(absent);
    }
    // Newest first.
    expect(text.indexOf('Staff physicist')).toBeLessThan(text.indexOf('Open all month'));
    expect(digest?.html).toContain('Postdoc &lt;Theory&gt; &amp; &quot;Pheno&quot;');
    expect(digest?.html).not.toContain('<Theory>');
    expect(digest?.headers['list-unsubscribe']).toContain('/mailing/unsubscribe?token=');
    expect(digestsTo('quitter@example.org')).toHaveLength(1);

    // The week's job scheduled again (a restart, a second server) and run again: nothing more is sent.
    await scheduleJobsWeekly(db, W1, at(W1, 0, 9));
    const again = await runWeeklyJobAt(at(W1, 0, 9));
    expect(again).toMatchObject({ week: weekName(W1), mails: 0 });
    expect(digestsTo('reader@example.org')).toHaveLength(1);

    // Unsubscribing from the digest's own link stops the next week's e-mail to that address only.
    const unsubscribed = await unsubscribeWith(unsubscribeToken(digestsTo('quitter@example.org')[0]?.text));
    expect(unsubscribed.statusCode).toBe(200);
    await addJob(at(W2, -3), { position: 'Second week job', status: 'open' });
    const second = await runWeeklyJobAt(at(W2, 0, 8));
    expect(second).toMatchObject({ week: weekName(W2), jobs: 2 });
    expect(digestsTo('reader@example.org')).toHaveLength(2);
    // Each job is in exactly one week's e-mail: the one posted Monday 01:00 is in the following week's.
    expect(digestsTo('reader@example.org')[1]?.text).toContain('Second week job');
    expect(digestsTo('reader@example.org')[1]?.text).toContain('Next week job');
    expect(digestsTo('reader@example.org')[1]?.text).not.toContain('Staff physicist');
    expect(digestsTo('quitter@example.org')).toHaveLength(1);
  });

  it('schedules the following Monday 08:00 UTC and sends nothing for a week without jobs', async () => {
    const quiet = new Date(W1.getTime() - 70 * DAY);
    const outcome = await runJobsWeeklyJob(
      testApp.context.db,
      testApp.context.config,
      { payload: { week: weekName(quiet) } },
      { now: () => at(quiet, 0, 8) },
    );
    expect(outcome).toEqual({ jobs: 0, mails: 0 });
    const next = (await pendingJobs(testApp.context.db, JOBS_WEEKLY_JOB)).map((job) =>
      job.runAt.toISOString(),
    );
    expect(next).toContain(at(quiet, 7, 8).toISOString());
  });
});

describe('GET /api/mailing/rss/jobs/weekly', () => {
  it('lists the latest week’s open jobs as RSS 2.0, escaped', async () => {
    const thisMonday = mondayOf(new Date());
    const controlNumber = await addJob(at(thisMonday, -2), {
      position: 'Feed <job> & "quotes"',
      status: 'open',
      institutions: [{ value: 'Fermilab' }],
    });
    await addJob(at(thisMonday, -2), { position: 'Closed feed job', status: 'closed' });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/mailing/rss/jobs/weekly' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(body).toContain('<title>Feed &lt;job&gt; &amp; &quot;quotes&quot;</title>');
    expect(body).toContain(`<link>http://parton.test/jobs/${controlNumber}</link>`);
    expect(body).toContain('<description>Fermilab. Deadline: none given</description>');
    expect(body).not.toContain('Closed feed job');
    expect(body).not.toContain('Feed <job>');
  });
});
