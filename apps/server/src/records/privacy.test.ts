import { COLLECTION_NAMES } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { mayHavePrivateParts, publicMetadata, publicMetadataJson, withheldFields } from './privacy';

const paper = {
  $schema: 'https://inspirehep.net/schemas/records/hep.json',
  _collections: ['Literature'],
  _private_notes: [{ value: 'Curator: wrong affiliation, check with author' }],
  _desy_bookkeeping: [{ status: 'printed' }],
  _export_to: { CDS: true },
  _files: [{ key: 'x.pdf' }],
  acquisition_source: { method: 'submitter', email: 'submitter@example.org', orcid: '0000-0002-1825-0097' },
  self: { $ref: 'https://inspirehep.net/api/literature/1' },
  control_number: 1,
  titles: [{ title: 'A paper' }],
  documents: [
    { key: 'public.pdf', url: 'https://example.org/public.pdf', fulltext: true },
    { key: 'hidden.pdf', url: 'https://example.org/hidden.pdf', hidden: true },
  ],
  publication_info: [
    { journal_title: 'Phys.Rev.D', hidden: false },
    { journal_title: 'Hidden.J', hidden: true },
  ],
  report_numbers: [{ value: 'CERN-TH-1' }, { value: 'HIDDEN-1', hidden: true }],
  figures: [{ key: 'fig1.png', hidden: true }],
};

describe('publicMetadata', () => {
  it('leaves out private notes, bookkeeping, the submitter and hidden items of a paper', () => {
    expect(publicMetadata('literature', paper)).toEqual({
      $schema: paper.$schema,
      self: paper.self,
      control_number: 1,
      titles: paper.titles,
      documents: [paper.documents[0]],
      publication_info: [paper.publication_info[0]],
      report_numbers: [paper.report_numbers[0]],
      figures: [],
    });
  });

  it('hides what an author marked hidden: e-mail addresses, positions, advisors, experiments', () => {
    const author = {
      _private_notes: [{ value: 'note' }],
      _collections: ['Authors'],
      acquisition_source: { email: 'someone@example.org' },
      name: { value: 'Doe, Jane' },
      email_addresses: [
        { value: 'jane@example.org', current: true },
        { value: 'old@example.org', hidden: true },
      ],
      positions: [
        { institution: 'CERN', current: true },
        { institution: 'Secret U.', hidden: true },
      ],
      advisors: [{ name: 'Public, A.' }, { name: 'Secret, A.', hidden: true }],
      project_membership: [{ name: 'ATLAS' }, { name: 'SECRET', hidden: true }],
    };
    expect(publicMetadata('authors', author)).toEqual({
      name: author.name,
      email_addresses: [author.email_addresses[0]],
      positions: [author.positions[0]],
      advisors: [author.advisors[0]],
      project_membership: [author.project_membership[0]],
    });
  });

  it('keeps the submitter of a job or seminar without the e-mail, and the published `_` fields', () => {
    const job = {
      _private_notes: [{ value: 'note' }],
      acquisition_source: { method: 'submitter', email: 'boss@example.org', orcid: '0000-0002-1825-0097' },
      position: 'Postdoc',
    };
    expect(publicMetadata('jobs', job)).toEqual({
      acquisition_source: { method: 'submitter', orcid: '0000-0002-1825-0097' },
      position: 'Postdoc',
    });
    const journal = { _harvesting_info: { method: 'feed' }, _collections: ['Journals'], short_title: 'JHEP' };
    expect(publicMetadata('journals', journal)).toEqual({
      _harvesting_info: { method: 'feed' },
      short_title: 'JHEP',
    });
    expect(publicMetadata('data', { _bucket: 'b', acquisition_source: { method: 'hepcrawl' } })).toEqual({
      _bucket: 'b',
    });
  });

  it('leaves the given metadata alone', () => {
    const copy = structuredClone(paper);
    publicMetadata('literature', copy);
    expect(copy).toEqual(paper);
  });

  it('withholds the private fields in every collection', () => {
    for (const collection of COLLECTION_NAMES) {
      expect(withheldFields(collection)).toEqual(expect.arrayContaining(['_private_notes', '_collections']));
    }
  });
});

describe('publicMetadataJson', () => {
  it('sends a record without private parts as it is, without parsing it', () => {
    const json = '{"control_number": 1, "titles": [{"title": "x"}], "documents": [{"hidden": false}]}';
    expect(mayHavePrivateParts(json)).toBe(false);
    expect(publicMetadataJson('literature', json)).toBe(json);
  });

  it('spots each private part in the text, whatever the spacing', () => {
    const cases = [
      '{"_private_notes": [{"value": "x"}]}',
      '{"_collections":["Literature"]}',
      '{"_export_to": {"CDS": true}}',
      '{"acquisition_source": {"method": "hepcrawl"}}',
      '{"documents": [{"hidden" :true}]}',
      '{"email_addresses": [{"hidden": true, "value": "a@b.c"}]}',
    ];
    for (const json of cases) {
      expect(mayHavePrivateParts(json), json).toBe(true);
    }
    expect(mayHavePrivateParts('{"_harvesting_info": {"method": "feed"}, "_bucket": "b"}')).toBe(false);
    expect(mayHavePrivateParts('{"title": "_collections and hidden: true in a title"}')).toBe(false);
  });

  it('parses a false alarm and answers it unchanged', () => {
    const job = {
      acquisition_source: { method: 'submitter', orcid: '0000-0002-1825-0097' },
      position: 'Postdoc',
    };
    expect(JSON.parse(publicMetadataJson('jobs', JSON.stringify(job)))).toEqual(job);
  });

  it('answers the public view of a record that has private parts', () => {
    expect(JSON.parse(publicMetadataJson('literature', JSON.stringify(paper)))).toEqual(
      publicMetadata('literature', paper),
    );
  });
});
