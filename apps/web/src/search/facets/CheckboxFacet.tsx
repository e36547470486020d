import { QuestionCircleOutlined } from '@ant-design/icons';
import { FACET_BUCKETS_SHOWN, type FacetAggregation, type FacetBucket } from '@parton/records';
import { Button, Checkbox, Tooltip } from 'antd';
import { useState } from 'react';
import { ExternalLink } from '../../common/components/ExternalLink';
import { formatCount } from '../../common/numberFormat';
import { bucketLabel, bucketValue, nextVisibleCount } from './facetList';

interface BucketHelp {
  text?: string;
  link?: string;
}

function helpFor(aggregation: FacetAggregation, key: string): BucketHelp | undefined {
  const help = aggregation.meta['bucket_help'];
  if (!help || typeof help !== 'object') {
    return undefined;
  }
  const entry = (help as Record<string, unknown>)[key];
  return entry && typeof entry === 'object' ? (entry as BucketHelp) : undefined;
}

/** Selected values stay listed (on top) even when the current results no longer return their bucket. */
function withSelectedFirst(buckets: readonly FacetBucket[], selected: readonly string[]): FacetBucket[] {
  const present = new Set(buckets.map(bucketValue));
  const missing = selected
    .filter((value) => !present.has(value))
    .map((value) => ({ key: value, doc_count: 0 }));
  return [...missing, ...buckets];
}

interface CheckboxFacetProps {
  name: string;
  aggregation: FacetAggregation;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}

export function CheckboxFacet({ name, aggregation, selected, onChange }: CheckboxFacetProps) {
  const buckets = withSelectedFirst(aggregation.buckets, selected);
  const [visibleCount, setVisibleCount] = useState(FACET_BUCKETS_SHOWN);
  const split = aggregation.meta.split === true;
  const toggle = (value: string, checked: boolean) => {
    onChange(checked ? [...selected, value] : selected.filter((entry) => entry !== value));
  };
  const titleId = `facet-${name}`;
  return (
    <section className="facet" aria-labelledby={titleId}>
      <h3 id={titleId} className="facet__title">
        {aggregation.meta.title}
      </h3>
      <ul className="facet__buckets">
        {buckets.slice(0, visibleCount).map((bucket) => {
          const value = bucketValue(bucket);
          const help = helpFor(aggregation, value);
          return (
            <li key={value} className="facet__bucket">
              <Checkbox
                checked={selected.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
              >
                <span className="facet__label">{bucketLabel(bucket, split)}</span>
              </Checkbox>
              {help?.text ? (
                <Tooltip
                  title={
                    <>
                      {help.text}{' '}
                      {help.link ? (
                        <ExternalLink href={help.link}>
                          More about “{bucketLabel(bucket, split)}”
                        </ExternalLink>
                      ) : null}
                    </>
                  }
                >
                  <QuestionCircleOutlined className="facet__help" aria-label={help.text} />
                </Tooltip>
              ) : null}
              <span className="facet__count">{formatCount(bucket.doc_count)}</span>
            </li>
          );
        })}
      </ul>
      {visibleCount < buckets.length ? (
        <Button
          type="link"
          size="small"
          className="facet__more"
          onClick={() => setVisibleCount(nextVisibleCount(visibleCount, buckets.length))}
        >
          Show more
        </Button>
      ) : null}
    </section>
  );
}
