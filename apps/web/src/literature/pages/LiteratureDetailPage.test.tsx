import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockFetch } from '../../test/render';
import { LiteratureDetailPage } from './LiteratureDetailPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveRecord(metadata: Record<string, unknown>, recordStatus = 200) {
  return mockFetch((url) => {
    if (url.pathname.match(/^\/api\/literature\/\d+$/)) {
      return recordStatus === 200
        ? { body: { id: String(metadata['control_number']), metadata } }
        : { status: recordStatus, body: { status: recordStatus, message: 'PID does not exist.' } };
    }
    if (url.pathname.endsWith('/references')) {
      return { body: { metadata: { references: [], references_count: 0 } } };
    }
    if (url.pathname === '/api/literature/facets') {
      return {
        body: { hits: { hits: [], total: 0 }, aggregations: { citations_by_year: { value: { '2019': 3 } } } },
      };
    }
    if (url.pathname === '/api/seminars') {
      return { body: { hits: { hits: [], total: 0 }, links: {} } };
    }
    if (url.pathname === '/api/accounts/me') {
      return { status: 401, body: {} };
    }
    return undefined;
  });
}

function renderDetail(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/literature/:id', element: <LiteratureDetailPage /> },
      { path: '/errors/:status', element: <p>error page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const RECORD = {
  control_number: 42,
  titles: [{ title: 'Anomalies and the Standard Model' }],
  authors: [{ full_name: 'Witten, Edward', recid: 983328 }],
  abstracts: [{ value: 'We discuss anomalies.', source: 'arXiv' }],
  keywords: [{ value: 'anomaly' }],
  can_edit: true,
};

describe('literature detail page', () => {
  it('shows the title, authors, abstract, keywords, an edit button and an empty references tab', async () => {
    serveRecord(RECORD);
    renderDetail('/literature/42');
    expect(await screen.findByRole('heading', { name: 'Anomalies and the Standard Model' })).toBeTruthy();
    expect(screen.getByText('Edward Witten').getAttribute('href')).toBe('/authors/983328');
    expect(screen.getByText('We discuss anomalies.')).toBeTruthy();
    expect(screen.getByText('anomaly')).toBeTruthy();
    expect(screen.getByText('edit')).toBeTruthy();
    expect(await screen.findByText('0 References')).toBeTruthy();
    expect(document.title).toBe('Anomalies and the Standard Model - Parton');
  });

  it('warns about deleted records and records outside the literature collection', async () => {
    serveRecord({ ...RECORD, deleted: true, is_collection_hidden: true, can_edit: false });
    renderDetail('/literature/42');
    expect(await screen.findByText('This record is deleted!')).toBeTruthy();
    expect(screen.getByText('This record is not part of the Parton Literature collection.')).toBeTruthy();
    expect(screen.queryByText('edit')).toBeNull();
  });

  it('moves to the canonical id when the API answers with another record', async () => {
    serveRecord(RECORD);
    const router = renderDetail('/literature/7');
    await screen.findByRole('heading', { name: 'Anomalies and the Standard Model' });
    expect(router.state.location.pathname).toBe('/literature/42');
  });

  it('goes to the error page of the status when the record cannot be fetched', async () => {
    serveRecord(RECORD, 404);
    const router = renderDetail('/literature/42');
    expect(await screen.findByText('error page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/errors/404');
    expect(router.state.location.state).toEqual({ referrer: '/literature/42' });
  });
});
