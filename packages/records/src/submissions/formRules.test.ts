import { describe, expect, it } from 'vitest';
import {
  experimentSubmissionSchema,
  institutionSubmissionSchema,
  journalSubmissionSchema,
} from './cataloger';
import { cleanupFormData } from './cleanup';
import { conferenceSubmissionSchema } from './conferences';
import { COUNTRY_NAMES, countryCodeOf, countryNameOf } from './countries';
import { checkJobDeadline, JOB_DEADLINE_MESSAGE, jobSubmissionSchema } from './jobs';
import { seminarSubmissionSchema } from './seminars';

/** Errors of a schema by dotted path, as the forms and the API show them. */
function errorsOf(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const NOW = new Date('2026-11-27T10:00:00Z');

describe('cleanupFormData', () => {
  it('trims and drops empty strings, nulls, empty objects and empty lists, recursively', () => {
    expect(
      cleanupFormData({
        title: '  T ',
        empty: '   ',
        none: null,
        contacts: [{}, { name: ' A ', email: '' }],
        acronyms: [''],
        address: { city: '' },
        captioned: false,
        series_number: 0,
      }),
    ).toEqual({ title: 'T', contacts: [{ name: 'A' }], captioned: false, series_number: 0 });
    expect(cleanupFormData({ a: [''] })).toBeUndefined();
  });
});

describe('job form rules', () => {
  it('needs a deadline within the next year unless the job is closed', () => {
    expect(checkJobDeadline({ status: 'open' }, NOW)).toBe('Deadline is a required field');
    expect(checkJobDeadline({ status: 'pending', deadline_date: '2026-11-27' }, NOW)).toBe(
      JOB_DEADLINE_MESSAGE,
    );
    expect(checkJobDeadline({ status: 'open', deadline_date: '2026-11-28' }, NOW)).toBeUndefined();
    expect(checkJobDeadline({ status: 'open', deadline_date: '2027-11-26' }, NOW)).toBeUndefined();
    expect(checkJobDeadline({ status: 'open', deadline_date: '2027-11-28' }, NOW)).toBe(JOB_DEADLINE_MESSAGE);
    expect(checkJobDeadline({ status: 'closed', deadline_date: '2001-01-01' }, NOW)).toBeUndefined();
    expect(checkJobDeadline({ status: 'closed' }, NOW)).toBeUndefined();
  });

  it('names every required field and checks reference letters', () => {
    expect(
      errorsOf(jobSubmissionSchema, { reference_letters: ['nowhere', 'a@b.org', 'https://x.org'] }),
    ).toEqual({
      title: 'Title is a required field',
      institutions: 'Institution is a required field',
      regions: 'Region is a required field',
      field_of_interest: 'Field of interest is a required field',
      ranks: 'Rank is a required field',
      'reference_letters.0': 'Must be a url or an email',
      description: 'Description is a required field',
    });
  });
});

describe('conference form rules', () => {
  it('needs a name, two dates, an address with city and country, and a field of interest', () => {
    expect(
      errorsOf(conferenceSubmissionSchema, {
        dates: ['2027-01-01'],
        addresses: [{ venue: 'Hall' }],
        series_number: 'x',
      }),
    ).toEqual({
      name: 'Conference Name is a required field',
      series_number: 'Must be a number',
      dates: 'Dates is a required field',
      'addresses.0.city': 'City is a required field',
      'addresses.0.country': 'Country is a required field',
      field_of_interest: 'Field of interest is a required field',
    });
  });
});

describe('seminar form rules', () => {
  const valid = {
    name: 'Talk',
    dates: ['2027-03-05 02:00 PM', '2027-03-05 03:00 PM'],
    timezone: 'Europe/Zurich',
    speakers: [{ name: 'Speaker' }],
    field_of_interest: ['Lattice'],
  };

  it('accepts a complete seminar', () => {
    expect(seminarSubmissionSchema.safeParse(valid).success).toBe(true);
  });

  it('checks the date format, link URLs and related papers', () => {
    expect(
      errorsOf(seminarSubmissionSchema, {
        ...valid,
        dates: ['2027-03-05 14:00', '2027-02-30 03:00 PM'],
        material_urls: [{ description: 'Slides' }],
        join_urls: [{ value: 'zoom' }],
        literature_records: ['12', 'x'],
        address: { venue: 'Hall' },
      }),
    ).toEqual({
      'dates.0': 'Does not match with YYYY-MM-DD hh:mm A',
      'dates.1': 'Does not match with YYYY-MM-DD hh:mm A',
      'material_urls.0.value': 'Material is a required field',
      'join_urls.0.value': 'Must be a valid URL',
      'address.city': 'City is a required field',
      'address.country': 'Country is a required field',
      'literature_records.1': 'Must be a record number',
    });
    expect(errorsOf(seminarSubmissionSchema, { ...valid, dates: ['2027-03-05 02:00 PM'] })).toEqual({
      dates: 'Please fill in both start and end dates',
    });
  });
});

describe('cataloger form rules', () => {
  it('name their required fields', () => {
    expect(errorsOf(institutionSubmissionSchema, {})).toEqual({
      identifier: 'Name of institution is a required field',
    });
    expect(errorsOf(experimentSubmissionSchema, { project_type: ['detector'] })).toMatchObject({
      legacy_name: 'Legacy name is a required field',
    });
    expect(errorsOf(journalSubmissionSchema, { short_title: 'J' })).toEqual({
      journal_title: 'Journal Title is a required field',
    });
  });
});

describe('countries', () => {
  it('turn names into codes and back', () => {
    expect(countryCodeOf('Switzerland')).toBe('CH');
    expect(countryCodeOf(' switzerland ')).toBe('CH');
    expect(countryNameOf('ch')).toBe('Switzerland');
    expect(countryCodeOf('Atlantis')).toBeUndefined();
    expect(new Set(COUNTRY_NAMES).size).toBe(COUNTRY_NAMES.length);
    for (const name of COUNTRY_NAMES) {
      expect(countryNameOf(countryCodeOf(name) as string)).toBe(name);
    }
  });
});
