import { ApiError, readerMessage } from './http';

const CSRF_COOKIE = 'csrf-token';
const CSRF_HEADER = 'x-csrf-token';

/** The session's CSRF token, which the server also sets as a cookie and expects echoed on every write. */
export function csrfTokenFromCookie(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) {
      return decodeURIComponent(rest.join('='));
    }
  }
  return undefined;
}

/** POST a JSON body to /api; resolves with the parsed answer (or null when the body is empty). */
export async function postJson<T = unknown>(
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T | null> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const csrf = typeof document === 'undefined' ? undefined : csrfTokenFromCookie(document.cookie);
  if (csrf) {
    headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError('network', 'Connection error!');
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    throw new ApiError(response.status, readerMessage(parsed, response.statusText), parsed);
  }
  return parsed as T | null;
}
