/** Streams a corpus as JSON Lines into a writable stream, honouring backpressure. */
import type { Writable } from 'node:stream';
import type { Corpus } from './corpus';
import { type CorpusCounts, EMISSION_ORDER } from './types';

/** Flush the output in chunks of about this many characters: one write per record is slower. */
const CHUNK_CHARACTERS = 1 << 20;

export interface WriteProgress {
  records: number;
  total: number;
  bytes: number;
  collection: string;
  elapsedMs: number;
  /** Rate since the previous progress report. */
  recordsPerSecond: number;
}

export interface WriteSummary {
  records: number;
  bytes: number;
  perCollection: CorpusCounts;
  elapsedMs: number;
  references: number;
  linkedReferences: number;
  /** The consumer went away (EPIPE, e.g. `| head`): output stopped early without an error. */
  truncated: boolean;
}

export interface WriteOptions {
  onProgress?: (progress: WriteProgress) => void;
  progressIntervalMs?: number;
}

/** Resolves on 'drain', rejects on 'error', and removes both listeners either way. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = (): void => {
      cleanup();
      resolve();
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const cleanup = (): void => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
    };
    stream.on('drain', onDrain);
    stream.on('error', onError);
  });
}

export async function writeCorpusJsonl(
  corpus: Corpus,
  output: Writable,
  options: WriteOptions = {},
): Promise<WriteSummary> {
  const interval = options.progressIntervalMs ?? 1000;
  const total = EMISSION_ORDER.reduce((sum, collection) => sum + corpus.plan.counts[collection], 0);
  const perCollection = Object.fromEntries(
    EMISSION_ORDER.map((collection) => [collection, 0]),
  ) as CorpusCounts;
  let failure: NodeJS.ErrnoException | undefined;
  const onError = (error: NodeJS.ErrnoException): void => {
    failure = error;
  };
  output.on('error', onError);

  const started = performance.now();
  let lastReport = started;
  let recordsAtLastReport = 0;
  let records = 0;
  let bytes = 0;
  let chunk = '';
  let collection = '';

  const flush = async (): Promise<void> => {
    if (chunk.length === 0 || failure) {
      return;
    }
    bytes += Buffer.byteLength(chunk);
    const accepted = output.write(chunk);
    chunk = '';
    if (!accepted) {
      await drained(output).catch((error: NodeJS.ErrnoException) => {
        failure = error;
      });
    }
  };

  for (const record of corpus) {
    if (failure) {
      break;
    }
    chunk += `${JSON.stringify(record.metadata)}\n`;
    records++;
    collection = record.collection;
    perCollection[record.collection]++;
    if (chunk.length >= CHUNK_CHARACTERS) {
      await flush();
    }
    // Checking the clock every 64 records keeps the cost negligible even for small records.
    if (options.onProgress && (records & 63) === 0) {
      const now = performance.now();
      if (now - lastReport >= interval) {
        options.onProgress({
          records,
          total,
          bytes: bytes + chunk.length,
          collection,
          elapsedMs: now - started,
          recordsPerSecond: ((records - recordsAtLastReport) / Math.max(1, now - lastReport)) * 1000,
        });
        lastReport = now;
        recordsAtLastReport = records;
      }
    }
  }
  await flush();
  output.off('error', onError);
  if (failure && failure.code !== 'EPIPE') {
    throw failure;
  }
  return {
    records,
    bytes,
    perCollection,
    elapsedMs: performance.now() - started,
    references: corpus.stats.references,
    linkedReferences: corpus.stats.linkedReferences,
    truncated: failure !== undefined,
  };
}
