import { describe, expect, it } from 'vitest';
import {
  AUTHOR_LIST_ERRORS,
  AUTHOR_LIST_WARNINGS,
  AuthorListError,
  authorBlockWords,
  type ParsedAuthor,
  parseAffiliationBlock,
  parseAuthorList,
} from './parse';

function author(typedName: string, rawAffiliations: string[] = [], extra: Partial<ParsedAuthor> = {}) {
  return { typedName, rawAffiliations, orcids: [], emails: [], ...extra };
}

function names(text: string): string[] {
  return parseAuthorList(text).authors.map((entry) => entry.typedName);
}

/** A 30-author list as a collaboration paper prints it: digit ids, an ORCID and an e-mail as affiliations. */
const COLLABORATION = [
  'G. Aad1, B. Abbott2, D.C. Abbott3, A. Abed Abud4, K. Abeling5, D.K. Abhayasinghe6,',
  'S.H. Abidi7,29, O.S. AbouZeid8, N.L. Abraham9, H. Abramowicz10, H. Abreu11, Y. Abulaiti12,',
  'B.S. Acharya13,14, B. Achkar5, L. Adam15, C. Adam Bourdarios16, L. Adamczyk17, L. Adamek7,',
  'J. Adelman18, M. Adersberger19, A. Adiguzel20, S. Adorni21, T. Adye22, A.A. Affolder23,',
  'Y. Afik11, C. Agapopoulou16, M.N. Agaras24, A. Aggarwal25, C. Agheorghiesei26, J.A. Aguilar-Saavedra27,28,',
  '',
  '1 CERN, Geneva, Switzerland',
  '2 Department of Physics and Astronomy, University of Oklahoma, Norman OK, United States of America',
  '3 Department of Physics, University of Massachusetts, Amherst MA, United States of America',
  '4 Section de Physique, Université de Genève, Geneva, Switzerland',
  '5 II. Physikalisches Institut, Georg-August-Universität Göttingen, Göttingen, Germany',
  '6 Department of Physics, Royal Holloway University of London, Egham, United Kingdom',
  '7 Department of Physics, University of Toronto, Toronto ON, Canada',
  '8 Niels Bohr Institute, University of Copenhagen, Copenhagen, Denmark',
  '9 Department of Physics and Astronomy, University of Sussex, Brighton, United Kingdom',
  '10 Raymond and Beverly Sackler School of Physics and Astronomy, Tel Aviv University, Tel Aviv, Israel',
  '11 Department of Physics, Technion, Israel Institute of Technology, Haifa, Israel',
  '12 Department of Physics, Nanjing University, Nanjing, China',
  '13 INFN Gruppo Collegato di Udine, Sezione di Trieste, Udine, Italy',
  '14 ICTP, Trieste, Italy',
  '15 Institut für Physik, Universität Mainz, Mainz, Germany',
  '16 LAL, Université Paris-Saclay, CNRS/IN2P3, Orsay, France',
  '17 AGH University of Science and Technology, Kraków, Poland',
  '18 Department of Physics, Northern Illinois University, DeKalb IL, United States of America',
  '19 Fakultät für Physik, Ludwig-Maximilians-Universität München, München, Germany',
  '20 Department of Physics, Bogazici University, Istanbul, Turkey',
  '21 Nikhef National Institute for Subatomic Physics, Amsterdam, Netherlands',
  '22 Particle Physics Department, Rutherford Appleton Laboratory, Didcot, United Kingdom',
  '23 Santa Cruz Institute for Particle Physics, University of California Santa Cruz, Santa Cruz CA, USA',
  '24 IFAE, Barcelona Institute of Science and Technology, Barcelona, Spain',
  '25 Department of Physics, Bogazici University, Istanbul, Turkey',
  '26 Transilvania University of Brasov, Brasov, Romania',
  '27 Departamento de Física Teórica y del Cosmos, Universidad de Granada, Granada, Spain',
  '28 0000-0002-5475-8920',
  '29 abidi@cern.ch',
].join('\n');

