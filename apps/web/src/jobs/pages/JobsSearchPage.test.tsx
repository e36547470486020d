import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderRoute } from '../../common/testing/renderRoute';
import { JobsSearchPage } from './JobsSearchPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobsSearchPage', () => {
  it('lists open jobs unless told otherwise', async () => {
    const { calls } = mockApi((url) =>
      url.pathname === '/api/jobs'
        ? {
            hits: {
              hits: [envelope({ control_number: 7, position: 'Staff physicist', status: 'open' })],
              total: 1,
            },
            links: {},
          }
        : undefined,
    );
    renderRoute(JobsSearchPage, '/jobs', '/jobs');
    expect(await screen.findByRole('link', { name: 'Staff physicist' })).toBeTruthy();
    const search = calls.find((url) => url.pathname === '/api/jobs');
    expect(search?.searchParams.getAll('status')).toEqual(['open']);
    expect(search?.searchParams.get('sort')).toBe('mostrecent');
    expect(search?.searchParams.get('size')).toBe('25');
    expect(screen.getByText('1 result')).toBeTruthy();
  });

  it('keeps the statuses named in the URL', async () => {
    const { calls } = mockApi();
    renderRoute(JobsSearchPage, '/jobs', '/jobs?status=closed&page=2&size=10');
    expect(await screen.findByText('0 Results')).toBeTruthy();
    const search = calls.find((url) => url.pathname === '/api/jobs');
    expect(search?.searchParams.getAll('status')).toEqual(['closed']);
    expect(search?.searchParams.get('page')).toBe('2');
    expect(search?.searchParams.get('size')).toBe('10');
  });

  it('offers the mailing-list subscription', async () => {
    mockApi();
    renderRoute(JobsSearchPage, '/jobs', '/jobs');
    expect(await screen.findByRole('button', { name: /subscribe to mailing list/i })).toBeTruthy();
  });
});
