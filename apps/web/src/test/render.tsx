import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

interface RenderOptions {
  path?: string;
  route?: string;
  state?: unknown;
  queryClient?: QueryClient;
}

/** Renders inside a memory router and a fresh query cache, as the app does. */
export function renderWithApp(element: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const route = options.route ?? '/';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: route.split('?')[0] ?? '/',
            search: route.includes('?') ? `?${route.split('?')[1]}` : '',
            state: options.state,
          },
        ]}
      >
        <Routes>
          <Route path={options.path ?? '*'} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

type Responder = (url: URL) => { status?: number; body: unknown } | undefined;

/** Replaces fetch with canned answers keyed on the request URL; unknown URLs answer 404. */
export function mockFetch(responder: Responder) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const answer = responder(url);
    if (!answer) {
      return new Response(JSON.stringify({ status: 404, message: 'Not found' }), { status: 404 });
    }
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
