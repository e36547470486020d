import { SEMINAR_ABSTRACT_LENGTH } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { formatSeminarDay, formatSeminarTimeRange, seminarTimeDisplay, trimAbstract } from './seminarTimes';

const start = '2020-11-11T16:00:00.000000';
const end = '2020-11-11T17:00:00.000000';

describe('seminar times', () => {
  it('gives the day of the start on the viewer’s calendar', () => {
    expect(formatSeminarDay('2023-08-24T23:30:00', 'UTC')).toBe('Aug 24, 2023');
    expect(formatSeminarDay('2023-08-24T23:30:00', 'Asia/Seoul')).toBe('Aug 25, 2023');
  });

  it('writes a same-day seminar with one date and two times', () => {
    expect(formatSeminarTimeRange(start, end, 'Europe/Berlin')).toBe('Nov 11, 2020, 5:00 PM - 6:00 PM');
  });

  it('writes both dates when the seminar ends on another day in that zone', () => {
    expect(formatSeminarTimeRange('2020-11-11T22:30:00', '2020-11-11T23:30:00', 'Europe/Berlin')).toBe(
      'Nov 11, 2020, 11:30 PM - Nov 12, 2020, 12:30 AM',
    );
  });

  it('shows only the default time zone when the seminar is in it', () => {
    const display = seminarTimeDisplay(start, end, 'Europe/Berlin', 'Europe/Berlin');
    expect(display.main).toEqual({ text: 'Nov 11, 2020, 5:00 PM - 6:00 PM', zone: 'GMT+1' });
    expect(display.bracketed).toBeUndefined();
  });

  it('shows only the default time zone when the seminar zone has the same clock', () => {
    const display = seminarTimeDisplay(start, end, 'Europe/Paris', 'Europe/Berlin');
    expect(display.bracketed).toBeUndefined();
    expect(display.main.text).toBe('Nov 11, 2020, 5:00 PM - 6:00 PM');
  });

  it("shows the seminar's own time with the default one in brackets when the clocks differ", () => {
    const display = seminarTimeDisplay(start, end, 'Europe/Berlin', 'America/New_York');
    expect(display.main.text).toBe('Nov 11, 2020, 5:00 PM - 6:00 PM');
    expect(display.bracketed?.text).toBe('Nov 11, 2020, 11:00 AM - 12:00 PM');
    expect(display.bracketed?.zone).toBe('EST');
  });

  it('keeps a short abstract whole', () => {
    expect(trimAbstract('A short   abstract.')).toBe('A short abstract.');
  });

  it('cuts a long abstract to 1000 characters with an ellipsis', () => {
    const trimmed = trimAbstract('x'.repeat(1500));
    expect(SEMINAR_ABSTRACT_LENGTH).toBe(1000);
    expect(trimmed).toHaveLength(1000);
    expect(trimmed.endsWith('…')).toBe(true);
  });

  it('keeps an abstract of exactly 1000 characters', () => {
    expect(trimAbstract('y'.repeat(1000))).toHaveLength(1000);
    expect(trimAbstract('y'.repeat(1000)).endsWith('…')).toBe(false);
  });
});
