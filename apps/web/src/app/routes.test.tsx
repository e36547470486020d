import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockFetch } from '../test/render';
import { appRoutes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveSession(account?: { roles: string[]; profile_control_number?: number | null }) {
  return mockFetch((url) => {
    if (url.pathname === '/api/accounts/me') {
      return account
        ? { body: { data: { email: 'reader@example.org', ...account } } }
        : { status: 401, body: { message: 'Unauthorized' } };
    }
    if (url.pathname === '/api/config') {
      return { body: { banners: [] } };
    }
    return undefined;
  });
}

function renderRoute(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routes and shell', () => {
  it('renders the not-found page for unknown paths', async () => {
    serveSession();
    renderRoute('/no/such/page');
    expect(
      await screen.findByText('Sorry, we were not able to find what you were looking for...'),
    ).toBeTruthy();
  });

  it('sends unknown error routes to not found', async () => {
    serveSession();
    const router = renderRoute('/errors/418');
    expect(
      await screen.findByText('Sorry, we were not able to find what you were looking for...'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/errors/404');
  });

  it('redirects /user to the profile placeholder', async () => {
    serveSession();
    const router = renderRoute('/user');
    expect(await screen.findByRole('heading', { name: 'User Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/profile');
  });

  it('sends anonymous visitors of protected pages to the login page', async () => {
    serveSession();
    const router = renderRoute('/user/settings');
    expect(await screen.findByText('Log in with ORCID')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('sends logged-in users without a required role to the not-authorised page', async () => {
    serveSession({ roles: [] });
    const router = renderRoute('/holdingpen');
    expect(await screen.findByText('Sorry, you are not authorised to view this page.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/errors/401');
  });

  it('shows Login to anonymous visitors and the collections menu with Data marked BETA', async () => {
    serveSession();
    renderRoute('/authors');
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(screen.getByText('BETA')).toBeTruthy();
    fireEvent.click(screen.getByText('More...'));
    expect(screen.getByText('Institutions')).toBeTruthy();
    expect(screen.getByText('Experiments')).toBeTruthy();
    expect(screen.getByText('Journals')).toBeTruthy();
  });

  it('offers catalogers the extra submission types', async () => {
    serveSession({ roles: ['cataloger'], profile_control_number: null });
    renderRoute('/authors');
    await screen.findByRole('button', { name: 'Account' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Institution')).toBeTruthy();
    expect(screen.getByText('Journal')).toBeTruthy();
  });

  it('disables My profile with a note for accounts without a profile', async () => {
    serveSession({ roles: [], profile_control_number: null });
    renderRoute('/authors');
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.getByText('There is no profile associated to your account.')).toBeTruthy();
    expect(screen.getByText('Settings')).toBeTruthy();
    expect(screen.getByText('Logout')).toBeTruthy();
  });

  it('has the footer columns, with the cataloger tools hidden from others', async () => {
    serveSession();
    renderRoute('/jobs');
    expect(await screen.findByText('Bibliography generator')).toBeTruthy();
    expect(screen.getByText('Content Policy')).toBeTruthy();
    expect(screen.getByText('Report metadata issues')).toBeTruthy();
    expect(screen.queryByText('Holdingpen')).toBeNull();
    expect(screen.getByText(/Powered by/)).toBeTruthy();
  });
});
