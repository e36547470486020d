import { describe, expect, it } from 'vitest';
import { replaceEntryKey } from './bibliography-generator';
import { bibtexEntryType, toBibtex } from './bibtex';
import { buildAuthors, buildLiterature } from './test-factories';

describe('toBibtex: the expected outputs of the reference (formats.md §4.1)', () => {
  it('renders a record with only a title', () => {
    expect(toBibtex(buildLiterature())).toBe('@article{637275237,\n    title = "{This is a title.}"\n}\n');
  });

  it('LaTeX-encodes names, collaborations, titles and journals but not DOIs', () => {
    const record = buildLiterature({
      texkeys: ['Gerard2020:abc'],
      titles: [{ title: 'About γ-ray bursts' }],
      authors: [{ full_name: 'Gérard, Paweł' }],
      collaborations: [{ value: 'DAΦNE' }],
      publication_info: [
        { journal_title: 'Annales H.Poincaré', journal_volume: '42', page_start: '314', page_end: '486' },
      ],
      dois: [{ value: '10.1234/567_89' }],
    });
    expect(toBibtex(record)).toBe(
      '@article{Gerard2020:abc,\n' +
        '    author = "G\\\'erard, Pawe\\l{}",\n' +
        '    collaboration = "DA\\ensuremath{\\Phi}NE",\n' +
        '    title = "{About \\ensuremath{\\gamma}-ray bursts}",\n' +
        '    doi = "10.1234/567_89",\n' +
        '    journal = "Annales H. Poincar\\\'e",\n' +
        '    volume = "42",\n' +
        '    pages = "314--486"\n' +
        '}\n',
    );
  });

  it('renders the production FLAG entry: field order, `and others`, arXiv, report numbers', () => {
    const record = buildLiterature({
      texkeys: ['FlavourLatticeAveragingGroupFLAG:2021npn'],
      titles: [{ title: 'FLAG Review 2021' }],
      authors: [{ full_name: 'Aoki, Y.' }, ...buildAuthors(40)],
      collaborations: [{ value: 'Flavour Lattice Averaging Group (FLAG)' }],
      arxiv_eprints: [{ value: '2111.09849', categories: ['hep-lat', 'hep-ex', 'hep-ph'] }],
      report_numbers: [
        { value: 'CERN-TH-2021-191' },
        { value: 'JLAB-THY-21-3528' },
        { value: 'FERMILAB-PUB-21-620-SCD-T' },
      ],
      dois: [{ value: '10.1140/epjc/s10052-022-10536-1' }],
      publication_info: [
        {
          journal_title: 'Eur.Phys.J.C',
          journal_volume: '82',
          journal_issue: '10',
          artid: '869',
          year: 2022,
        },
      ],
      preprint_date: '2021-11-18',
    });
    expect(toBibtex(record)).toBe(`@article{FlavourLatticeAveragingGroupFLAG:2021npn,
    author = "Aoki, Y. and others",
    collaboration = "Flavour Lattice Averaging Group (FLAG)",
    title = "{FLAG Review 2021}",
    eprint = "2111.09849",
    archivePrefix = "arXiv",
    primaryClass = "hep-lat",
    reportNumber = "CERN-TH-2021-191, JLAB-THY-21-3528, FERMILAB-PUB-21-620-SCD-T",
    doi = "10.1140/epjc/s10052-022-10536-1",
    journal = "Eur. Phys. J. C",
    volume = "82",
    number = "10",
    pages = "869",
    year = "2022"
}
`);
  });

  it('renders the bibliography-generator entry of an old-style arXiv preprint under the user key', () => {
    const record = buildLiterature({
      texkeys: ['Bern:2005hs'],
      titles: [{ title: 'On-shell recurrence relations for one-loop QCD amplitudes' }],
      authors: [{ full_name: 'Bern, Zvi' }],
      arxiv_eprints: [{ value: 'hep-th/0501240', categories: ['hep-th'] }],
    });
    expect(replaceEntryKey(toBibtex(record), 'bibtex', 'hep-th/0501240')).toBe(`@article{hep-th/0501240,
    author = "Bern, Zvi",
    title = "{On-shell recurrence relations for one-loop QCD amplitudes}",
    eprint = "hep-th/0501240",
    archivePrefix = "arXiv"
}
`);
  });

  it('ends a preprint without a journal with the month and year of its earliest date', () => {
    const record = buildLiterature({ preprint_date: '2022-06-15', arxiv_eprints: [{ value: '2206.01234' }] });
    expect(toBibtex(record).endsWith('    month = "6",\n    year = "2022"\n}\n')).toBe(true);
  });

  it('renders a conference paper with the parent conference title and the paper`s editors', () => {
    const record = buildLiterature({
      control_number: 1_203_999,
      texkeys: ['Smith:2019abc'],
      document_type: ['conference paper'],
      titles: [{ title: 'This is a conference paper title' }],
      authors: [
        { full_name: 'Smith, John', inspire_roles: ['editor'] },
        { full_name: 'Rossi, Maria', inspire_roles: ['author'] },
      ],
      publication_info: [
        { conference_record: { $ref: 'http://labs.inspirehep.net/api/conferences/73415311' } },
      ],
    });
    const parent = { titles: [{ title: 'This is the parent conference title' }] };
    expect(toBibtex(record, { parent })).toBe(`@inproceedings{Smith:2019abc,
    author = "Rossi, Maria",
    editor = "Smith, John",
    title = "{This is a conference paper title}",
    booktitle = "{This is the parent conference title}"
}
`);
  });
});

