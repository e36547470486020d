import { linkOf } from '@parton/records';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { findRecord } from '../records/repository';
import {
  type CitingPaperRow,
  citingControlNumbers,
  citingPapersOfAuthorQuery,
  citingPapersPage,
  countsOf,
} from './repository';

export interface CitingPapersPage {
  papers: CitingPaperRow[];
  citationCount: number;
}

export type CitationsOfPaper =
  | { kind: 'missing' }
  /** Merged away: its citations count for the successor. */
  | { kind: 'merged'; successor: number }
  | { kind: 'found'; page: CitingPapersPage };

/** The papers citing a literature record, a page at a time, with the record's citation count. */
export async function citationsOfPaper(
  db: Kysely<Database>,
  controlNumber: number,
  page: number,
  size: number,
): Promise<CitationsOfPaper> {
  const record = await findRecord(db, 'literature', controlNumber);
  if (!record) {
    return { kind: 'missing' };
  }
  const successor = record.deleted ? linkOf(JSON.parse(record.metadataJson).new_record) : undefined;
  if (successor?.collection === 'literature') {
    return { kind: 'merged', successor: successor.controlNumber };
  }
  const cited = { pid_type: 'lit', control_number: controlNumber };
  const [papers, counts] = await Promise.all([
    citingPapersPage(db, cited, size, (page - 1) * size),
    countsOf(db, cited),
  ]);
  return { kind: 'found', page: { papers, citationCount: counts.citation_count } };
}

export interface CitingPapersOfAuthorOptions {
  excludeSelfCitations?: boolean;
}

/**
 * The author profile's "Cited by": papers citing any paper signed by author record `authorRecid`, as a subquery
 * of control numbers to compose into a search (`control_number IN (<query>)`).
 */
export function citingPapersOfAuthorFilter(
  authorRecid: number,
  options: CitingPapersOfAuthorOptions = {},
): RawBuilder<number> {
  return citingPapersOfAuthorQuery(authorRecid, options.excludeSelfCitations ?? false);
}

/** The control numbers of the papers citing any paper of author record `authorRecid`, ascending. */
export async function citingPapersOfAuthor(
  db: Kysely<Database>,
  authorRecid: number,
  options: CitingPapersOfAuthorOptions = {},
): Promise<number[]> {
  return citingControlNumbers(db, citingPapersOfAuthorFilter(authorRecid, options));
}
