import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The queue's SQL: every operation is one statement on `job_queue` (see README.md). */

type Executor = Kysely<Database> | Transaction<Database>;

export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /**
   * at most one pending (unclaimed, not done) job per key: enqueueing again moves that job's run_at to the new
   * runAt (later or earlier) and returns its id
   */
  dedupeKey?: string;
}

export interface PendingJob {
  id: number;
  kind: string;
  runAt: Date;
  attempts: number;
  lockedBy: string | null;
  lastError: string | null;
}

/** A claimed job whose lock is older than this is taken to belong to a dead process and is claimed again. */
export const DEFAULT_STALE_AFTER_MS = 15 * 60 * 1000;
/** The first retry waits this long; every further failure doubles it, up to RETRY_MAX_DELAY_SECONDS. */
export const RETRY_BASE_DELAY_SECONDS = 5;
export const RETRY_MAX_DELAY_SECONDS = 3600;
const MAX_ERROR_LENGTH = 10_000;
const UNIQUE_VIOLATION = '23505';

/**
 * Adds a job and returns its id. With a dedupe key and a pending job of that key already there, no job is
 * added: that job's run_at moves to the new one (now when runAt is absent) and its id is returned.
 */
export async function enqueueJob(
  db: Executor,
  kind: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<number> {
  const runAt = options.runAt ?? null;
  const maxAttempts = options.maxAttempts ?? null;
  const dedupeKey = options.dedupeKey ?? null;
  const result = await sql<{ id: number }>`
    INSERT INTO job_queue (kind, payload, run_at, max_attempts, dedupe_key)
    VALUES (
      ${kind},
      ${JSON.stringify(payload)}::jsonb,
      coalesce(${runAt}::timestamptz, now()),
      coalesce(${maxAttempts}::integer, 5),
      ${dedupeKey}
    )
    ON CONFLICT (dedupe_key) WHERE done_at IS NULL AND locked_at IS NULL AND dedupe_key IS NOT NULL
    DO UPDATE SET run_at = excluded.run_at
    RETURNING id`.execute(db);
  return Number(result.rows[0]!.id);
}

/**
 * Claims the next due job (run_at <= now, not done, attempts < max_attempts, unlocked or locked longer ago
 * than staleAfterMs) with FOR UPDATE SKIP LOCKED; sets locked_at/locked_by, attempts+1.
 */
export async function claimJob(
  db: Kysely<Database>,
  workerId: string,
  options: { kinds?: string[]; staleAfterMs?: number; ignoreRunAt?: boolean } = {},
): Promise<Job | undefined> {
  if (options.kinds && options.kinds.length === 0) {
    return undefined;
  }
  const kinds = options.kinds ?? null;
  const staleAfterSeconds = (options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS) / 1000;
  const ignoreRunAt = options.ignoreRunAt ?? false;
  const result = await sql<{
    id: number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>`
    UPDATE job_queue
    SET locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM job_queue
      WHERE done_at IS NULL
        AND attempts < max_attempts
        AND (${ignoreRunAt}::boolean OR run_at <= now())
        AND (locked_at IS NULL OR locked_at < now() - make_interval(secs => ${staleAfterSeconds}::float8))
        AND (${kinds}::text[] IS NULL OR kind = ANY(${kinds}::text[]))
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts, max_attempts`.execute(db);
  const row = result.rows[0];
  if (!row) {
    return undefined;
  }
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload ?? {},
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** Marks a job done (it is never claimed again and leaves the dedupe index). */
export async function completeJob(db: Executor, id: number): Promise<void> {
  await sql`
    UPDATE job_queue SET done_at = now(), locked_at = NULL
    WHERE id = ${id} AND done_at IS NULL`.execute(db);
}

/**
 * Records the error; unlocks with run_at = now + retryDelay (exponential from 5 s by attempts) unless attempts
 * reached max (then done_at stays null but it is never claimed again: a dead job, visible with last_error).
 *
 * The job gives up its dedupe key when it dies, and when another pending job of its key was enqueued while it
 * ran (that one stays the key's pending job; both run).
 */
export async function failJob(db: Executor, id: number, error: unknown): Promise<void> {
  const message = errorText(error);
  try {
    await failStatement(db, id, message, false);
  } catch (failure) {
    // A job of the same key was enqueued (and committed) after this statement's snapshot: give the key up.
    if ((failure as { code?: unknown }).code !== UNIQUE_VIOLATION) {
      throw failure;
    }
    await failStatement(db, id, message, true);
  }
}

async function failStatement(db: Executor, id: number, message: string, dropKey: boolean): Promise<void> {
  await sql`
    UPDATE job_queue AS j
    SET last_error = ${message},
        locked_at = NULL,
        locked_by = NULL,
        run_at = CASE
          WHEN j.attempts >= j.max_attempts THEN j.run_at
          ELSE now() + make_interval(secs => least(
            ${RETRY_BASE_DELAY_SECONDS}::float8 * power(2, greatest(j.attempts, 1) - 1),
            ${RETRY_MAX_DELAY_SECONDS}::float8))
        END,
        dedupe_key = CASE
          WHEN ${dropKey}::boolean OR j.attempts >= j.max_attempts THEN NULL
          WHEN EXISTS (
            SELECT 1 FROM job_queue AS other
            WHERE other.dedupe_key = j.dedupe_key AND other.id <> j.id
              AND other.done_at IS NULL AND other.locked_at IS NULL
          ) THEN NULL
          ELSE j.dedupe_key
        END
    WHERE j.id = ${id} AND j.done_at IS NULL`.execute(db);
}

/** Jobs not done, due first: waiting, running (lockedBy set) and dead (attempts used up, lastError set). */
export async function pendingJobs(db: Executor, kind?: string): Promise<PendingJob[]> {
  const result = await sql<{
    id: number;
    kind: string;
    run_at: Date;
    attempts: number;
    locked_by: string | null;
    last_error: string | null;
  }>`
    SELECT id, kind, run_at, attempts, locked_by, last_error
    FROM job_queue
    WHERE done_at IS NULL AND (${kind ?? null}::text IS NULL OR kind = ${kind ?? null})
    ORDER BY run_at, id`.execute(db);
  return result.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    runAt: new Date(row.run_at),
    attempts: row.attempts,
    lockedBy: row.locked_by,
    lastError: row.last_error,
  }));
}

function errorText(error: unknown): string {
  let text: string;
  if (error instanceof Error) {
    text = error.stack ?? `${error.name}: ${error.message}`;
  } else if (typeof error === 'string') {
    text = error;
  } else {
    try {
      text = JSON.stringify(error) ?? String(error);
    } catch {
      text = String(error);
    }
  }
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