describe('parseAuthorList: a collaboration list', () => {
  it('reads 30 authors with their numbered affiliations, an ORCID and an e-mail', () => {
    const result = parseAuthorList(COLLABORATION);
    expect(result.warnings).toEqual([]);
    expect(result.authors).toHaveLength(30);
    expect(result.authors[0]).toEqual(author('G. Aad', ['CERN, Geneva, Switzerland']));
    expect(result.authors[3]).toEqual(
      author('A. Abed Abud', ['Section de Physique, Université de Genève, Geneva, Switzerland']),
    );
    expect(result.authors[6]).toEqual(
      author('S.H. Abidi', ['Department of Physics, University of Toronto, Toronto ON, Canada'], {
        emails: ['abidi@cern.ch'],
      }),
    );
    expect(result.authors[12]?.rawAffiliations).toEqual([
      'INFN Gruppo Collegato di Udine, Sezione di Trieste, Udine, Italy',
      'ICTP, Trieste, Italy',
    ]);
    // "and" inside an affiliation is text; in the name block it would separate authors.
    expect(result.authors[9]?.rawAffiliations[0]).toContain('Raymond and Beverly Sackler');
    expect(result.authors[29]).toEqual(
      author(
        'J.A. Aguilar-Saavedra',
        ['Departamento de Física Teórica y del Cosmos, Universidad de Granada, Granada, Spain'],
        {
          orcids: ['0000-0002-5475-8920'],
        },
      ),
    );
  });

  it('normalises \\r, hyphen variants and non-breaking spaces', () => {
    const text =
      'J.A. Aguilar\u2013Saavedra1,\u00a0K.\u2010H. Mess2\r\n\r\n1 CERN\r\n2 DESY\u2212Zeuthen\r\n';
    expect(parseAuthorList(text).authors).toEqual([
      author('J.A. Aguilar-Saavedra', ['CERN']),
      author('K.-H. Mess', ['DESY-Zeuthen']),
    ]);
  });

  it('keeps unicode names and affiliations as typed', () => {
    const text =
      'F. Durães1, V.P. Gonçalves2, Ł. Kapłon1, 王 小明2\n\n1 Universidade de São Paulo\n2 Københavns Universitet';
    expect(parseAuthorList(text)).toEqual({
      authors: [
        author('F. Durães', ['Universidade de São Paulo']),
        author('V.P. Gonçalves', ['Københavns Universitet']),
        author('Ł. Kapłon', ['Universidade de São Paulo']),
        author('王 小明', ['Københavns Universitet']),
      ],
      warnings: [],
    });
  });
});

describe('parseAuthorList: id styles', () => {
  it('reads letter ids, several per author, separated by spaces', () => {
    const text = 'J. Mills a, B. Smith a bb, C. Jones bb\n\na CERN\nbb Fermilab';
    expect(parseAuthorList(text)).toEqual({
      authors: [
        author('J. Mills', ['CERN']),
        author('B. Smith', ['CERN', 'Fermilab']),
        author('C. Jones', ['Fermilab']),
      ],
      warnings: [],
    });
  });

  it('reads symbol ids, with the caution warning', () => {
    const text = 'Y.X. Aduszkiewicž†, E.I. Andronov∗\n\n† CERN\n∗ DESY';
    expect(parseAuthorList(text)).toEqual({
      authors: [author('Y.X. Aduszkiewicž', ['CERN']), author('E.I. Andronov', ['DESY'])],
      warnings: [AUTHOR_LIST_WARNINGS.symbolIds],
    });
  });

  it('reads ids alone on their line, the text on the following lines (dots allowed after the id)', () => {
    const text = [
      'C. Patrignani',
      '1,',
      'K. Agashe',
      '2',
      'G. Aielli',
      '1',
      '2',
      '',
      '1.',
      'Universita di Bologna and INFN,',
      'Rimini, Italy',
      '2.',
      'University of Maryland, College Park, MD 20742-4111, USA',
    ].join('\n');
    expect(parseAuthorList(text)).toEqual({
      authors: [
        author('C. Patrignani', ['Universita di Bologna and INFN, Rimini, Italy']),
        author('K. Agashe', ['University of Maryland, College Park, MD 20742-4111, USA']),
        author('G. Aielli', [
          'Universita di Bologna and INFN, Rimini, Italy',
          'University of Maryland, College Park, MD 20742-4111, USA',
        ]),
      ],
      warnings: [],
    });
  });

  it('reads ids glued to the affiliation text (`2DESY`) and names separated only by ids', () => {
    const text = 'C. Patrignani1 K. Agashe2 G. Aielli1,2\n\n1CERN\n2DESY';
    expect(names(text)).toEqual(['C. Patrignani', 'K. Agashe', 'G. Aielli']);
    expect(parseAuthorList(text).authors[2]?.rawAffiliations).toEqual(['CERN', 'DESY']);
  });

  it('takes ORCIDs (with or without orcid:) and e-mails written after a name as the author’s', () => {
    const text = 'A. Smith1 orcid:0000-0002-1825-009x, B. Jones 2 b.jones@example.org\n\n1 CERN\n2 DESY';
    expect(parseAuthorList(text).authors).toEqual([
      author('A. Smith', ['CERN'], { orcids: ['0000-0002-1825-009X'] }),
      author('B. Jones', ['DESY'], { emails: ['b.jones@example.org'] }),
    ]);
  });
});

