import { REFERENCES_PAGE_SIZE } from '@parton/records';
import type { AppContext } from '../context';
import { rewriteRefs } from '../records/present';
import { authorListMetadata } from './literatureUi';
import { pagingOrThrow } from './params';
import { linkedLiterature, referenceItems } from './references';
import {
  findAuthorByOrcid,
  findAuthorList,
  findLiteratureByIdentifier,
  findReferencedLiterature,
  findReferences,
} from './repository';

/** The largest references page (`MAX_API_RESULTS` of the reference). */
export const MAX_REFERENCES_PAGE_SIZE = 10_000;
export const REFERENCES_WINDOW_MESSAGE = `Maximum number of ${MAX_REFERENCES_PAGE_SIZE} results have been reached.`;

/** DOIs compare case-insensitively, without a `doi:` or resolver prefix (as the search table stores them). */
export function normalizeDoi(doi: string): string {
  return doi
    .trim()
    .toLowerCase()
    .replace(/^(?:doi:|https?:\/\/(?:dx\.)?doi\.org\/)/, '');
}

/** arXiv ids compare case-insensitively, without `arXiv:` and without a version (as the search table stores them). */
export function normalizeArxivId(id: string): string {
  return id
    .trim()
    .toLowerCase()
    .replace(/^arxiv:/, '')
    .replace(/v\d+$/, '');
}

export function findLiteratureByDoi(context: AppContext, doi: string): Promise<number | undefined> {
  return findLiteratureByIdentifier(context.db, 'dois', normalizeDoi(doi));
}

export function findLiteratureByArxiv(context: AppContext, id: string): Promise<number | undefined> {
  return findLiteratureByIdentifier(context.db, 'arxiv_ids', normalizeArxivId(id));
}

const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

export async function findAuthorRecordByOrcid(
  context: AppContext,
  orcid: string,
): Promise<number | undefined> {
  const value = orcid.trim().toUpperCase();
  if (!ORCID.test(value)) {
    return undefined;
  }
  return findAuthorByOrcid(context.db, value);
}

/**
 * `GET /api/literature/{id}/references`: one page of the paper's references (default 25), linked ones shown as
 * the record they point to with the reference's label, the others reshaped; undefined when there is no paper.
 */
export async function literatureReferences(
  context: AppContext,
  controlNumber: number,
  query: { page?: string | undefined; size?: string | undefined },
): Promise<string | undefined> {
  const { page, size } = pagingOrThrow(
    query,
    { defaultSize: REFERENCES_PAGE_SIZE, maxSize: MAX_REFERENCES_PAGE_SIZE },
    { 'size-exceeded': REFERENCES_WINDOW_MESSAGE },
  );
  const references = await findReferences(context.db, controlNumber);
  if (references === null) {
    return undefined;
  }
  const slice = references.slice((page - 1) * size, page * size);
  const resolved = await findReferencedLiterature(context.db, linkedLiterature(slice));
  const body = {
    metadata: { references: referenceItems(slice, resolved), references_count: references.length },
  };
  return rewriteRefs(JSON.stringify(body), context.config.publicUrl);
}

/** `GET /api/{literature|data}/{id}/authors`: every author, the supervisors and the collaborations. */
export async function recordAuthors(
  context: AppContext,
  collection: 'literature' | 'data',
  controlNumber: number,
): Promise<string | undefined> {
  const list = await findAuthorList(context.db, collection, controlNumber);
  if (!list) {
    return undefined;
  }
  return rewriteRefs(JSON.stringify({ metadata: authorListMetadata(list) }), context.config.publicUrl);
}
