import { describe, expect, it } from 'vitest';
import {
  encodeUriUnlessEncoded,
  LITERATURE_TYPE_FIELDS,
  literatureDocumentType,
  literatureFormSchema,
  literatureSubmissionSchema,
  pickLiteratureTypeFields,
} from './literature';

const minimal = {
  title: 'A paper',
  subjects: ['Theory-HEP'],
  authors: [{ full_name: 'Urhan, Harun' }],
};

/** Field path → message of every issue, as a form shows them. */
function errorsOf(values: unknown): Record<string, string> {
  const result = literatureSubmissionSchema.safeParse(values);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('literatureSubmissionSchema', () => {
  it('names every missing required field with its message', () => {
    expect(errorsOf({})).toEqual({
      title: 'Title is a required field',
      subjects: 'Subject is a required field',
      authors: 'Authors is a required field',
    });
  });

  it('accepts the minimal article and fills the defaults', () => {
    const parsed = literatureSubmissionSchema.parse(minimal);
    expect(parsed.document_type).toBe('article');
    expect(parsed.language).toBe('en');
  });

  it('wants a name for the default empty author, beneath that author', () => {
    expect(errorsOf({ ...minimal, authors: [{}] })).toEqual({
      'authors.0.full_name': 'Full name is a required field',
    });
    expect(errorsOf({ ...minimal, authors: [{ full_name: '  ', affiliation: 'CERN' }] })).toEqual({
      'authors.0.full_name': 'Full name is a required field',
    });
    expect(errorsOf({ ...minimal, authors: [] })).toEqual({ authors: 'Authors is a required field' });
  });

  it('wants at least one known subject', () => {
    expect(errorsOf({ ...minimal, subjects: [] })).toEqual({ subjects: 'Subject is a required field' });
    expect(errorsOf({ ...minimal, subjects: ['Cooking'] })).toEqual({ 'subjects.0': 'Not a valid subject' });
  });

  it('checks the DOI pattern and lets a blank DOI pass', () => {
    expect(errorsOf({ ...minimal, doi: '10.1086/305772' })).toEqual({});
    expect(errorsOf({ ...minimal, doi: 'doi:10.1086/305772' })).toEqual({});
    expect(errorsOf({ ...minimal, doi: '' })).toEqual({});
    expect(errorsOf({ ...minimal, doi: 'not a doi' })).toEqual({ doi: 'DOI is not valid' });
  });

  it('checks links, encodes unencoded ones and lets blank ones pass', () => {
    expect(errorsOf({ ...minimal, pdf_link: 'not a url', additional_link: '' })).toEqual({
      pdf_link: 'Must be a valid URL',
    });
    const parsed = literatureSubmissionSchema.parse({ ...minimal, pdf_link: 'https://host.org/a b.pdf' });
    expect(parsed.pdf_link).toBe('https://host.org/a%20b.pdf');
    expect(encodeUriUnlessEncoded('https://host.org/a%20b.pdf')).toBe('https://host.org/a%20b.pdf');
    expect(encodeUriUnlessEncoded('https://host.org/%E0%A4%A')).toBe('https://host.org/%E0%A4%A');
  });

  it('applies the year rule to text and numbers, blank meaning not set', () => {
    expect(errorsOf({ ...minimal, year: '' })).toEqual({});
    expect(literatureSubmissionSchema.parse({ ...minimal, year: '2019' }).year).toBe(2019);
    expect(errorsOf({ ...minimal, year: 999 })).toEqual({ year: 'Must be a year after 1000' });
    expect(errorsOf({ ...minimal, year: '2051' })).toEqual({ year: 'Must be a year before 2050' });
    expect(errorsOf({ ...minimal, year: '20x1' })).toEqual({ year: 'Must be a year' });
  });

  it('applies the date rule to thesis and book dates', () => {
    const thesis = { ...minimal, document_type: 'thesis' };
    expect(errorsOf({ ...thesis, submission_date: '2020-02', defense_date: '' })).toEqual({});
    expect(errorsOf({ ...thesis, submission_date: '2020-02-30' })).toEqual({
      submission_date: 'Not a valid date',
    });
    expect(errorsOf({ ...minimal, publication_date: '20' })).toEqual({
      publication_date: 'Not a valid date',
    });
    expect(errorsOf({ ...thesis, degree_type: 'wizard' })).toEqual({
      degree_type: 'Not a valid degree type',
    });
  });

  it('lets supervisors and report numbers stay empty', () => {
    expect(errorsOf({ ...minimal, supervisors: [{}], report_numbers: [''] })).toEqual({});
  });
});

describe('document types', () => {
  it('falls back to article for any type the form does not have', () => {
    expect(literatureDocumentType('thesis')).toBe('thesis');
    expect(literatureDocumentType('bookChapter')).toBe('bookChapter');
    expect(literatureDocumentType('book chapter')).toBe('article');
    expect(literatureDocumentType('proceedings')).toBe('article');
    expect(literatureDocumentType(undefined)).toBe('article');
  });

  it('keeps only the fields of the chosen type', () => {
    const values = {
      ...minimal,
      document_type: 'thesis',
      journal_title: 'typed before switching',
      institution: 'CERN',
      arxiv_id: '1207.7235',
    };
    expect(pickLiteratureTypeFields(values)).toEqual({
      ...minimal,
      document_type: 'thesis',
      institution: 'CERN',
      arxiv_id: '1207.7235',
    });
  });

  it('gives every schema field to at least one type', () => {
    const used = new Set(Object.values(LITERATURE_TYPE_FIELDS).flat());
    expect(
      Object.keys(literatureSubmissionSchema.shape).filter((field) => !used.has(field as never)),
    ).toEqual([]);
  });
});

describe('literatureFormSchema', () => {
  it('puts the missing author error beneath the first author and ignores other types’ fields', () => {
    const result = literatureFormSchema.safeParse({
      title: 'T',
      subjects: ['Lattice'],
      document_type: 'thesis',
      year: 'not checked for a thesis',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['authors.0.full_name', 'Full name is a required field'],
    ]);
  });
});