describe('toBibtex: entry types', () => {
  it('maps article, report and note to @article', () => {
    for (const documentType of ['article', 'report', 'note']) {
      expect(bibtexEntryType(buildLiterature({ document_type: [documentType] }))).toBe('article');
    }
  });

  it('maps other document types to @misc', () => {
    const record = buildLiterature({ document_type: ['activity report'], texkeys: ['Balewski:2018ixs'] });
    expect(toBibtex(record)).toBe('@misc{Balewski:2018ixs,\n    title = "{This is a title.}"\n}\n');
  });

  it('treats a record without document type as an article', () => {
    expect(bibtexEntryType(buildLiterature({ document_type: undefined }))).toBe('article');
  });

  it('lets article win over every other document type', () => {
    const record = buildLiterature({ document_type: ['book chapter', 'article'] });
    expect(bibtexEntryType(record)).toBe('article');
  });

  it('makes a conference paper with a journal an @article', () => {
    const record = buildLiterature({
      document_type: ['conference paper'],
      publication_info: [{ journal_title: 'PoS', journal_volume: 'LATTICE2012', artid: '174', year: 2012 }],
    });
    expect(toBibtex(record)).toBe(`@article{637275237,
    title = "{This is a title.}",
    journal = "PoS",
    volume = "LATTICE2012",
    pages = "174",
    year = "2012"
}
`);
  });

  it('makes a conference paper without a journal an @inproceedings with pages and without journal', () => {
    const record = buildLiterature({
      document_type: ['conference paper'],
      publication_info: [{ cnum: 'C14-07-02', page_start: '584', page_end: '588', year: 2016 }],
      imprints: [{ publisher: 'SISSA', place: 'Trieste' }],
    });
    expect(toBibtex(record)).toBe(`@inproceedings{637275237,
    title = "{This is a title.}",
    publisher = "SISSA",
    address = "Trieste",
    pages = "584--588",
    year = "2016"
}
`);
  });

  it('makes a thesis with a journal an @article', () => {
    const record = buildLiterature({
      document_type: ['thesis'],
      thesis_info: { degree_type: 'phd' },
      publication_info: [{ journal_title: 'Springer Theses' }],
    });
    expect(bibtexEntryType(record)).toBe('article');
  });
});

describe('toBibtex: theses', () => {
  it('renders a PhD thesis with school and the month and year of the thesis date', () => {
    const record = buildLiterature({
      texkeys: ['Marcinek:2016fyf'],
      document_type: ['thesis'],
      authors: [{ full_name: 'Marcinek, Anna' }],
      thesis_info: {
        degree_type: 'phd',
        date: '2016-07-01',
        defense_date: '2016-11-18',
        institutions: [{ name: 'Jagiellonian U.' }],
      },
      imprints: [{ date: '2016', place: 'Kraków' }],
    });
    expect(toBibtex(record)).toBe(`@phdthesis{Marcinek:2016fyf,
    author = "Marcinek, Anna",
    title = "{This is a title.}",
    school = "Jagiellonian U.",
    address = "Krak\\'ow",
    month = "7",
    year = "2016"
}
`);
  });

  it('renders a habilitation as a @phdthesis', () => {
    const record = buildLiterature({
      document_type: ['thesis'],
      thesis_info: { degree_type: 'habilitation' },
    });
    expect(bibtexEntryType(record)).toBe('phdthesis');
  });

  it('renders a master thesis as a @mastersthesis without a type', () => {
    const record = buildLiterature({
      document_type: ['thesis'],
      thesis_info: { degree_type: 'master', date: '2018-04', institutions: [{ name: 'Montreal U.' }] },
    });
    expect(toBibtex(record)).toBe(`@mastersthesis{637275237,
    title = "{This is a title.}",
    school = "Montreal U.",
    month = "4",
    year = "2018"
}
`);
  });

  it('names other degrees in the type of a @mastersthesis', () => {
    const bachelor = buildLiterature({ document_type: ['thesis'], thesis_info: { degree_type: 'bachelor' } });
    const unknown = buildLiterature({ document_type: ['thesis'] });
    expect(toBibtex(bachelor)).toContain('    type = "Bachelor thesis"');
    expect(toBibtex(unknown)).toContain('    type = "Other thesis"');
  });
});

