import { invalidFormat, notFound, sourceFailed } from './errors';

/**
 * One work from CrossRef's REST API: `GET <CROSSREF_URL>/works/<doi>` answering `{status: "ok", message: {…}}`.
 * 404 → not found; an answer that is not such JSON → 500; no answer or another HTTP error → 502.
 */

export const CROSSREF_SOURCE_NAME = 'CrossRef';

/** The parts of CrossRef's work record the import reads (https://api.crossref.org/swagger-ui, `Work`). */
export interface CrossrefWork {
  DOI?: string;
  type?: string;
  title?: string[];
  subtitle?: string[];
  author?: { given?: string; family?: string; name?: string; affiliation?: { name?: string }[] }[];
  'container-title'?: string[];
  'short-container-title'?: string[];
  volume?: string;
  issue?: string;
  page?: string;
  'article-number'?: string;
  issued?: { 'date-parts'?: (number | null)[][] };
  'published-print'?: { 'date-parts'?: (number | null)[][] };
  'published-online'?: { 'date-parts'?: (number | null)[][] };
  publisher?: string;
  'publisher-location'?: string;
  abstract?: string;
  language?: string;
}

/** DOIs keep their slashes in the path (CrossRef reads `/works/10.1103/PhysRevD.98.030001`); the rest is escaped. */
export function workUrl(crossrefUrl: string, doi: string): string {
  return `${crossrefUrl}/works/${doi.split('/').map(encodeURIComponent).join('/')}`;
}

export function parseWork(text: string): CrossrefWork {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw invalidFormat();
  }
  const message = (document as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object' || Array.isArray(message)) {
    throw invalidFormat();
  }
  return message as CrossrefWork;
}

export async function fetchCrossrefWork(
  crossrefUrl: string,
  doi: string,
  timeoutMs: number,
): Promise<CrossrefWork> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(workUrl(crossrefUrl, doi), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.text();
  } catch {
    throw sourceFailed(CROSSREF_SOURCE_NAME);
  }
  if (response.status === 404) {
    throw notFound(doi);
  }
  if (!response.ok) {
    throw sourceFailed(CROSSREF_SOURCE_NAME);
  }
  return parseWork(body);
}
