import { type CollectionName, collectionOfSchemaUrl, describeIssues, validateRecord } from '@parton/records';
import type { Kysely } from 'kysely';
import type { RecountStep } from '../citations/recount';
import type { Database } from '../db/schema';
import { type RecordInput, type SaveOutcome, saveRecords } from '../records/writer';
import { bulkFinishPending, keepBulkFinishHeld, runBulkFinishNow, startBulkImport } from './bulk';
import { findUnstorableText, RECORD_PATH } from './jsonProblems';
import { readSources, type SourceEntry } from './sources';

/**
 * A record that was not loaded, and why: file, control number and failing field path. The path is a field
 * (`titles.0.title`, `$schema`) when one is at fault, else what is: `(record)` the record as a whole (not an
 * object, refused by the database), `(line)` a line that is not a record (too long, not JSON), `(file)` a file
 * that cannot be read.
 */
export interface Rejection {
  file: string;
  position: number;
  controlNumber: number | undefined;
  collection: CollectionName | undefined;
  path: string;
  message: string;
}

/** Where a record was read: file and line (JSON Lines) or position in an array. */
export interface SourcePlace {
  file: string;
  position: number;
}

/**
 * A control number met twice in one import (same collection): the last occurrence is the one kept, as if the
 * records were imported one after the other; the earlier one is not written, or is overwritten.
 */
export interface Duplicate {
  collection: CollectionName;
  controlNumber: number;
  kept: SourcePlace;
  replaced: SourcePlace;
}

export interface ImportProgress {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Records replaced by a later record with the same control number in this import (see Duplicate). */
  duplicates: number;
  elapsedMs: number;
  recordsPerSecond: number;
}

export interface ImportSummary extends ImportProgress {
  rejections: Rejection[];
  /** The first `maxRejectionsKept` duplicates (the count is always exact). */
  duplicateRecords: Duplicate[];
  /** Time to write every record; the rest of `elapsedMs` is a bulk import's finish (graph, indexes, vacuum). */
  loadedMs: number;
}

export interface ImportOptions {
  /** Records written per transaction; every record is complete or absent whatever happens. */
  batchSize?: number;
  /** Transactions in flight at once (one per pooled connection). */
  concurrency?: number;
  onProgress?: (progress: ImportProgress) => void;
  progressIntervalMs?: number;
  /** Keep at most this many rejections (and duplicates) in the summary (the counts are always exact). */
  maxRejectionsKept?: number;
  /** Lines (and whole-file JSON documents) longer than this many bytes are rejected unread; default 50 MB. */
  maxLineBytes?: number;
  /**
   * Bulk mode, for large loads: batches skip citation edge and count maintenance, and one set-based recount
   * rebuilds the citation graph at the end. A `bulk-import.finish` job is queued before the first write, so a
   * killed import is still finished (by the server's worker, or the next import) — see bulk.ts.
   */
  bulk?: boolean;
  /**
   * Bulk mode only: drop the secondary indexes of the search and signature tables for the load and build them
   * once at the end — for loads that are large next to what is stored (searches are slow until it finishes).
   */
  deferIndexes?: boolean;
  /** Bulk mode: called with each step of the closing recount and index builds. */
  onRecountStep?: (step: RecountStep) => void;
}

interface Candidate {
  input: RecordInput;
  file: string;
  position: number;
}

