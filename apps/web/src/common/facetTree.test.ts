import { describe, expect, it } from 'vitest';
import { buildFacetTree } from './facetTree';

describe('tree facets', () => {
  it('nests path keys and sums counts of nodes the server did not count', () => {
    const tree = buildFacetTree([
      { key: 'Collider Experiments|Hadrons|p p', doc_count: 4 },
      { key: 'Collider Experiments|Hadrons|p anti-p', doc_count: 2 },
      { key: 'Non-experimental|Lattice Gauge Theory', doc_count: 1 },
    ]);
    expect(tree.map((node) => [node.label, node.count])).toEqual([
      ['Collider Experiments', 6],
      ['Non-experimental', 1],
    ]);
    const hadrons = tree[0]?.children[0];
    expect(hadrons?.path).toBe('Collider Experiments|Hadrons');
    expect(hadrons?.children.map((node) => node.path)).toEqual([
      'Collider Experiments|Hadrons|p p',
      'Collider Experiments|Hadrons|p anti-p',
    ]);
  });

  it("keeps the server's count of an inner node", () => {
    const tree = buildFacetTree([
      { key: 'Collider Experiments', doc_count: 10 },
      { key: 'Collider Experiments|Hadrons', doc_count: 3 },
    ]);
    expect(tree[0]?.count).toBe(10);
  });
});
