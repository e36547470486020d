import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../test/render';
import { HomePage } from './HomePage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveHome(posts: unknown, status = 200, flags: Record<string, unknown> = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/blog/posts') {
      return { status, body: posts };
    }
    if (url.pathname === '/api/config') {
      return { body: { banners: [], partners: [{ name: 'CERN', href: 'https://home.cern' }], ...flags } };
    }
    return undefined;
  });
}

describe('home page', () => {
  it('shows the three latest blog posts', async () => {
    serveHome([
      { title: 'New search', excerpt: 'Faster.', date: '2026-01-10', link: 'https://blog.example.org/1' },
      { title: 'Citations', excerpt: 'Counted.', date: '2026-01-05', link: 'https://blog.example.org/2' },
      { title: 'Authors', excerpt: 'Claimed.', date: '2026-01-01', link: 'https://blog.example.org/3' },
      { title: 'Old', excerpt: 'Older.', date: '2025-01-01', link: 'https://blog.example.org/4' },
    ]);
    renderWithApp(<HomePage />);
    expect(await screen.findByText('New search')).toBeTruthy();
    expect(screen.getByText('Authors')).toBeTruthy();
    expect(screen.queryByText('Old')).toBeNull();
    // No BLOG_URL, X_URL or LINKEDIN_URL: no link to somebody else's blog or accounts.
    expect(screen.queryByText('View all')).toBeNull();
    expect(screen.queryByText('Follow us')).toBeNull();
  });

  it("links the operator's blog and social accounts when they are configured", async () => {
    serveHome([], 200, { blogUrl: 'https://blog.example.org/', xUrl: 'https://x.example.org/parton' });
    renderWithApp(<HomePage />);
    expect((await screen.findByText('View all')).closest('a')?.getAttribute('href')).toBe(
      'https://blog.example.org/',
    );
    expect(screen.getByText('Follow us')).toBeTruthy();
    expect(screen.getByLabelText('X (Twitter)').closest('a')?.getAttribute('href')).toBe(
      'https://x.example.org/parton',
    );
    expect(screen.queryByLabelText('LinkedIn')).toBeNull();
  });

  it("reads 'No new updates' when the feed fails", async () => {
    serveHome({ message: 'down' }, 500);
    renderWithApp(<HomePage />);
    expect(await screen.findByText('No new updates')).toBeTruthy();
  });

  it('promises arXiv harvesting only when the server harvests arXiv', async () => {
    serveHome([], 200, { arxivHarvest: true });
    const { unmount } = renderWithApp(<HomePage />);
    expect(await screen.findByText(/arXiv papers are harvested automatically\./)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    serveHome([], 200, { arxivHarvest: false });
    renderWithApp(<HomePage />);
    expect(await screen.findByText('CERN')).toBeTruthy();
    expect(screen.getByText(/Suggest a paper, thesis, book or report that is missing\./)).toBeTruthy();
    expect(screen.queryByText(/harvested/)).toBeNull();
  });

  it('links every SPIRES example to a literature search', async () => {
    serveHome([]);
    renderWithApp(<HomePage />);
    expect(screen.getByText('topcite 1000+').closest('a')?.getAttribute('href')).toBe(
      '/literature?q=topcite+1000%2B',
    );
    expect(screen.getByText('ac 1->10').closest('a')?.getAttribute('href')).toBe('/literature?q=ac+1-%3E10');
    expect(await screen.findByText('CERN')).toBeTruthy();
  });
});
