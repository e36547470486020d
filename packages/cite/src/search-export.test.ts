import { describe, expect, it } from 'vitest';
import { toBibtex } from './bibtex';
import { toLatex } from './latex';
import { joinBibtex, joinLatex } from './search-export';
import { buildLiterature } from './test-factories';

describe('search exports', () => {
  it('joins BibTeX entries with a newline, leaving a blank line between entries', () => {
    const entries = [
      toBibtex(buildLiterature()),
      toBibtex(buildLiterature({ control_number: 637_275_232, titles: [{ title: 'Yet another title.' }] })),
    ];
    expect(joinBibtex(entries)).toBe(
      '@article{637275237,\n    title = "{This is a title.}"\n}\n\n@article{637275232,\n    title = "{Yet another title.}"\n}\n',
    );
  });

  it('joins LaTeX entries with a blank line', () => {
    const today = new Date('1994-12-19T00:00:00Z');
    const first = toLatex(buildLiterature(), 'eu', { today });
    const second = toLatex(buildLiterature({ control_number: 637_275_232 }), 'eu', { today });
    expect(joinLatex([first, second])).toBe(`${first}\n\n${second}`);
  });

  it('joins nothing into an empty export', () => {
    expect(joinBibtex([])).toBe('');
    expect(joinLatex([])).toBe('');
  });
});