describe('toBibtex: books and chapters', () => {
  it('renders a book with publisher, ISBNs, series, edition and the imprint year', () => {
    const record = buildLiterature({
      texkeys: ['terHaar:1965zry'],
      document_type: ['book'],
      authors: [{ full_name: 'ter Haar, D.', inspire_roles: ['editor'] }],
      titles: [{ title: 'Collected Papers of L.D. Landau' }],
      imprints: [{ date: '1965', publisher: 'Pergamon', place: 'Oxford' }],
      isbns: [{ value: '9780080105864' }, { value: '9781483152707', medium: 'online' }],
      book_series: [{ title: 'Physics Series', volume: '3' }],
      editions: ['2nd'],
      publication_info: [{ year: 1965 }],
    });
    expect(toBibtex(record)).toBe(`@book{terHaar:1965zry,
    editor = "ter Haar, D.",
    title = "{Collected Papers of L.D. Landau}",
    edition = "2nd",
    isbn = "9780080105864, 9781483152707",
    publisher = "Pergamon",
    address = "Oxford",
    series = "Physics Series",
    volume = "3",
    year = "1965"
}
`);
  });

  it('renders a chapter with the parent book title and the parent`s editors', () => {
    const record = buildLiterature({
      texkeys: ['Smith:2019abc'],
      document_type: ['book chapter'],
      titles: [{ title: 'This is a book chapter title' }],
      authors: [{ full_name: 'Rossi, Maria' }],
      publication_info: [{ parent_record: { $ref: 'https://inspirehep.net/api/literature/98141514' } }],
    });
    const parent = {
      titles: [{ title: 'This is the parent book title', subtitle: 'Volume one' }],
      authors: [{ full_name: 'Smith, John', inspire_roles: ['editor'] }],
    };
    expect(toBibtex(record, { parent })).toBe(`@inbook{Smith:2019abc,
    author = "Rossi, Maria",
    editor = "Smith, John",
    title = "{This is a book chapter title}",
    booktitle = "{This is the parent book title}: {Volume one}"
}
`);
  });

  it('renders a chapter without a known parent without booktitle', () => {
    const record = buildLiterature({ document_type: ['book chapter'] });
    expect(toBibtex(record)).toBe('@inbook{637275237,\n    title = "{This is a title.}"\n}\n');
  });

  it('renders proceedings with editors only, publisher, series and pages', () => {
    const record = buildLiterature({
      texkeys: ['Alekhin:2005dx'],
      document_type: ['proceedings'],
      authors: [
        { full_name: 'Alekhin, S.', inspire_roles: ['editor'] },
        { full_name: 'Somebody, A.', inspire_roles: ['author'] },
      ],
      imprints: [{ date: '2005', place: 'Geneva', publisher: 'CERN' }],
      book_series: [{ title: 'CERN Yellow Reports: Conference Proceedings' }],
      publication_info: [{ cnum: 'C04-03-26.1', page_start: '1', page_end: '326', year: 2005 }],
    });
    expect(toBibtex(record)).toBe(`@proceedings{Alekhin:2005dx,
    editor = "Alekhin, S.",
    title = "{This is a title.}",
    publisher = "CERN",
    address = "Geneva",
    series = "CERN Yellow Reports: Conference Proceedings",
    pages = "1--326",
    year = "2005"
}
`);
  });
});

