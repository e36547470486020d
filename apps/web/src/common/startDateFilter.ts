import type { SearchUpdate } from '../search/searchUrlState';

/** Start-date filter of conferences and seminars (spec §4): `upcoming`, `all` or `YYYY-MM-DD--YYYY-MM-DD`. */
export const START_DATE_PARAM = 'start_date';
export const TIMEZONE_PARAM = 'timezone';
export const START_DATE_UPCOMING = 'upcoming';
export const START_DATE_ALL = 'all';
export const SORT_DATE_ASC = 'dateasc';
export const SORT_DATE_DESC = 'datedesc';
const RANGE_SEPARATOR = '--';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The search change for a new start-date choice: upcoming sorts by date ascending, all by date descending, and
 * both clear the time zone; a date range is read in the viewer's time zone. Any change goes back to page 1.
 */
export function startDateChange(selection: string, browserTimeZone: string): SearchUpdate {
  if (selection === START_DATE_UPCOMING) {
    return {
      sort: SORT_DATE_ASC,
      filters: { [START_DATE_PARAM]: [START_DATE_UPCOMING], [TIMEZONE_PARAM]: undefined },
      page: 1,
    };
  }
  if (selection === START_DATE_ALL) {
    return {
      sort: SORT_DATE_DESC,
      filters: { [START_DATE_PARAM]: [START_DATE_ALL], [TIMEZONE_PARAM]: undefined },
      page: 1,
    };
  }
  return {
    filters: { [START_DATE_PARAM]: [selection], [TIMEZONE_PARAM]: [browserTimeZone] },
    page: 1,
  };
}

export interface DateRange {
  from?: string;
  to?: string;
}

/** `2020-01-01--2020-12-31` → both ends; `upcoming`, `all` and garbage → no range. */
export function parseDateRange(selection: string | undefined): DateRange | undefined {
  if (!selection?.includes(RANGE_SEPARATOR)) {
    return undefined;
  }
  const [from = '', to = ''] = selection.split(RANGE_SEPARATOR);
  const range: DateRange = {};
  if (ISO_DAY.test(from)) {
    range.from = from;
  }
  if (ISO_DAY.test(to)) {
    range.to = to;
  }
  return range.from || range.to ? range : undefined;
}

/** Both ends → `from--to`; a missing end stays open (`from--`, `--to`); none → undefined. */
export function formatDateRange(range: DateRange): string | undefined {
  if (!range.from && !range.to) {
    return undefined;
  }
  return `${range.from ?? ''}${RANGE_SEPARATOR}${range.to ?? ''}`;
}

/** The "from" picker offers no day after the chosen "to" day (start must come before end). */
export function isFromDayDisabled(day: string, to: string | undefined): boolean {
  return Boolean(to && day > to);
}

/** The "to" picker offers no day before the chosen "from" day. */
export function isToDayDisabled(day: string, from: string | undefined): boolean {
  return Boolean(from && day < from);
}
