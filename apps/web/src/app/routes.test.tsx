import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockFetch } from '../test/render';
import { appRoutes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveSession(
  account?: { roles: string[]; profile_control_number?: number | null },
  config: Record<string, unknown> = {},
) {
  return mockFetch((url) => {
    if (url.pathname === '/api/accounts/me') {
      return account
        ? { body: { data: { email: 'reader@example.org', ...account } } }
        : { status: 401, body: { message: 'Unauthorized' } };
    }
    if (url.pathname === '/api/config') {
      return { body: { banners: [], ...config } };
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

  it('sends anonymous visitors of protected pages to the login page, with ORCID when the server has it', async () => {
    serveSession(undefined, { orcidLogin: true });
    const router = renderRoute('/user/settings');
    expect(await screen.findByText('Log in with ORCID')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(screen.getByRole('link', { name: /Log in with ORCID/ }).getAttribute('href')).toBe(
      '/api/accounts/login/orcid?next=%2Fuser%2Fsettings',
    );
  });

  it('opens the e-mail login at once when the server has no ORCID login, keeping where to return', async () => {
    serveSession();
    const router = renderRoute('/user/settings');
    expect(await screen.findByText('With the e-mail address and password of your account.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login/local');
    expect(router.state.location.state).toEqual({ from: '/user/settings' });
    expect(screen.queryByText(/ORCID/)).toBeNull();
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
    // The menu itself loads on the first click (src/common/components/DropdownMenu.tsx).
    expect(await screen.findByText('Institutions')).toBeTruthy();
    expect(screen.getByText('Experiments')).toBeTruthy();
    expect(screen.getByText('Journals')).toBeTruthy();
  });

  it('offers catalogers the extra submission types', async () => {
    serveSession({ roles: ['cataloger'], profile_control_number: null });
    renderRoute('/authors');
    await screen.findByRole('button', { name: 'Account' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Institution')).toBeTruthy();
    expect(screen.getByText('Journal')).toBeTruthy();
  });

  it('disables My profile with a note for accounts without a profile', async () => {
    serveSession({ roles: [], profile_control_number: null });
    renderRoute('/authors');
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByText('There is no profile associated to your account.')).toBeTruthy();
    expect(screen.getByText('Settings')).toBeTruthy();
    expect(screen.getByText('Logout')).toBeTruthy();
  });

  it('logs out from the account menu: the server is told, the header shows Login, the browser goes home', async () => {
    const { fetchMock } = serveSession({ roles: [], profile_control_number: null });
    const router = renderRoute('/authors');
    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));
    fireEvent.click(await screen.findByText('Logout'));
    expect(await screen.findByText('Login')).toBeTruthy();
    // The mock's own signature names only the URL; fetch is called with the request options too.
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    const logoutCall = calls.find(([input]) => String(input) === '/api/accounts/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('has the footer columns, with the cataloger tools hidden from others', async () => {
    serveSession();
    renderRoute('/jobs');
    expect(await screen.findByText('Bibliography generator')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Notice' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    // Unset, the pages the site has built in (content/help) are linked …
    for (const [label, path] of [
      ['About', '/help/about'],
      ['Content Policy', '/help/content-policy'],
      ['FAQ', '/help/faq'],
      ['Help', '/help/help'],
    ]) {
      expect(screen.getByRole('link', { name: label }).getAttribute('href'), label).toBe(path);
    }
    // … and the links it has no page for are not shown: no default points at another organisation's pages.
    for (const label of ['Report metadata issues', 'Blog', 'Contact']) {
      expect(screen.queryByRole('link', { name: label }), label).toBeNull();
    }
    expect(screen.queryByText('Holdingpen')).toBeNull();
    expect(screen.getByText(/Powered by/)).toBeTruthy();
  });

  it('links the footer to the operator’s pages when they are configured', async () => {
    serveSession(undefined, {
      privacyUrl: 'https://example.org/privacy',
      termsUrl: '/legal/terms.html',
      contentPolicyUrl: 'https://example.org/content',
      helpUrl: 'https://help.example.org/',
      contactUrl: 'mailto:help@example.org',
      blogUrl: 'https://blog.example.org',
    });
    renderRoute('/jobs');
    // The link is the built-in page until /api/config answers.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Privacy Notice' }).getAttribute('href')).toBe(
        'https://example.org/privacy',
      ),
    );
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/legal/terms.html');
    expect(screen.getByRole('link', { name: 'Content Policy' }).getAttribute('href')).toBe(
      'https://example.org/content',
    );
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      'mailto:help@example.org',
    );
    expect(screen.getByRole('link', { name: 'Report metadata issues' }).getAttribute('href')).toBe(
      'mailto:help@example.org',
    );
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('https://blog.example.org/');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/help/about');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('https://help.example.org/');
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect((await screen.findByText('Help Center')).closest('a')?.getAttribute('href')).toBe(
      'https://help.example.org/',
    );
  });

  it('has no Help Center entry unless the operator names one', async () => {
    serveSession();
    renderRoute('/jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    expect((await screen.findByText('Search Tips')).closest('a')?.getAttribute('href')).toBe(
      '/help/search-tips',
    );
    expect(screen.queryByText('Help Center')).toBeNull();
  });

  it('has its own privacy notice and terms of use', async () => {
    serveSession();
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Notice' })).toBeTruthy();
    expect(screen.getByText(/password only as an argon2 hash/)).toBeTruthy();
    expect(screen.queryByText(/Logging in with ORCID/)).toBeNull();
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Use' })).toBeTruthy();
  });
});
