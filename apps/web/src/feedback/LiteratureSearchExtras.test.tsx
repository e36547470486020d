import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackoffice } from '../backoffice/testing/fixtures';
import LiteratureSearchExtras from './LiteratureSearchExtras';
import { FEEDBACK_TITLE } from './SearchFeedback';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FREE_TEXT = { match: { _all: { query: 'dark matter', operator: 'and' } } };

function fakeServer() {
  return fakeBackoffice((call) => {
    if (call.url.pathname === '/api/search/query-parser') {
      return { body: FREE_TEXT };
    }
    return call.url.pathname === '/ai/v1/query' ? { status: 202, body: { message: 'Accepted' } } : undefined;
  });
}

describe('literature search extras', () => {
  it('shows the feedback card when on, and nothing when off', () => {
    fakeServer();
    const { rerender } = render(<LiteratureSearchExtras query="dark matter" feedback aiQuery={false} />);
    expect(screen.getByRole('heading', { name: FEEDBACK_TITLE })).toBeTruthy();
    rerender(<LiteratureSearchExtras query="dark matter" feedback={false} aiQuery={false} />);
    expect(screen.queryByRole('heading', { name: FEEDBACK_TITLE })).toBeNull();
  });

  it('hides the feedback card in a page framed by another site', () => {
    fakeServer();
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    render(<LiteratureSearchExtras query="dark matter" feedback aiQuery={false} />);
    expect(screen.queryByRole('heading', { name: FEEDBACK_TITLE })).toBeNull();
  });

  it('reports a query once when the hook is on and its search has answered, never while off', async () => {
    const calls = fakeServer();
    const posts = () => calls.filter((call) => call.url.pathname === '/ai/v1/query');
    const { rerender } = render(
      <LiteratureSearchExtras query="dark matter" feedback={false} aiQuery={false} />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    rerender(<LiteratureSearchExtras query="dark matter" feedback={false} aiQuery />);
    await waitFor(() => expect(posts()).toHaveLength(1));
    // The same query again: already reported, not parsed again.
    rerender(<LiteratureSearchExtras query="dark matter" feedback={false} aiQuery />);
    // Another page of the same search (the flag drops while it loads) is not reported again.
    rerender(<LiteratureSearchExtras query="dark matter" feedback={false} aiQuery={false} />);
    rerender(<LiteratureSearchExtras query="dark matter" feedback={false} aiQuery />);
    rerender(<LiteratureSearchExtras query="dark energy" feedback={false} aiQuery />);
    await waitFor(() => expect(posts()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.url.pathname === '/api/search/query-parser')).toHaveLength(2);
    expect(posts().map((call) => (call.body as { query: string }).query)).toEqual([
      'dark matter',
      'dark energy',
    ]);
  });
});
