import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackoffice, logIn, renderBackoffice, searchResponse, workflow } from '../testing/fixtures';

// The first lazy route and antd's first style pass are slow on a busy machine.
const FIRST_PAINT = { timeout: 20_000 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('back-office search', () => {
  it('sends the URL state to the API and shows rows with links, pill, submission info and status', async () => {
    logIn();
    const calls = fakeBackoffice((call) =>
      call.url.pathname === '/api/backoffice/workflows/literature/search/'
        ? {
            body: searchResponse(
              [
                workflow({
                  id: 'l1',
                  workflow_type: 'HEP_SUBMISSION',
                  status: 'completed',
                  data: {
                    titles: [{ title: 'On the Higgs' }],
                    authors: [{ full_name: 'Doe, J.' }],
                    arxiv_eprints: [{ value: '2401.00001' }],
                  },
                  decisions: [
                    {
                      id: 1,
                      action: 'hep_accept_core',
                      value: null,
                      user: { email: 'c@example.org' },
                      _created_at: '2024-03-02T00:00:00Z',
                    },
                  ],
                }),
              ],
              25,
            ),
          }
        : undefined,
    );
    const { router } = renderBackoffice('/backoffice/literature/search?q=higgs&status=completed&page=2');
    const link = await screen.findByRole('link', { name: 'On the Higgs' }, FIRST_PAINT);
    expect(link.getAttribute('href')).toBe('/backoffice/literature/l1');
    expect(screen.getByText('Accept CORE')).toBeTruthy();
    expect(screen.getByText('jane@example.org')).toBeTruthy();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(screen.getByText('e-Print: 2401.00001')).toBeTruthy();
    expect(screen.getByText('25 results')).toBeTruthy();
    const api = calls.find((call) => call.url.pathname.endsWith('/search/'))?.url;
    expect(api?.searchParams.get('search')).toBe('higgs');
    expect(api?.searchParams.getAll('status')).toEqual(['completed']);
    expect(api?.searchParams.get('page')).toBe('2');
    expect(api?.searchParams.get('size')).toBe('10');
    expect(api?.searchParams.get('ordering')).toBe('-_updated_at');

    // Ticking a facet filters and starts over at page 1.
    fireEvent.click(screen.getByRole('checkbox', { name: /new literature submissions/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=higgs&status=completed&workflow_type=HEP_SUBMISSION'),
    );
  });

  it('redirects /backoffice/search to the authors search, keeping the query', async () => {
    logIn();
    fakeBackoffice(() => ({ body: searchResponse([]) }));
    const { router } = renderBackoffice('/backoffice/search?q=doe');
    expect(await screen.findByText('No workflows match these filters.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/authors/search');
    expect(router.state.location.search).toBe('?q=doe');
  });

  it('shows an error state with a retry when the search fails', async () => {
    logIn();
    fakeBackoffice(() => ({ status: 500, body: { detail: 'boom' } }));
    renderBackoffice('/backoffice/authors/search');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });
});
