import { describe, expect, it } from 'vitest';
import { bibtexPersonName, displayName, initialsName } from './names';

describe('initialsName (LaTeX author names)', () => {
  it('abbreviates the given names and puts them first', () => {
    expect(initialsName('Castle, Frank')).toBe('F. Castle');
    expect(initialsName('Ellis, John R.')).toBe('J. R. Ellis');
  });

  it('abbreviates each part of hyphenated and dotted given names', () => {
    expect(initialsName('Dupont, Jean-Pierre')).toBe('J. P. Dupont');
    expect(initialsName('Smith, J.R.')).toBe('J. R. Smith');
  });

  it('keeps a suffix after the last name', () => {
    expect(initialsName('Black, Joe Jr.')).toBe('J. Black, Jr.');
    expect(initialsName('Smith, John, III')).toBe('J. Smith, III');
  });

  it('reads a name without a comma as given names then last name', () => {
    expect(initialsName('Frank Castle')).toBe('F. Castle');
  });

  it('prints a single name as it is', () => {
    expect(initialsName('Jimmy')).toBe('Jimmy');
  });

  it('keeps accented initials', () => {
    expect(initialsName('Gérard, Émile')).toBe('É. Gérard');
  });
});

describe('displayName (CV author names)', () => {
  it('writes given names before the last name', () => {
    expect(displayName('Doe, John6')).toBe('John6 Doe');
    expect(displayName('Black, Joe Jr.')).toBe('Joe Black, Jr.');
    expect(displayName('Jimmy')).toBe('Jimmy');
  });
});

describe('bibtexPersonName', () => {
  it('keeps `Last, First` names and LaTeX-encodes them', () => {
    expect(bibtexPersonName('Gérard, Paweł')).toBe("G\\'erard, Pawe\\l{}");
  });

  it('spaces initials written together', () => {
    expect(bibtexPersonName('Aoki, Y.')).toBe('Aoki, Y.');
    expect(bibtexPersonName('Smith, J.R.')).toBe('Smith, J. R.');
  });

  it('moves a trailing suffix before the given names', () => {
    expect(bibtexPersonName('Smith, John, Jr.')).toBe('Smith, Jr., John');
  });

  it('turns `First Last` into `Last, First` as BibTeX reads names', () => {
    expect(bibtexPersonName('John Smith')).toBe('Smith, John');
    expect(bibtexPersonName('Ludwig van Beethoven')).toBe('van Beethoven, Ludwig');
  });

  it('keeps particles of `von Last, First` names', () => {
    expect(bibtexPersonName("'t Hooft, Gerard")).toBe("'t Hooft, Gerard");
    expect(bibtexPersonName('de Vries, Jan')).toBe('de Vries, Jan');
  });

  it('normalises whitespace', () => {
    expect(bibtexPersonName('  Rossi,   Maria  ')).toBe('Rossi, Maria');
  });
});
