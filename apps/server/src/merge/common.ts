import { EDITOR_MESSAGES, type EditorMergeRequest, linkOf, type RecordLink } from '@parton/records';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError, NOT_FOUND_MESSAGE } from '../http/errors';
import { type RevisionActor, type SaveOutcome, saveRecordsInTransaction } from '../records/writer';
import {
  type LockedRecord,
  lockRecordsByControlNumber,
  lockRecordsById,
  type PaperToRewrite,
  type WrittenRevision,
} from './repository';

type Json = Record<string, unknown>;

/** Papers rewritten per writer call: the writer's statements are set-based per call, memory grows with it. */
export const PAPER_BATCH_SIZE = 200;
/**
 * Stored bytes (compressed as stored) per writer call: a batch of 200 papers with 3,000 authors each would hold
 * hundreds of megabytes of JSON in Node at once, so a batch also ends at this size.
 */
export const PAPER_BATCH_BYTES = 16 * 1024 * 1024;

/** The kept and the duplicate record of a merge, both live, both locked until the transaction ends. */
export interface MergePair {
  kept: LockedRecord;
  duplicate: LockedRecord;
}

/** Tries of a merge transaction PostgreSQL aborted as a deadlock victim (or a serialization failure). */
const MERGE_TRIES = 3;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a merge (or its undo) in one transaction, again when PostgreSQL chose it as a deadlock victim: a merge
 * locks the merged pair first and the papers it rewrites batch by batch, while an edit of one of those papers
 * locks the paper first and then the citation counts the merge already holds. Nothing of an aborted try remains.
 */
export async function inMergeTransaction<T>(
  db: Kysely<Database>,
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= MERGE_TRIES || !isRetryable(error)) {
        throw error;
      }
    }
  }
}

/** A record cannot be merged with itself: refused before anything is read. */
export function checkDistinct(request: EditorMergeRequest): void {
  if (request.keep_recid === request.duplicate_recid) {
    throw new ApiError(400, EDITOR_MESSAGES.mergeSame);
  }
}

/** Locks both records of the merge; 404 when either does not exist, 400 when either is deleted. */
export async function lockMergePair(
  tx: Transaction<Database>,
  pidType: string,
  request: EditorMergeRequest,
): Promise<MergePair> {
  const locked = await lockRecordsByControlNumber(tx, pidType, [request.keep_recid, request.duplicate_recid]);
  const kept = locked.get(request.keep_recid);
  const duplicate = locked.get(request.duplicate_recid);
  if (!kept || !duplicate) {
    throw new ApiError(404, NOT_FOUND_MESSAGE);
  }
  if (kept.deleted || duplicate.deleted) {
    throw new ApiError(400, EDITOR_MESSAGES.mergeDeleted);
  }
  return { kept, duplicate };
}

/** Splits the papers into writer batches of at most PAPER_BATCH_SIZE papers and about PAPER_BATCH_BYTES. */
export function paperBatches(papers: readonly PaperToRewrite[]): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const paper of papers) {
    if (
      current.length > 0 &&
      (current.length >= PAPER_BATCH_SIZE || bytes + paper.storedBytes > PAPER_BATCH_BYTES)
    ) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(paper.id);
    bytes += paper.storedBytes;
  }
  if (current.length > 0) {
    batches.push(current);
  }
  return batches;
}

/** What a rewrite did to one paper: the new metadata and how many links it moved (0: the paper is not written). */
export interface PaperRewrite {
  metadata: Json;
  moved: number;
}

/**
 * Rewrites the papers batch by batch inside the caller's transaction: each batch is read row-locked in one
 * statement and written through the writer in one call, so signatures, search rows, citation edges and counts
 * follow in the same transaction. Answers how many links moved and the revisions written.
 */
export async function rewritePapers(
  tx: Transaction<Database>,
  papers: readonly PaperToRewrite[],
  rewrite: (metadata: Json) => PaperRewrite,
  actor: RevisionActor,
): Promise<{ moved: number; written: WrittenRevision[] }> {
  let moved = 0;
  const written: WrittenRevision[] = [];
  for (const batch of paperBatches(papers)) {
    const records = await lockRecordsById(tx, batch);
    const inputs = records.flatMap((record) => {
      const result = rewrite(record.metadata);
      if (result.moved === 0) {
        return [];
      }
      moved += result.moved;
      return [{ collection: 'literature' as const, metadata: result.metadata }];
    });
    if (inputs.length === 0) {
      continue;
    }
    // 'replace': the merge writes author entries as given — the claims it keeps are already on them.
    const outcomes = await saveRecordsInTransaction(tx, inputs, { actor, curatedSignatures: 'replace' });
    written.push(...writtenRevisions(outcomes));
  }
  return { moved, written };
}

/** The revisions a writer call wrote (unchanged records wrote none): what undoing the merge writes back. */
export function writtenRevisions(outcomes: readonly SaveOutcome[]): WrittenRevision[] {
  return outcomes
    .filter((outcome) => outcome.status === 'updated')
    .map((outcome) => ({ id: outcome.recordId, revision_id: outcome.revisionId }));
}

/** Whether a `{$ref}` value links the given record (any host, as everywhere links are resolved). */
export function linksTo(value: unknown, target: RecordLink): boolean {
  const link = linkOf(value);
  return link?.collection === target.collection && link.controlNumber === target.controlNumber;
}

/**
 * The kept record's `deleted_records`: what it had, the duplicate, and what had been merged into the duplicate
 * before (so the chain stays visible on the survivor); each record once.
 */
export function mergedDeletedRecords(kept: Json, duplicate: Json, duplicateRef: { $ref: string }): unknown[] {
  const list = [...arrayOf(kept.deleted_records), duplicateRef, ...arrayOf(duplicate.deleted_records)];
  return uniqueBy(list, (item) => {
    const link = linkOf(item);
    return link ? `${link.collection}:${link.controlNumber}` : JSON.stringify(item);
  });
}

/** The duplicate as the merge leaves it: deleted, naming the kept record as its successor (records redirect). */
export function deletedDuplicate(duplicate: Json, keptRef: { $ref: string }): Json {
  return { ...duplicate, deleted: true, new_record: keptRef };
}

export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The items in order, dropping every item whose key was seen before; items without a key (undefined) are kept. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string | undefined): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const itemKey = key(item);
    if (itemKey === undefined) {
      return true;
    }
    if (seen.has(itemKey)) {
      return false;
    }
    seen.add(itemKey);
    return true;
  });
}

/**
 * A list field of the kept record extended by the duplicate's items it lacks (compared by `key`); undefined when
 * neither has any, so that the merge adds no empty list.
 */
export function mergedList(kept: unknown, duplicate: unknown, key: (item: unknown) => string | undefined) {
  const merged = uniqueBy([...arrayOf(kept), ...arrayOf(duplicate)], key);
  return merged.length > 0 ? merged : undefined;
}

/** Sets or drops a field: merged lists that came out empty are not written. */
export function withField(metadata: Json, field: string, value: unknown): Json {
  if (value === undefined) {
    return metadata;
  }
  return { ...metadata, [field]: value };
}
