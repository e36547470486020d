import type { FacetAggregation } from '@parton/records';
import { Checkbox } from 'antd';
import { buildFacetTree, DEFAULT_TREE_SEPARATOR, type FacetTreeNode } from '../../facetTree';
import { formatCount } from '../../numberFormat';

interface TreeFacetProps {
  name: string;
  aggregation: FacetAggregation;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

/** A `tree` facet (experiment classifications): nested checkboxes, each node filtering on its whole path. */
export function TreeFacet({ name, aggregation, selected, onChange }: TreeFacetProps) {
  const separator =
    typeof aggregation.meta['split_tree_by'] === 'string'
      ? aggregation.meta['split_tree_by']
      : DEFAULT_TREE_SEPARATOR;
  const tree = buildFacetTree(aggregation.buckets, separator);
  const toggle = (path: string, checked: boolean) => {
    onChange(checked ? [...selected, path] : selected.filter((value) => value !== path));
  };
  const renderNodes = (nodes: readonly FacetTreeNode[], depth: number) => (
    <ul className={depth === 0 ? 'facet__buckets' : 'facet__buckets facet__buckets--nested'}>
      {nodes.map((node) => (
        <li key={node.path}>
          <div className="facet__bucket">
            <Checkbox
              checked={selected.includes(node.path)}
              onChange={(event) => toggle(node.path, event.target.checked)}
            >
              <span className="facet__label">{node.label}</span>
            </Checkbox>
            <span className="facet__count">{formatCount(node.count)}</span>
          </div>
          {node.children.length > 0 ? renderNodes(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  const titleId = `facet-${name}`;
  return (
    <section className="facet facet--tree" aria-labelledby={titleId}>
      <h3 id={titleId} className="facet__title">
        {aggregation.meta.title}
      </h3>
      {renderNodes(tree, 0)}
    </section>
  );
}
