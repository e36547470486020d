import { COLLECTIONS } from '@parton/records';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The ORCID push's SQL: tokens, pushed works, push status and the claimed works it reads. */

type Executor = Kysely<Database> | Transaction<Database>;

const LITERATURE = COLLECTIONS.literature.pidType;

// ---- tokens ----

export interface StoredOrcidToken {
  orcid: string;
  /** Sealed (tokens.ts). */
  accessToken: string;
  expiresAt: Date | null;
  invalidSince: Date | null;
  invalidReason: string | null;
}

/** Keeps the token of the user's latest ORCID login (sealed), replacing an older or invalid one. */
export async function saveToken(
  db: Executor,
  userId: number,
  token: {
    orcid: string;
    accessToken: string;
    refreshToken: string | null;
    scope: string | null;
    expiresAt: Date | null;
  },
): Promise<void> {
  const values = {
    orcid: token.orcid,
    access_token: token.accessToken,
    refresh_token: token.refreshToken,
    scope: token.scope,
    expires_at: token.expiresAt,
    invalid_since: null,
    invalid_reason: null,
    updated: sql<Date>`now()`,
  };
  await db
    .insertInto('orcid_tokens')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

export async function findToken(db: Executor, userId: number): Promise<StoredOrcidToken | undefined> {
  const row = await db
    .selectFrom('orcid_tokens')
    .select(['orcid', 'access_token', 'expires_at', 'invalid_since', 'invalid_reason'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        orcid: row.orcid,
        accessToken: row.access_token,
        expiresAt: row.expires_at,
        invalidSince: row.invalid_since,
        invalidReason: row.invalid_reason,
      }
    : undefined;
}

/** ORCID refused the token (or it cannot be used): no push until the next ORCID login replaces it. */
export async function markTokenInvalid(db: Executor, userId: number, reason: string): Promise<void> {
  await db
    .updateTable('orcid_tokens')
    .set({ invalid_since: sql<Date>`now()`, invalid_reason: reason, updated: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('invalid_since', 'is', null)
    .execute();
}

// ---- pushed works ----

export interface PushedWork {
  controlNumber: number;
  putCode: string;
  contentHash: string;
}

/** The works pushed to this ORCID iD for the user, by control number. */
export async function findPushedWorks(
  db: Executor,
  userId: number,
  orcid: string,
): Promise<Map<number, PushedWork>> {
  const rows = await db
    .selectFrom('orcid_push_works')
    .select(['control_number', 'put_code', 'content_hash'])
    .where('user_id', '=', userId)
    .where('orcid', '=', orcid)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.control_number),
      { controlNumber: Number(row.control_number), putCode: row.put_code, contentHash: row.content_hash },
    ]),
  );
}

export async function savePushedWork(
  db: Executor,
  userId: number,
  orcid: string,
  work: PushedWork,
): Promise<void> {
  const values = {
    orcid,
    put_code: work.putCode,
    content_hash: work.contentHash,
    pushed_at: sql<Date>`now()`,
  };
  await db
    .insertInto('orcid_push_works')
    .values({ user_id: userId, control_number: work.controlNumber, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'control_number']).doUpdateSet(values))
    .execute();
}

export async function deletePushedWork(db: Executor, userId: number, controlNumber: number): Promise<void> {
  await db
    .deleteFrom('orcid_push_works')
    .where('user_id', '=', userId)
    .where('control_number', '=', controlNumber)
    .execute();
}

/** Rows left from another ORCID iD of the account (it changed): those works are not ours to manage now. */
export async function deletePushedWorksOfOtherOrcids(
  db: Executor,
  userId: number,
  orcid: string,
): Promise<void> {
  await db.deleteFrom('orcid_push_works').where('user_id', '=', userId).where('orcid', '<>', orcid).execute();
}

