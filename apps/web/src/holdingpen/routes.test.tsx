import { CATALOGER_ROLES } from '@parton/records';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockFetch } from '../test/render';
import { holdingpenRoutes } from './routes';

afterEach(() => vi.unstubAllGlobals());

function serveSession(roles: readonly string[] | null) {
  mockFetch((url) =>
    url.pathname === '/api/accounts/me'
      ? roles
        ? { body: { data: { email: 'c@example.org', roles } } }
        : { status: 401, body: { message: 'Unauthorized' } }
      : undefined,
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      ...holdingpenRoutes,
      { path: '/backoffice/*', element: <p>back office</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('holding pen redirects', () => {
  it.each([
    ['/holdingpen', '/backoffice'],
    ['/holdingpen/dashboard', '/backoffice'],
    ['/holdingpen/inspect', '/backoffice/literature/search'],
    ['/holdingpen/inspect/abc-1', '/backoffice/literature/abc-1'],
  ])('%s leads catalogers to %s', async (from, to) => {
    serveSession(CATALOGER_ROLES);
    const router = renderAt(from);
    await screen.findByText('back office');
    expect(router.state.location.pathname).toBe(to);
  });

  it('sends anonymous visitors to the main login', async () => {
    serveSession(null);
    const router = renderAt('/holdingpen/inspect');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });

  it('refuses plain users', async () => {
    serveSession([]);
    const router = renderAt('/holdingpen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/errors/401'));
  });
});
