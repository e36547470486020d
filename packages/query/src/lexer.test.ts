import { describe, expect, it } from 'vitest';
import { tokenize } from './lexer';

const shapes = (query: string) =>
  tokenize(query).map((token) => {
    switch (token.type) {
      case 'word':
      case 'exact':
      case 'partial':
      case 'regex':
        return `${token.type}(${token.text})`;
      case 'colon':
        return `colon(${token.name})`;
      case 'minus':
        return token.glued ? 'minus' : 'minus_';
      default:
        return token.type;
    }
  });

describe('tokenize', () => {
  it('splits operators in word and symbol form', () => {
    expect(shapes('a AND b & c + d or e | f not g')).toEqual([
      'word(a)',
      'and',
      'word(b)',
      'and',
      'word(c)',
      'and',
      'word(d)',
      'or',
      'word(e)',
      'or',
      'word(f)',
      'not',
      'word(g)',
    ]);
  });

  it('keeps + and - inside words (N+, N-, ranges, dates)', () => {
    expect(shapes('topcite 1000+ date 2015-08-30- ac 1->10')).toEqual([
      'word(topcite)',
      'word(1000+)',
      'word(date)',
      'word(2015-08-30-)',
      'word(ac)',
      'word(1->10)',
    ]);
  });

  it('marks a leading minus as glued or standalone', () => {
    expect(shapes('-t - x')).toEqual(['minus', 'word(t)', 'minus_', 'word(x)']);
  });

  it('reads quoted, partial and regex values, keeping unbalanced quotes as characters', () => {
    expect(shapes('"a b" \'c\' /d e?/ "open')).toEqual([
      'exact(a b)',
      'partial(c)',
      'regex(d e?)',
      'word("open)',
    ]);
    expect(shapes("o'brien")).toEqual(["word(o'brien)"]);
    expect(shapes('hep-th/9711200 /x')).toEqual(['word(hep-th/9711200)', 'word(/x)']);
  });

  it('splits name: prefixes, nested ones included', () => {
    expect(shapes('refersto:recid:1 t:"x" dois.value:*')).toEqual([
      'colon(refersto)',
      'colon(recid)',
      'word(1)',
      'colon(t)',
      'exact(x)',
      'colon(dois.value)',
      'word(*)',
    ]);
  });

  it('does not split times, texkeys, URLs or arXiv identifiers at the colon', () => {
    expect(shapes('10:30 Witten:1998qj https://x.org arXiv:1607.08327 arxiv:hep-th/9711200')).toEqual([
      'word(10:30)',
      'word(Witten:1998qj)',
      'word(https://x.org)',
      'word(arXiv:1607.08327)',
      'word(arxiv:hep-th/9711200)',
    ]);
  });

  it('splits a keyword glued to a comparison', () => {
    expect(shapes('d<=2005 x>5')).toEqual(['word(d)', 'word(<=2005)', 'word(x>5)']);
  });

  it('keeps balanced parentheses inside a word and closes groups otherwise', () => {
    expect(shapes('(SU(2) x)')).toEqual(['lparen', 'word(SU(2))', 'word(x)', 'rparen']);
  });
});
