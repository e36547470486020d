import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { truncateDescription, usePageMeta } from './usePageMeta';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta({ title, description });
  return null;
}

describe('page meta', () => {
  it('keeps descriptions of 160 characters or fewer as they are', () => {
    const text = 'a'.repeat(160);
    expect(truncateDescription(text)).toBe(text);
  });

  it('cuts longer descriptions to 160 characters ending with an ellipsis', () => {
    const cut = truncateDescription('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('collapses whitespace before measuring', () => {
    expect(truncateDescription('  two\n\n words ')).toBe('two words');
  });

  it('titles the page "<page> - Parton", marks it noarchive and sets the description', () => {
    render(<Page title="Literature" description={'x'.repeat(200)} />);
    expect(document.title).toBe('Literature - Parton');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noarchive');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toHaveLength(
      160,
    );
  });
});