describe('toBibtex: fields', () => {
  it('lists up to 10 authors joined by `and`', () => {
    const entry = toBibtex(buildLiterature({ authors: buildAuthors(10) }));
    expect(entry).toContain(
      `    author = "${buildAuthors(10)
        .map((author) => author.full_name)
        .join(' and ')}",`,
    );
  });

  it('prints the first of more than 10 authors followed by `and others`', () => {
    const entry = toBibtex(buildLiterature({ authors: buildAuthors(11) }));
    expect(entry).toContain('    author = "Author1, A. and others",');
  });

  it('leaves supervisors out of authors and editors', () => {
    const record = buildLiterature({
      authors: [{ full_name: 'Student, A.' }, { full_name: 'Boss, B.', inspire_roles: ['supervisor'] }],
    });
    expect(toBibtex(record)).toContain('    author = "Student, A.",\n');
    expect(toBibtex(record)).not.toContain('Boss');
  });

  it('joins title and subtitle as two braced groups', () => {
    const record = buildLiterature({
      titles: [{ title: 'Gravitation', subtitle: 'A mathematical exposition' }],
    });
    expect(toBibtex(record)).toContain('    title = "{Gravitation}: {A mathematical exposition}"');
  });

  it('keeps $…$ maths of a title and encodes the rest', () => {
    const record = buildLiterature({ titles: [{ title: 'Measurement of $B_s^0\\to\\mu^+\\mu^-$ & ℓ' }] });
    expect(toBibtex(record)).toContain(
      '    title = "{Measurement of $B_s^0\\to\\mu^+\\mu^-$ \\& \\ensuremath{\\ell}}"',
    );
  });

  it('prints primaryClass only for new-style arXiv identifiers', () => {
    const oldStyle = buildLiterature({
      arxiv_eprints: [{ value: 'hep-ph/0603175', categories: ['hep-ph'] }],
    });
    const newStyle = buildLiterature({ arxiv_eprints: [{ value: '0706.1234', categories: ['hep-ph'] }] });
    expect(toBibtex(oldStyle)).not.toContain('primaryClass');
    expect(toBibtex(newStyle)).toContain('    primaryClass = "hep-ph"');
  });

  it('leaves hidden report numbers out and escapes underscores in the others', () => {
    const record = buildLiterature({
      report_numbers: [{ value: 'DESY_17-036' }, { value: 'SECRET-1', hidden: true }],
    });
    expect(toBibtex(record)).toContain('    reportNumber = "DESY\\_17-036"');
    expect(toBibtex(record)).not.toContain('SECRET');
  });

  it('takes journal, volume, issue and pages from the publication with the most fields', () => {
    const record = buildLiterature({
      publication_info: [
        { journal_title: 'Phys.Rev.D', journal_volume: '96', year: 2017 },
        {
          journal_title: 'Phys.Rev.D',
          journal_volume: '96',
          journal_issue: '3',
          artid: '032004',
          year: 2017,
        },
      ],
    });
    expect(toBibtex(record)).toContain(
      '    journal = "Phys. Rev. D",\n    volume = "96",\n    number = "3",\n    pages = "032004",\n    year = "2017"',
    );
  });

  it('prints the start page when there is neither end page nor article id', () => {
    const record = buildLiterature({
      publication_info: [{ journal_title: 'Phys.Rev.', page_start: '1006' }],
    });
    expect(toBibtex(record)).toContain('    pages = "1006"');
  });

  it('notes errata and addenda after the year', () => {
    const record = buildLiterature({
      publication_info: [
        { journal_title: 'Phys.Rev.D', journal_volume: '96', artid: '032004', year: 2017 },
        {
          journal_title: 'Phys.Rev.D',
          journal_volume: '99',
          artid: '019903',
          year: 2019,
          material: 'erratum',
        },
        {
          journal_title: 'Phys.Rev.D',
          journal_volume: '100',
          page_start: '1',
          page_end: '2',
          material: 'addendum',
        },
      ],
    });
    expect(toBibtex(record)).toContain(
      '    year = "2017",\n    note = "[Erratum: Phys.Rev.D 99, 019903 (2019), Addendum: Phys.Rev.D 100, 1--2]"\n}\n',
    );
  });

  it('takes the year from the earliest date when the publication has none', () => {
    const record = buildLiterature({
      publication_info: [{ journal_title: 'JHEP', journal_volume: '05' }],
      preprint_date: '2019-03',
      legacy_creation_date: '2019-04-02',
    });
    expect(toBibtex(record)).toContain('    month = "3",\n    year = "2019"\n}');
  });

  it('prints no date when the record has none', () => {
    expect(toBibtex(buildLiterature())).not.toMatch(/year|month/);
  });

  it('keys the entry by control number when the record has no texkey', () => {
    expect(toBibtex(buildLiterature({ control_number: 42 }))).toMatch(/^@article\{42,\n/);
  });

  it('quotes a value holding a double quote with braces, as BibTeX requires', () => {
    const record = buildLiterature({ authors: [{ full_name: 'Müller, Thomas' }] });
    expect(toBibtex(record)).toContain('    author = {M\\"uller, Thomas},\n');
  });

  it('prints the failure comment when a value leaves a brace open', () => {
    const record = buildLiterature({
      control_number: 99,
      document_type: ['book'],
      editions: ['{2nd'],
    });
    expect(toBibtex(record, {})).toBe('% Bibtex generation failed for record 99');
  });
});
