import { CSRF_HEADER } from '@parton/records';
import { ApiError, csrfTokenFromCookie, getJson, readerMessage } from '../common/api/http';
import { clientId } from './clientId';

/**
 * The same-origin `/ai/v1/*` endpoints (not under /api, like the reference; spec §7) and the query parser they
 * rely on. `/api` calls go through common/api/http.ts; these two writes carry the session's CSRF token the same way.
 */
export const FEEDBACK_PATH = '/ai/v1/search-feedback';
export const AI_QUERY_PATH = '/ai/v1/query';

async function postSameOrigin(path: string, body: unknown): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const csrf = csrfTokenFromCookie(document.cookie);
  if (csrf) {
    headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', 'Connection error!');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    throw new ApiError(response.status, readerMessage(parsed, response.statusText), parsed);
  }
}

export interface FeedbackValues {
  question: string;
  additional: string;
}

/** Sends the feedback form with the search the reader was on. */
export function sendSearchFeedback(values: FeedbackValues, query: string): Promise<void> {
  return postSameOrigin(FEEDBACK_PATH, {
    question: values.question.trim(),
    additional: values.additional.trim() || undefined,
    query: query.trim() || undefined,
    matomo_client_id: clientId(),
  });
}

/** `GET /api/search/query-parser`: the query as the Elasticsearch-like structure of the search language. */
export function fetchParsedQuery(query: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return getJson<Record<string, unknown>>('/search/query-parser', { params: { q: query }, signal });
}

/** Whether the parsed query is free text at its top (`{"match": {"_all": …}}`), as the reference's UI asks. */
export function isFreeText(parsed: Record<string, unknown>): boolean {
  const match = parsed.match;
  return typeof match === 'object' && match !== null && '_all' in match;
}

/**
 * The AI hook (spec §7): a free-text query is sent to `POST /ai/v1/query`; the server adds the logged-in user and
 * forwards it. Fire-and-forget: failures only reach the console, never the reader.
 */
export async function reportFreeTextQuery(
  query: string,
  signal?: AbortSignal,
  /** Called once the parse has answered (before any post): from then on, aborting no longer stops the report. */
  onDecided?: () => void,
): Promise<'sent' | 'skipped'> {
  const text = query.trim();
  if (text === '') {
    return 'skipped';
  }
  try {
    const parsed = await fetchParsedQuery(text, signal);
    if (signal?.aborted) {
      return 'skipped';
    }
    onDecided?.();
    if (!isFreeText(parsed)) {
      return 'skipped';
    }
    await postSameOrigin(AI_QUERY_PATH, { query: text, matomo_client_id: clientId() });
    return 'sent';
  } catch (error) {
    if (!signal?.aborted) {
      console.warn('The AI query hook failed:', error);
    }
    return 'skipped';
  }
}
