import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockFetch } from '../test/render';
import { HelpPage } from './HelpPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FAQ = {
  page: 'faq',
  title: 'Frequently Asked Questions',
  markdown:
    '# Frequently Asked Questions\n\nSee the [Search Tips](/help/search-tips) or the [API](/api/literature?q=a).\n\n<b>raw</b>\n',
};

function renderHelp(path: string, answer: (page: string) => { status?: number; body: unknown }) {
  const fetchMock = mockFetch((url) => {
    const match = /^\/api\/help\/(.+)$/.exec(url.pathname);
    return match ? answer(decodeURIComponent(match[1] ?? '')) : undefined;
  });
  const router = createMemoryRouter(
    [
      { path: '/help/:page', element: <HelpPage /> },
      { path: '/privacy', element: <p>privacy page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...fetchMock };
}

describe('HelpPage', () => {
  it('renders the page from /api/help with its title, raw HTML as text', async () => {
    renderHelp('/help/faq', () => ({ body: FAQ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(document.title).toContain('Frequently Asked Questions');
    expect(screen.getByText('<b>raw</b>')).toBeTruthy();
  });

  it('follows links of the app without reloading, and leaves /api links to the browser', async () => {
    const { router } = renderHelp('/help/faq', (page) =>
      page === 'faq'
        ? { body: FAQ }
        : { body: { page, title: 'Search Tips', markdown: '# Search Tips\n\nKeywords.' } },
    );
    const api = await screen.findByRole('link', { name: 'API' });
    const apiClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    api.dispatchEvent(apiClick);
    expect(apiClick.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Search Tips' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/search-tips'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Tips' })).toBeTruthy();
  });

  it('shows the not-found page for a page the server does not have', async () => {
    renderHelp('/help/nothing', () => ({
      status: 404,
      body: { status: 404, message: 'There is no help page.' },
    }));
    expect(
      await screen.findByText('Sorry, we were not able to find what you were looking for...'),
    ).toBeTruthy();
  });

  it('offers to try again when the server fails', async () => {
    let calls = 0;
    renderHelp('/help/faq', () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { status: 500, message: 'boom' } } : { body: FAQ };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
  });

  it('sends /help/privacy to the privacy notice, the one text of that page', async () => {
    const { router, calls } = renderHelp('/help/privacy', () => ({ body: FAQ }));
    expect(await screen.findByText('privacy page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/privacy');
    expect(calls.some((url) => url.pathname.startsWith('/api/help'))).toBe(false);
  });
});
