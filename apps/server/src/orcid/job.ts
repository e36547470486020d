import type { LiteratureMetadata } from '@parton/records';
import type { Kysely } from 'kysely';
import { findAccountById } from '../accounts/repository';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { Job } from '../queue/queue';
import { OrcidApiError, OrcidClient, type OrcidWorkSummary } from './client';
import {
  deletePushedWork,
  deletePushedWorksOfOtherOrcids,
  findClaimedControlNumbers,
  findLiteratureMetadata,
  findPushedWorks,
  findToken,
  markTokenInvalid,
  type PushedWork,
  releasePushLease,
  savePushedWork,
  setPushState,
  takePushLease,
} from './repository';
import { orcidPushSettings, scheduleOrcidPush } from './service';
import { openToken } from './tokens';
import { buildOrcidWork, type OrcidWork, selfIdentifiers, workHash } from './work';

/** Calls one run makes at most; the rest continues in a new job (a run stays far below the queue's stale lock). */
export const REQUEST_BUDGET = 1000;
/** A run's lease on the user; older than this, it is taken to belong to a dead worker. */
const LEASE_SECONDS = 15 * 60;
/** When another run holds the lease, try again this much later. */
const BUSY_RETRY_MS = 60_000;
/** Records read from the database at once (collaboration papers carry thousands of authors). */
const READ_BATCH = 20;
/** Per-work errors kept in the status (the settings page shows them). */
const MAX_REPORTED_ERRORS = 5;

export const NEEDS_LOGIN_MESSAGES = {
  noToken: 'Log in with ORCID to let this site write to your ORCID record.',
  otherOrcid: 'Your ORCID authorisation belongs to another ORCID iD: log in with ORCID again.',
  unreadable: 'Your ORCID authorisation can no longer be read on this server: log in with ORCID again.',
  expired: 'Your ORCID authorisation has expired: log in with ORCID again.',
  refused: 'ORCID refused the authorisation (revoked or expired): log in with ORCID again.',
} as const;

interface RunCounts {
  sent: number;
  deleted: number;
  failed: number;
  errors: string[];
}

/**
 * The `orcid.push` job: brings the user's ORCID record in line with their claimed works. Idempotent (works
 * whose pushed content is unchanged are skipped) and resumable (each put code is stored as soon as ORCID gives
 * it). 401/403 stop the push until the next ORCID login; 429, 5xx and network errors throw, so the queue retries
 * with backoff.
 */
export async function runOrcidPushJob(db: Kysely<Database>, config: AppConfig, job: Job): Promise<void> {
  const userId = Number(job.payload.userId);
  const settings = orcidPushSettings(config);
  if (!Number.isSafeInteger(userId) || !settings) {
    return;
  }
  const account = await findAccountById(db, userId);
  if (!account?.allowOrcidPush || !account.orcid || account.profileControlNumber === null) {
    return;
  }
  if (!(await takePushLease(db, userId, LEASE_SECONDS))) {
    await scheduleOrcidPush(db, userId, { runAt: new Date(Date.now() + BUSY_RETRY_MS) });
    return;
  }
  try {
    await pushWorks(db, settings, config.publicUrl, {
      userId,
      orcid: account.orcid,
      profileControlNumber: account.profileControlNumber,
    });
  } catch (error) {
    const lastTry = job.attempts >= job.maxAttempts;
    await setPushState(db, userId, lastTry ? 'failed' : 'retrying', { lastError: errorText(error) });
    throw error;
  } finally {
    await releasePushLease(db, userId);
  }
}

interface PushTarget {
  userId: number;
  orcid: string;
  profileControlNumber: number;
}

async function pushWorks(
  db: Kysely<Database>,
  settings: NonNullable<ReturnType<typeof orcidPushSettings>>,
  publicUrl: string,
  target: PushTarget,
): Promise<void> {
  const accessToken = await usableToken(db, target, settings.orcid.clientSecret);
  if (!accessToken) {
    return;
  }
  const client = new OrcidClient({
    apiUrl: settings.push.apiUrl,
    orcid: target.orcid,
    accessToken,
    requestIntervalMs: settings.push.requestIntervalMs,
  });
  const sync = new WorkSync(db, client, target, settings.orcid.clientId);
  try {
    const complete = await sync.run(publicUrl);
    await setPushState(db, target.userId, 'done', {
      lastFinished: new Date(),
      lastError: sync.counts.errors.length > 0 ? sync.counts.errors.join('\n') : null,
      worksSent: sync.counts.sent,
      worksDeleted: sync.counts.deleted,
      worksFailed: sync.counts.failed,
    });
    if (!complete) {
      await scheduleOrcidPush(db, target.userId);
    }
  } catch (error) {
    if (!(error instanceof OrcidApiError && error.kind === 'token')) {
      throw error;
    }
    await stopForLogin(db, target.userId, `${NEEDS_LOGIN_MESSAGES.refused} (${error.message})`);
  }
}

/** The decrypted access token, or undefined after recording why the user must log in with ORCID again. */
async function usableToken(
  db: Kysely<Database>,
  target: PushTarget,
  clientSecret: string,
): Promise<string | undefined> {
  const stored = await findToken(db, target.userId);
  if (!stored) {
    await setPushState(db, target.userId, 'needs_login', {
      lastFinished: new Date(),
      lastError: NEEDS_LOGIN_MESSAGES.noToken,
    });
    return undefined;
  }
  if (stored.invalidSince) {
    await setPushState(db, target.userId, 'needs_login', {
      lastFinished: new Date(),
      lastError: stored.invalidReason ?? NEEDS_LOGIN_MESSAGES.refused,
    });
    return undefined;
  }
  const problem =
    stored.orcid !== target.orcid
      ? NEEDS_LOGIN_MESSAGES.otherOrcid
      : stored.expiresAt && stored.expiresAt.getTime() <= Date.now()
        ? NEEDS_LOGIN_MESSAGES.expired
        : undefined;
  const token = problem ? undefined : openToken(stored.accessToken, clientSecret);
  if (!token) {
    await stopForLogin(db, target.userId, problem ?? NEEDS_LOGIN_MESSAGES.unreadable);
    return undefined;
  }
  return token;
}

