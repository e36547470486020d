import { describe, expect, it } from 'vitest';
import { classifyCiteKey, extractCiteKeys, replaceEntryKey, validCiteKey } from './bibliography-generator';

describe('extractCiteKeys', () => {
  it('splits a \\cite on commas and drops whitespace inside keys', () => {
    expect(extractCiteKeys('see \\cite{hep-th/0501240, hep-th/0412210,JHEP.0412.015}.')).toEqual([
      { key: 'hep-th/0501240', line: 1 },
      { key: 'hep-th/0412210', line: 1 },
      { key: 'JHEP.0412.015', line: 1 },
    ]);
  });

  it('reports the line of the first citation and drops repeats', () => {
    const source = 'Intro \\cite{Brodsky:2012ms}\n\nAgain \\cite{Brodsky:2012ms} and \\cite{Beacom:2004yd}';
    expect(extractCiteKeys(source)).toEqual([
      { key: 'Brodsky:2012ms', line: 1 },
      { key: 'Beacom:2004yd', line: 3 },
    ]);
  });

  it('accepts a space before the brace', () => {
    expect(extractCiteKeys('\\cite {Maldacena:1997re}')).toEqual([{ key: 'Maldacena:1997re', line: 1 }]);
  });

  it('accepts natbib and biblatex variants, starred forms and optional arguments', () => {
    const source = [
      '\\citep{a:2001aa}',
      '\\citet*{b:2002bb}',
      '\\cite[p.~3]{c:2003cc}',
      '\\citep[see][ch.~2]{d:2004dd}',
      '\\parencite{e:2005ee}',
      '\\nocite{f:2006ff}',
    ].join('\n');
    expect(extractCiteKeys(source)).toEqual([
      { key: 'a:2001aa', line: 1 },
      { key: 'b:2002bb', line: 2 },
      { key: 'c:2003cc', line: 3 },
      { key: 'd:2004dd', line: 4 },
      { key: 'e:2005ee', line: 5 },
      { key: 'f:2006ff', line: 6 },
    ]);
  });

  it('skips commented-out lines and trailing comments', () => {
    const source =
      '% \\cite{Commented:2001aa}\n  % \\cite{Indented:2001aa}\nText \\cite{Kept:2001aa} % \\cite{Trailing:2001aa}';
    expect(extractCiteKeys(source)).toEqual([{ key: 'Kept:2001aa', line: 3 }]);
  });

  it('does not treat an escaped \\% as a comment', () => {
    expect(extractCiteKeys('A 5\\% effect \\cite{Effect:2001aa}')).toEqual([
      { key: 'Effect:2001aa', line: 1 },
    ]);
  });

  it('treats a % after a line break \\\\ as a comment', () => {
    expect(extractCiteKeys('a\\\\% \\cite{Hidden:2001aa}\n\\cite{Shown:2001aa}')).toEqual([
      { key: 'Shown:2001aa', line: 2 },
    ]);
  });

  it('keeps the first line of a key cited again with other keys, and keys invalid for lookup', () => {
    const source = '\\cite{a:2001aa, smith_2019}\n\\citep[p.~3]{b:2002bb,a:2001aa}\n\\cite{smith_2019}';
    expect(extractCiteKeys(source)).toEqual([
      { key: 'a:2001aa', line: 1 },
      { key: 'smith_2019', line: 1 },
      { key: 'b:2002bb', line: 2 },
    ]);
  });

  it('ignores macro parameters #1 to #99', () => {
    expect(extractCiteKeys('\\newcommand{\\mycite}[2]{\\cite{#1,#12,Real:2001aa}}')).toEqual([
      { key: 'Real:2001aa', line: 1 },
    ]);
  });

  it('reads a key list that continues on the next line', () => {
    expect(extractCiteKeys('\\cite{First:2001aa,\n  Second:2002bb}')).toEqual([
      { key: 'First:2001aa', line: 1 },
      { key: 'Second:2002bb', line: 1 },
    ]);
  });

  it('counts lines of Windows and old Mac line endings', () => {
    expect(extractCiteKeys('a\r\nb\rc \\cite{Third:2003cc}')).toEqual([{ key: 'Third:2003cc', line: 3 }]);
  });

  it('reads 10 MB of unclosed \\cite{ and \\cite[ in linear time', () => {
    for (const opening of ['\\cite{', '\\cite[', '\\cite[a]{']) {
      const source = opening.repeat(Math.floor((10 * 1024 * 1024) / opening.length));
      const started = performance.now();
      expect(extractCiteKeys(source)).toEqual([]);
      // Quadratic scanning takes hours here; linear takes well under a second.
      expect(performance.now() - started, opening).toBeLessThan(5_000);
    }
  });

  it('finds nothing in a source without citations', () => {
    expect(extractCiteKeys('\\documentclass{article}\n\\begin{document}\\end{document}')).toEqual([]);
  });
});

