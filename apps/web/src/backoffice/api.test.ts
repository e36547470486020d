import { BACKOFFICE_REFRESH_TOKEN_KEY, BACKOFFICE_TOKEN_KEY } from '@parton/records';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../common/api/http';
import { backofficeCall, backofficeLogin, backofficeLogout, searchWorkflows } from './api';

interface Call {
  url: string;
  method: string;
  authorization: string | undefined;
  body: unknown;
}

/** A fake back-office server: `route` answers each call; every call is recorded. */
function stubServer(route: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      authorization: headers.Authorization,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return route(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('backofficeCall', () => {
  it('sends the stored access token as a Bearer header and never the cookie', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'access-1');
    const calls = stubServer(() => json({ email: 'c@example.org' }));
    const fetchMock = vi.mocked(fetch);
    await expect(backofficeCall('users/me/')).resolves.toEqual({ email: 'c@example.org' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/backoffice/users/me/');
    expect(calls[0]?.authorization).toBe('Bearer access-1');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.credentials).toBe('omit');
  });

  it('on 403 refreshes once, stores the new access token and retries with it', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'expired');
    localStorage.setItem(BACKOFFICE_REFRESH_TOKEN_KEY, 'refresh-1');
    const calls = stubServer((call) => {
      if (call.url.endsWith('/refresh/')) {
        return json({ access: 'fresh' });
      }
      return call.authorization === 'Bearer fresh' ? json({ ok: true }) : json({ detail: 'expired' }, 403);
    });
    await expect(backofficeCall('users/me/')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/backoffice/users/me/',
      '/api/backoffice/refresh/',
      '/api/backoffice/users/me/',
    ]);
    expect(calls[1]?.body).toEqual({ refresh: 'refresh-1' });
    expect(calls[1]?.authorization).toBeUndefined();
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBe('fresh');
    expect(localStorage.getItem(BACKOFFICE_REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });

  it('refreshes on 401 too when a token was sent (a garbage token)', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'garbage');
    localStorage.setItem(BACKOFFICE_REFRESH_TOKEN_KEY, 'refresh-1');
    const calls = stubServer((call) => {
      if (call.url.endsWith('/refresh/')) {
        return json({ access: 'fresh' });
      }
      return call.authorization === 'Bearer fresh' ? json([]) : json({ detail: 'bad token' }, 401);
    });
    await backofficeCall('tickets/');
    expect(calls).toHaveLength(3);
  });

  it('does not refresh a 401 of a call made without a token', async () => {
    const calls = stubServer(() => json({ detail: 'Authentication credentials were not provided.' }, 401));
    const failure = backofficeCall('users/me/');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Authentication credentials were not provided.',
    });
    expect(calls).toHaveLength(1);
  });

  it('retries only once: a second 403 after the refresh is the answer', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'expired');
    localStorage.setItem(BACKOFFICE_REFRESH_TOKEN_KEY, 'refresh-1');
    const calls = stubServer((call) =>
      call.url.endsWith('/refresh/')
        ? json({ access: 'fresh' })
        : json({ detail: 'You do not have permission to perform this action.' }, 403),
    );
    await expect(backofficeCall('users/me/')).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to perform this action.',
    });
    expect(calls).toHaveLength(3);
  });

  it('clears both tokens when the refresh is refused, without retrying', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'expired');
    localStorage.setItem(BACKOFFICE_REFRESH_TOKEN_KEY, 'expired-too');
    const calls = stubServer((call) =>
      call.url.endsWith('/refresh/') ? json({ detail: 'Token is invalid or expired' }, 401) : json({}, 403),
    );
    await expect(backofficeCall('users/me/')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(BACKOFFICE_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('shares one refresh between parallel calls that meet the expired token', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'expired');
    localStorage.setItem(BACKOFFICE_REFRESH_TOKEN_KEY, 'refresh-1');
    const calls = stubServer((call) => {
      if (call.url.endsWith('/refresh/')) {
        return json({ access: 'fresh' });
      }
      return call.authorization === 'Bearer fresh' ? json({}) : json({}, 403);
    });
    await Promise.all([backofficeCall('a/'), backofficeCall('b/')]);
    expect(calls.filter((call) => call.url.endsWith('/refresh/'))).toHaveLength(1);
  });

  it('takes the reader message from message when there is no detail', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'access-1');
    stubServer(() => json({ message: 'Workflow is not awaiting a decision.' }, 409));
    await expect(backofficeCall('workflows/authors/x/accept/')).rejects.toMatchObject({
      status: 409,
      message: 'Workflow is not awaiting a decision.',
    });
  });
});

describe('searchWorkflows', () => {
  it('passes filters as repeated query parameters', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'access-1');
    const calls = stubServer(() => json({ count: 0, results: [] }));
    await searchWorkflows('literature', {
      search: 'higgs',
      status: ['approval', 'error'],
      workflow_type: ['HEP_SUBMISSION'],
      ordering: '-_updated_at',
      page: 2,
    });
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/backoffice/workflows/literature/search/');
    expect(url.searchParams.get('search')).toBe('higgs');
    expect(url.searchParams.getAll('status')).toEqual(['approval', 'error']);
    expect(url.searchParams.get('page')).toBe('2');
  });
});

describe('login and logout', () => {
  it('stores the pair on login', async () => {
    const calls = stubServer(() => json({ access: 'a', refresh: 'r' }));
    await backofficeLogin('c@example.org', 'pw');
    expect(calls[0]?.url).toBe('/api/backoffice/login');
    expect(calls[0]?.body).toEqual({ email: 'c@example.org', password: 'pw' });
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBe('a');
    expect(localStorage.getItem(BACKOFFICE_REFRESH_TOKEN_KEY)).toBe('r');
  });

  it('a refused login throws the server detail and stores nothing', async () => {
    stubServer(() => json({ detail: 'No active account found with the given credentials' }, 401));
    await expect(backofficeLogin('c@example.org', 'bad')).rejects.toMatchObject({
      message: 'No active account found with the given credentials',
    });
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBeNull();
  });

  it('logout calls users/logout/ with the token and clears the tokens even when the server fails', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'a');
    localStorage.setItem(BACKOFFICE_REFRESH_TOKEN_KEY, 'r');
    const calls = stubServer(() => json({ detail: 'boom' }, 500));
    await backofficeLogout();
    expect(calls[0]?.url).toBe('/api/backoffice/users/logout/');
    expect(calls[0]?.authorization).toBe('Bearer a');
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(BACKOFFICE_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('logout clears the tokens when the server cannot be reached', async () => {
    localStorage.setItem(BACKOFFICE_TOKEN_KEY, 'a');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await backofficeLogout();
    expect(localStorage.getItem(BACKOFFICE_TOKEN_KEY)).toBeNull();
  });
});
