import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../app/routes';
import { mockApi } from '../common/testing/renderRoute';
import { createTestQueryClient } from '../test/render';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveSession(roles: string[] | null) {
  mockApi((url) => {
    if (url.pathname === '/api/accounts/me') {
      return roles ? { data: { email: 'someone@example.org', roles }, preferences: {} } : undefined;
    }
    if (url.pathname === '/api/config') {
      return { banners: [] };
    }
    return undefined;
  });
}

function open(path: string, state?: unknown) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [
      { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
    ],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('submission routes', () => {
  it('send anonymous visitors to the login page', async () => {
    serveSession(null);
    const router = open('/submissions/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });

  it('redirect /submissions to the author form', async () => {
    serveSession([]);
    const router = open('/submissions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/submissions/authors'));
  });

  it.each(['institutions', 'experiments', 'journals'])('keep the %s form for catalogers', async (type) => {
    serveSession([]);
    const router = open(`/submissions/${type}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/errors/401'));
  });

  it.each([
    ['/submissions/jobs', 'Submit a new job opening'],
    ['/submissions/conferences', 'Submit a new conference'],
    ['/submissions/seminars', 'Submit a new seminar'],
  ])('open %s for a logged-in user', async (path, title) => {
    serveSession([]);
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('opens a cataloger form for a cataloger', async () => {
    serveSession(['cataloger']);
    open('/submissions/journals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suggest journal' })).toBeTruthy();
  });

  it.each([
    '/submissions/literature/new/success',
    '/submissions/authors/new/success',
    '/submissions/jobs/new/success',
  ])('redirect %s to the generic success page', async (path) => {
    serveSession([]);
    const router = open(path);
    expect(await screen.findByText(/visible upon approval/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/submissions/success');
  });

  it('show the new conference with its cnum on its success page', async () => {
    serveSession([]);
    open('/submissions/conferences/new/success?pid_value=77&cnum=C27-03-01');
    expect(await screen.findByText(/See the conference \(C27-03-01\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'here' }).getAttribute('href')).toBe('/conferences/77');
  });

  it('link a seminar update to its record', async () => {
    serveSession([]);
    open('/submissions/seminars/12/success');
    expect((await screen.findByRole('link', { name: 'here' })).getAttribute('href')).toBe('/seminars/12');
  });

  it('link a job update to its record', async () => {
    serveSession([]);
    open('/submissions/jobs/5/success');
    expect((await screen.findByRole('link', { name: 'here' })).getAttribute('href')).toBe('/jobs/5');
  });
});