/** Loads records from files and folders; invalid records are reported and skipped, valid ones always load. */
export async function importPaths(
  db: Kysely<Database>,
  paths: string[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  return importEntries(db, readSources(paths, { maxLineBytes: options.maxLineBytes }), options);
}

export async function importEntries(
  db: Kysely<Database>,
  entries: AsyncIterable<SourceEntry>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 250;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const maxKept = options.maxRejectionsKept ?? 10_000;
  const started = Date.now();
  const summary: ImportSummary = {
    read: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    duplicates: 0,
    elapsedMs: 0,
    recordsPerSecond: 0,
    rejections: [],
    duplicateRecords: [],
    loadedMs: 0,
  };
  const reject = (rejection: Rejection) => {
    summary.rejected += 1;
    if (summary.rejections.length < maxKept) {
      summary.rejections.push(rejection);
    }
  };
  const progress = (): ImportProgress => {
    const elapsedMs = Date.now() - started;
    const written = summary.created + summary.updated + summary.unchanged;
    const { rejections: _ignored, duplicateRecords: _duplicates, loadedMs: _loaded, ...counts } = summary;
    return {
      ...counts,
      elapsedMs,
      recordsPerSecond: elapsedMs > 0 ? Math.round((written * 1000) / elapsedMs) : 0,
    };
  };
  const timer = options.onProgress
    ? setInterval(() => options.onProgress?.(progress()), options.progressIntervalMs ?? 1000)
    : undefined;
  if (options.bulk) {
    await startBulkImport(db, { deferIndexes: options.deferIndexes ?? false });
  }
  const releaseBulkFinish = options.bulk ? keepBulkFinishHeld(db) : undefined;

  const inFlight = new Set<Promise<void>>();
  const duplicates = new DuplicateTracker();
  // Set when a record replaces one already handed to a transaction: the batches in flight must commit first, so
  // that the last occurrence is written last even with concurrent transactions.
  let mustWaitForInFlight = false;
  const flush = async (batch: Candidate[]) => {
    if (mustWaitForInFlight) {
      await Promise.all(inFlight);
      mustWaitForInFlight = false;
    }
    const task = writeBatch(db, batch, summary, reject, options.bulk ?? false).finally(() =>
      inFlight.delete(task),
    );
    inFlight.add(task);
    if (inFlight.size >= concurrency) {
      await Promise.race(inFlight);
    }
  };

  try {
    let batch: Candidate[] = [];
    for await (const entry of entries) {
      if (entry.kind === 'problem') {
        reject({ ...entry.problem, controlNumber: entry.problem.controlNumber, collection: undefined });
        continue;
      }
      summary.read += 1;
      const candidate = toCandidate(entry.item, reject);
      if (!candidate) {
        continue;
      }
      const earlier = duplicates.record(candidate);
      if (earlier) {
        summary.duplicates += 1;
        if (summary.duplicateRecords.length < maxKept) {
          summary.duplicateRecords.push({
            collection: candidate.input.collection,
            controlNumber: candidate.input.metadata.control_number as number,
            kept: { file: candidate.file, position: candidate.position },
            replaced: earlier,
          });
        }
        const inBatch = batch.findIndex(
          (other) => other.file === earlier.file && other.position === earlier.position,
        );
        if (inBatch >= 0) {
          batch.splice(inBatch, 1);
        } else {
          mustWaitForInFlight = true;
        }
      }
      batch.push(candidate);
      if (batch.length >= batchSize) {
        await flush(batch);
        batch = [];
      }
    }
    if (batch.length > 0) {
      await flush(batch);
    }
    await Promise.all(inFlight);
    summary.loadedMs = Date.now() - started;
  } finally {
    if (timer) {
      clearInterval(timer);
    }
    releaseBulkFinish?.();
  }
  // A plain import also finishes a killed bulk import's work rather than leave it to the worker.
  if (options.bulk || (await bulkFinishPending(db))) {
    await runBulkFinishNow(db, options.onRecountStep);
  }
  Object.assign(summary, progress());
  return summary;
}

function toCandidate(
  item: { file: string; position: number; value: unknown; folderCollection: CollectionName | undefined },
  reject: (rejection: Rejection) => void,
): Candidate | undefined {
  const { file, position, value } = item;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    reject({
      file,
      position,
      controlNumber: undefined,
      collection: undefined,
      path: RECORD_PATH,
      message: 'not a JSON object',
    });
    return undefined;
  }
  const metadata = value as Record<string, unknown>;
  const controlNumber = typeof metadata.control_number === 'number' ? metadata.control_number : undefined;
  const collection =
    (typeof metadata.$schema === 'string' ? collectionOfSchemaUrl(metadata.$schema) : undefined) ??
    item.folderCollection;
  if (!collection) {
    reject({
      file,
      position,
      controlNumber,
      collection,
      path: '$schema',
      message: 'cannot tell the record type: no known $schema and the folder is not named after a collection',
    });
    return undefined;
  }
  const validation = validateRecord(collection, metadata);
  if (!validation.ok) {
    reject({
      file,
      position,
      controlNumber,
      collection,
      path: validation.issues.map((issue) => issue.path).join(', '),
      message: describeIssues(validation.issues),
    });
    return undefined;
  }
  // Valid JSON and valid by the schema, yet PostgreSQL would refuse it: name the field rather than fail the write.
  const unstorable = findUnstorableText(metadata);
  if (unstorable) {
    reject({ file, position, controlNumber, collection, ...unstorable });
    return undefined;
  }
  return { input: { collection, metadata }, file, position };
}

