import { describe, expect, it } from 'vitest';
import { formatPartialDate, type LiteratureUiExtras, literatureUiMetadata, uiAuthor } from './literatureUi';

const extras: LiteratureUiExtras = {
  citationCount: 3,
  citationCountWithoutSelfCitations: 2,
  numberOfAuthors: 12,
  numberOfReferences: 4,
  earliestDate: '2001-01-01',
  conferences: new Map([[1000, { titles: [{ title: 'A Conference' }], acronyms: ['AC 2001'] }]]),
  books: new Map([[2000, { titles: [{ title: 'A Book' }] }]]),
  list: true,
};

describe('UI JSON of a paper', () => {
  it('prints dates as the reference does', () => {
    expect(formatPartialDate('2001-01-01')).toBe('Jan 1, 2001');
    expect(formatPartialDate('2017-10-16')).toBe('Oct 16, 2017');
    expect(formatPartialDate('2001-05')).toBe('May, 2001');
    expect(formatPartialDate('2001')).toBe('2001');
  });

  it('splits names and reads recid and BAI from the author', () => {
    const author = uiAuthor(
      {
        full_name: 'Abbott, B.P.',
        record: { $ref: 'https://inspirehep.net/api/authors/1032336' },
        ids: [{ schema: 'INSPIRE BAI', value: 'Benjamin.P.Abbott.1' }],
        affiliations: [{ value: 'LIGO Lab., Caltech', record: { $ref: 'x' }, curated_relation: true }],
        emails: ['b@example.org'],
      },
      { emails: false },
    );
    expect(author).toEqual({
      full_name: 'Abbott, B.P.',
      first_name: 'B.P.',
      last_name: 'Abbott',
      recid: 1032336,
      bai: 'Benjamin.P.Abbott.1',
      affiliations: [{ value: 'LIGO Lab., Caltech', record: { $ref: 'x' } }],
      ids: [{ schema: 'INSPIRE BAI', value: 'Benjamin.P.Abbott.1' }],
      record: { $ref: 'https://inspirehep.net/api/authors/1032336' },
    });
  });

  it('shows at most ten authors, supervisors apart, the counts and the display date, and no references', () => {
    const authors = Array.from({ length: 12 }, (_, index) => ({ full_name: `Author${index}, A.` }));
    const ui = literatureUiMetadata(
      {
        $schema: 'https://inspirehep.net/schemas/records/hep.json',
        control_number: 1,
        titles: [{ title: 'T' }],
        authors: [...authors, { full_name: 'Boss, B.', inspire_roles: ['supervisor'] }],
        references: [{ reference: { label: '1' } }],
        _private_notes: [{ value: 'secret' }],
        _collections: ['Literature'],
        citeable: true,
        refereed: true,
      },
      extras,
    );
    expect(ui.authors).toHaveLength(10);
    expect(ui.supervisors).toEqual([
      { full_name: 'Boss, B.', first_name: 'B.', last_name: 'Boss', inspire_roles: ['supervisor'] },
    ]);
    expect(ui).toMatchObject({
      control_number: 1,
      number_of_authors: 12,
      number_of_references: 4,
      citation_count: 3,
      citation_count_without_self_citations: 2,
      date: 'Jan 1, 2001',
      is_collection_hidden: false,
    });
    for (const hidden of [
      'references',
      '$schema',
      '_private_notes',
      '_collections',
      'citeable',
      'refereed',
    ]) {
      expect(ui, hidden).not.toHaveProperty(hidden);
    }
    expect(ui).not.toHaveProperty('earliest_date');
  });

  it('resolves conferences and parent books and keeps only visible publication info', () => {
    const ui = literatureUiMetadata(
      {
        control_number: 2,
        titles: [{ title: 'T' }],
        publication_info: [
          { conference_record: { $ref: 'https://inspirehep.net/api/conferences/1000' }, page_start: '1' },
          {
            parent_record: { $ref: 'https://inspirehep.net/api/literature/2000' },
            page_start: '5',
            page_end: '9',
          },
          { journal_title: 'Hidden', hidden: true },
        ],
        collaborations: [{ value: 'ATLAS' }, { value: 'Particle Data Group' }],
        arxiv_eprints: [{ value: '1207.7214', categories: ['hep-ex'] }],
        external_system_identifiers: [{ schema: 'CDS', value: '1471031' }],
      },
      extras,
    );
    expect(ui.conference_info).toEqual([
      { control_number: 1000, acronyms: ['AC 2001'], titles: [{ title: 'A Conference' }], page_start: '1' },
    ]);
    expect(ui.linked_books).toEqual([
      {
        record: { $ref: 'https://inspirehep.net/api/literature/2000' },
        title: 'A Book',
        page_start: '5',
        page_end: '9',
      },
    ]);
    expect(ui.publication_info).toHaveLength(2);
    expect(ui.collaborations).toEqual([{ value: 'ATLAS' }]);
    expect(ui.collaborations_with_suffix).toEqual([{ value: 'Particle Data Group' }]);
    expect(ui.fulltext_links).toEqual([{ description: 'arXiv', value: 'https://arxiv.org/pdf/1207.7214' }]);
    expect(ui.external_system_identifiers).toEqual([
      { url_name: 'CERN Document Server', url_link: 'http://cds.cern.ch/record/1471031' },
      { url_name: 'ADS Abstract Service', url_link: 'https://ui.adsabs.harvard.edu/abs/arXiv:1207.7214' },
    ]);
  });
});
