import { authorSubmissionSchema, literatureSubmissionSchema } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { authorFormData, seminarFormData } from '../prefill';
import { buildAuthor, mergeAuthorUpdate } from './author';
import type { BuildContext } from './common';
import { cnumBase, nextCnum } from './conference';
import { jobStatusChangeError, thirtyDaysPastDeadline } from './job';
import { buildLiterature } from './literature';
import { localToUtc, utcToLocal } from './seminar';

const context: BuildContext = {
  publicUrl: 'https://parton.example',
  submitter: { userId: 7, email: 'ada@example.org', orcid: '0000-0002-1825-0097' },
  now: new Date('2026-03-01T10:00:00Z'),
};

describe('literature builder', () => {
  it('maps the form as facts §2.2 say, arXiv links left out of urls', () => {
    const form = literatureSubmissionSchema.parse({
      document_type: 'bookChapter',
      title: 'On strings',
      subjects: ['Theory-HEP'],
      authors: [
        { full_name: 'Doe, Jane', affiliation: 'CERN', record: { $ref: 'https://other.host/api/authors/5' } },
      ],
      pdf_link: 'https://arxiv.org/pdf/2101.00001',
      additional_link: 'https://example.org/paper.pdf',
      language: 'fr',
      comments: 'Please hurry',
      start_page: '10',
      end_page: '20',
      parent_book_record: { $ref: 'https://parton.example/api/literature/9' },
    });
    const record = buildLiterature(form, context);
    expect(record.document_type).toEqual(['book chapter']);
    expect(record.titles).toEqual([{ title: 'On strings', source: 'submitter' }]);
    expect(record.urls).toEqual([{ value: 'https://example.org/paper.pdf' }]);
    expect(record.languages).toEqual(['fr']);
    expect(record.authors).toEqual([
      {
        full_name: 'Doe, Jane',
        record: { $ref: 'https://parton.example/api/authors/5' },
        affiliations: [{ value: 'CERN' }],
      },
    ]);
    expect(record.publication_info).toEqual([
      {
        page_start: '10',
        page_end: '20',
        parent_record: { $ref: 'https://parton.example/api/literature/9' },
      },
    ]);
    expect(record._private_notes).toEqual([{ value: 'Please hurry', source: 'submitter' }]);
    expect(record.acquisition_source).toMatchObject({ method: 'submitter', internal_uid: 7 });
  });

  it('splits a page range, and a single page is an article id', () => {
    const base = { title: 'T', subjects: ['Lattice'], authors: [{ full_name: 'A' }] };
    const ranged = buildLiterature(literatureSubmissionSchema.parse({ ...base, page_range: '1-9' }), context);
    expect(ranged.publication_info).toEqual([{ page_start: '1', page_end: '9' }]);
    const artid = buildLiterature(
      literatureSubmissionSchema.parse({ ...base, page_range: '012345' }),
      context,
    );
    expect(artid.publication_info).toEqual([{ artid: '012345' }]);
  });
});

describe('author builder', () => {
  const form = authorSubmissionSchema.parse({
    given_name: 'Ada',
    family_name: 'Lovelace',
    display_name: 'Ada Lovelace',
    orcid: '0000-0002-1825-0097',
    blog: 'https://ada.example/blog',
    websites: ['https://ada.example'],
    positions: [
      { institution: 'Old U', start_date: '2001' },
      { institution: 'Now U', start_date: '1999', current: true },
      { institution: 'Mid U', start_date: '2010' },
    ],
  });

  it('names "Family, Given", sorts positions current first then most recent', () => {
    const record = buildAuthor(form, context);
    expect(record.name).toEqual({ value: 'Lovelace, Ada', preferred_name: 'Ada Lovelace' });
    expect((record.positions as { institution: string }[]).map((position) => position.institution)).toEqual([
      'Now U',
      'Mid U',
      'Old U',
    ]);
    expect(record.urls).toEqual([
      { value: 'https://ada.example' },
      { value: 'https://ada.example/blog', description: 'blog' },
    ]);
    expect(record.ids).toEqual([{ schema: 'ORCID', value: '0000-0002-1825-0097' }]);
  });

  it('prefills the update form back from the record', () => {
    const prefill = authorFormData(buildAuthor(form, context));
    expect(prefill).toMatchObject({
      given_name: 'Ada',
      family_name: 'Lovelace',
      orcid: '0000-0002-1825-0097',
      blog: 'https://ada.example/blog',
      websites: ['https://ada.example'],
    });
  });

  it('merges an update: notes appended, ids merged, absent optional fields removed', () => {
    const existing = {
      name: { value: 'Old, Name' },
      _private_notes: [{ value: 'first' }],
      ids: [
        { schema: 'ORCID', value: '0000-0001-5109-3700' },
        { schema: 'LINKEDIN', value: 'old' },
      ],
      urls: [{ value: 'https://gone.example' }],
      advisors: [{ name: 'Someone' }],
      control_number: 3,
    };
    const merged = mergeAuthorUpdate(existing, {
      name: { value: 'New, Name' },
      _private_notes: [{ value: 'second' }],
      ids: [
        { schema: 'ORCID', value: '0000-0002-1825-0097' },
        { schema: 'LINKEDIN', value: 'new' },
        { schema: 'TWITTER', value: 'tw' },
      ],
    });
    expect(merged.name).toEqual({ value: 'New, Name' });
    expect(merged._private_notes).toEqual([{ value: 'first' }, { value: 'second' }]);
    expect(merged.ids).toEqual([
      { schema: 'ORCID', value: '0000-0001-5109-3700' },
      { schema: 'LINKEDIN', value: 'new' },
      { schema: 'ORCID', value: '0000-0002-1825-0097' },
      { schema: 'TWITTER', value: 'tw' },
    ]);
    expect(merged).not.toHaveProperty('urls');
    expect(merged).not.toHaveProperty('advisors');
    expect(merged.control_number).toBe(3);
  });
});

