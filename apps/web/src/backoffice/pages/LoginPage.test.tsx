import { BACKOFFICE_TOKEN_KEY } from '@parton/records';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackoffice, renderBackoffice, searchResponse } from '../testing/fixtures';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

/** Fills the form and presses Login once the button is enabled. */
async function submit(email: string, password: string) {
  await screen.findByLabelText('Email');
  fill(email, password);
  const button = screen.getByRole('button', { name: 'Login' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('back-office login', () => {
  it('keeps Login disabled until the form is filled with a valid e-mail', async () => {
    fakeBackoffice(() => undefined);
    renderBackoffice('/backoffice/login/local');
    const button = await screen.findByRole('button', { name: 'Login' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fill('not-an-email', 'secret');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    fill('cataloger@example.org', 'secret');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('shows Login unsuccessful with the server detail and stores nothing', async () => {
    const calls = fakeBackoffice((call) =>
      call.url.pathname === '/api/backoffice/login'
        ? { status: 401, body: { detail: 'No active account found with the given credentials' } }
        : undefined,
    );
    renderBackoffice('/backoffice/login');
    await submit('cataloger@example.org', 'wrong');
    expect(await screen.findByText('Login unsuccessful')).toBeTruthy();
    expect(screen.getByText('No active account found with the given credentials')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/backoffice/login')?.body).toEqual({
      email: 'cataloger@example.org',
      password: 'wrong',
    });
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBeNull();
  });

  it('sends a visitor without a token to the login and back to where they were after logging in', async () => {
    fakeBackoffice((call) => {
      if (call.url.pathname === '/api/backoffice/login') {
        return { body: { access: 'a', refresh: 'r' } };
      }
      if (call.url.pathname.endsWith('/search/')) {
        return { body: searchResponse([]) };
      }
      return undefined;
    });
    const { router } = renderBackoffice('/backoffice/authors/search?q=doe');
    await screen.findByRole('heading', { name: 'Log in to the back office' });
    expect(router.state.location.pathname).toBe('/backoffice/login');
    await submit('cataloger@example.org', 'parton-demo');
    await screen.findByRole('heading', { name: 'Authors workflows' });
    expect(router.state.location.pathname).toBe('/backoffice/authors/search');
    expect(router.state.location.search).toBe('?q=doe');
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBe('a');
  });
});
