import type { ComparisonOperator, DateCondition, DateGranularity, DateSpan } from './ast';
import { QuerySyntaxError } from './errors';

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const RELATIVE = /^(today|yesterday|this month|last month)(?:\s*-\s*(\d+))?$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function isoDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The span of a year, month or day, `end` exclusive. */
export function dateSpan(year: number, month?: number, day?: number): DateSpan {
  if (month === undefined) {
    return { start: isoDay(year, 1, 1), end: isoDay(year + 1, 1, 1), granularity: 'year' };
  }
  if (day === undefined) {
    const end = month === 12 ? isoDay(year + 1, 1, 1) : isoDay(year, month + 1, 1);
    return { start: isoDay(year, month, 1), end, granularity: 'month' };
  }
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    start: isoDay(year, month, day),
    end: isoDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
    granularity: 'day',
  };
}

function checkedSpan(year: number, month?: number, day?: number): DateSpan {
  if (year < 1) {
    // There is no year 0 (PostgreSQL refuses `0000-01-01`).
    throw new QuerySyntaxError(`invalid year ${year}`);
  }
  if (month !== undefined && (month < 1 || month > 12)) {
    throw new QuerySyntaxError(`invalid month ${month}`);
  }
  if (month !== undefined && day !== undefined && (day < 1 || day > daysInMonth(year, month))) {
    throw new QuerySyntaxError(`invalid day ${day}`);
  }
  return dateSpan(year, month, day);
}

/** `today - N` may reach back to year 1, no further (a date PostgreSQL and the calendar code both understand). */
function checkedYear(date: Date): Date {
  const year = date.getUTCFullYear();
  if (!Number.isFinite(year) || year < 1 || year > 9999) {
    throw new QuerySyntaxError('relative date out of range');
  }
  return date;
}

function relativeSpan(word: string, back: number, now: Date): DateSpan {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  if (word === 'today' || word === 'yesterday') {
    const offset = (word === 'yesterday' ? 1 : 0) + back;
    const date = checkedYear(new Date(Date.UTC(year, month - 1, day - offset)));
    return dateSpan(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  const offset = (word === 'last month' ? 1 : 0) + back;
  const date = checkedYear(new Date(Date.UTC(year, month - 1 - offset, 1)));
  return dateSpan(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

/** Drops a trailing wildcard part (`2015-*`, `2015-1*` → 2015); a wildcard anywhere else is invalid (§6.2). */
function withoutTrailingWildcard(text: string): string {
  if (!text.includes('*')) {
    return text;
  }
  const parts = text.split('-');
  const last = parts[parts.length - 1]!;
  const rest = parts.slice(0, -1);
  if (!last.includes('*') || rest.length === 0 || rest.some((part) => part.includes('*'))) {
    throw new QuerySyntaxError(`wildcard not at the end of date ${text}`);
  }
  return rest.join('-');
}

/** True when a value is meant as a date (a digit, a month name or a relative word), even if it is invalid. */
export function looksLikeDate(text: string): boolean {
  const lower = text.trim().toLowerCase();
  if (
    /\d/.test(lower) ||
    RELATIVE.test(lower) ||
    /^(?:today|yesterday|this month|last month)\b/.test(lower)
  ) {
    return true;
  }
  const firstWord = /^[a-z]+/.exec(lower)?.[0];
  return firstWord !== undefined && firstWord in MONTHS;
}

/** Parses one date as written in §6.2; `now` resolves `today`, `this month`, … in UTC. */
export function parseDate(text: string, now: Date): DateSpan {
  const lower = withoutTrailingWildcard(text.trim().toLowerCase().replace(/\s+/g, ' '));
  const relative = RELATIVE.exec(lower);
  if (relative) {
    return relativeSpan(relative[1]!, Number(relative[2] ?? 0), now);
  }
  const iso = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(lower);
  if (iso) {
    return checkedSpan(Number(iso[1]), optionalNumber(iso[2]), optionalNumber(iso[3]));
  }
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(lower);
  if (slashed) {
    return checkedSpan(Number(slashed[2]), Number(slashed[1]));
  }
  const monthYear = /^([a-z]+)\.? (?:(\d{1,2}),? )?(\d{4})$/.exec(lower);
  if (monthYear && MONTHS[monthYear[1]!] !== undefined) {
    return checkedSpan(Number(monthYear[3]), MONTHS[monthYear[1]!], optionalNumber(monthYear[2]));
  }
  const dayMonthYear = /^(\d{1,2}) ([a-z]+)\.? (\d{4})$/.exec(lower);
  if (dayMonthYear && MONTHS[dayMonthYear[2]!] !== undefined) {
    return checkedSpan(Number(dayMonthYear[3]), MONTHS[dayMonthYear[2]!], Number(dayMonthYear[1]));
  }
  throw new QuerySyntaxError(`invalid date ${text}`);
}

function optionalNumber(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
}

const COMPARISON = /^(>=|<=|>|<|=)\s*(.+)$/;
const WORD_COMPARISON = /^(after|before)\s+(.+)$/i;
const RANGE = /^(.+?)\s*->\s*(.+)$/;
const OPERATORS: Record<string, ComparisonOperator | 'eq'> = {
  '>': 'gt',
  '>=': 'gte',
  '<': 'lt',
  '<=': 'lte',
  '=': 'eq',
};

/**
 * A date condition (§6.1/§6.2): `a->b`, `2000+`, `2015-08-30-`, `> v`, `after v`, `= v` or a plain date.
 * Returns undefined when the value is not meant as a date at all (`da Silva`), so the caller can search it as
 * free text; throws when it is meant as a date but invalid (`2012-13`).
 */
export function parseDateCondition(text: string, now: Date): DateCondition | undefined {
  const value = text.trim();
  if (!looksLikeDate(value.replace(/^(>=|<=|>|<|=|after\s|before\s)/i, ''))) {
    return undefined;
  }
  const range = RANGE.exec(value);
  if (range) {
    return { op: 'between', from: parseDate(range[1]!, now), to: parseDate(range[2]!, now) };
  }
  const comparison = COMPARISON.exec(value);
  if (comparison) {
    return { op: OPERATORS[comparison[1]!]!, date: parseDate(comparison[2]!, now) };
  }
  const words = WORD_COMPARISON.exec(value);
  if (words) {
    return { op: words[1]!.toLowerCase() === 'after' ? 'gt' : 'lt', date: parseDate(words[2]!, now) };
  }
  const openEnded = /^(\d[\d/-]*?)([+-])$/.exec(value);
  if (openEnded) {
    return { op: openEnded[2] === '+' ? 'gte' : 'lte', date: parseDate(openEnded[1]!, now) };
  }
  return { op: 'eq', date: parseDate(value, now) };
}

/** Inclusive start and exclusive end (either may be open) that a date condition selects. */
export function dateBounds(condition: DateCondition): { from?: string; to?: string } {
  switch (condition.op) {
    case 'eq':
      return { from: condition.date.start, to: condition.date.end };
    case 'gt':
      return { from: condition.date.end };
    case 'gte':
      return { from: condition.date.start };
    case 'lt':
      return { to: condition.date.start };
    case 'lte':
      return { to: condition.date.end };
    case 'between':
      return { from: condition.from.start, to: condition.to.end };
  }
}

export function granularityOf(condition: DateCondition): DateGranularity {
  return condition.op === 'between' ? condition.from.granularity : condition.date.granularity;
}