describe('classifyCiteKey', () => {
  it('recognises DOIs before any other kind', () => {
    expect(classifyCiteKey('10.1103/PhysRevD.88.034505')).toEqual({
      kind: 'doi',
      query: 'doi:"10.1103/PhysRevD.88.034505"',
    });
    expect(classifyCiteKey('10.1007/JHEP04(2021)001')?.kind).toBe('doi');
    expect(classifyCiteKey('10.1000.10/123456')?.kind).toBe('doi');
    // Not a DOI: no registrant code of 4 digits or more.
    expect(classifyCiteKey('10.12/abc')?.kind).not.toBe('doi');
  });

  it('recognises ADS bibcodes', () => {
    expect(classifyCiteKey('1979PhLB...80..360E')).toEqual({
      kind: 'bibcode',
      query: 'external_system_identifiers.value:"1979PhLB...80..360E"',
    });
    expect(classifyCiteKey('1999IJTP...38.1113M')?.kind).toBe('bibcode');
  });

  it('recognises texkeys', () => {
    expect(classifyCiteKey('Beacom:2010kk')).toEqual({ kind: 'texkey', query: 'texkey:"Beacom:2010kk"' });
    expect(classifyCiteKey('Nakamura:2010zzi')?.kind).toBe('texkey');
  });

  it('recognises old and new arXiv identifiers', () => {
    expect(classifyCiteKey('hep-th/9711200')).toEqual({ kind: 'eprint', query: 'eprint:"hep-th/9711200"' });
    expect(classifyCiteKey('1004.3311')).toEqual({ kind: 'eprint', query: 'eprint:"1004.3311"' });
    expect(classifyCiteKey('2111.09849')?.kind).toBe('eprint');
  });

  it('recognises journal references and searches them as title, volume and page', () => {
    expect(classifyCiteKey('Phys.Rev.D.88.034505')).toEqual({
      kind: 'journal',
      query: 'j:"Phys.Rev.D,88,034505"',
    });
    expect(classifyCiteKey('JHEP.0412.015')).toEqual({ kind: 'journal', query: 'j:"JHEP,0412,015"' });
    expect(classifyCiteKey('PhysRev.D66.010001')).toEqual({
      kind: 'journal',
      query: 'j:"PhysRev,D66,010001"',
    });
  });

  it('recognises report numbers', () => {
    expect(classifyCiteKey('CERN-PH-EP-2012-218')).toEqual({
      kind: 'report',
      query: 'r:"CERN-PH-EP-2012-218"',
    });
  });

  it('leaves keys of no known kind unclassified', () => {
    expect(classifyCiteKey('mybook')).toBeUndefined();
  });
});

describe('validCiteKey', () => {
  it('accepts letters, digits and - / : , .', () => {
    expect(validCiteKey('hep-th/9711200')).toBe(true);
    expect(validCiteKey('Beacom:2010kk')).toBe(true);
    expect(validCiteKey('1979PhLB...80..360E')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(validCiteKey('smith_2019')).toBe(false);
    expect(validCiteKey('a b')).toBe(false);
    expect(validCiteKey('2008A&A...')).toBe(false);
    expect(validCiteKey('')).toBe(false);
  });
});

describe('replaceEntryKey', () => {
  it('replaces the key of a BibTeX entry only', () => {
    const entry = '@article{Bern:2005hs,\n    title = "{Bern:2005hs}"\n}\n';
    expect(replaceEntryKey(entry, 'bibtex', 'hep-th/0501240')).toBe(
      '@article{hep-th/0501240,\n    title = "{Bern:2005hs}"\n}\n',
    );
  });

  it('replaces the key of the \\cite comment and of the \\bibitem of a LaTeX entry', () => {
    const entry = "%\\cite{Bern:2005hs}\n\\bibitem{Bern:2005hs}\n%``Title,''";
    expect(replaceEntryKey(entry, 'latex_eu', 'hep-th/0501240')).toBe(
      "%\\cite{hep-th/0501240}\n\\bibitem{hep-th/0501240}\n%``Title,''",
    );
    expect(replaceEntryKey(entry, 'latex-us', 'X:2000aa')).toBe(
      "%\\cite{X:2000aa}\n\\bibitem{X:2000aa}\n%``Title,''",
    );
  });

  it('takes the user key literally', () => {
    expect(replaceEntryKey('@article{A:2000aa,\n}\n', 'bibtex', "$&$'")).toBe("@article{$&$',\n}\n");
  });

  it('leaves the BibTeX failure comment alone', () => {
    const failure = '% Bibtex generation failed for record 1';
    expect(replaceEntryKey(failure, 'bibtex', 'X:2000aa')).toBe(failure);
  });
});
