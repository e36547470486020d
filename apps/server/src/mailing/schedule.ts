/**
 * When the weekly jobs e-mail goes out: every Monday at 08:00 UTC (spec §9 says "every Monday"; the reference
 * leaves the time to a scheduler outside its code, so the hour is ours). A week is named by the date of its Monday
 * (`2026-11-23`); the e-mail of that week lists the jobs created in the 7 days before that Monday 00:00 UTC.
 */
export const SEND_HOUR_UTC = 8;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week holding `date` (ISO weeks start on Monday). */
export function mondayOf(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** `2026-11-23`: the name of the week starting on that Monday. */
export function weekName(monday: Date): string {
  return monday.toISOString().slice(0, 10);
}

/** The Monday named by `weekName`, or undefined for any other text. */
export function parseWeekName(name: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(name)) {
    return undefined;
  }
  const date = new Date(`${name}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || weekName(date) !== name || date.getUTCDay() !== 1) {
    return undefined;
  }
  return date;
}

/** When the e-mail of the week starting on `monday` is sent. */
export function sendTimeOf(monday: Date): Date {
  return new Date(monday.getTime() + SEND_HOUR_UTC * 3_600_000);
}

/** The jobs listed in the week's e-mail: created in [from, until). */
export function windowOf(monday: Date): { from: Date; until: Date } {
  return { from: new Date(monday.getTime() - WEEK_MS), until: monday };
}

/** The first Monday whose send time is strictly after `date`. */
export function nextMondayAfter(date: Date): Date {
  const monday = mondayOf(date);
  return sendTimeOf(monday).getTime() > date.getTime() ? monday : new Date(monday.getTime() + WEEK_MS);
}