describe('parseAuthorList: warnings, word for word', () => {
  it('one block: no affiliations, names split on commas and new lines', () => {
    const result = parseAuthorList('K. Berkelman, D. Cords\nR. Felst and U. Kötz');
    expect(result.authors.map((entry) => entry.typedName)).toEqual([
      'K. Berkelman',
      'D. Cords',
      'R. Felst',
      'U. Kötz',
    ]);
    expect(result.warnings).toEqual(['Found no affiliations (empty line needed)']);
  });

  it('an author without first name', () => {
    expect(parseAuthorList('Einstein, N. Bohr').warnings).toContain('Author without firstname: Einstein');
  });

  it('an unresolved id or stray footnote symbol', () => {
    const result = parseAuthorList('Y.X. Ali†1, 20, E I Andronov20\n\n1 CERN\n20 DESY');
    expect(result.authors).toEqual([author('Y.X. Ali', ['CERN', 'DESY']), author('E I Andronov', ['DESY'])]);
    expect(result.warnings).toEqual([
      'Unresolved aff-ID or stray footnote symbol. Problematic author and aff-id: Y.X. Ali †',
    ]);
  });

  it('an id that is no affiliation inside an affiliation line (ids alone, commas before "and")', () => {
    const text =
      'Y.X. Ali\n1,20\n, Einstein\n13,15\nand A. Lambrecht,\n1\n\n1 CERN\n20 DESY\n13 ETH ZÜRICH15PRINCETON\n';
    expect(parseAuthorList(text)).toEqual({
      authors: [
        author('Y.X. Ali', ['CERN', 'DESY']),
        author('Einstein', ['ETH ZÜRICH15PRINCETON']),
        author('A. Lambrecht', ['CERN']),
      ],
      warnings: [
        'Author without firstname: Einstein',
        'Unresolved aff-ID or stray footnote symbol. Problematic author and aff-id: Einstein 15',
      ],
    });
  });

  it('a lower-case word with letter ids: part of a name or a missing id', () => {
    const result = parseAuthorList('J. Mills a L. di Caprio\nB. Smith bb\n\na CERN\nbb Fermilab\n');
    expect(result.authors).toEqual([
      author('J. Mills', ['CERN']),
      author('L. di Caprio'),
      author('B. Smith', ['Fermilab']),
    ]);
    expect(result.warnings).toEqual([
      'Is this part of a name or missing aff-id? "di" in a L. di Caprio',
      'Author without affiliation-id. Problematic author: L. di Caprio',
    ]);
  });

  it('an author without affiliation id', () => {
    expect(parseAuthorList('A. Einstein, N. Bohr1,2\n\n1 ETH\n2 Københavns Universitet').warnings).toEqual([
      'Author without affiliation-id. Problematic author: A. Einstein',
    ]);
  });

  it('unused affiliation ids, as a list', () => {
    expect(parseAuthorList('K. Sachs 1, F. Schwennsen 1\n\n1 DESY\n2 CERN\n3 SLAC').warnings).toEqual([
      "Unused affiliation-IDs: ['2', '3']",
    ]);
  });

  it('no empty line: everything is names', () => {
    const result = parseAuthorList('K. Sachs1, M. Moskovic2\n1 DESY, Hamburg\n');
    expect(result.warnings).toContain(AUTHOR_LIST_WARNINGS.noAffiliations);
    expect(result.authors.map((entry) => entry.typedName)).toEqual([
      'K. Sachs',
      'M. Moskovic',
      'DESY',
      'Hamburg',
    ]);
  });
});

