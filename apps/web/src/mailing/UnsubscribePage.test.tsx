import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../test/render';
import { UNSUBSCRIBE_FAILED_MESSAGE, UnsubscribePage } from './UnsubscribePage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(route: string) {
  return renderWithApp(<UnsubscribePage />, { path: '/mailing/unsubscribe', route });
}

describe('UnsubscribePage', () => {
  it('posts the link’s token once and says the address is unsubscribed', async () => {
    const { fetchMock, calls } = mockFetch((url) =>
      url.pathname === '/api/mailing/unsubscribe'
        ? {
            body: {
              message: 'ada@example.org is unsubscribed from the weekly jobs update.',
              email: 'ada@example.org',
            },
          }
        : undefined,
    );
    renderAt('/mailing/unsubscribe?token=abc.def');
    expect(await screen.findByText('You are unsubscribed')).toBeTruthy();
    expect(
      screen.getByText('ada@example.org will not receive the weekly jobs update any more.'),
    ).toBeTruthy();
    expect(calls.map((url) => url.pathname)).toEqual(['/api/mailing/unsubscribe']);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc.def' });
  });

  it('says the link is invalid when the server refuses the token', async () => {
    mockFetch(() => ({ status: 400, body: { status: 400, message: 'This unsubscribe link is invalid.' } }));
    renderAt('/mailing/unsubscribe?token=forged');
    expect(await screen.findByText('This unsubscribe link is invalid.')).toBeTruthy();
  });

  it('says the link is invalid without asking the server when it has no token', () => {
    const { calls } = mockFetch(() => undefined);
    renderAt('/mailing/unsubscribe');
    expect(screen.getByText('This unsubscribe link is invalid.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers to try again after a server failure', async () => {
    let failures = 1;
    mockFetch(() => {
      if (failures > 0) {
        failures -= 1;
        return { status: 500, body: { status: 500, message: 'Internal Server Error' } };
      }
      return { body: { message: 'done', email: 'ada@example.org' } };
    });
    renderAt('/mailing/unsubscribe?token=abc.def');
    expect(await screen.findByText(UNSUBSCRIBE_FAILED_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are unsubscribed')).toBeTruthy();
  });
});
