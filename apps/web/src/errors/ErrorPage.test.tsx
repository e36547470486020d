import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { isResizeObserverNoise } from './CrashPage';
import { ErrorPage } from './ErrorPage';

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

  it('asks to try later or contact us on a server error', () => {
    renderWithApp(<ErrorPage kind="500" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/Please try again later or/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact us' })).toBeTruthy();
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
