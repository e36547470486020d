import { CSRF_HEADER } from '@parton/records';
import { ApiError, csrfTokenFromCookie, readerMessage } from '../../common/api/http';

/** Output formats, as the server names them (`?format=`; note the underscores). */
export const BIBLIOGRAPHY_FORMAT_OPTIONS = [
  { value: 'bibtex', label: 'BibTeX' },
  { value: 'latex_us', label: 'LaTeX (US)' },
  { value: 'latex_eu', label: 'LaTeX (EU)' },
] as const;

export type BibliographyFormat = (typeof BIBLIOGRAPHY_FORMAT_OPTIONS)[number]['value'];

/** `POST /api/bibliography-generator`'s answer: where to download the file, and each key that was not used. */
export interface GeneratedBibliography {
  data: { download_url: string };
  errors: { message: string }[];
}

export const BIBLIOGRAPHY_ENDPOINT = '/api/bibliography-generator';

/**
 * Sends the `.tex` file as multipart `file` (the shared JSON client sends JSON only). A logged-in browser echoes its
 * CSRF token like every other write; a failure is the shared ApiError with the server's message.
 */
export async function generateBibliography(
  file: File,
  format: BibliographyFormat,
): Promise<GeneratedBibliography> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const csrf = typeof document === 'undefined' ? undefined : csrfTokenFromCookie(document.cookie);
  if (csrf) {
    headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`${BIBLIOGRAPHY_ENDPOINT}?format=${encodeURIComponent(format)}`, {
      method: 'POST',
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', 'Connection error!');
  }
  const text = await response.text().catch(() => '');
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = text;
  }
  if (!response.ok) {
    throw new ApiError(response.status, readerMessage(answer, response.statusText), answer);
  }
  const generated = answer as Partial<GeneratedBibliography> | null;
  if (typeof generated?.data?.download_url !== 'string') {
    throw new ApiError(response.status, '', answer);
  }
  return { data: generated.data, errors: Array.isArray(generated.errors) ? generated.errors : [] };
}
