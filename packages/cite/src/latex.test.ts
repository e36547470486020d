import { PRODUCT_NAME } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { replaceEntryKey } from './bibliography-generator';
import { toLatex } from './latex';
import { buildAuthors, buildLiterature } from './test-factories';

/** The reference tests freeze time at this day. */
const FROZEN_DAY = new Date('1994-12-19T12:00:00Z');

const fullRecord = buildLiterature({
  texkeys: ['a123bx'],
  titles: [{ title: 'Jessica Jones' }],
  authors: [
    { full_name: 'Castle, Frank' },
    { full_name: 'Smith, John' },
    { full_name: 'Black, Joe Jr.' },
    { full_name: 'Jimmy' },
  ],
  collaborations: [{ value: 'LHCb' }],
  dois: [{ value: '10.1088/1361-6633/aa5514' }],
  arxiv_eprints: [{ value: '1607.06746', categories: ['hep-th'] }],
  publication_info: [
    {
      journal_title: 'Phys.Rev.A',
      journal_volume: '58',
      page_start: '500',
      page_end: '593',
      artid: '17920',
      year: 2014,
    },
  ],
  report_numbers: [{ value: 'DESY-17-036' }],
});

const recordWithErrata = buildLiterature({
  publication_info: [
    {
      artid: '032004',
      journal_issue: '3',
      journal_title: 'Phys.Rev.D',
      journal_volume: '96',
      material: 'publication',
      pubinfo_freetext: 'Phys. Rev. D 96, 032004 (2017)',
      year: 2017,
    },
    {
      artid: '019903',
      journal_issue: '1',
      journal_title: 'Phys.Rev.D',
      journal_volume: '99',
      material: 'erratum',
      year: 2019,
    },
  ],
});

