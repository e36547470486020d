/**
 * The runtime flags of the same-origin `/ai/v1/*` endpoints (spec §7; submissions-backoffice.md §9), read from the
 * environment like the rest of `GET /api/config`:
 * - SEARCH_FEEDBACK: the literature search's feedback form and `POST /ai/v1/search-feedback`;
 * - AI_QUERY with AI_QUERY_URL: free-text searches are forwarded to AI_QUERY_URL through `POST /ai/v1/query`.
 * A flag without its URL (or with a URL that is no http(s) address) is off, and said so through `warn`: a server
 * must never promise the hook and then drop every call.
 */
export interface AiSettings {
  searchFeedback: boolean;
  /** Where `POST /ai/v1/query` forwards to; null when the hook is off. */
  aiQueryUrl: string | null;
}

export function parseFlag(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function parseHttpUrl(
  name: string,
  value: string | undefined,
  warn: (message: string) => void,
): string | null {
  const text = value?.trim() ?? '';
  if (text === '') {
    warn(`AI_QUERY is on but ${name} is unset; the AI query hook stays off`);
    return null;
  }
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return url.toString();
    }
  } catch {
    // Reported below.
  }
  warn(`${name} must be an http(s) URL, not "${text}"; the AI query hook stays off`);
  return null;
}

export function readAiSettings(
  env: NodeJS.ProcessEnv,
  warn: (message: string) => void = () => {},
): AiSettings {
  const aiQueryOn = parseFlag(env.AI_QUERY);
  return {
    searchFeedback: parseFlag(env.SEARCH_FEEDBACK),
    aiQueryUrl: aiQueryOn ? parseHttpUrl('AI_QUERY_URL', env.AI_QUERY_URL, warn) : null,
  };
}
