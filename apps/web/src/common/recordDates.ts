/** Dates of records as the UI shows them: 'MMM D, YYYY', date-times in a time zone, ranges and ages. */

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
export const FALLBACK_TIME_ZONE = 'UTC';

/** The viewer's time zone, or UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** True when the runtime knows the IANA zone name (records may carry typos or retired names). */
export function isKnownTimeZone(timeZone: string | undefined): timeZone is string {
  if (!timeZone) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Seminar date-times are stored in UTC without an offset (`2020-11-11T16:00:00.000000`); read them as UTC
 * rather than as the browser's local time.
 */
export function parseUtcDateTime(value: string | undefined): Date | undefined {
  if (!value) {
    return undefined;
  }
  const trimmed = value.trim();
  const iso = HAS_OFFSET.test(trimmed) || !trimmed.includes('T') ? trimmed : `${trimmed}Z`;
  const date = new Date(iso.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `2020-09-04` → 'Sep 4, 2020'; `2020-09` → 'Sep 2020'; `2020` → '2020'. Unreadable values come back as they are. */
export function formatRecordDate(value: string | undefined): string {
  if (!value) {
    return '';
  }
  const match = PARTIAL_DATE.exec(value);
  if (!match) {
    return value;
  }
  const [, year, month, day] = match;
  if (!month) {
    return year ?? value;
  }
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1)));
  if (Number.isNaN(date.getTime())) {
    return value;
  }
  const options: Intl.DateTimeFormatOptions = day
    ? { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
    : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat('en-US', options).format(date);
}

/** An instant as 'MMM D, YYYY' on the calendar of `timeZone`. */
export function formatDateInTimeZone(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: isKnownTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE,
  }).format(date);
}

/** An instant as '4:00 PM' on the clock of `timeZone`. */
export function formatTimeInTimeZone(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: isKnownTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE,
  }).format(date);
}

/** The short name of a zone at an instant ('CET', 'GMT+9'), for labels after a time. */
export function timeZoneAbbreviation(date: Date, timeZone: string): string {
  if (!isKnownTimeZone(timeZone)) {
    return timeZone;
  }
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Opening and closing dates of an event: one date when they agree, else 'Jul 2, 2014 - Jul 9, 2014'. */
export function formatDateRange(start: string | undefined, end: string | undefined): string {
  const from = formatRecordDate(start);
  const to = formatRecordDate(end);
  if (!from || !to || from === to) {
    return from || to;
  }
  return `${from} - ${to}`;
}

const AGE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 days ago', 'last month' … for an ISO instant; '' when unreadable. */
export function timeSince(value: string | undefined, now: Date = new Date()): string {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    return '';
  }
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  for (const [unit, size] of AGE_UNITS) {
    if (Math.abs(seconds) >= size) {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return 'just now';
}
