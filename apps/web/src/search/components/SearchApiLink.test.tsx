import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthorsSearchPage } from '../../authors/pages/AuthorsSearchPage';
import { mockApi, renderRoute } from '../../common/testing/renderRoute';
import { ConferencesSearchPage } from '../../conferences/pages/ConferencesSearchPage';
import { DataSearchPage } from '../../data/pages/DataSearchPage';
import { ExperimentsSearchPage } from '../../experiments/pages/ExperimentsSearchPage';
import { InstitutionsSearchPage } from '../../institutions/pages/InstitutionsSearchPage';
import { JobsSearchPage } from '../../jobs/pages/JobsSearchPage';
import { JournalsSearchPage } from '../../journals/pages/JournalsSearchPage';
import { SeminarsSearchPage } from '../../seminars/pages/SeminarsSearchPage';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEARCH_PAGES: [string, ComponentType][] = [
  ['authors', AuthorsSearchPage],
  ['jobs', JobsSearchPage],
  ['seminars', SeminarsSearchPage],
  ['conferences', ConferencesSearchPage],
  ['institutions', InstitutionsSearchPage],
  ['experiments', ExperimentsSearchPage],
  ['journals', JournalsSearchPage],
  ['data', DataSearchPage],
];

function serveSession(roles: string[]) {
  mockApi((url) =>
    url.pathname === '/api/accounts/me'
      ? { data: { email: 'root@example.org', roles }, preferences: {} }
      : undefined,
  );
}

describe('the API link of the search pages (spec §2.3)', () => {
  it.each(SEARCH_PAGES)('%s: superusers get the page path prefixed with /api', async (collection, Page) => {
    serveSession(['superuser']);
    renderRoute(Page, `/${collection}`, `/${collection}?q=cern&size=50`);
    const link = await screen.findByRole('link', { name: /API/ });
    expect(link.getAttribute('href')).toBe(`/api/${collection}?q=cern&size=50`);
  });

  it.each(SEARCH_PAGES)('%s: no API link for others', async (collection, Page) => {
    serveSession(['cataloger']);
    renderRoute(Page, `/${collection}`, `/${collection}?q=cern`);
    await screen.findByText('0 results');
    expect(screen.queryByRole('link', { name: /API/ })).toBeNull();
  });
});