describe('parseAuthorList: refused lists', () => {
  function errorOf(text: string): string {
    try {
      parseAuthorList(text);
    } catch (error) {
      expect(error).toBeInstanceOf(AuthorListError);
      return (error as Error).message;
    }
    throw new Error('expected the list to be refused');
  }

  it('three blocks: authors grouped by affiliation', () => {
    expect(errorOf('K. Sachs\nDESY\n\nA. Holtkamp\nCERN\n\nT. Schwander\nSLAC')).toBe(
      'Authors grouped by affiliation? - Comming soon.Or too many empty lines.',
    );
  });

  it('ids of mixed types', () => {
    expect(errorOf('A. Einstein1, N. Bohr2\n\nETH\n2 Københavns Universitet')).toBe(
      "Cannot identify type of affiliation(s), found IDs: ['E', '2']",
    );
    expect(errorOf('A. Einstein1, N. Bohr2\n\n1\nETH\na\nKU')).toBe(
      "Cannot identify type of affiliation(s), found IDs: ['1', 'a']",
    );
  });

  it('affiliations without ids', () => {
    expect(errorOf('A. Einstein, N. Bohr\n\nETH Zurich\nKobenhavns Universitet')).toBe(
      AUTHOR_LIST_ERRORS.badAffiliationList,
    );
  });
});

describe('parseAuthorList: edge cases', () => {
  it('answers nothing for blank text', () => {
    expect(parseAuthorList(' \n\n \n')).toEqual({ authors: [], warnings: [] });
  });

  it('splits ids off names: trailing digits and symbols, digit runs, ORCIDs kept whole', () => {
    expect(authorBlockWords("Durães1,2 and F.S. Navarra2∗\nO'Neil 0000-0002-1825-0097")).toEqual([
      'Durães',
      '1',
      ',',
      '2',
      ',',
      'F.S.',
      'Navarra',
      '2∗',
      ',',
      "O'Neil",
      '0000-0002-1825-0097',
    ]);
  });

  it('reads the affiliation block alone', () => {
    expect([...parseAffiliationBlock('a CERN\nbb Fermilab, Batavia\n').entries()]).toEqual([
      ['a', 'CERN'],
      ['bb', 'Fermilab, Batavia'],
    ]);
  });

  it('reads a 3,000-author list in linear time', () => {
    const authors = Array.from(
      { length: 3000 },
      (_, index) => `A.B. Name${'x'.repeat(index % 7)}q ${(index % 200) + 1}`,
    );
    const affiliations = Array.from(
      { length: 200 },
      (_, index) => `${index + 1} Institute ${index + 1}, City, Country`,
    );
    const started = performance.now();
    const result = parseAuthorList(`${authors.join(', ')}\n\n${affiliations.join('\n')}`);
    expect(result.authors).toHaveLength(3000);
    expect(result.warnings).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('stays fast on a pathological run of symbols', () => {
    const started = performance.now();
    const result = parseAuthorList(`A. Name${'†'.repeat(200_000)} B. Other`);
    expect(result.authors.map((entry) => entry.typedName)).toEqual(['A. Name', 'B. Other']);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
