import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, deleteJson, getBlob, getJson, messageOr, postJson, putJson, readerMessage } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error messages a reader may see', () => {
  it("are the server's own explanations", () => {
    expect(readerMessage({ status: 400, message: 'The syntax of the search query is invalid.' })).toBe(
      'The syntax of the search query is invalid.',
    );
    expect(readerMessage({ status: 500, message: 'Renderer unavailable' }, 'Internal Server Error')).toBe(
      'Renderer unavailable',
    );
  });

  it('are never a generic status text', () => {
    expect(
      readerMessage(
        { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
        'Internal Server Error',
      ),
    ).toBe('');
    expect(readerMessage({ message: 'internal server error' })).toBe('');
    expect(readerMessage({ message: 'Bad Gateway' })).toBe('');
    expect(readerMessage({ message: 'Something odd' }, 'Something odd')).toBe('');
    expect(readerMessage('<html><body>502 Bad Gateway</body></html>', 'Bad Gateway')).toBe('');
    expect(readerMessage(undefined, 'Internal Server Error')).toBe('');
    expect(readerMessage({ message: '   ' })).toBe('');
  });

  it('reach the caller through ApiError, the status and body kept for debugging', async () => {
    const body = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(body), { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const error = await getJson('/literature/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('');
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).body).toEqual(body);
  });
});

describe('writes', () => {
  function stubAnswer(status: number, body: string) {
    const fetchMock = vi.fn(async () => new Response(body, { status }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  function callOf(fetchMock: ReturnType<typeof stubAnswer>): [string, RequestInit] {
    return fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  }

  it('send JSON with the CSRF token given, and answer the parsed body', async () => {
    const fetchMock = stubAnswer(200, '{"ok":true}');
    await expect(
      putJson('/accounts/settings/orcid-push', { value: true }, { csrfToken: 't1' }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = callOf(fetchMock);
    expect(url).toBe('/api/accounts/settings/orcid-push');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"value":true}');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-csrf-token']).toBe('t1');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('fall back to the csrf-token cookie; an empty answer is null', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('a=1; csrf-token=from%20cookie');
    const fetchMock = stubAnswer(200, '');
    await expect(deleteJson('/things/1')).resolves.toBeNull();
    const [, init] = callOf(fetchMock);
    expect(init.method).toBe('DELETE');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('from cookie');
    vi.restoreAllMocks();
  });

  it("fail with the server's message and status", async () => {
    stubAnswer(401, '{"status":401,"message":"Invalid e-mail or password."}');
    const error = await postJson('/accounts/login', { email: 'a@b.c', password: 'x' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(messageOr(error, 'Something went wrong')).toBe('Invalid e-mail or password.');
    expect(messageOr(new Error('x'), 'Something went wrong')).toBe('Something went wrong');
  });

  it("report a failed connection as 'network', but let an abort through", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await postJson('/x', {}).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe('network');
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.throwIfAborted();
        return new Response('{}');
      }),
    );
    controller.abort();
    const aborted = await postJson('/x', {}, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(aborted).not.toBeInstanceOf(ApiError);
    expect((aborted as Error).name).toBe('AbortError');
  });

  it('reads are plain GETs without a CSRF header; blobs come back as blobs', async () => {
    const fetchMock = stubAnswer(200, 'TY  - JOUR');
    const blob = await getBlob('/literature', { params: { q: 'a', format: 'ris' } });
    expect(await blob.text()).toBe('TY  - JOUR');
    const [url, init] = callOf(fetchMock);
    expect(url).toBe('/api/literature?q=a&format=ris');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
  });
});