describe('job status rules', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it('lets a non-cataloger close and reopen, never open a pending job', () => {
    expect(jobStatusChangeError('open', 'closed', '2026-04-01', now)).toBeUndefined();
    expect(jobStatusChangeError('closed', 'open', '2026-04-01', now)).toBeUndefined();
    expect(jobStatusChangeError('pending', 'pending', '2026-04-01', now)).toBeUndefined();
    expect(jobStatusChangeError('pending', 'open', '2026-04-01', now)).toBe(
      "Only curator can change status from 'pending' to 'open'.",
    );
  });

  it('freezes the status 30 days after the deadline', () => {
    expect(thirtyDaysPastDeadline('2026-01-30', now)).toBe(true);
    expect(thirtyDaysPastDeadline('2026-02-01', now)).toBe(false);
    expect(jobStatusChangeError('closed', 'open', '2026-01-01', now)).toBe(
      "Only curator can change status from 'closed' to 'open'.",
    );
    expect(jobStatusChangeError('closed', 'closed', '2026-01-01', now)).toBeUndefined();
  });
});

describe('cnum', () => {
  it('is C<YY>-<MM>-<DD>, then .1, .2 … when taken', () => {
    expect(cnumBase('2026-05-04')).toBe('C26-05-04');
    expect(nextCnum('C26-05-04', new Set())).toBe('C26-05-04');
    expect(nextCnum('C26-05-04', new Set(['C26-05-04', 'C26-05-04.1']))).toBe('C26-05-04.2');
  });
});

describe('seminar times', () => {
  it('converts local time in the time zone to UTC, daylight saving included', () => {
    expect(localToUtc('2026-01-15 02:30 PM', 'Europe/Zurich')).toBe('2026-01-15T13:30:00.000000');
    expect(localToUtc('2026-07-15 02:30 PM', 'Europe/Zurich')).toBe('2026-07-15T12:30:00.000000');
    expect(localToUtc('2026-07-15 12:05 AM', 'America/New_York')).toBe('2026-07-15T04:05:00.000000');
    expect(localToUtc('2026-07-15 12:05 PM', 'UTC')).toBe('2026-07-15T12:05:00.000000');
  });

  it('shows UTC record times in the seminar zone for the update form', () => {
    expect(utcToLocal('2026-07-15T12:30:00.000000', 'Europe/Zurich')).toBe('2026-07-15 02:30 PM');
    expect(utcToLocal('2026-07-15T04:05:00.000000', 'America/New_York')).toBe('2026-07-15 12:05 AM');
    const form = seminarFormData({
      title: { title: 'S' },
      timezone: 'Europe/Zurich',
      start_datetime: '2026-01-15T13:30:00.000000',
      end_datetime: '2026-01-15T14:30:00.000000',
      address: { cities: ['Geneva'], country_code: 'CH' },
      literature_records: [{ record: { $ref: 'https://parton.example/api/literature/12' } }],
    });
    expect(form).toMatchObject({
      name: 'S',
      dates: ['2026-01-15 02:30 PM', '2026-01-15 03:30 PM'],
      address: { city: 'Geneva', country: 'Switzerland' },
      literature_records: ['12'],
    });
  });
});
