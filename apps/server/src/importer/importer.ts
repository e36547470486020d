import { type CollectionName, collectionOfSchemaUrl, describeIssues, validateRecord } from '@parton/records';
import type { Kysely } from 'kysely';
import type { RecountStep } from '../citations/recount';
import type { Database } from '../db/schema';
import { type RecordInput, type SaveOutcome, saveRecords } from '../records/writer';
import { bulkFinishPending, keepBulkFinishHeld, runBulkFinishNow, startBulkImport } from './bulk';
import { readSources, type SourceEntry } from './sources';

/** A record that was not loaded, and why: file, control number and failing field path. */
export interface Rejection {
  file: string;
  position: number;
  controlNumber: number | undefined;
  collection: CollectionName | undefined;
  path: string;
  message: string;
}

export interface ImportProgress {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  elapsedMs: number;
  recordsPerSecond: number;
}

export interface ImportSummary extends ImportProgress {
  rejections: Rejection[];
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
  /** Keep at most this many rejections in the summary (the count is always exact). */
  maxRejectionsKept?: number;
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
  return importEntries(db, readSources(paths), options);
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
    elapsedMs: 0,
    recordsPerSecond: 0,
    rejections: [],
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
    const { rejections: _ignored, loadedMs: _loaded, ...counts } = summary;
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
  const flush = async (batch: Candidate[]) => {
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
        reject({ ...entry.problem, controlNumber: undefined, collection: undefined, path: '(file)' });
        continue;
      }
      summary.read += 1;
      const candidate = toCandidate(entry.item, reject);
      if (!candidate) {
        continue;
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
      path: '(record)',
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
        path: '(record)',
        message: (error as Error).message,
      });
    }
  }
}

function count(summary: ImportSummary, outcomes: SaveOutcome[]): void {
  for (const outcome of outcomes) {
    summary[outcome.status] += 1;
  }
}
