import { describe, expect, it } from 'vitest';
import { collectionUiMetadata } from './collectionUi';

describe('UI JSON of the other collections', () => {
  it('adds an author profile its facet name, ids and position periods, and hides private fields', () => {
    const ui = collectionUiMetadata(
      'authors',
      {
        control_number: 983220,
        name: { value: 'Witten, Edward' },
        ids: [
          { schema: 'INSPIRE BAI', value: 'E.Witten.1' },
          { schema: 'ORCID', value: '0000-0002-6477-801X' },
          { schema: 'TWITTER', value: 'ewitten' },
        ],
        positions: [
          { institution: 'IAS', start_date: '1987', current: true },
          { institution: 'Princeton U.', start_date: '1980', end_date: '1987' },
        ],
        _private_notes: [{ value: 'secret' }],
        acquisition_source: { email: 'someone@example.org' },
      },
      { related: new Map() },
    );
    expect(ui).toMatchObject({
      facet_author_name: '983220_Edward Witten',
      bai: 'E.Witten.1',
      orcid: '0000-0002-6477-801X',
      twitter: 'ewitten',
      should_display_positions: true,
      positions: [
        { institution: 'IAS', display_date: '1987-present' },
        { institution: 'Princeton U.', display_date: '1980-1987' },
      ],
    });
    expect(ui).not.toHaveProperty('_private_notes');
    expect(ui).not.toHaveProperty('acquisition_source');
  });

  it('resolves related institutions and reads grid and ror', () => {
    const ui = collectionUiMetadata(
      'institutions',
      {
        control_number: 2,
        legacy_ICN: 'CERN Theory',
        related_records: [
          { relation: 'parent', record: { $ref: 'https://inspirehep.net/api/institutions/902725' } },
        ],
        external_system_identifiers: [{ schema: 'ROR', value: 'https://ror.org/01ggx4157' }],
      },
      { related: new Map([['ins:902725', { legacy_ICN: 'CERN' }]]), numberOfPapers: 12 },
    );
    expect(ui).toMatchObject({
      parent_institutions: [{ control_number: 902725, legacy_ICN: 'CERN' }],
      ror: 'https://ror.org/01ggx4157',
      number_of_papers: 12,
    });
  });

  it('counts the contributions of a conference and lists its proceedings', () => {
    const ui = collectionUiMetadata(
      'conferences',
      { control_number: 3, titles: [{ title: 'C' }] },
      {
        related: new Map(),
        numberOfPapers: 4,
        proceedings: [{ control_number: 9, titles: [{ title: 'Proc' }] }],
      },
    );
    expect(ui).toMatchObject({ number_of_contributions: 4, proceedings: [{ control_number: 9 }] });
  });

  it('gives a dataset its citations and display date', () => {
    const ui = collectionUiMetadata(
      'data',
      { control_number: 4, creation_date: '2019-05-02' },
      { related: new Map(), citationCount: 3 },
    );
    expect(ui).toMatchObject({ citation_count: 3, date: 'May 2, 2019' });
  });
});
