import type { LiteratureImportData } from '@parton/records';
import type { Kysely } from 'kysely';
import type { LiteratureImportSettings } from '../config';
import type { Database } from '../db/schema';
import { findExactMatches } from '../workflows/matching';
import { ARXIV_SOURCE_NAME, fetchArxivRecord } from './arxiv';
import { CROSSREF_SOURCE_NAME, fetchCrossrefWork } from './crossref';
import { alreadyExists, notRecognized, sourceOff } from './errors';
import { formFromArxiv, formFromCrossref, mergeForms } from './formData';
import { identifyImport } from './identifiers';

/**
 * `GET /api/literature/import/{identifier}` (facts §1.2 "Import step"): identify, refuse what we already have,
 * ask arXiv (OAI-PMH) or CrossRef, answer the literature form's fields. Every refusal is an ImportFailure.
 */
export async function importLiterature(
  db: Kysely<Database>,
  settings: LiteratureImportSettings,
  rawIdentifier: string,
): Promise<LiteratureImportData> {
  const identifier = identifyImport(rawIdentifier);
  if (!identifier) {
    throw notRecognized(rawIdentifier);
  }
  const existing = await findExactMatches(
    db,
    identifier.kind === 'arxiv' ? { arxiv_id: identifier.id } : { doi: identifier.id },
  );
  if (existing[0] !== undefined) {
    throw alreadyExists(identifier.id, existing[0]);
  }
  if (identifier.kind === 'doi') {
    if (!settings.crossrefUrl) {
      throw sourceOff(CROSSREF_SOURCE_NAME);
    }
    return formFromCrossref(await fetchCrossrefWork(settings.crossrefUrl, identifier.id, settings.timeoutMs));
  }
  if (!settings.arxivOaiUrl) {
    throw sourceOff(ARXIV_SOURCE_NAME);
  }
  const arxiv = formFromArxiv(
    await fetchArxivRecord(settings.arxivOaiUrl, identifier.id, settings.timeoutMs),
  );
  if (!arxiv.doi || !settings.crossrefUrl) {
    return arxiv;
  }
  try {
    return mergeForms(
      arxiv,
      formFromCrossref(await fetchCrossrefWork(settings.crossrefUrl, arxiv.doi, settings.timeoutMs)),
    );
  } catch {
    // CrossRef only completes an e-print: when it is down or does not know the DOI, arXiv's data stands alone.
    return arxiv;
  }
}
