import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/engine';
import { pendingJobs } from '../queue/queue';
import { createTestDatabase } from '../testing/database';
import { deadlineOpen } from './digest';
import { ensureJobsWeeklyScheduled, JOBS_WEEKLY_JOB } from './job';
import { saveLastWeeklyRun } from './repository';
import { xmlText } from './rss';
import { mondayOf, nextMondayAfter, parseWeekName, sendTimeOf, weekName, windowOf } from './schedule';

const utc = (text: string) => new Date(text);

describe('the weekly calendar (UTC)', () => {
  it('names a week by its Monday and sends at 08:00 UTC', () => {
    expect(weekName(mondayOf(utc('2026-11-23T00:00:00Z')))).toBe('2026-11-23');
    expect(weekName(mondayOf(utc('2026-11-29T23:59:59Z')))).toBe('2026-11-23');
    expect(weekName(mondayOf(utc('2026-11-30T00:00:00Z')))).toBe('2026-11-30');
    // Across a year end.
    expect(weekName(mondayOf(utc('2027-01-01T12:00:00Z')))).toBe('2026-12-28');
    expect(sendTimeOf(utc('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(windowOf(utc('2026-11-23T00:00:00Z'))).toEqual({
      from: utc('2026-11-16T00:00:00Z'),
      until: utc('2026-11-23T00:00:00Z'),
    });
  });

  it('finds the next send time strictly after a moment', () => {
    expect(weekName(nextMondayAfter(utc('2026-11-23T07:59:59Z')))).toBe('2026-11-23');
    expect(weekName(nextMondayAfter(utc('2026-11-23T08:00:00Z')))).toBe('2026-11-30');
    expect(weekName(nextMondayAfter(utc('2026-11-27T10:00:00Z')))).toBe('2026-11-30');
  });

  it('reads only Monday week names', () => {
    expect(parseWeekName('2026-11-23')?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    for (const bad of ['2026-11-24', '2026-02-30', '23.11.2026', '', '2026-11-23T00:00']) {
      expect(parseWeekName(bad), bad).toBeUndefined();
    }
  });
});

describe('deadlines', () => {
  it('keeps a job open through the day, month or year of its deadline', () => {
    expect(deadlineOpen(undefined, '2026-11-23')).toBe(true);
    expect(deadlineOpen('2026-11-23', '2026-11-23')).toBe(true);
    expect(deadlineOpen('2026-11-22', '2026-11-23')).toBe(false);
    expect(deadlineOpen('2026-11', '2026-11-23')).toBe(true);
    expect(deadlineOpen('2026-10', '2026-11-23')).toBe(false);
    expect(deadlineOpen('2026', '2026-11-23')).toBe(true);
    expect(deadlineOpen('2025', '2026-11-23')).toBe(false);
  });
});

describe('RSS text', () => {
  it('escapes markup and drops what XML cannot carry', () => {
    expect(xmlText(`<a href="x">'&'</a>\u0000\u0007 \ud800ok \ud83d\ude00`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt; ok \ud83d\ude00',
    );
  });
});

describe('scheduling at server start', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('waits for the next Monday on a new database, and catches up a missed Monday once weeks have run', async () => {
    const db = database.db;
    expect(await ensureJobsWeeklyScheduled(db, utc('2026-11-25T10:00:00Z'))).toEqual({
      week: '2026-11-30',
      runAt: utc('2026-11-30T08:00:00Z'),
    });
    await saveLastWeeklyRun(db, '2026-11-30');
    // A late retry of an older week does not move the mark back.
    await saveLastWeeklyRun(db, '2026-11-23');
    // Started on Tuesday 7 December after the 7th's run: the next Monday.
    await saveLastWeeklyRun(db, '2026-12-07');
    expect((await ensureJobsWeeklyScheduled(db, utc('2026-12-08T10:00:00Z'))).week).toBe('2026-12-14');
    // Down over Monday 14 December: started Wednesday, this week's e-mail goes now.
    expect(await ensureJobsWeeklyScheduled(db, utc('2026-12-16T10:00:00Z'))).toEqual({
      week: '2026-12-14',
      runAt: utc('2026-12-16T10:00:00Z'),
    });
    // Started again: still one pending job per week (the dedupe key is the week), moved to the latest time asked.
    await ensureJobsWeeklyScheduled(db, utc('2026-12-16T11:00:00Z'));
    const pending = await pendingJobs(db, JOBS_WEEKLY_JOB);
    expect(pending.map((job) => job.runAt.toISOString())).toEqual([
      '2026-11-30T08:00:00.000Z',
      '2026-12-16T11:00:00.000Z',
    ]);
  });
});
