/**
 * `POST /ai/v1/query` forwards a reader's free-text search to the AI service at AI_QUERY_URL (spec §7,
 * submissions-backoffice.md §9). The reader never waits for it and never hears of it: the route answers 202 at once,
 * and a slow, refusing or absent service only leaves a warning in the log.
 */
export interface AiQueryPayload {
  query: string;
  /** The session user's e-mail, never what the client claims; null for anonymous readers. */
  user: string | null;
  matomo_client_id: string | null;
}

/** The service gets this long to answer; the forward is then abandoned (and logged). */
export const AI_QUERY_TIMEOUT_MS = 2_000;

export interface ForwardOptions {
  timeoutMs?: number;
  warn: (message: string) => void;
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}

/** Posts the payload as JSON; resolves once delivered or given up, never rejects (failures go to `warn`). */
export async function forwardAiQuery(
  url: string,
  payload: AiQueryPayload,
  options: ForwardOptions,
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? AI_QUERY_TIMEOUT_MS;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer is not used: read it only to release the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      options.warn(`AI query forward to ${url} failed: the service answered ${response.status}`);
    }
  } catch (error) {
    options.warn(`AI query forward to ${url} failed: ${reasonOf(error, timeoutMs)}`);
  }
}
