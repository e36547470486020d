import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders one page at `url`, matched by `path`, with a fresh query cache (no retries) and an in-memory router. */
export function renderRoute(Page: ComponentType, path: string, url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '/errors/:status', element: <p>error page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export type FetchRoute = (url: URL, init: RequestInit | undefined) => unknown;

/** JSON answer of a mocked call; `undefined` from a route means 404. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const EMPTY_SEARCH = { hits: { hits: [], total: 0 }, links: {} };
export const EMPTY_FACETS = { hits: { hits: [], total: 0 }, aggregations: {} };

/**
 * Replaces fetch: `/api/accounts/me` answers 401 (anonymous), facets calls answer no aggregations, searches
 * answer no hits, and `route` decides everything else (return undefined for the defaults).
 */
export function mockApi(route: FetchRoute = () => undefined) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const answer = route(url, init);
    if (answer instanceof Response) {
      return answer;
    }
    if (answer !== undefined) {
      return jsonResponse(answer);
    }
    if (url.pathname === '/api/accounts/me') {
      return jsonResponse({ status: 401, message: 'Unauthorized' }, 401);
    }
    if (url.pathname.endsWith('/facets')) {
      return jsonResponse(EMPTY_FACETS);
    }
    if (/^\/api\/[a-z]+\/?$/.test(url.pathname)) {
      return jsonResponse(EMPTY_SEARCH);
    }
    return jsonResponse({ status: 404, message: 'PID does not exist.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** A record envelope as `GET /api/{collection}/{id}` gives it. */
export function envelope<M extends { control_number: number }>(metadata: M) {
  return {
    id: String(metadata.control_number),
    uuid: '00000000-0000-4000-8000-000000000000',
    revision_id: 1,
    created: '2020-08-20T10:00:00.000000+00:00',
    updated: '2021-02-05T17:12:44.185421+00:00',
    links: {},
    metadata,
  };
}
