import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { bumpDataVersion } from '../search/cache/repository';
import { journalTitleVariants, recordIdentifiers } from './identifiers';
import {
  clearIdentifiers,
  type IdentifierInsert,
  identifierSources,
  type JournalTitleInsert,
  lockGraphForRebuild,
  mirrorAllCounts,
  rebuildCounts,
  rebuildEdges,
  rebuildRedirects,
  replaceIdentifiers,
  replaceJournalTitles,
} from './repository';

export interface RecountStep {
  name: string;
  rows: number;
  ms: number;
}

export interface RecountOptions {
  /** Also rebuild the matcher's identifier and journal-title tables (default true). */
  identifiers?: boolean;
  onStep?: (step: RecountStep) => void;
}

const IDENTIFIER_PAGE = 5_000;

async function rebuildIdentifiers(tx: Transaction<Database>): Promise<number> {
  await clearIdentifiers(tx);
  let written = 0;
  let after: string | undefined;
  for (;;) {
    const sources = await identifierSources(tx, after, IDENTIFIER_PAGE);
    if (sources.length === 0) {
      return written;
    }
    after = sources[sources.length - 1]!.id;
    const identifiers: IdentifierInsert[] = [];
    const titles: JournalTitleInsert[] = [];
    for (const source of sources) {
      if (source.pid_type === 'jou') {
        if (!source.deleted) {
          titles.push(
            ...journalTitleVariants(source.metadata).map((variant) => ({
              record_id: source.id,
              control_number: source.control_number,
              variant,
            })),
          );
        }
        continue;
      }
      for (const row of recordIdentifiers(source.pid_type, source.metadata, source.deleted)) {
        identifiers.push({
          record_id: source.id,
          pid_type: source.pid_type,
          control_number: source.control_number,
          ...row,
        });
      }
    }
    await replaceIdentifiers(tx, [], identifiers);
    await replaceJournalTitles(tx, [], titles);
    written += identifiers.length + titles.length;
  }
}

/**
 * Rebuilds the citation graph from the stored records, idempotently and in one transaction: merge redirects,
 * every edge with its self-citation flag, every count, the counts copied into the search table, and (unless
 * disabled) the matcher's identifier tables. Record writers and readers of these tables wait until it commits.
 */
export async function recountCitations(
  db: Kysely<Database>,
  options: RecountOptions = {},
): Promise<RecountStep[]> {
  const steps: RecountStep[] = [];
  const timed = async (name: string, work: () => Promise<number>) => {
    const started = performance.now();
    const rows = await work();
    const step = { name, rows, ms: Math.round(performance.now() - started) };
    steps.push(step);
    options.onStep?.(step);
  };
  await db.transaction().execute(async (tx) => {
    await lockGraphForRebuild(tx);
    if (options.identifiers ?? true) {
      await timed('identifiers', () => rebuildIdentifiers(tx));
    }
    await timed('redirects', () => rebuildRedirects(tx));
    await timed('edges', () => rebuildEdges(tx));
    await timed('counts', () => rebuildCounts(tx));
    await timed('search mirror', () => mirrorAllCounts(tx));
    await bumpDataVersion(tx);
  });
  return steps;
}
