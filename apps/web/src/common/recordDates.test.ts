import { describe, expect, it } from 'vitest';
import {
  formatDateInTimeZone,
  formatDateRange,
  formatRecordDate,
  formatTimeInTimeZone,
  parseUtcDateTime,
  timeSince,
} from './recordDates';

describe('record dates', () => {
  it("formats full dates like 'MMM D, YYYY'", () => {
    expect(formatRecordDate('2020-09-04')).toBe('Sep 4, 2020');
  });

  it('formats partial dates with what they have', () => {
    expect(formatRecordDate('2020-09')).toBe('Sep 2020');
    expect(formatRecordDate('1996')).toBe('1996');
  });

  it('reads the date part of a timestamp', () => {
    expect(formatRecordDate('2021-02-05T17:12:44.185421+00:00')).toBe('Feb 5, 2021');
  });

  it('gives back what it cannot read', () => {
    expect(formatRecordDate('soon')).toBe('soon');
    expect(formatRecordDate(undefined)).toBe('');
  });

  it('reads seminar date-times without an offset as UTC', () => {
    expect(parseUtcDateTime('2020-11-11T16:00:00.000000')?.toISOString()).toBe('2020-11-11T16:00:00.000Z');
    expect(parseUtcDateTime('2020-11-11T16:00:00+01:00')?.toISOString()).toBe('2020-11-11T15:00:00.000Z');
    expect(parseUtcDateTime('nonsense')).toBeUndefined();
  });

  it('puts an instant on the calendar of the given time zone', () => {
    const lateEvening = parseUtcDateTime('2023-08-24T23:30:00')!;
    expect(formatDateInTimeZone(lateEvening, 'UTC')).toBe('Aug 24, 2023');
    expect(formatDateInTimeZone(lateEvening, 'Asia/Seoul')).toBe('Aug 25, 2023');
    expect(formatDateInTimeZone(lateEvening, 'America/Los_Angeles')).toBe('Aug 24, 2023');
  });

  it('puts an instant on the clock of the given time zone', () => {
    const start = parseUtcDateTime('2020-11-11T16:00:00.000000')!;
    expect(formatTimeInTimeZone(start, 'Europe/Berlin')).toBe('5:00 PM');
    expect(formatTimeInTimeZone(start, 'UTC')).toBe('4:00 PM');
  });

  it('falls back to UTC for an unknown time zone', () => {
    const start = parseUtcDateTime('2020-11-11T16:00:00')!;
    expect(formatTimeInTimeZone(start, 'Mars/Olympus')).toBe('4:00 PM');
  });

  it('writes event date ranges', () => {
    expect(formatDateRange('2014-07-02', '2014-07-09')).toBe('Jul 2, 2014 - Jul 9, 2014');
    expect(formatDateRange('2014-07-02', '2014-07-02')).toBe('Jul 2, 2014');
    expect(formatDateRange(undefined, '2014-07-09')).toBe('Jul 9, 2014');
  });

  it('tells how long ago something was posted', () => {
    const now = new Date('2020-09-10T12:00:00Z');
    expect(timeSince('2020-09-07T12:00:00Z', now)).toBe('3 days ago');
    expect(timeSince('2020-07-10T12:00:00Z', now)).toBe('2 months ago');
    expect(timeSince(undefined, now)).toBe('');
  });
});