async function writeBatch(
  db: Kysely<Database>,
  batch: Candidate[],
  summary: ImportSummary,
  reject: (rejection: Rejection) => void,
  bulk: boolean,
): Promise<void> {
  try {
    count(
      summary,
      await saveRecords(
        db,
        batch.map((candidate) => candidate.input),
        { alreadyValidated: true, bulk },
      ),
    );
    return;
  } catch {
    // One bad record must not cost its neighbours: retry one by one to find it.
  }
  for (const candidate of batch) {
    try {
      count(summary, await saveRecords(db, [candidate.input], { alreadyValidated: true, bulk }));
    } catch (error) {
      reject({
        file: candidate.file,
        position: candidate.position,
        controlNumber: candidate.input.metadata.control_number as number,
        collection: candidate.input.collection,
        // What the checks before the write did not foresee; the database's message says what it refused.
        path: RECORD_PATH,
        message: `the database refused the record: ${(error as Error).message}`,
      });
    }
  }
}

function count(summary: ImportSummary, outcomes: SaveOutcome[]): void {
  for (const outcome of outcomes) {
    summary[outcome.status] += 1;
  }
}

// Files are numbered in the order they are met; a place is packed into one number (file × 2^32 + position),
// which V8 keeps unboxed for the first file: about 40 bytes per record read, 60 MB for 1.5 million.
const PLACE_FILE_FACTOR = 2 ** 32;

/** The control numbers met so far in one import, per collection, with where each was last read. */
class DuplicateTracker {
  private readonly files: string[] = [];
  private readonly fileIndex = new Map<string, number>();
  private readonly places = new Map<CollectionName, Map<number, number>>();

  /** Notes the candidate; returns where the same record was read before in this import, if it was. */
  record(candidate: Candidate): SourcePlace | undefined {
    const { collection, metadata } = candidate.input;
    const controlNumber = metadata.control_number as number;
    let byNumber = this.places.get(collection);
    if (!byNumber) {
      byNumber = new Map();
      this.places.set(collection, byNumber);
    }
    const earlier = byNumber.get(controlNumber);
    byNumber.set(controlNumber, this.pack(candidate));
    return earlier === undefined ? undefined : this.unpack(earlier);
  }

  private pack(place: SourcePlace): number {
    let index = this.fileIndex.get(place.file);
    if (index === undefined) {
      index = this.files.length;
      this.files.push(place.file);
      this.fileIndex.set(place.file, index);
    }
    return index * PLACE_FILE_FACTOR + place.position;
  }

  private unpack(packed: number): SourcePlace {
    const index = Math.floor(packed / PLACE_FILE_FACTOR);
    return { file: this.files[index]!, position: packed - index * PLACE_FILE_FACTOR };
  }
}
