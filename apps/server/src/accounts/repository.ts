import { ROLES, type Role } from '@parton/records';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import type { Account, AccountPreferences } from './model';

type Executor = Kysely<Database> | Transaction<Database>;

const ACCOUNT_COLUMNS = [
  'users.id',
  'users.email',
  'users.roles',
  'users.orcid',
  'users.profile_control_number',
  'users.allow_orcid_push',
  'users.preferences',
] as const;

type AccountRow = Pick<
  Selectable<UsersTable>,
  'id' | 'email' | 'roles' | 'orcid' | 'profile_control_number' | 'allow_orcid_push' | 'preferences'
>;

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    roles: row.roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role)),
    orcid: row.orcid,
    profileControlNumber: row.profile_control_number,
    allowOrcidPush: row.allow_orcid_push,
    preferences: toPreferences(row.preferences),
  };
}

function toPreferences(stored: Record<string, unknown>): AccountPreferences {
  return {
    preferredCiteFormat:
      typeof stored.preferred_cite_format === 'string' ? stored.preferred_cite_format : null,
    citationSummaryEnabled: stored.citation_summary_enabled === true,
    excludeSelfCitations: stored.exclude_self_citations === true,
  };
}

function preferencesJson(preferences: AccountPreferences): string {
  return JSON.stringify({
    preferred_cite_format: preferences.preferredCiteFormat,
    citation_summary_enabled: preferences.citationSummaryEnabled,
    exclude_self_citations: preferences.excludeSelfCitations,
  });
}

// ---- users ----

export async function findAccountById(db: Executor, id: number): Promise<Account | undefined> {
  const row = await db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('users.id', '=', id)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function findAccountByEmail(db: Executor, email: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function findAccountByOrcid(db: Executor, orcid: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('users.orcid', '=', orcid)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function findAccountByProfile(
  db: Executor,
  profileControlNumber: number,
): Promise<Account | undefined> {
  const row = await db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('users.profile_control_number', '=', profileControlNumber)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/**
 * The account whose profile was `fromControlNumber` gets `toControlNumber` instead (an author merge, src/merge);
 * answers how many accounts moved (0 or 1). The caller makes sure no account has `toControlNumber` yet.
 */
export async function moveAuthorProfile(
  db: Executor,
  fromControlNumber: number,
  toControlNumber: number,
): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ profile_control_number: toControlNumber, updated: sql<Date>`now()` })
    .where('profile_control_number', '=', fromControlNumber)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The id and password hash of the account with this e-mail address, for checking a login. */
export async function findCredentials(
  db: Executor,
  email: string,
): Promise<{ id: number; passwordHash: string | null } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, passwordHash: row.password_hash } : undefined;
}

export interface NewAccountRow {
  email: string | null;
  passwordHash: string | null;
  roles: Role[];
  orcid: string | null;
  profileControlNumber: number | null;
}

/** Inserts an account; answers `undefined` when the e-mail address, ORCID or profile is already taken. */
export async function insertAccount(db: Executor, account: NewAccountRow): Promise<Account | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      roles: account.roles,
      orcid: account.orcid,
      profile_control_number: account.profileControlNumber,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export interface AccountChanges {
  email?: string | null;
  passwordHash?: string | null;
  roles?: Role[];
  orcid?: string | null;
  profileControlNumber?: number | null;
  allowOrcidPush?: boolean;
  preferences?: AccountPreferences;
}

/** Applies the changes; answers `undefined` when they would take another account's e-mail, ORCID or profile. */
export async function updateAccount(
  db: Executor,
  id: number,
  changes: AccountChanges,
): Promise<Account | undefined> {
  try {
    const row = await db
      .updateTable('users')
      .set({
        ...(changes.email !== undefined && { email: changes.email }),
        ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
        ...(changes.roles !== undefined && { roles: changes.roles }),
        ...(changes.orcid !== undefined && { orcid: changes.orcid }),
        ...(changes.profileControlNumber !== undefined && {
          profile_control_number: changes.profileControlNumber,
        }),
        ...(changes.allowOrcidPush !== undefined && { allow_orcid_push: changes.allowOrcidPush }),
        ...(changes.preferences !== undefined && { preferences: preferencesJson(changes.preferences) }),
        updated: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returning(ACCOUNT_COLUMNS)
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  } catch (error) {
    if (isUniqueViolation(error)) {
      return undefined;
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export async function listAccounts(db: Executor): Promise<Account[]> {
  const rows = await db.selectFrom('users').select(ACCOUNT_COLUMNS).orderBy('users.id').execute();
  return rows.map(toAccount);
}

// ---- author profiles (records) ----

/** The author record carrying this ORCID iD in `ids[]`, if any. */
export async function findAuthorProfileByOrcid(db: Executor, orcid: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('records')
    .select('control_number')
    .where('pid_type', '=', 'aut')
    .where('deleted', '=', false)
    .where(sql<boolean>`metadata -> 'ids' @> ${JSON.stringify([{ schema: 'ORCID', value: orcid }])}::jsonb`)
    .orderBy('control_number')
    .executeTakeFirst();
  return row?.control_number;
}

/** An author record no account uses as its profile yet, preferring one with an ORCID iD. */
export async function findUnclaimedAuthor(
  db: Executor,
): Promise<{ controlNumber: number; orcid: string | null } | undefined> {
  const row = await db
    .selectFrom('records')
    .select([
      'control_number',
      sql<string | null>`(SELECT external.id ->> 'value' FROM jsonb_array_elements(
        CASE WHEN jsonb_typeof(records.metadata -> 'ids') = 'array' THEN records.metadata -> 'ids' ELSE '[]'::jsonb END)
        AS external(id) WHERE external.id ->> 'schema' = 'ORCID' LIMIT 1)`.as('orcid'),
    ])
    .where('pid_type', '=', 'aut')
    .where('deleted', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users')
            .select('users.id')
            .whereRef('users.profile_control_number', '=', 'records.control_number'),
        ),
      ),
    )
    .orderBy(sql`coalesce(metadata -> 'ids' @> '[{"schema":"ORCID"}]'::jsonb, false)`, 'desc')
    .orderBy('control_number')
    .executeTakeFirst();
  return row ? { controlNumber: row.control_number, orcid: row.orcid } : undefined;
}

// ---- sessions ----

export async function insertSession(
  db: Executor,
  session: { id: string; userId: number; csrfToken: string; maxAgeDays: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      csrf_token: session.csrfToken,
      expires_at: sql<Date>`now() + make_interval(secs => ${session.maxAgeDays * 86_400}::double precision)`,
    })
    .execute();
}

export interface SessionLookup {
  account: Account;
  sessionId: string;
  csrfToken: string;
  /** Seen within the idle timeout. */
  active: boolean;
  /** Last seen long enough ago that the activity is worth writing down. */
  stale: boolean;
}

// last_seen is written at most this often: a write per request would be wasteful.
const TOUCH_INTERVAL_SECONDS = 30;

/** The unexpired session with this id and its account, with whether it is still within the idle timeout. */
export async function findSession(
  db: Executor,
  sessionId: string,
  idleMinutes: number,
): Promise<SessionLookup | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      ...ACCOUNT_COLUMNS,
      'sessions.id as session_id',
      'sessions.csrf_token',
      sql<boolean>`sessions.last_seen > now() - make_interval(secs => ${idleMinutes * 60}::double precision)`.as(
        'active',
      ),
      sql<boolean>`sessions.last_seen < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS}::double precision)`.as(
        'stale',
      ),
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  return {
    account: toAccount(row),
    sessionId: row.session_id,
    csrfToken: row.csrf_token,
    active: row.active,
    stale: row.stale,
  };
}

export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen: sql<Date>`now()` }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionsOfAccount(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', sql<Date>`now()`).execute();
}

