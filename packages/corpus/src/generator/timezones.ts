/** Local wall-clock times in IANA zones converted to UTC (seminars are stored in UTC with their zone). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of the zone from UTC at an instant, in milliseconds. */
function offsetAt(utcMillis: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMillis));
  const value = (type: string): number => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour') % 24,
    value('minute'),
    value('second'),
  );
  return local - utcMillis;
}

/** UTC milliseconds of a wall-clock time in a zone. */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wallClock - offsetAt(wallClock, timeZone);
  guess = wallClock - offsetAt(guess, timeZone);
  return guess;
}

/** `2020-11-11T16:00:00.000000`, the stored form of seminar times (UTC, microseconds, no zone suffix). */
export function formatStoredDateTime(utcMillis: number): string {
  return `${new Date(utcMillis).toISOString().slice(0, 19)}.000000`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}
