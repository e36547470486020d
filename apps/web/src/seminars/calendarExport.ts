import type { SeminarRecordUiMetadata } from '@parton/records';
import { formatAddress } from '../common/addresses';
import { parseUtcDateTime } from '../common/recordDates';
import { trimAbstract } from './seminarTimes';

/** `20201111T160000Z`, the UTC form calendars take. */
function calendarStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function location(seminar: SeminarRecordUiMetadata): string {
  const join = seminar.join_urls?.[0]?.value;
  const address = seminar.address ? formatAddress(seminar.address) : '';
  return [address, join].filter(Boolean).join(' ');
}

export function calendarDescription(abstractText: string): string {
  return trimAbstract(abstractText);
}

/** A Google Calendar 'add event' link for the seminar, or undefined when its times are unreadable. */
export function googleCalendarHref(
  seminar: SeminarRecordUiMetadata,
  abstractText: string,
): string | undefined {
  const start = parseUtcDateTime(seminar.start_datetime);
  const end = parseUtcDateTime(seminar.end_datetime) ?? start;
  if (!start || !end) {
    return undefined;
  }
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: seminar.title.title,
    dates: `${calendarStamp(start)}/${calendarStamp(end)}`,
    details: calendarDescription(abstractText),
    location: location(seminar),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

function escapeIcs(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

/** An iCalendar file with the seminar as one event. */
export function seminarIcs(seminar: SeminarRecordUiMetadata, abstractText: string, now = new Date()): string {
  const start = parseUtcDateTime(seminar.start_datetime);
  const end = parseUtcDateTime(seminar.end_datetime) ?? start;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Parton//Seminars//EN',
    'BEGIN:VEVENT',
    `UID:seminar-${seminar.control_number}@parton`,
    `DTSTAMP:${calendarStamp(now)}`,
    ...(start ? [`DTSTART:${calendarStamp(start)}`] : []),
    ...(end ? [`DTEND:${calendarStamp(end)}`] : []),
    `SUMMARY:${escapeIcs(seminar.title.title)}`,
    `DESCRIPTION:${escapeIcs(calendarDescription(abstractText))}`,
    `LOCATION:${escapeIcs(location(seminar))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
