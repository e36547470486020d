import { COLLECTIONS } from '@parton/records';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The harvester's SQL: its state row (window, resumption token, lease) and the papers a harvest may update. */

type Executor = Kysely<Database> | Transaction<Database>;

const LITERATURE = COLLECTIONS.literature.pidType;

export interface HarvestCounts {
  /** OAI-PMH pages read. */
  pages: number;
  /** Records listed, deleted ones included. */
  seen: number;
  created: number;
  updated: number;
  /** Papers we have whose harvested version changes nothing. */
  unchanged: number;
  /** Records the repository lists as deleted: skipped (README.md). */
  deleted: number;
  /** Records that could not be written (see problems). */
  failed: number;
  /** References linked by the matcher in the written papers. */
  linked: number;
  /** A resumption token the server no longer knew: the set was read again from its start. */
  restarts: number;
}

export const EMPTY_COUNTS: HarvestCounts = {
  pages: 0,
  seen: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  deleted: 0,
  failed: 0,
  linked: 0,
  restarts: 0,
};

export interface HarvestProblem {
  /** The OAI identifier (`oai:arXiv.org:2401.01234`). */
  identifier: string;
  message: string;
}

/** A run in progress: its window and where it stands. */
export interface HarvestRun {
  from: string;
  until: string;
  sets: string[];
  setIndex: number;
  resumptionToken: string | null;
}

export interface HarvestState {
  lastDatestamp: string | null;
  run: HarvestRun | null;
  counts: HarvestCounts;
  problems: HarvestProblem[];
  runningSince: Date | null;
  runningBy: string | null;
  lastStarted: Date | null;
  lastFinished: Date | null;
  lastError: string | null;
}

/** Problems kept per run (the first ones: a run that fails on every record says so with the first hundred). */
export const MAX_PROBLEMS = 100;

export async function findHarvestState(db: Executor, source: string): Promise<HarvestState | undefined> {
  const row = await db
    .selectFrom('harvest_state')
    .selectAll()
    .where('source', '=', source)
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  const run =
    row.run_from !== null && row.run_until !== null && row.run_sets !== null
      ? {
          from: row.run_from,
          until: row.run_until,
          sets: row.run_sets,
          setIndex: row.run_set_index,
          resumptionToken: row.resumption_token,
        }
      : null;
  return {
    lastDatestamp: row.last_datestamp,
    run,
    counts: { ...EMPTY_COUNTS, ...row.run_counts },
    problems: row.problems ?? [],
    runningSince: row.running_since,
    runningBy: row.running_by,
    lastStarted: row.last_started,
    lastFinished: row.last_finished,
    lastError: row.last_error,
  };
}

/**
 * Takes the source's lease for `holder`: free, held by `holder` already, older than `staleSeconds`, or held by
 * `takeOverFrom` (a holder known to be dead). Creates the state row on first use. True when taken.
 */
export async function takeHarvestLease(
  db: Executor,
  source: string,
  holder: string,
  staleSeconds: number,
  takeOverFrom: string | null = null,
): Promise<boolean> {
  const result = await sql<{ source: string }>`
    INSERT INTO harvest_state AS s (source, running_since, running_by)
    VALUES (${source}, now(), ${holder})
    ON CONFLICT (source) DO UPDATE SET running_since = now(), running_by = ${holder}, updated = now()
    WHERE s.running_since IS NULL
      OR s.running_by = ${holder}
      OR s.running_by = ${takeOverFrom}::text
      OR s.running_since < now() - make_interval(secs => ${staleSeconds}::float8)
    RETURNING s.source`.execute(db);
  return result.rows.length > 0;
}

export async function releaseHarvestLease(db: Executor, source: string, holder: string): Promise<void> {
  await db
    .updateTable('harvest_state')
    .set({ running_since: null, running_by: null, updated: sql<Date>`now()` })
    .where('source', '=', source)
    .where('running_by', '=', holder)
    .execute();
}

/** Starts a run: its window and sets, first set, no token, counts and problems reset. */
export async function startHarvestRun(
  db: Executor,
  source: string,
  run: { from: string; until: string; sets: string[] },
): Promise<void> {
  await db
    .updateTable('harvest_state')
    .set({
      run_from: run.from,
      run_until: run.until,
      run_sets: run.sets,
      run_set_index: 0,
      resumption_token: null,
      run_counts: JSON.stringify(EMPTY_COUNTS),
      problems: '[]',
      last_started: sql<Date>`now()`,
      last_error: null,
      updated: sql<Date>`now()`,
    })
    .where('source', '=', source)
    .execute();
}

