import {
  BACKOFFICE_REFRESH_TOKEN_KEY,
  BACKOFFICE_TOKEN_KEY,
  type Workflow,
  type WorkflowSearchResponse,
} from '@parton/records';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { backofficeRoutes } from '../routes';

/** A workflow as the API answers it, with the given overrides. */
export function workflow(overrides: Partial<Workflow> = {}): Workflow {
  return {
    id: 'wf-1',
    workflow_type: 'AUTHOR_CREATE',
    status: 'approval',
    data: { name: { value: 'Doe, Jane', preferred_name: 'Jane Doe' } },
    form_data: null,
    matches: null,
    reference_count: null,
    error: null,
    validation_errors: [],
    decisions: [],
    tickets: [],
    control_number: null,
    submitter: { email: 'jane@example.org', orcid: null },
    _created_at: '2024-03-01T10:00:00.000Z',
    _updated_at: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A search answer whose facets count the given workflows by type and status. */
export function searchResponse(results: Workflow[], count = results.length): WorkflowSearchResponse {
  const byStatus = new Map<string, number>();
  const byType = new Map<string, Map<string, number>>();
  for (const entry of results) {
    byStatus.set(entry.status, (byStatus.get(entry.status) ?? 0) + 1);
    const statuses = byType.get(entry.workflow_type) ?? new Map<string, number>();
    statuses.set(entry.status, (statuses.get(entry.status) ?? 0) + 1);
    byType.set(entry.workflow_type, statuses);
  }
  return {
    count,
    next: null,
    previous: null,
    results,
    facets: {
      _filter_status: {
        status: { buckets: [...byStatus].map(([key, doc_count]) => ({ key, doc_count })) },
      },
      _filter_workflow_type: {
        workflow_type: {
          buckets: [...byType].map(([key, statuses]) => ({
            key,
            doc_count: [...statuses.values()].reduce((sum, value) => sum + value, 0),
            status: { buckets: [...statuses].map(([status, doc_count]) => ({ key: status, doc_count })) },
          })),
        },
      },
    },
  };
}

export interface RecordedCall {
  url: URL;
  method: string;
  authorization: string | undefined;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | undefined;

/** Replaces fetch with a back-office server: `route` answers, unknown calls 404; every call is recorded. */
export function fakeBackoffice(route: (call: RecordedCall) => Answer) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const call: RecordedCall = {
        url: new URL(String(input), 'http://localhost'),
        method: init?.method ?? 'GET',
        authorization: headers.Authorization,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer =
        call.url.pathname === '/api/accounts/me'
          ? { status: 401, body: { message: 'Unauthorized' } }
          : route(call);
      if (!answer) {
        return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
      }
      const status = answer.status ?? 200;
      // 204 and 205 answers carry no body (the Response constructor refuses one).
      return new Response(status === 204 || status === 205 ? null : JSON.stringify(answer.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function logIn(access = 'access-1', refresh = 'refresh-1'): void {
  localStorage.setItem(BACKOFFICE_TOKEN_KEY, access);
  localStorage.setItem(BACKOFFICE_REFRESH_TOKEN_KEY, refresh);
}

/** The back office's real routes in a memory router, starting at `url`. */
export function renderBackoffice(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [...backofficeRoutes, { path: 'literature/:id', element: <p>literature record</p> }],
      },
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
