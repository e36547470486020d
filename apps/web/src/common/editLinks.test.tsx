import { COLLECTIONS, type CollectionName } from '@parton/records';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../app/routes';
import { JobDetailPage } from '../jobs/pages/JobDetailPage';
import { SeminarDetailPage } from '../seminars/pages/SeminarDetailPage';
import { createTestQueryClient, mockFetch } from '../test/render';
import { authorSubmissionScreen, editLinkFor } from './editLinks';
import { envelope, mockApi, renderRoute } from './testing/renderRoute';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const ALL_COLLECTIONS = Object.keys(COLLECTIONS) as CollectionName[];

describe('edit links', () => {
  it.each(ALL_COLLECTIONS)('catalogers edit %s records in the record editor', (collection) => {
    expect(editLinkFor(collection, 7, { cataloger: true })).toBe(`/editor/record/${collection}/7`);
  });

  it("an author's own edit link goes to the author update form; catalogers' to the editor (spec §6)", () => {
    expect(editLinkFor('authors', 2, { cataloger: false })).toBe('/submissions/authors/2');
    expect(editLinkFor('authors', 2, { cataloger: true })).toBe('/editor/record/authors/2');
  });

  it('submitters of jobs and seminars keep their update forms', () => {
    expect(editLinkFor('jobs', 1, { cataloger: false })).toBe('/submissions/jobs/1');
    expect(editLinkFor('seminars', 1, { cataloger: false })).toBe('/submissions/seminars/1');
  });

  it('others allowed to edit a record of a collection without an update form open the editor', () => {
    expect(editLinkFor('literature', 1, { cataloger: false })).toBe('/editor/record/literature/1');
  });

  it.each(
    ALL_COLLECTIONS.flatMap((collection) =>
      [true, false].map((cataloger) => [collection, cataloger] as const),
    ),
  )(
    '%s (cataloger: %s): the target is a page of the app, never the not-found page',
    async (collection, cataloger) => {
      const target = editLinkFor(collection, 12, { cataloger });
      if (!target) {
        return;
      }
      mockFetch((url) =>
        url.pathname === '/api/accounts/me'
          ? { body: { data: { email: 'c@example.org', roles: ['cataloger'] } } }
          : url.pathname === '/api/config'
            ? { body: { banners: [] } }
            : url.pathname === `/api/submissions/${collection}/12`
              ? { body: { data: {}, meta: {} } } // an update form's prefill
              : undefined,
      );
      const router = createMemoryRouter(appRoutes, { initialEntries: [target] });
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByText('Sorry, we were not able to find what you were looking for...')).toBeNull();
      expect(router.state.location.pathname).toBe(target);
    },
  );

  it('the author submission form exists as a route and is built', () => {
    expect(authorSubmissionScreen()).toEqual({ path: '/submissions/authors', built: true });
  });

  it('a job the reader may edit links to its update form', async () => {
    mockApi((url) =>
      url.pathname === '/api/jobs/1'
        ? envelope({ control_number: 1, position: 'Postdoc', status: 'open', can_edit: true })
        : undefined,
    );
    renderRoute(JobDetailPage, '/jobs/:id', '/jobs/1');
    await screen.findByRole('heading', { level: 1, name: 'Postdoc' });
    expect(screen.getByRole('link', { name: /edit/ }).getAttribute('href')).toBe('/submissions/jobs/1');
  });

  it('a seminar the reader may edit links to its update form', async () => {
    mockApi((url) =>
      url.pathname === '/api/seminars/1'
        ? envelope({ control_number: 1, title: { title: 'A talk' }, can_edit: true })
        : undefined,
    );
    renderRoute(SeminarDetailPage, '/seminars/:id', '/seminars/1');
    await screen.findByRole('heading', { level: 1, name: 'A talk' });
    expect(screen.getByRole('link', { name: /edit/ }).getAttribute('href')).toBe('/submissions/seminars/1');
  });
});
