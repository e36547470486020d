import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxFacet } from './CheckboxFacet';

function aggregation(count: number) {
  return {
    meta: { title: 'Author', type: 'checkbox', order: 4, split: true },
    buckets: Array.from({ length: count }, (_, index) => ({
      key: `${index}_Author ${index}`,
      doc_count: 100 - index,
    })),
  };
}

describe('checkbox facet', () => {
  it('shows 10 buckets, then 10 more per click, until all are shown', () => {
    const { container } = render(
      <CheckboxFacet name="author" aggregation={aggregation(25)} selected={[]} onChange={vi.fn()} />,
    );
    const shownBuckets = () => container.querySelectorAll('input[type="checkbox"]').length;
    expect(shownBuckets()).toBe(10);
    fireEvent.click(screen.getByText('Show more'));
    expect(shownBuckets()).toBe(20);
    fireEvent.click(screen.getByText('Show more'));
    expect(shownBuckets()).toBe(25);
    expect(screen.queryByText('Show more')).toBeNull();
  });

  it('offers no expand control when there are 10 buckets or fewer', () => {
    render(<CheckboxFacet name="author" aggregation={aggregation(10)} selected={[]} onChange={vi.fn()} />);
    expect(screen.queryByText('Show more')).toBeNull();
  });

  it('drops the id prefix of split keys and reports the full key on selection', () => {
    const onChange = vi.fn();
    render(<CheckboxFacet name="author" aggregation={aggregation(3)} selected={[]} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Author 1'));
    expect(onChange).toHaveBeenCalledWith(['1_Author 1']);
  });
});