// ---- login attempts ----

export interface FailureCounts {
  byEmail: number;
  byIp: number;
  /** Seconds until the oldest failure counted for the e-mail (resp. the IP) leaves the window. */
  emailRetryAfter: number;
  ipRetryAfter: number;
}

export async function countRecentFailures(
  db: Executor,
  key: { email: string; ip: string; windowMinutes: number },
): Promise<FailureCounts> {
  const windowSeconds = key.windowMinutes * 60;
  const since = sql<Date>`now() - make_interval(secs => ${windowSeconds}::double precision)`;
  const result = await sql<{
    by_email: number;
    by_ip: number;
    email_oldest: number | null;
    ip_oldest: number | null;
  }>`
    SELECT
      count(*) FILTER (WHERE email = ${key.email})::int AS by_email,
      count(*) FILTER (WHERE ip = ${key.ip})::int AS by_ip,
      extract(epoch FROM now() - min(created) FILTER (WHERE email = ${key.email}))::float8 AS email_oldest,
      extract(epoch FROM now() - min(created) FILTER (WHERE ip = ${key.ip}))::float8 AS ip_oldest
    FROM login_attempts
    WHERE created > ${since} AND (email = ${key.email} OR ip = ${key.ip})
  `.execute(db);
  const row = result.rows[0];
  const retryAfter = (age: number | null | undefined) =>
    age === null || age === undefined ? 0 : Math.max(1, Math.ceil(windowSeconds - age));
  return {
    byEmail: row?.by_email ?? 0,
    byIp: row?.by_ip ?? 0,
    emailRetryAfter: retryAfter(row?.email_oldest),
    ipRetryAfter: retryAfter(row?.ip_oldest),
  };
}

export async function insertLoginFailure(
  db: Executor,
  attempt: { email: string; ip: string },
): Promise<void> {
  await db.insertInto('login_attempts').values({ email: attempt.email, ip: attempt.ip }).execute();
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}

export async function pruneLoginFailures(db: Executor, windowMinutes: number): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('created', '<', sql<Date>`now() - make_interval(secs => ${windowMinutes * 60}::double precision)`)
    .execute();
}

// ---- ORCID login flows ----

export interface OauthFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  nextUrl: string;
}

export async function insertOauthFlow(db: Executor, id: string, flow: OauthFlow): Promise<void> {
  await db
    .insertInto('oauth_flows')
    .values({
      id,
      state: flow.state,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      next_url: flow.nextUrl,
    })
    .execute();
}

/** Removes and returns the flow, if it was started less than maxAgeMinutes ago: a flow is used once. */
export async function takeOauthFlow(
  db: Executor,
  id: string,
  maxAgeMinutes: number,
): Promise<OauthFlow | undefined> {
  const row = await db
    .deleteFrom('oauth_flows')
    .where('id', '=', id)
    .returning([
      'state',
      'nonce',
      'code_verifier',
      'next_url',
      sql<boolean>`created > now() - make_interval(secs => ${maxAgeMinutes * 60}::double precision)`.as(
        'fresh',
      ),
    ])
    .executeTakeFirst();
  if (!row?.fresh) {
    return undefined;
  }
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, nextUrl: row.next_url };
}

export async function pruneOauthFlows(db: Executor, maxAgeMinutes: number): Promise<void> {
  await db
    .deleteFrom('oauth_flows')
    .where('created', '<', sql<Date>`now() - make_interval(secs => ${maxAgeMinutes * 60}::double precision)`)
    .execute();
}