/**
 * Where the run stands after a page, written in the page's transaction (so a killed run resumes exactly after the
 * last page it committed) and renewing the lease. False when `holder` lost the lease: the caller must roll back.
 */
export async function saveHarvestProgress(
  tx: Executor,
  source: string,
  holder: string,
  progress: {
    setIndex: number;
    resumptionToken: string | null;
    counts: HarvestCounts;
    problems: HarvestProblem[];
  },
): Promise<boolean> {
  const result = await tx
    .updateTable('harvest_state')
    .set({
      run_set_index: progress.setIndex,
      resumption_token: progress.resumptionToken,
      run_counts: JSON.stringify(progress.counts),
      problems: JSON.stringify(progress.problems.slice(0, MAX_PROBLEMS)),
      running_since: sql<Date>`now()`,
      updated: sql<Date>`now()`,
    })
    .where('source', '=', source)
    .where('running_by', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends the run: the remembered datestamp moves to `lastDatestamp`, the run's window and token are cleared. */
export async function finishHarvestRun(
  db: Executor,
  source: string,
  lastDatestamp: string | null,
  counts: HarvestCounts,
): Promise<void> {
  await db
    .updateTable('harvest_state')
    .set({
      last_datestamp: lastDatestamp,
      run_counts: JSON.stringify(counts),
      run_from: null,
      run_until: null,
      run_sets: null,
      run_set_index: 0,
      resumption_token: null,
      last_finished: sql<Date>`now()`,
      last_error: null,
      updated: sql<Date>`now()`,
    })
    .where('source', '=', source)
    .execute();
}

export async function recordHarvestError(db: Executor, source: string, message: string): Promise<void> {
  await db
    .updateTable('harvest_state')
    .set({ last_error: message.slice(0, 10_000), updated: sql<Date>`now()` })
    .where('source', '=', source)
    .execute();
}

export interface HarvestablePaper {
  recordId: string;
  controlNumber: number;
  revisionId: number;
  metadata: Record<string, unknown>;
}

export interface IdentifierHit {
  kind: 'arxiv' | 'doi';
  /** Normalised as the matcher normalises (citations/identifiers.ts). */
  value: string;
  paper: HarvestablePaper;
}

/**
 * Live literature records found by arXiv id or DOI (normalised values, from the matcher's identifier table),
 * locked for the caller's transaction so that nobody changes them between the merge and the write.
 */
export async function findPapersByIdentifiers(
  tx: Transaction<Database>,
  arxivIds: string[],
  dois: string[],
): Promise<IdentifierHit[]> {
  if (arxivIds.length === 0 && dois.length === 0) {
    return [];
  }
  const result = await sql<{
    kind: 'arxiv' | 'doi';
    value: string;
    id: string;
    control_number: number;
    revision_id: number;
    metadata: Record<string, unknown>;
  }>`
    SELECT i.kind, i.value, r.id, r.control_number, r.revision_id, r.metadata
    FROM literature_identifiers i
    JOIN records r ON r.id = i.record_id
    WHERE i.pid_type = ${LITERATURE} AND NOT r.deleted
      AND ((i.kind = 'arxiv' AND i.value = ANY(${arxivIds}::text[]))
        OR (i.kind = 'doi' AND i.value = ANY(${dois}::text[])))
    ORDER BY r.control_number
    FOR UPDATE OF r`.execute(tx);
  return result.rows.map((row) => ({
    kind: row.kind,
    value: row.value,
    paper: {
      recordId: row.id,
      controlNumber: Number(row.control_number),
      revisionId: row.revision_id,
      metadata: row.metadata,
    },
  }));
}

/** The texkeys among `candidates` that a literature record already has. */
export async function takenTexkeys(tx: Executor, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) {
    return new Set();
  }
  const result = await sql<{ value: string }>`
    SELECT DISTINCT value FROM literature_identifiers
    WHERE kind = 'texkey' AND value = ANY(${candidates}::text[])`.execute(tx);
  return new Set(result.rows.map((row) => row.value));
}
