import { vi } from 'vitest';

/** A request the web app sent: its address, method and JSON body. */
export interface SentRequest {
  url: URL;
  method: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | undefined;
type Handler = (request: SentRequest) => Answer | Promise<Answer>;

/**
 * Replaces fetch with canned answers keyed on the request (like test/render's mockFetch, which sees only the
 * address): the claim flows are told apart by method and body. Unknown requests answer 404.
 */
export function mockApi(handler: Handler) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      url,
      method: init?.method ?? 'GET',
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);
    const answer = await handler(request);
    if (!answer) {
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The writes sent to a path under /api. */
    posts: (path: string) =>
      requests.filter((request) => request.method === 'POST' && request.url.pathname === `/api${path}`),
  };
}

/** The answer of /api/accounts/me for a logged-in user (or 401 when `account` is undefined). */
export function sessionAnswer(account?: { profile_control_number: number | null; roles?: string[] }): Answer {
  if (!account) {
    return { status: 401, body: { message: 'Unauthorized' } };
  }
  return {
    body: {
      data: { email: 'reader@example.org', roles: account.roles ?? [], ...account },
      preferences: {},
      csrf_token: 'token',
    },
  };
}
