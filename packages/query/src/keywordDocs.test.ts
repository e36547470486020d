import { describe, expect, it } from 'vitest';
import type { QueryNode } from './ast';
import { KEYWORD_DOCS, keywordAliases, SYNTAX_DOCS } from './keywordDocs';
import { type CanonicalKeyword, KEYWORD_ALIASES, keywordOf } from './keywords';
import { parse } from './test/helpers';

/** Every node of a parsed query, depth first. */
function nodesOf(node: QueryNode): QueryNode[] {
  switch (node.type) {
    case 'and':
    case 'or':
      return [node, ...nodesOf(node.left), ...nodesOf(node.right)];
    case 'not':
      return [node, ...nodesOf(node.operand)];
    default:
      return [node];
  }
}

const documented = Object.keys(KEYWORD_DOCS) as CanonicalKeyword[];
const parserKeywords = [...new Set(KEYWORD_ALIASES.values())];

describe('keyword documentation (Search Tips)', () => {
  it('documents exactly the keywords the parser knows', () => {
    expect(new Set(documented)).toEqual(new Set(parserKeywords));
  });

  it.each(parserKeywords)('documents %s with a description, its aliases and an example', (keyword) => {
    const doc = KEYWORD_DOCS[keyword];
    expect(doc, `KEYWORD_DOCS lacks ${keyword}`).toBeDefined();
    expect(doc.description.trim()).not.toBe('');
    expect(keywordAliases(keyword).length).toBeGreaterThan(0);
    // The example is written with one of this keyword's own aliases.
    const written = /^[^\s:]+/.exec(doc.example)?.[0] ?? '';
    expect(keywordOf(written), `${doc.example} starts with an alias of ${keyword}`).toBe(keyword);
  });

  it.each(documented.filter((keyword) => keyword !== 'unmapped'))(
    'the example of %s parses into a clause of that keyword, not free text',
    (keyword) => {
      const nodes = nodesOf(parse(KEYWORD_DOCS[keyword].example));
      expect(nodes.some((node) => node.type === 'freeText' || node.type === 'unmapped')).toBe(false);
    },
  );

  it('says the truth about the compatibility keywords: they are searched as free text', () => {
    expect(parse(KEYWORD_DOCS.unmapped.example)).toMatchObject({ type: 'unmapped' });
  });

  it('reads the aliases from the parser table', () => {
    expect(keywordAliases('title')).toEqual(['title', 'ti', 't']);
    expect(keywordAliases('topcite')).toContain('cited');
  });
});

describe('syntax documentation (Search Tips)', () => {
  const examples = SYNTAX_DOCS.flatMap((section) => section.examples.map((example) => example.query));

  it.each(examples)('the parser accepts %s', (query) => {
    expect(parse(query).type).not.toBe('matchAll');
  });

  it('covers operators, quotes, wildcards, ranges, topcite and dates', () => {
    for (const needed of [' and ', ' or ', 'not ', '"', "'", '*', '->', 'topcite 1000+', 'date ']) {
      expect(
        examples.some((query) => query.includes(needed)),
        needed,
      ).toBe(true);
    }
  });

  it('means what it says about operators and ranges', () => {
    expect(parse('t higgs and (cn atlas or cn cms)')).toMatchObject({ type: 'and', right: { type: 'or' } });
    expect(parse('a ellis not t supersymmetry')).toMatchObject({ type: 'and', right: { type: 'not' } });
    expect(parse('topcite 1000+')).toMatchObject({ type: 'number', condition: { op: 'gte', value: 1000 } });
    expect(parse('topcite 10->50')).toMatchObject({ condition: { op: 'between', from: 10, to: 50 } });
    expect(parse('t "higgs boson"')).toMatchObject({ value: { kind: 'exact' } });
    expect(parse("t 'symmetr'")).toMatchObject({ value: { kind: 'partial' } });
    expect(parse('t neutrino*')).toMatchObject({ value: { kind: 'wildcard' } });
  });
});
