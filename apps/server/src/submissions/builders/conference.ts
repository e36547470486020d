import { type ConferenceSubmission, countryCodeOf } from '@parton/records';
import { type BuildContext, type FieldError, put, SubmissionInvalidError, withRecord } from './common';

export const COUNTRY_MESSAGE = 'Not a valid country';

/**
 * The conference form as a conference record (facts §2.2 "Conference"), without its CNUM (minted by the service
 * in the writing transaction). No `acquisition_source`: upstream gives conferences none, and curators know the
 * submitter from the ticket and the confirmation mail.
 */
export function buildConference(form: ConferenceSubmission, context: BuildContext): Record<string, unknown> {
  const errors: FieldError[] = [];
  const addresses = form.addresses.map((address, index) => {
    const countryCode = countryCodeOf(address.country);
    if (!countryCode) {
      errors.push({ path: `addresses.${index}.country`, message: COUNTRY_MESSAGE });
    }
    const entry: Record<string, unknown> = { cities: [address.city] };
    put(entry, 'state', address.state);
    put(entry, 'place_name', address.venue);
    put(entry, 'country_code', countryCode);
    return entry;
  });
  if (errors.length > 0) {
    throw new SubmissionInvalidError(errors);
  }
  const [openingDate, closingDate] = form.dates;
  const title: Record<string, unknown> = { title: form.name };
  put(title, 'subtitle', form.subtitle);
  const record: Record<string, unknown> = {
    _collections: ['Conferences'],
    titles: [title],
    opening_date: openingDate,
    closing_date: closingDate,
    addresses,
  };
  put(record, 'short_description', form.description ? { value: form.description } : undefined);
  put(
    record,
    'inspire_categories',
    form.field_of_interest.map((term) => ({ term })),
  );
  put(record, 'public_notes', form.additional_info ? [{ value: form.additional_info }] : undefined);
  if (form.series_name) {
    const series: Record<string, unknown> = { name: form.series_name };
    put(series, 'number', form.series_number);
    record.series = [series];
  }
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
  put(record, 'acronyms', (form.acronyms ?? []).filter(Boolean));
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
  return record;
}

/** `2026-05-04` → `C26-05-04`: the CNUM of a conference opening that day, before any `.k` suffix. */
export function cnumBase(openingDate: string): string {
  return `C${openingDate.slice(2, 4)}-${openingDate.slice(5, 7)}-${openingDate.slice(8, 10)}`;
}

/** The first CNUM of that base not in `taken`: the base itself, then `.1`, `.2`, … */
export function nextCnum(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) {
    return base;
  }
  let suffix = 1;
  while (taken.has(`${base}.${suffix}`)) {
    suffix += 1;
  }
  return `${base}.${suffix}`;
}