describe('toLatex: the expected outputs of the reference (formats.md §4.2)', () => {
  it('renders a record with only a title, with 0 citations', () => {
    const expected =
      "%\\cite{637275237}\n\\bibitem{637275237}\n%``This is a title.,''\n%0 citations counted in INSPIRE as of 19 Dec 1994";
    expect(toLatex(buildLiterature(), 'eu', { today: FROZEN_DAY })).toBe(expected);
    expect(toLatex(buildLiterature(), 'us', { today: FROZEN_DAY })).toBe(expected);
  });

  it('renders the full record in the EU style', () => {
    expect(toLatex(fullRecord, 'eu', { today: FROZEN_DAY })).toBe(
      '%\\cite{a123bx}\n' +
        '\\bibitem{a123bx}\n' +
        'F.~Castle \\textit{et al.} [LHCb],\n' +
        "%``Jessica Jones,''\n" +
        'Phys. Rev. A \\textbf{58} (2014), 500-593\n' +
        'doi:10.1088/1361-6633/aa5514\n' +
        '[arXiv:1607.06746 [hep-th]].\n' +
        '%0 citations counted in INSPIRE as of 19 Dec 1994',
    );
  });

  it('renders the full record in the US style, with the year last', () => {
    expect(toLatex(fullRecord, 'us', { today: FROZEN_DAY })).toBe(
      '%\\cite{a123bx}\n' +
        '\\bibitem{a123bx}\n' +
        'F.~Castle \\textit{et al.} [LHCb],\n' +
        "%``Jessica Jones,''\n" +
        'Phys. Rev. A \\textbf{58}, 500-593 (2014)\n' +
        'doi:10.1088/1361-6633/aa5514\n' +
        '[arXiv:1607.06746 [hep-th]].\n' +
        '%0 citations counted in INSPIRE as of 19 Dec 1994',
    );
  });

  it('adds an erratum line', () => {
    expect(toLatex(recordWithErrata, 'us', { today: FROZEN_DAY })).toContain(
      'Phys. Rev. D \\textbf{96}, no.3, 032004 (2017)\n[erratum: Phys. Rev. D \\textbf{99}, no.1, 019903 (2019)]\n',
    );
  });

  it('separates several errata with semicolons', () => {
    const record = buildLiterature({
      publication_info: [
        ...(recordWithErrata.publication_info ?? []),
        {
          artid: '019903',
          journal_issue: '12',
          journal_title: 'Phys.Rev.C',
          journal_volume: '97',
          material: 'erratum',
          year: 2020,
        },
      ],
    });
    expect(toLatex(record, 'us', { today: FROZEN_DAY })).toContain(
      '[erratum: Phys. Rev. D \\textbf{99}, no.1, 019903 (2019); erratum: Phys. Rev. C \\textbf{97}, no.12, 019903 (2020)]',
    );
  });

  it('prints errata with missing information as far as they go', () => {
    const record = buildLiterature({
      publication_info: [
        ...(recordWithErrata.publication_info ?? []).slice(0, 1),
        { artid: '032005', material: 'erratum' },
        { journal_title: 'Phys.Rev.D', material: 'erratum' },
      ],
    });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toContain(
      '[erratum: , 032005; erratum: Phys. Rev. D]',
    );
  });

  it('leaves supervisors out', () => {
    const record = buildLiterature({
      authors: [
        { full_name: 'Super, Visor', inspire_roles: ['supervisor'] },
        { full_name: 'Normal, Author' },
      ],
    });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toBe(
      "%\\cite{637275237}\n\\bibitem{637275237}\nA.~Normal,\n%``This is a title.,''\n%0 citations counted in INSPIRE as of 19 Dec 1994",
    );
  });

  it('lists at most 10 authors, then et al.', () => {
    const names = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth'];
    const authors = [...names, 'Tenth', 'Eleventh'].map((name) => ({ full_name: `${name}, Author` }));
    expect(toLatex(buildLiterature({ authors }), 'us', { today: new Date('2020-09-11T00:00:00Z') })).toBe(
      '%\\cite{637275237}\n\\bibitem{637275237}\n' +
        'A.~First, A.~Second, A.~Third, A.~Fourth, A.~Fifth, A.~Sixth, A.~Seventh, A.~Eighth, A.~Ninth and A.~Tenth, \\textit{et al.}\n' +
        "%``This is a title.,''\n%0 citations counted in INSPIRE as of 11 Sep 2020",
    );
  });

  it('lists fewer than 10 authors without et al.', () => {
    const authors = ['First', 'Second', 'Third', 'Fourth', 'Fifth'].map((name) => ({
      full_name: `${name}, Author`,
    }));
    expect(toLatex(buildLiterature({ authors }), 'us', { today: FROZEN_DAY })).toContain(
      '\nA.~First, A.~Second, A.~Third, A.~Fourth and A.~Fifth,\n',
    );
  });

  it('renders the bibliography-generator example under the user key', () => {
    const record = buildLiterature({
      texkeys: ['Ellis:1978xg'],
      titles: [{ title: 'Baryon Number Generation in Grand Unified Theories' }],
      authors: [{ full_name: 'Ellis, John R.' }],
    });
    const entry = toLatex(record, 'us', { today: new Date('2020-06-12T00:00:00Z') });
    expect(replaceEntryKey(entry, 'latex_us', '1979PhLB...80..360E')).toBe(
      '%\\cite{1979PhLB...80..360E}\n' +
        '\\bibitem{1979PhLB...80..360E}\n' +
        'J.~R.~Ellis,\n' +
        "%``Baryon Number Generation in Grand Unified Theories,''\n" +
        '%0 citations counted in INSPIRE as of 12 Jun 2020',
    );
  });

  it('renders the Brodsky entry of the bibliography-generator page', () => {
    const record = buildLiterature({
      texkeys: ['Brodsky:2012ms'],
      titles: [
        {
          title:
            'Self-Consistency Requirements of the Renormalization Group for Setting the Renormalization Scale',
        },
      ],
      authors: [{ full_name: 'Brodsky, Stanley J.' }, { full_name: 'Wu, Xing-Gang' }],
      publication_info: [{ journal_title: 'Phys.Rev.D', journal_volume: '86', artid: '054018', year: 2012 }],
      dois: [{ value: '10.1103/PhysRevD.86.054018' }],
      arxiv_eprints: [{ value: '1208.0700', categories: ['hep-ph'] }],
    });
    expect(toLatex(record, 'eu', { citationCount: 53, today: new Date('2020-06-24T00:00:00Z') })).toBe(
      '%\\cite{Brodsky:2012ms}\n' +
        '\\bibitem{Brodsky:2012ms}\n' +
        'S.~J.~Brodsky and X.~G.~Wu,\n' +
        "%``Self-Consistency Requirements of the Renormalization Group for Setting the Renormalization Scale,''\n" +
        'Phys. Rev. D \\textbf{86} (2012), 054018\n' +
        'doi:10.1103/PhysRevD.86.054018\n' +
        '[arXiv:1208.0700 [hep-ph]].\n' +
        '%53 citations counted in INSPIRE as of 24 Jun 2020',
    );
  });
});

