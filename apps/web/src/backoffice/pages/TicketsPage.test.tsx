import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackoffice, logIn, renderBackoffice } from '../testing/fixtures';

const FIRST_PAINT = { timeout: 20_000 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const TICKET = {
  id: 7,
  ticket_type: 'author_update',
  status: 'open' as const,
  subject: 'Author update: Doe, Jane (#12)',
  description: 'The profile was updated by its owner.',
  link: '/authors/12',
  collection: 'authors',
  control_number: 12,
  workflow_id: null,
  requester_email: 'jane@example.org',
  resolved_by: null,
  _created_at: '2024-03-01T10:00:00.000Z',
  _updated_at: '2024-03-01T10:00:00.000Z',
};

describe('curator tickets', () => {
  it('lists open tickets, filters by state and type, and resolves one', async () => {
    logIn();
    const calls = fakeBackoffice((call) => {
      if (call.url.pathname === '/api/backoffice/tickets/') {
        return { body: { count: 1, results: [TICKET], facets: { status: [], ticket_type: [] } } };
      }
      if (call.url.pathname === '/api/backoffice/tickets/7/resolve/') {
        return { body: { ...TICKET, status: 'resolved' } };
      }
      return undefined;
    });
    const { router } = renderBackoffice('/backoffice/tickets');
    expect(await screen.findByText('Author update: Doe, Jane (#12)', undefined, FIRST_PAINT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/authors/12');
    expect(screen.getByText(/by jane@example.org/)).toBeTruthy();
    const first = calls.find((call) => call.url.pathname === '/api/backoffice/tickets/');
    expect(first?.url.searchParams.get('status')).toBe('open');

    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Resolve ticket performed successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.url.pathname).toBe(
      '/api/backoffice/tickets/7/resolve/',
    );

    fireEvent.click(screen.getByText('Resolved'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved'));
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('status') === 'resolved')).toBe(true),
    );
  });

  it('does not link a ticket to another site', async () => {
    logIn();
    fakeBackoffice(() => ({
      body: {
        count: 1,
        results: [{ ...TICKET, link: '//evil.example/x' }],
        facets: { status: [], ticket_type: [] },
      },
    }));
    renderBackoffice('/backoffice/tickets');
    expect(await screen.findByText('Author update: Doe, Jane (#12)', undefined, FIRST_PAINT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open' })).toBeNull();
  });
});
