import { isValidOrcid } from '@parton/records';
import { getUiJson, isApiError } from '../../common/api/http';

/**
 * The control number of the author whose profile holds this ORCID (`GET /api/orcid/<orcid>`), or undefined when
 * none does. A failed check never blocks a submission: the server refuses a duplicate anyway.
 */
export async function authorWithOrcid(orcid: string, signal?: AbortSignal): Promise<string | undefined> {
  const trimmed = orcid.trim();
  if (!isValidOrcid(trimmed)) {
    return undefined;
  }
  try {
    const { body } = await getUiJson<{ id?: unknown; metadata?: { control_number?: unknown } }>(
      `/orcid/${encodeURIComponent(trimmed)}`,
      { signal },
    );
    const controlNumber = body.metadata?.control_number ?? body.id;
    return typeof controlNumber === 'number' || typeof controlNumber === 'string'
      ? String(controlNumber)
      : undefined;
  } catch (error) {
    if (isApiError(error) || (error instanceof Error && error.name !== 'AbortError')) {
      return undefined;
    }
    throw error;
  }
}