describe('toLatex: lines', () => {
  it('names the product that counted the citations', () => {
    const entry = toLatex(buildLiterature(), 'eu', {
      citationCount: 7,
      today: FROZEN_DAY,
      productName: PRODUCT_NAME,
    });
    expect(entry.endsWith(`\n%7 citations counted in ${PRODUCT_NAME} as of 19 Dec 1994`)).toBe(true);
  });

  it('pads the day of the month with a zero', () => {
    expect(toLatex(buildLiterature(), 'eu', { today: new Date('2021-01-05T10:00:00Z') })).toMatch(
      /as of 05 Jan 2021$/,
    );
  });

  it('puts the issue after the year in the EU style and after the volume in the US style', () => {
    const record = buildLiterature({
      publication_info: [
        {
          journal_title: 'Phys.Rev.D',
          journal_volume: '96',
          journal_issue: '3',
          artid: '032004',
          year: 2017,
        },
      ],
    });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toContain(
      '\nPhys. Rev. D \\textbf{96} (2017) no.3, 032004\n',
    );
    expect(toLatex(record, 'us', { today: FROZEN_DAY })).toContain(
      '\nPhys. Rev. D \\textbf{96}, no.3, 032004 (2017)\n',
    );
  });

  it('prints collaborations without authors in brackets', () => {
    const record = buildLiterature({
      collaborations: [{ value: 'ATLAS' }, { value: 'CMS' }, { value: 'LHCb' }],
    });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toContain(
      '\\bibitem{637275237}\n[ATLAS, CMS and LHCb],\n',
    );
  });

  it('prints a single author of a collaboration without et al.', () => {
    const record = buildLiterature({
      authors: [{ full_name: 'Nakamura, K.' }],
      collaborations: [{ value: 'Particle Data Group' }],
    });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toContain('\nK.~Nakamura [Particle Data Group],\n');
  });

  it('skips the publication line when the best publication has no journal', () => {
    const record = buildLiterature({ publication_info: [{ cnum: 'C14-07-02', year: 2016 }] });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toBe(
      toLatex(buildLiterature(), 'eu', { today: FROZEN_DAY }),
    );
  });

  it('prints the arXiv line only when the eprint has a category', () => {
    const record = buildLiterature({ arxiv_eprints: [{ value: 'hep-th/9711200' }] });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).not.toContain('arXiv');
  });

  it('prints the arXiv line of an old-style identifier with its category', () => {
    const record = buildLiterature({
      arxiv_eprints: [{ value: 'astro-ph/0404585', categories: ['astro-ph'] }],
    });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toContain(
      '\n[arXiv:astro-ph/0404585 [astro-ph]].\n',
    );
  });

  it('prints the report number only when there is neither DOI nor arXiv identifier', () => {
    const report = buildLiterature({ report_numbers: [{ value: 'CERN-TH-2021-191' }] });
    const reportAndDoi = buildLiterature({
      report_numbers: [{ value: 'CERN-TH-2021-191' }],
      dois: [{ value: '10.1/x' }],
    });
    expect(toLatex(report, 'eu', { today: FROZEN_DAY })).toContain('\nCERN-TH-2021-191.\n');
    expect(toLatex(reportAndDoi, 'eu', { today: FROZEN_DAY })).not.toContain('CERN-TH');
  });

  it('keeps unicode in names and titles', () => {
    const record = buildLiterature({
      titles: [{ title: 'γ-ray bursts' }],
      authors: [{ full_name: 'Gérard, Émile' }],
    });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toContain("\nÉ.~Gérard,\n%``γ-ray bursts,''\n");
  });

  it('prints the collaboration of a record with many authors after the first author', () => {
    const record = buildLiterature({ authors: buildAuthors(3000), collaborations: [{ value: 'ATLAS' }] });
    expect(toLatex(record, 'eu', { today: FROZEN_DAY })).toContain(
      '\nA.~Author1 \\textit{et al.} [ATLAS],\n',
    );
  });
});
