import { describe, expect, it } from 'vitest';
import { latexEncode } from './latex-encode';

describe('latexEncode', () => {
  it('leaves plain ASCII text alone', () => {
    expect(latexEncode('Measurement of the W mass (2022) at 13 TeV: a review!')).toBe(
      'Measurement of the W mass (2022) at 13 TeV: a review!',
    );
  });

  it('writes accented letters as accent macros', () => {
    expect(latexEncode('Gérard')).toBe("G\\'erard");
    expect(latexEncode('Müller')).toBe('M\\"uller');
    expect(latexEncode('Françoise')).toBe('Fran\\c{c}oise');
    expect(latexEncode('Muñoz')).toBe('Mu\\~noz');
    expect(latexEncode('Poincaré')).toBe("Poincar\\'e");
    expect(latexEncode('Dvořák')).toBe("Dvo\\v{r}\\'ak");
  });

  it('closes letter macros with {} so the next letter does not join them', () => {
    expect(latexEncode('Paweł')).toBe('Pawe\\l{}');
    expect(latexEncode('Ørsted')).toBe('\\O{}rsted');
    expect(latexEncode('Bjørn')).toBe('Bj\\o{}rn');
    expect(latexEncode('Großmann')).toBe('Gro\\ss{}mann');
    expect(latexEncode('Ísafjörður')).toBe('\\\'Isafj\\"or\\dh{}ur');
  });

  it('writes å with the ring accent, as pylatexenc does', () => {
    expect(latexEncode('Ångström')).toBe('\\r{A}ngstr\\"om');
    expect(latexEncode('Håkan')).toBe('H\\r{a}kan');
  });

  it('writes Greek letters in maths mode and Latin-looking capitals as Latin letters', () => {
    expect(latexEncode('γ-ray')).toBe('\\ensuremath{\\gamma}-ray');
    expect(latexEncode('DAΦNE')).toBe('DA\\ensuremath{\\Phi}NE');
    expect(latexEncode('αβδεζηθικλμνξπρστυφχψω')).toBe(
      [
        'alpha',
        'beta',
        'delta',
        'varepsilon',
        'zeta',
        'eta',
        'theta',
        'iota',
        'kappa',
        'lambda',
        'mu',
        'nu',
        'xi',
        'pi',
        'rho',
        'sigma',
        'tau',
        'upsilon',
        'varphi',
        'chi',
        'psi',
        'omega',
      ]
        .map((letter) => `\\ensuremath{\\${letter}}`)
        .join(''),
    );
    expect(latexEncode('ΓΔΘΛΞΠΣΥΦΨΩ')).toBe(
      ['Gamma', 'Delta', 'Theta', 'Lambda', 'Xi', 'Pi', 'Sigma', 'Upsilon', 'Phi', 'Psi', 'Omega']
        .map((letter) => `\\ensuremath{\\${letter}}`)
        .join(''),
    );
    expect(latexEncode('ΑΒΕΖΗΙΚΜΝΟΡΤΧ')).toBe('ABEZHIKMNOPTX');
  });

  it('composes decomposed accents before encoding them', () => {
    expect(latexEncode('Ge\u0301rard')).toBe("G\\'erard");
    expect(latexEncode('Mu\u0308ller')).toBe('M\\"uller');
  });

  it('escapes the characters LaTeX treats as special', () => {
    expect(latexEncode('R&D 50% $5 #1 a_b {x}')).toBe('R\\&D 50\\% \\$5 \\#1 a\\_b \\{x\\}');
    expect(latexEncode('a\\b ^ ~')).toBe('a\\textbackslash{}b \\textasciicircum{} \\textasciitilde{}');
  });

  it('writes straight double quotes as two single quotes', () => {
    expect(latexEncode('the "Higgs"')).toBe("the ''Higgs''");
  });

  it('encodes typographic punctuation and maths symbols', () => {
    expect(latexEncode('1–2 — “quoted” …')).toBe(
      '1\\textendash{}2 \\textemdash{} \\textquotedblleft{}quoted\\textquotedblright{} \\textellipsis{}',
    );
    expect(latexEncode('E ≈ 10 ± 2 → ∞')).toBe(
      'E \\ensuremath{\\approx} 10 \\ensuremath{\\pm} 2 \\textrightarrow{} \\ensuremath{\\infty}',
    );
    expect(latexEncode('ℏ')).toBe('\\ensuremath{\\hbar}');
  });

  it('writes Cyrillic letters as the \\CYR… macros of the T2A encoding', () => {
    expect(latexEncode('Наука')).toBe('\\CYRN{}\\cyra{}\\cyru{}\\cyrk{}\\cyra{}');
    expect(latexEncode('Ёлка щи')).toBe('\\CYRYO{}\\cyrl{}\\cyrk{}\\cyra{} \\cyrshch{}\\cyri{}');
  });

  it('keeps characters it has no LaTeX for', () => {
    expect(latexEncode('漢字')).toBe('漢字');
  });

  it('leaves $…$ maths of a title untouched and encodes the text around it', () => {
    expect(latexEncode('Search for $B_s^0 \\to \\mu^+\\mu^-$ & more at Ø', { containsMath: true })).toBe(
      'Search for $B_s^0 \\to \\mu^+\\mu^-$ \\& more at \\O{}',
    );
  });

  it('leaves \\(…\\) maths untouched as well', () => {
    expect(latexEncode('The \\(x_1\\) case_2', { containsMath: true })).toBe('The \\(x_1\\) case\\_2');
  });

  it('encodes a lone dollar in a title that has no closing one', () => {
    expect(latexEncode('Costs in $ and €', { containsMath: true })).toBe('Costs in \\$ and \\texteuro{}');
  });

  it('encodes maths too when the text is not a title', () => {
    expect(latexEncode('$x_1$')).toBe('\\$x\\_1\\$');
  });
});
