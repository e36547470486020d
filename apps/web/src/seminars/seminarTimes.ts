import { SEMINAR_ABSTRACT_LENGTH } from '@parton/records';
import {
  formatDateInTimeZone,
  formatTimeInTimeZone,
  parseUtcDateTime,
  timeZoneAbbreviation,
} from '../common/recordDates';

/** 'Nov 11, 2020, 5:00 PM - 6:00 PM', or both dates when the seminar ends on another day, in `timeZone`. */
export function formatSeminarTimeRange(start: string, end: string | undefined, timeZone: string): string {
  const startDate = parseUtcDateTime(start);
  if (!startDate) {
    return start;
  }
  const startText = `${formatDateInTimeZone(startDate, timeZone)}, ${formatTimeInTimeZone(startDate, timeZone)}`;
  const endDate = parseUtcDateTime(end);
  if (!endDate) {
    return startText;
  }
  const sameDay = formatDateInTimeZone(startDate, timeZone) === formatDateInTimeZone(endDate, timeZone);
  const endText = sameDay
    ? formatTimeInTimeZone(endDate, timeZone)
    : `${formatDateInTimeZone(endDate, timeZone)}, ${formatTimeInTimeZone(endDate, timeZone)}`;
  return `${startText} - ${endText}`;
}

/** 'MMM D, YYYY' of the seminar's start on the viewer's calendar. */
export function formatSeminarDay(start: string | undefined, timeZone: string): string {
  const date = parseUtcDateTime(start);
  return date ? formatDateInTimeZone(date, timeZone) : (start ?? '');
}

export interface SeminarTimeText {
  text: string;
  /** The zone's short name ('CET'). */
  zone: string;
}

export interface SeminarTimeDisplay {
  main: SeminarTimeText;
  /** The viewer's (default) time, in brackets after the seminar's own, only when the clocks differ. */
  bracketed?: SeminarTimeText;
}

/**
 * Times of a seminar (spec §2.4): in the default time zone; when the seminar's own zone shows other times, the
 * seminar's own comes first with the default one in brackets.
 */
export function seminarTimeDisplay(
  start: string,
  end: string | undefined,
  seminarTimeZone: string | undefined,
  defaultTimeZone: string,
): SeminarTimeDisplay {
  const startDate = parseUtcDateTime(start) ?? new Date(Number.NaN);
  const inDefault: SeminarTimeText = {
    text: formatSeminarTimeRange(start, end, defaultTimeZone),
    zone: timeZoneAbbreviation(startDate, defaultTimeZone),
  };
  if (!seminarTimeZone || seminarTimeZone === defaultTimeZone) {
    return { main: inDefault };
  }
  const inSeminarZone: SeminarTimeText = {
    text: formatSeminarTimeRange(start, end, seminarTimeZone),
    zone: timeZoneAbbreviation(startDate, seminarTimeZone),
  };
  if (inSeminarZone.text === inDefault.text) {
    return { main: inDefault };
  }
  return { main: inSeminarZone, bracketed: inDefault };
}

/** The abstract as plain text cut to 1000 characters (with an ellipsis), for calendars and the short view. */
export function trimAbstract(text: string, limit = SEMINAR_ABSTRACT_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) {
    return plain;
  }
  return `${plain.slice(0, limit - 1).trimEnd()}…`;
}
