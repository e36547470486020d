import { FacetPanel } from '../../../search/facets/FacetPanel';
import type { NamedFacet } from '../../../search/facets/facetList';
import type { SearchFilters } from '../../../search/searchUrlState';
import { MultiselectFacet } from './MultiselectFacet';
import { TreeFacet } from './TreeFacet';

interface CollectionFacetsProps {
  facets: readonly NamedFacet[];
  filters: SearchFilters;
  onFilterChange: (name: string, values: string[] | undefined) => void;
  /** Values shown as selected when the URL names none (jobs show `status: open` by default). */
  defaultSelections?: SearchFilters;
}

/**
 * The facets of a collection search, in `meta.order`, each drawn by its `meta.type`: `multiselect` and `tree`
 * here, `checkbox` and `range` by the shared facet panel.
 */
export function CollectionFacets({
  facets,
  filters,
  onFilterChange,
  defaultSelections = {},
}: CollectionFacetsProps) {
  return (
    <div className="collection-facets">
      {facets.map((facet) => {
        const { name, aggregation } = facet;
        const selected = filters[name] ?? defaultSelections[name] ?? [];
        const onChange = (values: string[]) => onFilterChange(name, values.length > 0 ? values : undefined);
        if (aggregation.buckets.length === 0 && selected.length === 0) {
          return null;
        }
        if (aggregation.meta.type === 'multiselect') {
          return (
            <MultiselectFacet
              key={name}
              name={name}
              aggregation={aggregation}
              selected={selected}
              onChange={onChange}
            />
          );
        }
        if (aggregation.meta.type === 'tree') {
          return (
            <TreeFacet
              key={name}
              name={name}
              aggregation={aggregation}
              selected={selected}
              onChange={onChange}
            />
          );
        }
        return (
          <FacetPanel
            key={name}
            facets={[facet]}
            baseFacets={[]}
            filters={{ ...filters, [name]: selected }}
            onFilterChange={onFilterChange}
          />
        );
      })}
    </div>
  );
}
