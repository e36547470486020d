import type { SearchFilters } from '../searchUrlState';
import { CheckboxFacet } from './CheckboxFacet';
import type { NamedFacet } from './facetList';
import { RangeFacet } from './RangeFacet';

interface FacetPanelProps {
  facets: readonly NamedFacet[];
  /** Facets of the search without range filters, giving range histograms their full axis. */
  baseFacets: readonly NamedFacet[];
  filters: SearchFilters;
  onFilterChange: (name: string, values: string[] | undefined) => void;
}

/** Every aggregation rendered by its `meta.type`, in `meta.order`. */
export function FacetPanel({ facets, baseFacets, filters, onFilterChange }: FacetPanelProps) {
  return (
    <div className="facet-panel">
      {facets.map(({ name, aggregation }) => {
        const selected = filters[name] ?? [];
        if (aggregation.buckets.length === 0 && selected.length === 0) {
          return null;
        }
        if (aggregation.meta.type === 'range') {
          const base = baseFacets.find((facet) => facet.name === name)?.aggregation.buckets ?? [];
          return (
            <RangeFacet
              key={name}
              name={name}
              title={aggregation.meta.title}
              buckets={aggregation.buckets}
              baseBuckets={base}
              selection={selected[0]}
              onChange={(value) => onFilterChange(name, value ? [value] : undefined)}
            />
          );
        }
        return (
          <CheckboxFacet
            key={name}
            name={name}
            aggregation={aggregation}
            selected={selected}
            onChange={(values) => onFilterChange(name, values.length > 0 ? values : undefined)}
          />
        );
      })}
    </div>
  );
}
