import { earliestDate } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { buildAuthors, buildLiterature } from './test-factories';
import { generateTexkey, needsNewTexkey, randomTexkeySuffix, texkeyPrefix } from './texkey';

const abc = () => 'abc';

describe('earliestDate', () => {
  it('is undefined for a record without dates', () => {
    expect(earliestDate(buildLiterature())).toBeUndefined();
  });

  it('takes the minimum of preprint, thesis, publication, imprint and creation dates', () => {
    const record = buildLiterature({
      preprint_date: '2019-02-21',
      thesis_info: { date: '2019-03', defense_date: '2019-04-01' },
      publication_info: [{ year: 2020 }],
      imprints: [{ date: '2019-02-25' }],
      legacy_creation_date: '2019-02-22',
    });
    expect(earliestDate(record)).toBe('2019-02-21');
  });

  it('counts a year-only date as the first day of that year', () => {
    const record = buildLiterature({ preprint_date: '2019-02-21', publication_info: [{ year: 2019 }] });
    expect(earliestDate(record)).toBe('2019');
  });

  it('finds the thesis defence date and the creation date too', () => {
    expect(earliestDate(buildLiterature({ thesis_info: { defense_date: '2016-11-18' } }))).toBe('2016-11-18');
    expect(earliestDate(buildLiterature({ legacy_creation_date: '2013-04-16' }))).toBe('2013-04-16');
  });

  it('ignores malformed dates', () => {
    expect(earliestDate(buildLiterature({ preprint_date: '19xx', imprints: [{ date: '2001' }] }))).toBe(
      '2001',
    );
  });
});

describe('generateTexkey', () => {
  it('joins the first author`s last name, the earliest year and the random letters', () => {
    const record = buildLiterature({ authors: [{ full_name: 'Smith, John' }], preprint_date: '2019-05-01' });
    expect(generateTexkey(record, abc)).toBe('Smith:2019abc');
  });

  it('folds accents and drops everything but letters, digits and hyphens from the name', () => {
    const record = buildLiterature({
      authors: [{ full_name: "Gérard-Łopuszański O'Brien, Ø." }],
      preprint_date: '2020',
    });
    expect(generateTexkey(record, abc)).toBe('Gerard-LopuszanskiOBrien:2020abc');
    const particle = buildLiterature({
      authors: [{ full_name: 'ter Haar, D.' }],
      imprints: [{ date: '1965' }],
    });
    expect(generateTexkey(particle, abc)).toBe('terHaar:1965abc');
  });

  it('uses the first collaboration for 10 or more authors', () => {
    const record = buildLiterature({
      authors: [{ full_name: 'Aoki, Y.' }, ...buildAuthors(9)],
      collaborations: [{ value: 'Flavour Lattice Averaging Group (FLAG)' }],
      preprint_date: '2021-11-18',
    });
    expect(generateTexkey(record, () => 'npn')).toBe('FlavourLatticeAveragingGroupFLAG:2021npn');
  });

  it('keeps the first author for 9 authors even with a collaboration', () => {
    const record = buildLiterature({
      authors: buildAuthors(9),
      collaborations: [{ value: 'LHCb' }],
      preprint_date: '2021',
    });
    expect(generateTexkey(record, abc)).toBe('Author1:2021abc');
  });

  it('uses the collaboration when there are no authors', () => {
    const record = buildLiterature({ collaborations: [{ value: 'Fermi-LAT' }], preprint_date: '2017' });
    expect(generateTexkey(record, abc)).toBe('Fermi-LAT:2017abc');
  });

  it('uses the corporate author next', () => {
    const record = buildLiterature({ corporate_author: ['GBM'], preprint_date: '2017-08' });
    expect(generateTexkey(record, () => 'lvd')).toBe('GBM:2017lvd');
  });

  it('uses "Proceedings" for proceedings without authors', () => {
    const record = buildLiterature({ document_type: ['proceedings'], imprints: [{ date: '2016' }] });
    expect(generateTexkey(record, abc)).toBe('Proceedings:2016abc');
  });

  it('falls back to the first author of a long author list without collaboration', () => {
    const record = buildLiterature({ authors: buildAuthors(12), preprint_date: '2012' });
    expect(generateTexkey(record, abc)).toBe('Author1:2012abc');
  });

  it('takes the year of the earliest date', () => {
    const record = buildLiterature({
      authors: [{ full_name: 'Landau, L.D.' }],
      publication_info: [{ year: 1938 }, { year: 1937 }, { year: 1965 }],
    });
    expect(generateTexkey(record, abc)).toBe('Landau:1937abc');
  });

  it('is undefined without a name or without a date', () => {
    expect(generateTexkey(buildLiterature({ preprint_date: '2019' }), abc)).toBeUndefined();
    expect(generateTexkey(buildLiterature({ authors: [{ full_name: 'Smith, J.' }] }), abc)).toBeUndefined();
  });

  it('refuses a random part that is not three lowercase letters', () => {
    const record = buildLiterature({ authors: [{ full_name: 'Smith, J.' }], preprint_date: '2019' });
    expect(() => generateTexkey(record, () => 'AB1')).toThrow(/three lowercase letters/);
  });
});

describe('needsNewTexkey', () => {
  const record = buildLiterature({ authors: [{ full_name: 'Smith, John' }], preprint_date: '2019-05-01' });

  it('is true for a record without texkey', () => {
    expect(needsNewTexkey(record)).toBe(true);
  });

  it('is false when the current texkey already starts with the right name and year', () => {
    expect(needsNewTexkey({ ...record, texkeys: ['Smith:2019xyz', 'Old:2018abc'] })).toBe(false);
  });

  it('is true when the current texkey names another author or year', () => {
    expect(needsNewTexkey({ ...record, texkeys: ['Smith:2018xyz'] })).toBe(true);
    expect(needsNewTexkey({ ...record, texkeys: ['Jones:2019xyz'] })).toBe(true);
  });

  it('is false when no texkey can be built', () => {
    expect(needsNewTexkey(buildLiterature())).toBe(false);
  });
});

describe('texkeyPrefix and randomTexkeySuffix', () => {
  it('gives the `first:year` part', () => {
    expect(
      texkeyPrefix(buildLiterature({ authors: [{ full_name: 'Smith, J.' }], preprint_date: '2019' })),
    ).toBe('Smith:2019');
  });

  it('draws three lowercase letters', () => {
    for (let draw = 0; draw < 50; draw += 1) {
      expect(randomTexkeySuffix()).toMatch(/^[a-z]{3}$/);
    }
  });
});
