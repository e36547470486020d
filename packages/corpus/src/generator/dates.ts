/** Calendar arithmetic on day numbers (days since 1970-01-01, UTC) without Date objects: it is hot. */

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Howard Hinnant's days_from_civil. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Howard Hinnant's civil_from_days. */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function yearOfDays(days: number): number {
  return civilFromDays(days).year;
}

const TWO_DIGITS: string[] = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

export function pad2(value: number): string {
  return TWO_DIGITS[value] ?? String(value).padStart(2, '0');
}

/** `YYYY-MM-DD`. */
export function formatDays(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Parses `YYYY-MM-DD` into a day number; throws on anything else. */
export function parseDay(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    throw new Error(`expected a date as YYYY-MM-DD, got "${value}"`);
  }
  return daysFromCivil(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function todayDays(): number {
  return Math.floor(Date.now() / 86_400_000);
}

const DAYS_PER_YEAR = 365.2425;

/**
 * Dates whose yearly volume grows exponentially (rate per year), spread over [fromDays, toDays].
 * `at(u)` is the inverse CDF, monotone in u, so sorted uniforms give sorted dates.
 */
export class GrowingTimeline {
  private readonly spanYears: number;
  private readonly scale: number;

  constructor(
    readonly fromDays: number,
    readonly toDays: number,
    private readonly rate: number,
  ) {
    this.spanYears = Math.max(1 / DAYS_PER_YEAR, (toDays - fromDays) / DAYS_PER_YEAR);
    this.scale = Math.expm1(rate * this.spanYears);
  }

  /** Day number for a quantile u in [0, 1). */
  at(u: number): number {
    const years = Math.log1p(u * this.scale) / this.rate;
    return Math.min(this.toDays, this.fromDays + Math.floor(years * DAYS_PER_YEAR));
  }

  /** Fraction of the volume dated before `days`. */
  quantileOf(days: number): number {
    const years = (Math.min(this.toDays, Math.max(this.fromDays, days)) - this.fromDays) / DAYS_PER_YEAR;
    return Math.expm1(this.rate * years) / this.scale;
  }
}
