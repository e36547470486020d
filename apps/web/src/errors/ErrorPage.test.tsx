import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../test/render';
import { isResizeObserverNoise } from './CrashPage';
import { ErrorPage } from './ErrorPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error pages', () => {
  it('says what was not found', () => {
    renderWithApp(<ErrorPage kind="404" />);
    expect(
      screen.getByRole('heading', { name: 'Sorry, we were not able to find what you were looking for...' }),
    ).toBeTruthy();
  });

  it('says the visitor is not authorised', () => {
    renderWithApp(<ErrorPage kind="401" />);
    expect(
      screen.getByRole('heading', { name: 'Sorry, you are not authorised to view this page.' }),
    ).toBeTruthy();
  });

  it('asks to try later on a server error, offering no contact the operator has not set', async () => {
    mockFetch((url) =>
      url.pathname === '/api/config' ? { body: { banners: [], contactUrl: null } } : undefined,
    );
    renderWithApp(<ErrorPage kind="500" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(await screen.findByText('Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'contact us' })).toBeNull();
  });

  it("offers the operator's contact on a server error (CONTACT_URL)", async () => {
    mockFetch((url) =>
      url.pathname === '/api/config'
        ? { body: { banners: [], contactUrl: 'https://help.example.org/contact' } }
        : undefined,
    );
    renderWithApp(<ErrorPage kind="500" />);
    const link = await screen.findByRole('link', { name: 'contact us' });
    expect(link.getAttribute('href')).toBe('https://help.example.org/contact');
    expect(screen.getByText(/Please try again later or/)).toBeTruthy();
  });

  it('reports a connection error', () => {
    renderWithApp(<ErrorPage kind="network" />);
    expect(screen.getByRole('heading', { name: 'Connection error!' })).toBeTruthy();
  });

  it('shows where the visitor was redirected from', () => {
    renderWithApp(<ErrorPage kind="404" />, { state: { referrer: '/literature/999' } });
    expect(screen.getByText('Redirected from:')).toBeTruthy();
    expect(screen.getByText('/literature/999')).toBeTruthy();
  });

  it('ignores ResizeObserver loop noise', () => {
    expect(
      isResizeObserverNoise(new Error('ResizeObserver loop completed with undelivered notifications.')),
    ).toBe(true);
    expect(isResizeObserverNoise(new Error('boom'))).toBe(false);
  });
});