export async function countPushedWorks(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orcid_push_works')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---- claimed works ----

/**
 * The user's works: live literature records on which the author profile signs as an author (not a supervisor),
 * the set the author page lists (`authors.record.$ref:N`).
 */
export async function findClaimedControlNumbers(
  db: Executor,
  profileControlNumber: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('literature_authors as la')
    .innerJoin('records as r', 'r.id', 'la.record_id')
    .select('la.control_number')
    .distinct()
    .where('la.author_recid', '=', profileControlNumber)
    .where('la.is_supervisor', '=', false)
    .where('r.deleted', '=', false)
    .where('r.pid_type', '=', LITERATURE)
    .orderBy('la.control_number')
    .execute();
  return rows.map((row) => Number(row.control_number));
}

/** Metadata (JSON text) of live literature records, read a few at a time: collaboration papers are large. */
export async function findLiteratureMetadata(
  db: Executor,
  controlNumbers: number[],
): Promise<{ controlNumber: number; metadataJson: string }[]> {
  if (controlNumbers.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('records')
    .select(['control_number', sql<string>`metadata::text`.as('metadata_json')])
    .where('pid_type', '=', LITERATURE)
    .where('deleted', '=', false)
    .where('control_number', 'in', controlNumbers)
    .execute();
  return rows.map((row) => ({ controlNumber: Number(row.control_number), metadataJson: row.metadata_json }));
}

/** Of these author records, the users whose profile it is and who allow ORCID push. */
export async function findPushUsersOfProfiles(
  db: Executor,
  profileControlNumbers: number[],
): Promise<number[]> {
  if (profileControlNumbers.length === 0) {
    return [];
  }
  // A join on the unnested list uses the users_profile index: one probe per profile, whatever the users count.
  const rows = await sql<{ id: number }>`
    SELECT u.id FROM unnest(${profileControlNumbers}::bigint[]) AS profile(control_number)
    JOIN users u ON u.profile_control_number = profile.control_number
    WHERE u.allow_orcid_push`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}

// ---- status ----

export const PUSH_STATES = ['queued', 'running', 'done', 'retrying', 'failed', 'needs_login'] as const;
export type PushState = (typeof PUSH_STATES)[number];

export interface PushStatusRow {
  state: PushState;
  lastFinished: Date | null;
  lastError: string | null;
  worksSent: number;
  worksDeleted: number;
  worksFailed: number;
}

/** Sets the state (and what else is given); `running_since` is left to the lease functions. */
export async function setPushState(
  db: Executor,
  userId: number,
  state: PushState,
  details: Partial<Omit<PushStatusRow, 'state'>> = {},
): Promise<void> {
  const values = {
    state,
    ...(details.lastFinished !== undefined && { last_finished: details.lastFinished }),
    ...(details.lastError !== undefined && { last_error: details.lastError }),
    ...(details.worksSent !== undefined && { works_sent: details.worksSent }),
    ...(details.worksDeleted !== undefined && { works_deleted: details.worksDeleted }),
    ...(details.worksFailed !== undefined && { works_failed: details.worksFailed }),
    updated: sql<Date>`now()`,
  };
  await db
    .insertInto('orcid_push_status')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

/** A push job was scheduled; a run in progress keeps showing as running. */
export async function markPushQueued(db: Executor, userId: number): Promise<void> {
  await sql`
    INSERT INTO orcid_push_status (user_id, state) VALUES (${userId}, 'queued')
    ON CONFLICT (user_id) DO UPDATE SET state = 'queued', updated = now()
      WHERE orcid_push_status.running_since IS NULL`.execute(db);
}

/**
 * Takes the user's push lease: true unless another run holds it (set less than staleAfterSeconds ago). Two
 * workers never push for the same user at once, which would POST the same work twice.
 */
export async function takePushLease(
  db: Executor,
  userId: number,
  staleAfterSeconds: number,
): Promise<boolean> {
  const result = await sql<{ user_id: number }>`
    INSERT INTO orcid_push_status (user_id, state, running_since) VALUES (${userId}, 'running', now())
    ON CONFLICT (user_id) DO UPDATE SET state = 'running', running_since = now(), updated = now()
      WHERE orcid_push_status.running_since IS NULL
        OR orcid_push_status.running_since < now() - make_interval(secs => ${staleAfterSeconds}::double precision)
    RETURNING user_id`.execute(db);
  return result.rows.length > 0;
}

export async function releasePushLease(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('orcid_push_status')
    .set({ running_since: null })
    .where('user_id', '=', userId)
    .execute();
}

export async function findPushStatus(db: Executor, userId: number): Promise<PushStatusRow | undefined> {
  const row = await db
    .selectFrom('orcid_push_status')
    .select(['state', 'last_finished', 'last_error', 'works_sent', 'works_deleted', 'works_failed'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        state: row.state as PushState,
        lastFinished: row.last_finished,
        lastError: row.last_error,
        worksSent: row.works_sent,
        worksDeleted: row.works_deleted,
        worksFailed: row.works_failed,
      }
    : undefined;
}
