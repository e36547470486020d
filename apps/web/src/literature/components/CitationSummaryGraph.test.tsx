import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BarSelection } from '../citationSummary';
import { toggleBar } from '../citationSummaryFigures';
import { CitationSummaryGraph } from './CitationSummaryGraph';

const BARS = [
  { key: '0--0', label: '0', citeable: 3, published: 1 },
  { key: '1--9', label: '1-9', citeable: 5, published: 2 },
];

function Harness() {
  const [selected, setSelected] = useState<BarSelection | null>(null);
  return (
    <CitationSummaryGraph
      bars={BARS}
      selected={selected}
      onSelect={(bar) => setSelected(toggleBar(selected, bar))}
    />
  );
}

describe('citation summary graph', () => {
  it('marks a clicked bar as selected and unmarks it on the second click', () => {
    render(<Harness />);
    const bar = screen.getByRole('button', { name: 'Citeable, 1-9 citations: 5 papers' });
    fireEvent.click(bar);
    expect(bar.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(bar);
    expect(bar.getAttribute('aria-pressed')).toBe('false');
  });

  it('can be operated from the keyboard', () => {
    render(<Harness />);
    const bar = screen.getByRole('button', { name: 'Published, 0 citations: 1 papers' });
    fireEvent.keyDown(bar, { key: 'Enter' });
    expect(bar.getAttribute('aria-pressed')).toBe('true');
  });
});
