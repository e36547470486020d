import type { FacetAggregation } from '@parton/records';
import { Select } from 'antd';
import { formatCount } from '../../numberFormat';

interface MultiselectFacetProps {
  name: string;
  aggregation: FacetAggregation;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

/** A `multiselect` facet (job regions, ranks, fields, status): a searchable multiple select. */
export function MultiselectFacet({ name, aggregation, selected, onChange }: MultiselectFacetProps) {
  const present = new Set(aggregation.buckets.map((bucket) => String(bucket.key)));
  const options = [
    ...selected.filter((value) => !present.has(value)).map((value) => ({ value, label: `${value} (0)` })),
    ...aggregation.buckets.map((bucket) => ({
      value: String(bucket.key),
      label: `${bucket.key_as_string ?? String(bucket.key)} (${formatCount(bucket.doc_count)})`,
    })),
  ];
  const titleId = `facet-${name}`;
  return (
    <section className="facet facet--multiselect" aria-labelledby={titleId}>
      <h3 id={titleId} className="facet__title">
        {aggregation.meta.title}
      </h3>
      <Select
        mode="multiple"
        allowClear
        className="facet__select"
        aria-labelledby={titleId}
        placeholder={`Any ${aggregation.meta.title.toLowerCase()}`}
        value={[...selected]}
        options={options}
        optionFilterProp="label"
        onChange={(values: string[]) => onChange(values)}
      />
    </section>
  );
}
