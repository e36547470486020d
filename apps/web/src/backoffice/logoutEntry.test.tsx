import { BACKOFFICE_TOKEN_KEY } from '@parton/records';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../app/routes';
import { createTestQueryClient } from '../test/render';
import { fakeBackoffice, logIn } from './testing/fixtures';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("the header's 'Logout Backoffice'", () => {
  it('ends the back-office session (server told, tokens gone) and returns to the back-office login', async () => {
    logIn();
    const calls = fakeBackoffice((call) => {
      if (call.url.pathname === '/api/config') {
        return { body: { banners: [] } };
      }
      if (call.url.pathname === '/api/backoffice/tickets/') {
        return { body: { count: 0, results: [], facets: { status: [], ticket_type: [] } } };
      }
      if (call.url.pathname === '/api/backoffice/users/logout/') {
        return { body: { detail: 'Logged out.' } };
      }
      return undefined;
    });
    const router = renderApp('/backoffice/tickets');
    await screen.findByText('No tickets.', undefined, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(await screen.findByText('Logout Backoffice'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/login'));
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBeNull();
    const logout = calls.find((call) => call.url.pathname === '/api/backoffice/users/logout/');
    expect(logout?.authorization).toBe('Bearer access-1');
  });

  it('is not offered outside the back office', async () => {
    logIn();
    fakeBackoffice((call) => (call.url.pathname === '/api/config' ? { body: { banners: [] } } : undefined));
    renderApp('/privacy');
    expect(await screen.findByText('Login', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });
});
