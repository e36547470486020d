import { BACKOFFICE_TOKEN_KEY } from '@parton/records';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackoffice, logIn, renderBackoffice, searchResponse, workflow } from '../testing/fixtures';

// The first lazy route and antd's first style pass are slow on a busy machine.
const FIRST_PAINT = { timeout: 20_000 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const ME = { name: 'Cat', email: 'cataloger@example.org', roles: ['cataloger'] };

describe('back-office dashboard', () => {
  it('shows one card per workflow type present, in order, with totals and status links', async () => {
    logIn();
    fakeBackoffice((call) => {
      if (call.url.pathname === '/api/backoffice/users/me/') {
        return { body: ME };
      }
      if (call.url.pathname === '/api/backoffice/workflows/authors/search/') {
        return {
          body: searchResponse([
            workflow({ id: 'a1', status: 'approval' }),
            workflow({ id: 'a2', status: 'completed' }),
            workflow({ id: 'a3', workflow_type: 'AUTHOR_UPDATE', status: 'error' }),
          ]),
        };
      }
      if (call.url.pathname === '/api/backoffice/workflows/literature/search/') {
        return { body: searchResponse([workflow({ id: 'l1', workflow_type: 'HEP_SUBMISSION' })]) };
      }
      return undefined;
    });
    renderBackoffice('/backoffice');
    expect(
      await screen.findByText('Logged in as cataloger@example.org', undefined, FIRST_PAINT),
    ).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'new authors',
      'author updates',
      'new literature submissions',
    ]);
    const newAuthors = screen
      .getByRole('heading', { name: 'new authors' })
      .closest('.dashboard-card') as HTMLElement;
    expect(within(newAuthors).getByText('2')).toBeTruthy();
    expect(within(newAuthors).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      '/backoffice/authors/search?workflow_type=AUTHOR_CREATE',
    );
    expect(within(newAuthors).getByRole('link', { name: 'Waiting for approval' }).getAttribute('href')).toBe(
      '/backoffice/authors/search?workflow_type=AUTHOR_CREATE&status=approval',
    );
    expect(screen.getByLabelText('Search Backoffice')).toBeTruthy();
  });

  it('refreshes an expired token transparently', async () => {
    logIn('expired', 'refresh-1');
    const calls = fakeBackoffice((call) => {
      if (call.url.pathname === '/api/backoffice/refresh/') {
        return { body: { access: 'fresh' } };
      }
      if (call.authorization !== 'Bearer fresh') {
        return { status: 403, body: { detail: 'Given token not valid for any token type' } };
      }
      if (call.url.pathname === '/api/backoffice/users/me/') {
        return { body: ME };
      }
      return { body: searchResponse([]) };
    });
    renderBackoffice('/backoffice');
    expect(await screen.findByText('Logged in as cataloger@example.org')).toBeTruthy();
    expect(await screen.findByText('There are no workflows yet.')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname === '/api/backoffice/refresh/')).toHaveLength(1);
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBe('fresh');
  });

  it('goes to the login when the refresh fails, and clears the tokens', async () => {
    logIn('expired', 'expired-too');
    fakeBackoffice((call) =>
      call.url.pathname === '/api/backoffice/refresh/'
        ? { status: 401, body: { detail: 'Token is invalid or expired' } }
        : { status: 403, body: { detail: 'expired' } },
    );
    const { router } = renderBackoffice('/backoffice');
    await screen.findByRole('heading', { name: 'Log in to the back office' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/login'));
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBeNull();
  });
});
