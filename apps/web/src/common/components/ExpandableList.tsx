import { DEFAULT_LIST_LIMIT } from '@parton/records';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';

interface ExpandableListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  limit?: number;
  separator?: ReactNode;
  inline?: boolean;
}

/** Shows the first `limit` items; the 'Show all (n)' / 'Hide' control appears only when there are more. */
export function ExpandableList<T>({
  items,
  renderItem,
  limit = DEFAULT_LIST_LIMIT,
  inline = false,
}: ExpandableListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? items : items.slice(0, limit);
  const Wrapper = inline ? 'span' : 'ul';
  const Item = inline ? 'span' : 'li';
  return (
    <>
      <Wrapper className={inline ? 'expandable-list expandable-list--inline' : 'expandable-list'}>
        {visible.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity of their own
          <Item key={index}>{renderItem(item, index)}</Item>
        ))}
      </Wrapper>
      {items.length > limit ? (
        <Button
          type="link"
          size="small"
          className="expandable-list__toggle"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide' : `Show all (${items.length})`}
        </Button>
      ) : null}
    </>
  );
}