async function stopForLogin(db: Kysely<Database>, userId: number, reason: string): Promise<void> {
  await markTokenInvalid(db, userId, reason);
  await setPushState(db, userId, 'needs_login', { lastFinished: new Date(), lastError: reason });
}

/** One run's comparison of claimed works with pushed works, and the calls that close the gap. */
class WorkSync {
  readonly counts: RunCounts = { sent: 0, deleted: 0, failed: 0, errors: [] };
  private pushed = new Map<number, PushedWork>();
  /** The record's works listed once per run, and only when a 409 asks for it. */
  private summaries: OrcidWorkSummary[] | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly client: OrcidClient,
    private readonly target: PushTarget,
    private readonly clientId: string,
  ) {}

  /** True when everything was done; false when the request budget ran out first. */
  async run(publicUrl: string): Promise<boolean> {
    const { db, target } = this;
    await deletePushedWorksOfOtherOrcids(db, target.userId, target.orcid);
    this.pushed = await findPushedWorks(db, target.userId, target.orcid);
    const claimed = await findClaimedControlNumbers(db, target.profileControlNumber);
    const claimedSet = new Set(claimed);
    // Deletions first: a record merged into another frees its DOI before the other one is added.
    for (const work of [...this.pushed.values()]) {
      if (claimedSet.has(work.controlNumber)) {
        continue;
      }
      if (this.outOfBudget()) {
        return false;
      }
      await this.attempt(work.controlNumber, async () => {
        await this.client.deleteWork(work.putCode);
        await deletePushedWork(db, target.userId, work.controlNumber);
        this.pushed.delete(work.controlNumber);
        this.counts.deleted += 1;
      });
    }
    for (let start = 0; start < claimed.length; start += READ_BATCH) {
      const records = await findLiteratureMetadata(db, claimed.slice(start, start + READ_BATCH));
      for (const record of records) {
        const work = buildOrcidWork(JSON.parse(record.metadataJson) as LiteratureMetadata, {
          recordUrl: `${publicUrl}/literature/${record.controlNumber}`,
          profileControlNumber: target.profileControlNumber,
        });
        const contentHash = workHash(work);
        const existing = this.pushed.get(record.controlNumber);
        if (existing?.contentHash === contentHash) {
          continue;
        }
        if (this.outOfBudget()) {
          return false;
        }
        await this.attempt(record.controlNumber, async () => {
          const putCode = await this.send(record.controlNumber, work, existing);
          const pushed = { controlNumber: record.controlNumber, putCode, contentHash };
          await savePushedWork(db, target.userId, target.orcid, pushed);
          this.pushed.set(record.controlNumber, pushed);
          this.counts.sent += 1;
        });
      }
    }
    return true;
  }

  /** Leaves a margin for the extra calls of one work (a 409: list, then PUT). */
  private outOfBudget(): boolean {
    return this.client.requests >= REQUEST_BUDGET - 3;
  }

  /** Runs one work's calls; ORCID refusing this work is counted and the run goes on, anything else stops it. */
  private async attempt(controlNumber: number, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof OrcidApiError && (error.kind === 'rejected' || error.kind === 'conflict'))) {
        throw error;
      }
      this.counts.failed += 1;
      if (this.counts.errors.length < MAX_REPORTED_ERRORS) {
        this.counts.errors.push(`Record ${controlNumber}: ${error.message}`);
      }
    }
  }

  /** PUT when a put code is known (POST again if the user deleted the work in ORCID), else POST; the put code. */
  private async send(
    controlNumber: number,
    work: OrcidWork,
    existing: PushedWork | undefined,
  ): Promise<string> {
    if (existing) {
      try {
        await this.client.updateWork(existing.putCode, work);
        return existing.putCode;
      } catch (error) {
        if (!(error instanceof OrcidApiError && error.kind === 'not_found')) {
          throw error;
        }
      }
    }
    try {
      return await this.client.addWork(work);
    } catch (error) {
      if (!(error instanceof OrcidApiError && error.kind === 'conflict')) {
        throw error;
      }
      // Already in the record from an earlier run whose put code was never stored (a crash between the POST
      // and its row): take that work over.
      const putCode = await this.ownPutCode(controlNumber, work, error);
      await this.client.updateWork(putCode, work);
      return putCode;
    }
  }

  /** The put code of our work that shares an identifier with this one; a conflict error when there is none. */
  private async ownPutCode(controlNumber: number, work: OrcidWork, conflict: OrcidApiError): Promise<string> {
    this.summaries ??= await this.client.listWorks();
    const identifiers = new Set(selfIdentifiers(work));
    const match = this.summaries.find(
      (summary) =>
        summary.sourceClientId === this.clientId &&
        summary.identifiers.some((identifier) => identifiers.has(identifier)),
    );
    if (!match) {
      throw conflict;
    }
    const owner = [...this.pushed.values()].find(
      (pushed) => pushed.putCode === match.putCode && pushed.controlNumber !== controlNumber,
    );
    if (owner) {
      throw new OrcidApiError(
        'conflict',
        409,
        `shares an identifier with record ${owner.controlNumber}, already in your ORCID record`,
      );
    }
    return match.putCode;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
