import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackoffice, logIn, renderBackoffice } from '../backoffice/testing/fixtures';

// The lazy back-office routes load slowly under jsdom, more so while the other suites run.
const FIRST_PAINT = { timeout: 45_000 };
vi.setConfig({ testTimeout: 90_000 });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('search feedback in the back office', () => {
  it('lists the messages newest first with the sender and the search, from the back-office API', async () => {
    logIn();
    const calls = fakeBackoffice((call) =>
      call.url.pathname === '/api/backoffice/feedback/'
        ? {
            body: {
              total: 2,
              hits: [
                {
                  id: 2,
                  question: 'Cannot find the LHCb pentaquark paper',
                  additional: 'Tried the title words',
                  query: 't pentaquark',
                  user_email: 'ada@example.org',
                  client_id: 'c-9',
                  created: '2026-11-27T10:00:00.000Z',
                },
                {
                  id: 1,
                  question: 'Older message',
                  additional: null,
                  query: null,
                  user_email: null,
                  client_id: null,
                  created: '2026-11-26T10:00:00.000Z',
                },
              ],
            },
          }
        : undefined,
    );
    renderBackoffice('/backoffice/feedback');
    expect(
      await screen.findByText('Cannot find the LHCb pentaquark paper', undefined, FIRST_PAINT),
    ).toBeTruthy();
    expect(screen.getByText('2 messages')).toBeTruthy();
    expect(screen.getByText('Tried the title words')).toBeTruthy();
    expect(screen.getByText(/ada@example\.org/)).toBeTruthy();
    expect(screen.getByText(/anonymous/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 't pentaquark' }).getAttribute('href')).toBe(
      '/literature?q=t%20pentaquark',
    );
    expect(screen.getByRole('link', { name: 'Search feedback' })).toBeTruthy();
    const call = calls.find((recorded) => recorded.url.pathname === '/api/backoffice/feedback/');
    expect(call?.authorization).toBe('Bearer access-1');
    expect(call?.url.searchParams.get('page')).toBe('1');
  });

  it('says when there is no feedback yet', async () => {
    logIn();
    fakeBackoffice((call) =>
      call.url.pathname === '/api/backoffice/feedback/' ? { body: { total: 0, hits: [] } } : undefined,
    );
    renderBackoffice('/backoffice/feedback');
    expect(await screen.findByText('No feedback yet.', undefined, FIRST_PAINT)).toBeTruthy();
  });
});
