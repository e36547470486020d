import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../test/render';
import { INACTIVITY_MESSAGE, userKeys } from './api';
import { useSessionWatcher } from './session';
import { useCurrentUser } from './useCurrentUser';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function Watched() {
  const notices = useSessionWatcher();
  const { loggedIn } = useCurrentUser();
  return (
    <>
      <p>{loggedIn ? 'logged in' : 'anonymous'}</p>
      {notices}
    </>
  );
}

describe('session watcher', () => {
  it('logs the user out and says so when the server ends the session through inactivity', async () => {
    let sessionAlive = true;
    mockFetch((url) => {
      if (url.pathname !== '/api/accounts/me') {
        return undefined;
      }
      return sessionAlive
        ? { body: { data: { email: 'reader@example.org', roles: [] }, preferences: {} } }
        : { status: 401, body: { message: INACTIVITY_MESSAGE } };
    });
    const { queryClient } = renderWithApp(<Watched />);
    expect(await screen.findByText('logged in')).toBeTruthy();
    expect(screen.queryByText(INACTIVITY_MESSAGE)).toBeNull();

    sessionAlive = false;
    await act(() => queryClient.refetchQueries({ queryKey: userKeys.me() }));

    expect(await screen.findByText('anonymous')).toBeTruthy();
    // The notice is loaded on demand, so it appears once its chunk has arrived.
    expect(await screen.findByText(INACTIVITY_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login page.' }).getAttribute('href')).toBe('/user/login');
  });

  it('shows nothing while the session lives', async () => {
    mockFetch((url) =>
      url.pathname === '/api/accounts/me'
        ? { body: { data: { email: 'reader@example.org', roles: [] }, preferences: {} } }
        : undefined,
    );
    const { queryClient } = renderWithApp(<Watched />);
    expect(await screen.findByText('logged in')).toBeTruthy();
    await act(() => queryClient.refetchQueries({ queryKey: userKeys.me() }));
    expect(screen.getByText('logged in')).toBeTruthy();
    expect(screen.queryByText(INACTIVITY_MESSAGE)).toBeNull();
  });
});
