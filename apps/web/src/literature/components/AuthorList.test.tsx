import type { UiLiteratureAuthor } from '@parton/records';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import { AuthorList } from './AuthorList';

afterEach(() => {
  vi.unstubAllGlobals();
});

function buildAuthors(count: number): UiLiteratureAuthor[] {
  return Array.from({ length: count }, (_, index) => ({
    full_name: `Author${index}, First${index}`,
    recid: 1000 + index,
  }));
}

describe('author list', () => {
  it('shows five authors linked to their profiles', () => {
    renderWithApp(<AuthorList recordId={1} authors={buildAuthors(8)} total={8} mode="show-all" />);
    expect(screen.getByText('First0 Author0').getAttribute('href')).toBe('/authors/1000');
    expect(screen.getByText('First4 Author4')).toBeTruthy();
    expect(screen.queryByText('First5 Author5')).toBeNull();
  });

  it("opens 'Show All(n)' as a modal titled 'N authors' listing every author", async () => {
    mockFetch((url) =>
      url.pathname === '/api/literature/1/authors'
        ? { body: { metadata: { authors: buildAuthors(12) } } }
        : undefined,
    );
    renderWithApp(<AuthorList recordId={1} authors={buildAuthors(10)} total={12} mode="show-all" />);
    fireEvent.click(screen.getByText('Show All(12)'));
    expect(await screen.findByText('12 authors')).toBeTruthy();
    expect(await screen.findByText('First11 Author11')).toBeTruthy();
  });

  it("ends result lists with 'et al.' when there are more authors", () => {
    renderWithApp(<AuthorList recordId={1} authors={buildAuthors(10)} total={300} mode="et-al" />);
    expect(screen.getByText('et al.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/Show All/)).toBeNull();
  });

  it('offers no expand control when every author is shown', () => {
    renderWithApp(<AuthorList recordId={1} authors={buildAuthors(3)} total={3} mode="show-all" />);
    expect(screen.queryByText(/Show All/)).toBeNull();
  });
});
