import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch() {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ message: 'Logged out.' }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('logout', () => {
  it('POSTs to /api/accounts/logout with the session CSRF token (the server refuses a GET)', async () => {
    const fetchMock = stubFetch();
    await logout('token-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/accounts/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('token-1');
    expect(init.credentials).toBe('same-origin');
  });

  it('falls back to the readable csrf-token cookie, and never throws', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('other=1; csrf-token=from-cookie');
    const fetchMock = stubFetch();
    await logout();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('from-cookie');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":403,"message":"no"}', { status: 403 })),
    );
    await expect(logout('stale')).resolves.toBeUndefined();
  });
});
