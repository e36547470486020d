import { describe, expect, it } from 'vitest';
import { emptyLiteratureValues, importedFormValues } from './importApi';

describe('importedFormValues', () => {
  it('lays the import over the defaults and keeps the carried fields', () => {
    expect(
      importedFormValues({
        document_type: 'article',
        arxiv_id: '1207.7235',
        arxiv_categories: ['hep-ex'],
        preprint_date: '2012-07-31',
        title: 'Observation of a new boson',
        authors: [{ full_name: 'Chatrchyan, S.', affiliation: 'Yerevan', affiliation_record: { $ref: 'x' } }],
        year: 2012,
        abstract: null,
      }),
    ).toEqual({
      ...emptyLiteratureValues(),
      document_type: 'article',
      arxiv_id: '1207.7235',
      arxiv_categories: ['hep-ex'],
      preprint_date: '2012-07-31',
      title: 'Observation of a new boson',
      authors: [{ full_name: 'Chatrchyan, S.', affiliation: 'Yerevan', affiliation_record: { $ref: 'x' } }],
      year: 2012,
    });
  });

  it('takes the four document types and makes anything else an article', () => {
    expect(importedFormValues({ document_type: 'bookChapter' }).document_type).toBe('bookChapter');
    expect(importedFormValues({ document_type: 'book chapter' }).document_type).toBe('article');
    expect(importedFormValues({ document_type: 'proceedings' }).document_type).toBe('article');
    expect(importedFormValues(undefined).document_type).toBe('article');
  });

  it('gives empty lists their one empty entry back', () => {
    const values = importedFormValues({ authors: [], report_numbers: [], supervisors: 'nonsense' });
    expect(values.authors).toEqual([{}]);
    expect(values.report_numbers).toEqual(['']);
    expect(values.supervisors).toEqual([{}]);
  });
});
