import { COLLECTION_NAMES, earliestDate, type LiteratureMetadata } from '@parton/records';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { bumpDataVersion } from '../search/cache/repository';
import type { RecordDeriver } from './derivers/types';
import { rewriteRefs } from './present';
import { publicMetadataJson } from './privacy';
import {
  countRecordsWithoutPublicJson,
  deletePublicJson,
  findPublicJsonUrl,
  findRecordsWithoutPublicJson,
  loadPublicJsonSources,
  type PublicJsonRow,
  type PublicJsonSource,
  savePublicJsonUrl,
  upsertPublicJson,
} from './publicJsonRepository';

/**
 * The public text of one record (search/README.md "Public JSON kept ready"): its public view built by the same
 * function the read paths use (`publicMetadataJson`, records/privacy.ts) from the same text PostgreSQL prints for
 * them, with its `$ref`s under `publicUrl`. Undefined when the stored record carries its own copy of a field only
 * hits compute (search hits and the record route then differ: both keep the old path).
 */
export function buildPublicJson(source: PublicJsonSource, publicUrl: string): PublicJsonRow | undefined {
  if (source.storesHitOnlyField) {
    return undefined;
  }
  const dates = source.dateSources ? earliestDate(source.dateSources as LiteratureMetadata) : undefined;
  return {
    recordId: source.recordId,
    revisionId: source.revisionId,
    metadataJson: rewriteRefs(publicMetadataJson(source.collection, source.metadataJson), publicUrl),
    earliestDate: dates ?? null,
  };
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Builds and stores the public texts of these records for `publicUrl`; returns how many were stored. */
export async function rebuildPublicJson(
  db: Executor,
  recordIds: readonly string[],
  publicUrl: string,
): Promise<number> {
  const sources = await loadPublicJsonSources(db, recordIds);
  const built: PublicJsonRow[] = [];
  const withoutText: string[] = [];
  for (const source of sources) {
    const row = buildPublicJson(source, publicUrl);
    if (row) {
      built.push(row);
    } else {
      withoutText.push(source.recordId);
    }
  }
  await upsertPublicJson(db, publicUrl, built);
  await deletePublicJson(db, withoutText);
  return built.length;
}

/**
 * Rebuilds the public text of every record written, in the write's transaction, for the PUBLIC_URL the servers
 * named (`adoptPublicUrl`). Before any server named one (a database only ever written by command-line tools), it
 * builds nothing: readers take the old path until `npm run rebuild-json` or a server start.
 */
export const publicJsonDeriver: RecordDeriver = {
  name: 'public-json',
  collections: COLLECTION_NAMES,
  async apply(tx, changes) {
    await rebuildPublicJsonForCurrentUrl(
      tx,
      changes.map((change) => change.recordId),
    );
  },
};

/**
 * Rebuilds the texts of records just written outside the record writer (the matcher's in-place reference links),
 * in the caller's transaction, for the PUBLIC_URL the servers named; nothing before one was named.
 */
export async function rebuildPublicJsonForCurrentUrl(
  tx: Executor,
  recordIds: readonly string[],
): Promise<void> {
  const publicUrl = await findPublicJsonUrl(tx);
  if (publicUrl === undefined) {
    return;
  }
  await rebuildPublicJson(tx, recordIds, publicUrl);
}

/**
 * At server start: the writer builds texts for this server's PUBLIC_URL from now on. Texts built for another
 * PUBLIC_URL are never served (readers match the URL) and stay stale until `npm run rebuild-json`. When the
 * PUBLIC_URL changed (or none was named yet), returns how many records lack a current text, so the caller can say
 * so; otherwise 0 (counting reads every record: not done at every start).
 */
export async function adoptPublicUrl(db: Kysely<Database>, publicUrl: string): Promise<{ missing: number }> {
  if ((await findPublicJsonUrl(db)) === publicUrl) {
    return { missing: 0 };
  }
  await savePublicJsonUrl(db, publicUrl);
  return { missing: await countRecordsWithoutPublicJson(db, publicUrl) };
}

export interface RebuildProgress {
  built: number;
  scanned: number;
  total: number;
  /** False when the run stopped at its deadline with records left (the next run goes on from there). */
  complete: boolean;
}

/**
 * The backfill (`npm run rebuild-json`): every record without a current text for `publicUrl`, in batches of
 * `batchSize` records in id order, one transaction each (which also raises the data version, as every write
 * path does). Resumable: a killed run leaves finished batches in place and the next run skips them.
 */
export async function rebuildMissingPublicJson(
  db: Kysely<Database>,
  publicUrl: string,
  options: {
    batchSize?: number;
    onProgress?: (progress: RebuildProgress) => void;
    /** Stop after the batch that passes this time (ms since the epoch): a queue job works in slices. */
    deadline?: number;
  } = {},
): Promise<RebuildProgress> {
  const batchSize = options.batchSize ?? 200;
  await savePublicJsonUrl(db, publicUrl);
  const progress: RebuildProgress = {
    built: 0,
    scanned: 0,
    total: await countRecordsWithoutPublicJson(db, publicUrl),
    complete: false,
  };
  let afterId: string | undefined;
  for (;;) {
    const ids = await findRecordsWithoutPublicJson(db, publicUrl, afterId, batchSize);
    if (ids.length === 0) {
      return { ...progress, complete: true };
    }
    const built = await db.transaction().execute(async (tx) => {
      const stored = await rebuildPublicJson(tx, ids, publicUrl);
      await bumpDataVersion(tx);
      return stored;
    });
    progress.built += built;
    progress.scanned += ids.length;
    afterId = ids.at(-1);
    options.onProgress?.({ ...progress });
    if (options.deadline !== undefined && Date.now() >= options.deadline) {
      return progress;
    }
  }
}
