import type { FacetBucket } from '@parton/records';

export const DEFAULT_TREE_SEPARATOR = '|';

export interface FacetTreeNode {
  /** The whole path, the value the filter takes: `Collider Experiments|Hadrons`. */
  path: string;
  /** The last segment, shown as the label: `Hadrons`. */
  label: string;
  count: number;
  children: FacetTreeNode[];
}

/**
 * Builds the classification tree of a `tree` facet from path-like bucket keys (`A|B|C`). A node counts its own
 * bucket when the server sent one, else the sum of its children; siblings keep the server's order.
 */
export function buildFacetTree(
  buckets: readonly FacetBucket[],
  separator = DEFAULT_TREE_SEPARATOR,
): FacetTreeNode[] {
  const roots: FacetTreeNode[] = [];
  const byPath = new Map<string, FacetTreeNode>();
  const counted = new Set<string>();
  for (const bucket of buckets) {
    const segments = String(bucket.key)
      .split(separator)
      .map((segment) => segment.trim())
      .filter(Boolean);
    let siblings = roots;
    let path = '';
    for (const segment of segments) {
      path = path ? `${path}${separator}${segment}` : segment;
      let node = byPath.get(path);
      if (!node) {
        node = { path, label: segment, count: 0, children: [] };
        byPath.set(path, node);
        siblings.push(node);
      }
      siblings = node.children;
    }
    const node = byPath.get(path);
    if (node) {
      node.count = bucket.doc_count;
      counted.add(path);
    }
  }
  const fillCounts = (node: FacetTreeNode): number => {
    const childSum = node.children.reduce((sum, child) => sum + fillCounts(child), 0);
    if (!counted.has(node.path)) {
      node.count = childSum;
    }
    return node.count;
  };
  for (const root of roots) {
    fillCounts(root);
  }
  return roots;
}
