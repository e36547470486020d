import { describe, expect, it } from 'vitest';
import { authorSubmissionSchema } from './authors';

const minimal = { given_name: 'Harun', family_name: 'Urhan', display_name: 'Harun Urhan' };

function errorsOf(values: unknown): Record<string, string> {
  const result = authorSubmissionSchema.safeParse(values);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('authorSubmissionSchema', () => {
  it('names the three required names, spaces counting as missing', () => {
    expect(errorsOf({ display_name: '  ' })).toEqual({
      given_name: 'Given Names is a required field',
      family_name: 'Family Name is a required field',
      display_name: 'Display Name is a required field',
    });
  });

  it('accepts the minimal author with status active', () => {
    expect(authorSubmissionSchema.parse(minimal).status).toBe('active');
    expect(errorsOf({ ...minimal, status: 'asleep' })).toEqual({ status: 'Status is a required field' });
  });

  it('accepts the blank first items of every group, as the form starts', () => {
    expect(
      errorsOf({
        ...minimal,
        emails: [{}],
        websites: [''],
        positions: [{ institution: '', current: false }],
        project_membership: [{}],
        advisors: [{ name: '' }],
        orcid: '',
        blog: '',
        alternate_name: '',
      }),
    ).toEqual({});
  });

  it('wants a valid address in a filled e-mail entry', () => {
    expect(errorsOf({ ...minimal, emails: [{ value: 'a@b.org', hidden: true }, { value: 'nope' }] })).toEqual(
      {
        'emails.1.value': 'Must be a valid email',
      },
    );
    expect(errorsOf({ ...minimal, emails: [{ hidden: true }] })).toEqual({
      'emails.0.value': 'Email is a required field',
    });
  });

  it('wants a name in every filled position, project and advisor, at its index', () => {
    expect(
      errorsOf({
        ...minimal,
        positions: [{ institution: 'CERN' }, {}, { current: true }],
        project_membership: [{ name: ' ', current: true }],
        advisors: [{ name: 'Test' }, { degree_type: 'phd' }],
      }),
    ).toEqual({
      'positions.2.institution': 'Institution name is a required field',
      'project_membership.0.name': 'Experiment name is a required field',
      'advisors.1.name': 'Advisor name is a required field',
    });
  });

  it('applies the year rule to position years and reports a bad one with the missing name', () => {
    expect(
      errorsOf({ ...minimal, positions: [{ institution: 'CERN', start_date: '2000', end_date: '' }] }),
    ).toEqual({});
    expect(errorsOf({ ...minimal, positions: [{ start_date: '123456' }] })).toEqual({
      'positions.0.start_date': 'Must be a year before 2050',
      'positions.0.institution': 'Institution name is a required field',
    });
  });

  it('checks ranks, degree types, ORCID, URLs and arXiv categories', () => {
    expect(
      errorsOf({
        ...minimal,
        positions: [{ institution: 'CERN', rank: 'CHIEF' }],
        advisors: [{ name: 'A', degree_type: 'wizard' }],
        orcid: '1234-1234-1234-1234',
        websites: ['https://a.org', 'not a website'],
        blog: 'no',
        arxiv_categories: ['hep-th', 'astro-ph.CO', 'cooking'],
      }),
    ).toEqual({
      'positions.0.rank': 'Not a valid rank',
      'advisors.0.degree_type': 'Not a valid degree type',
      orcid: 'Not a valid ORCID',
      'websites.1': 'Must be a valid URL',
      blog: 'Must be a valid URL',
      'arxiv_categories.2': 'Not a valid arXiv category',
    });
    expect(errorsOf({ ...minimal, orcid: '0000-0001-5109-3700' })).toEqual({});
  });
});

describe('position years', () => {
  it('keeps a finer date a prefill carries and sends typed years as numbers', () => {
    const parsed = authorSubmissionSchema.parse({
      ...{ given_name: 'A', family_name: 'B', display_name: 'A B' },
      positions: [{ institution: 'CERN', start_date: '2015-09', end_date: '2019' }],
    });
    expect(parsed.positions?.[0]).toMatchObject({ start_date: '2015-09', end_date: 2019 });
    expect(
      authorSubmissionSchema.safeParse({
        ...{ given_name: 'A', family_name: 'B', display_name: 'A B' },
        positions: [{ institution: 'CERN', start_date: '2015-13' }],
      }).error?.issues[0]?.message,
    ).toBe('Must be a year');
  });
});
