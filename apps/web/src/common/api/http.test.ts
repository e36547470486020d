import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, readerMessage } from './http';

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
