import { countryNameOf, linkOf } from '@parton/records';
import { AUTHOR_ID_FIELDS } from './builders/author';
import { utcToLocal } from './builders/seminar';

/**
 * Records as the values of their update forms (facts §1.3 "What the update form prefills", §1.4, §1.6 "Prefill"):
 * what `GET /api/submissions/{authors,jobs,seminars}/{id}` answers under `data`.
 */

type Json = Record<string, unknown>;

function list(value: unknown): Json[] {
  return Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Json[]) : [];
}

function object(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

/** Drops undefined values, so that the form's defaults apply to what the record lacks. */
function compact(values: Json): Json {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export function authorFormData(record: Json): Json {
  const name = object(record.name);
  const value = typeof name.value === 'string' ? name.value : '';
  const comma = value.indexOf(',');
  const [family, given] =
    comma === -1 ? [undefined, value] : [value.slice(0, comma).trim(), value.slice(comma + 1).trim()];
  const ids = list(record.ids);
  const urls = list(record.urls);
  const idValues = Object.fromEntries(
    AUTHOR_ID_FIELDS.filter(([field]) => field !== 'bai').map(([field, schema]) => [
      field,
      ids.find((id) => id.schema === schema)?.value,
    ]),
  );
  return compact({
    given_name: given || undefined,
    family_name: family || undefined,
    display_name: name.preferred_name,
    alternate_name: Array.isArray(name.name_variants) ? name.name_variants[0] : undefined,
    native_name: Array.isArray(name.native_names) ? name.native_names[0] : undefined,
    emails: record.email_addresses,
    status: record.status,
    arxiv_categories: record.arxiv_categories,
    positions: record.positions,
    project_membership: record.project_membership,
    advisors: record.advisors,
    acquisition_source: record.acquisition_source,
    ...idValues,
    websites: urls.filter((url) => url.description !== 'blog').map((url) => url.value),
    blog: urls.find((url) => url.description === 'blog')?.value,
  });
}

export function jobFormData(record: Json): Json {
  const letters = object(record.reference_letters);
  const arxivCategories = Array.isArray(record.arxiv_categories) ? record.arxiv_categories : [];
  return compact({
    title: record.position,
    status: record.status ?? 'pending',
    institutions: record.institutions,
    regions: record.regions,
    ranks: record.ranks,
    deadline_date: record.deadline_date,
    description: record.description,
    external_job_identifier: record.external_job_identifier,
    field_of_interest: arxivCategories.length > 0 ? arxivCategories : ['other'],
    experiments: record.accelerator_experiments,
    url: list(record.urls)[0]?.value,
    contacts: record.contact_details,
    reference_letters: [
      ...(Array.isArray(letters.emails) ? letters.emails : []),
      ...list(letters.urls).map((url) => url.value),
    ],
  });
}

export function seminarFormData(record: Json): Json {
  const address = object(record.address);
  const series = list(record.series)[0];
  const timezone = typeof record.timezone === 'string' ? record.timezone : 'UTC';
  const dates =
    typeof record.start_datetime === 'string' && typeof record.end_datetime === 'string'
      ? [utcToLocal(record.start_datetime, timezone), utcToLocal(record.end_datetime, timezone)]
      : undefined;
  const countryCode = typeof address.country_code === 'string' ? address.country_code : undefined;
  return compact({
    name: object(record.title).title,
    additional_info: list(record.public_notes)[0]?.value,
    address:
      Object.keys(address).length > 0
        ? compact({
            city: Array.isArray(address.cities) ? address.cities[0] : undefined,
            country: countryCode ? (countryNameOf(countryCode) ?? countryCode) : undefined,
            state: address.state,
            venue: address.place_name,
          })
        : undefined,
    speakers: list(record.speakers).map((speaker) => {
      const affiliation = list(speaker.affiliations)[0];
      return compact({
        name: speaker.name,
        record: speaker.record,
        affiliation: affiliation?.value,
        affiliation_record: affiliation?.record,
      });
    }),
    contacts: record.contact_details,
    series_name: series?.name,
    series_number: series?.number,
    field_of_interest: list(record.inspire_categories).map((category) => category.term),
    dates,
    websites: list(record.urls).map((url) => url.value),
    material_urls: record.material_urls,
    join_urls: record.join_urls,
    captioned: record.captioned,
    timezone: record.timezone,
    abstract: object(record.abstract).value,
    keywords: list(record.keywords).map((keyword) => keyword.value),
    literature_records: list(record.literature_records)
      .map((entry) => linkOf(entry.record)?.controlNumber)
      .filter((recid): recid is number => recid !== undefined)
      .map(String),
  });
}
