import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Account } from '../accounts/model';
import type { AppConfig, OrcidPushSettings, OrcidSettings } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { enqueueJob } from '../queue/queue';
import {
  countPushedWorks,
  findPushStatus,
  findToken,
  markPushQueued,
  PUSH_STATES,
  saveToken,
} from './repository';
import { sealToken } from './tokens';

type Executor = Kysely<Database> | Transaction<Database>;

/** The queue job that brings one user's ORCID record in line with their claimed works (payload `{userId}`). */
export const ORCID_PUSH_JOB = 'orcid.push';

/** ORCID's scope for adding, updating and deleting works. */
export const ORCID_PUSH_SCOPE = '/activities/update';

/** ORCID push needs both: ORCID login (client id and secret, for the token) and the member API's address. */
export function orcidPushSettings(
  config: AppConfig,
): { orcid: OrcidSettings; push: OrcidPushSettings } | undefined {
  return config.orcid && config.orcidPush ? { orcid: config.orcid, push: config.orcidPush } : undefined;
}

/** The scopes an ORCID login asks for: ORCID_SCOPE, plus `/activities/update` when push is configured. */
export function orcidLoginScope(config: AppConfig, scope: string): string {
  const scopes = scope.split(/\s+/).filter(Boolean);
  if (orcidPushSettings(config) && !scopes.includes(ORCID_PUSH_SCOPE)) {
    scopes.push(ORCID_PUSH_SCOPE);
  }
  return scopes.join(' ');
}

/**
 * Schedules a push of the user's works to ORCID: call it whenever the user's claimed works may have changed
 * (toggle on, a claim or unclaim, a new ORCID login). At most one job per user waits; calling it again while one
 * waits only moves that job to now. Give it the transaction of the change so that both commit or neither.
 * A job for a user who does not allow push, or on a server without push, does nothing.
 */
export async function scheduleOrcidPush(
  db: Executor,
  userId: number,
  options: { runAt?: Date } = {},
): Promise<void> {
  await enqueueJob(db, ORCID_PUSH_JOB, { userId }, { dedupeKey: `${ORCID_PUSH_JOB}:${userId}`, ...options });
  await markPushQueued(db, userId);
}

/** What the token endpoint of an ORCID login answered (openid-client's token response). */
export interface OrcidLoginTokens {
  access_token: string;
  refresh_token?: string | undefined;
  scope?: string | undefined;
  expires_in?: number | undefined;
}

/**
 * Keeps the access token of an ORCID login for pushing (only when push is configured: without it the token
 * would serve nothing) and, when the user allows push, schedules one — a new token resumes a stopped push.
 */
export async function saveOrcidLoginToken(
  context: AppContext,
  account: Account,
  orcid: string,
  tokens: OrcidLoginTokens,
): Promise<void> {
  const settings = orcidPushSettings(context.config);
  if (!settings || account.orcid !== orcid || !tokens.access_token) {
    return;
  }
  const secret = settings.orcid.clientSecret;
  await context.db.transaction().execute(async (tx) => {
    await saveToken(tx, account.id, {
      orcid,
      accessToken: sealToken(tokens.access_token, secret),
      refreshToken: tokens.refresh_token ? sealToken(tokens.refresh_token, secret) : null,
      scope: tokens.scope ?? null,
      expiresAt:
        typeof tokens.expires_in === 'number' ? new Date(Date.now() + tokens.expires_in * 1000) : null,
    });
    if (account.allowOrcidPush) {
      await scheduleOrcidPush(tx, account.id);
    }
  });
}

/** `GET /api/accounts/settings/orcid-push`: whether push exists here and how the user's stands. */
export const orcidPushOverviewSchema = z.object({
  /** Push is configured on this server; when false the settings page hides the switch. */
  available: z.boolean(),
  allowed: z.boolean(),
  /** `idle` before the first push. */
  state: z.enum(['idle', ...PUSH_STATES]),
  /** Works of this site now in the user's ORCID record. */
  works: z.number().int(),
  /** A usable ORCID token is stored (a login with ORCID since push was configured, not refused since). */
  has_token: z.boolean(),
  last_finished: z.string().nullable(),
  /** Why the last run stopped, or the works ORCID refused (one a line). */
  last_error: z.string().nullable(),
  /** Counts of the last finished run. */
  last_run: z
    .object({ sent: z.number().int(), deleted: z.number().int(), failed: z.number().int() })
    .nullable(),
});
export type OrcidPushOverview = z.infer<typeof orcidPushOverviewSchema>;

export async function orcidPushOverview(context: AppContext, account: Account): Promise<OrcidPushOverview> {
  const available = orcidPushSettings(context.config) !== undefined;
  const status = await findPushStatus(context.db, account.id);
  const token = await findToken(context.db, account.id);
  const works = await countPushedWorks(context.db, account.id);
  return {
    available,
    allowed: account.allowOrcidPush,
    state: status?.state ?? 'idle',
    works,
    has_token: token !== undefined && token.invalidSince === null && token.orcid === account.orcid,
    last_finished: status?.lastFinished?.toISOString() ?? null,
    last_error: status?.lastError ?? null,
    last_run: status?.lastFinished
      ? { sent: status.worksSent, deleted: status.worksDeleted, failed: status.worksFailed }
      : null,
  };
}
