import { countryCodeOf, type SeminarSubmission } from '@parton/records';
import { acquisitionSource, type BuildContext, put, SubmissionInvalidError, withRecord } from './common';
import { COUNTRY_MESSAGE } from './conference';

export const TIMEZONE_MESSAGE = 'Not a valid timezone';

/** Optional fields a seminar update removes when the form leaves them out (facts §2.2 "Seminar"). */
export const SEMINAR_REMOVABLE_FIELDS = [
  'address',
  'series',
  'contact_details',
  'urls',
  'join_urls',
  'abstract',
  'keywords',
  'public_notes',
] as const;

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) ([AP]M)$/;

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone` is ahead of UTC at the instant `utcMs`, in milliseconds. */
function zoneOffset(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - utcMs;
}

/**
 * `2026-05-04 02:30 PM` in `Europe/Zurich` → `2026-05-04T12:30:00.000000` (UTC, the record's format). The offset
 * is taken at the converted instant, so a time after a daylight-saving switch gets the offset of that day.
 */
export function localToUtc(local: string, timeZone: string): string {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) {
    throw new Error(`not a seminar time: ${local}`);
  }
  const [, year, month, day, hour12, minute, meridiem] = match;
  const hour = (Number(hour12) % 12) + (meridiem === 'PM' ? 12 : 0);
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), hour, Number(minute));
  let utc = wallClock - zoneOffset(wallClock, timeZone);
  utc = wallClock - zoneOffset(utc, timeZone);
  return new Date(utc).toISOString().replace(/\.(\d{3})Z$/, '.$1000');
}

/** The inverse, for the update form: a UTC record time shown in the seminar's zone as `YYYY-MM-DD hh:mm A`. */
export function utcToLocal(utcText: string, timeZone: string): string {
  const utc = Date.parse(/Z|[+-]\d{2}:?\d{2}$/.test(utcText) ? utcText : `${utcText.slice(0, 23)}Z`);
  const wall = new Date(utc + zoneOffset(utc, timeZone));
  const hour24 = wall.getUTCHours();
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(hour12)}:${pad(wall.getUTCMinutes())} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * The seminar form as a seminar record (facts §2.2 "Seminar"). The related papers' existence is checked by the
 * service (it needs the database); here they become `$ref`s to this site's literature.
 */
export function buildSeminar(form: SeminarSubmission, context: BuildContext): Record<string, unknown> {
  if (!isTimeZone(form.timezone)) {
    throw new SubmissionInvalidError([{ path: 'timezone', message: TIMEZONE_MESSAGE }]);
  }
  const [start, end] = form.dates;
  const record: Record<string, unknown> = {
    _collections: ['Seminars'],
    title: { title: form.name },
    timezone: form.timezone,
    start_datetime: localToUtc(start as string, form.timezone),
    end_datetime: localToUtc(end as string, form.timezone),
    speakers: form.speakers.map((speaker) => ({
      name: speaker.name,
      ...withRecord(context.publicUrl, speaker.record),
      ...(speaker.affiliation
        ? {
            affiliations: [
              { value: speaker.affiliation, ...withRecord(context.publicUrl, speaker.affiliation_record) },
            ],
          }
        : {}),
    })),
    inspire_categories: form.field_of_interest.map((term) => ({ term })),
  };
  if (form.address) {
    const countryCode = countryCodeOf(form.address.country);
    if (!countryCode) {
      throw new SubmissionInvalidError([{ path: 'address.country', message: COUNTRY_MESSAGE }]);
    }
    const address: Record<string, unknown> = { cities: [form.address.city], country_code: countryCode };
    put(address, 'state', form.address.state);
    put(address, 'place_name', form.address.venue);
    record.address = address;
  }
  put(record, 'public_notes', form.additional_info ? [{ value: form.additional_info }] : undefined);
  if (form.series_name) {
    const series: Record<string, unknown> = { name: form.series_name };
    put(series, 'number', form.series_number);
    record.series = [series];
  }
  put(record, 'abstract', form.abstract ? { value: form.abstract } : undefined);
  put(record, 'captioned', form.captioned);
  put(
    record,
    'contact_details',
    (form.contacts ?? [])
      .filter((contact) => contact.name || contact.email)
      .map((contact) => {
        const entry: Record<string, unknown> = {};
        put(entry, 'name', contact.name);
        put(entry, 'email', contact.email);
        return { ...entry, ...withRecord(context.publicUrl, contact.record) };
      }),
  );
  put(record, 'material_urls', form.material_urls);
  put(record, 'join_urls', form.join_urls);
  put(
    record,
    'urls',
    (form.websites ?? []).map((value) => ({ value })),
  );
  put(
    record,
    'keywords',
    (form.keywords ?? []).filter(Boolean).map((value) => ({ value })),
  );
  put(
    record,
    'literature_records',
    (form.literature_records ?? []).map((recid) => ({
      record: { $ref: `${context.publicUrl}/api/literature/${Number(recid)}` },
    })),
  );
  record.acquisition_source = acquisitionSource(context);
  return record;
}
