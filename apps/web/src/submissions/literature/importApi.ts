import { literatureDocumentType } from '@parton/records';
import { getJson, isApiError } from '../../common/api/http';
import type { FormValues } from '../common/formPaths';

/** The import step's wording when the server explains nothing (facts §1.2). */
export const IMPORT_DEFAULT_ERROR = 'Something went wrong during the import';

/** What an import gave: form values, a record we already have (409), or a failure to show. */
export type ImportOutcome =
  | { kind: 'imported'; values: FormValues }
  | { kind: 'exists'; message: string; recid: string }
  | { kind: 'failed'; message: string };

/**
 * `GET /api/literature/import/<identifier>`: an arXiv id or a DOI (a DOI keeps its slashes in the path, as the
 * server reads the rest of the path as the identifier). Never throws but for an abort.
 */
export async function importLiterature(identifier: string, signal?: AbortSignal): Promise<ImportOutcome> {
  try {
    const body = await getJson<{ data?: unknown }>(`/literature/import/${encodeURI(identifier.trim())}`, {
      signal,
    });
    return { kind: 'imported', values: importedFormValues(body.data) };
  } catch (error) {
    if (!isApiError(error)) {
      if (error instanceof Error && error.name === 'AbortError') {
        throw error;
      }
      return { kind: 'failed', message: IMPORT_DEFAULT_ERROR };
    }
    const recid = recidOf(error.body);
    if (error.status === 409 && recid) {
      return { kind: 'exists', message: error.message || IMPORT_DEFAULT_ERROR, recid };
    }
    return { kind: 'failed', message: error.message || IMPORT_DEFAULT_ERROR };
  }
}

function recidOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('recid' in body)) {
    return undefined;
  }
  const { recid } = body as { recid: unknown };
  return typeof recid === 'string' || typeof recid === 'number' ? String(recid) : undefined;
}

/** The values a new literature form starts with (facts §1.2 defaults: one empty author, one report number). */
export function emptyLiteratureValues(): FormValues {
  return {
    document_type: 'article',
    language: 'en',
    subjects: [],
    authors: [{}],
    report_numbers: [''],
    supervisors: [{}],
  };
}

/**
 * The import's form data over the defaults, with a document type the form has: anything else (a proceedings,
 * 'book chapter' with a space) becomes an article, as in the existing system.
 */
export function importedFormValues(data: unknown): FormValues {
  const imported =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as FormValues) : {};
  const values: FormValues = { ...emptyLiteratureValues() };
  for (const [field, value] of Object.entries(imported)) {
    if (value !== undefined && value !== null) {
      values[field] = value;
    }
  }
  values.document_type = literatureDocumentType(imported.document_type);
  for (const list of ['authors', 'report_numbers', 'supervisors'] as const) {
    if (!Array.isArray(values[list]) || (values[list] as unknown[]).length === 0) {
      values[list] = emptyLiteratureValues()[list];
    }
  }
  return values;
}
