import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { RequestPoolEntry } from './bounded';
import type { Database } from './schema';

/**
 * PostgreSQL streaming replicas that answer reads (DATABASE_REPLICA_URLS; README "Read replicas").
 *
 * Each replica has a request pool of its own (statement timeout and cancel as on the primary, db/bounded.ts). A
 * read request picks ONE node for all its statements (http/bounded.ts): a replica, round robin over those that are
 * usable and have replayed the position the request needs, or the primary. What a replica has replayed is asked at
 * most every PROBE_CACHE_MS: `pg_last_wal_replay_lsn()`, whether its WAL receiver streams, and how far behind it is.
 *
 * Physical replication copies the whole cluster, so the database name of a replica URL is replaced by the
 * primary's (tests and the browser journeys create databases of their own on the primary).
 */

/** How long a replica's replayed position is trusted before it is asked again. */
const PROBE_CACHE_MS = 20;
/** An unreachable replica is asked again at most this often (requests meanwhile go to the primary). */
const UNREACHABLE_RETRY_MS = 1_000;
/** Connecting to a replica that does not answer gives up after this. */
const CONNECT_TIMEOUT_MS = 2_000;
/** A position probe (connection included) that takes longer than this counts as an unreachable replica. */
const PROBE_TIMEOUT_MS = 1_000;
/** `strict` reads wait this long at most for a replica to replay the primary's position, then read the primary. */
export const STRICT_WAIT_MS = 1_000;
const STRICT_POLL_MS = 3;

/** A WAL position (`16/B374D848`) as a number that orders; undefined when the text is not one. */
export function parseLsn(text: string): bigint | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  if (!match) {
    return undefined;
  }
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/**
 * The primary's current WAL insert position: every transaction committed so far lies at or before it. Not
 * `pg_current_wal_lsn()` (written so far): with `synchronous_commit = off` a commit returns before its record is
 * written, and a replica at the written position may not have it yet.
 */
export async function primaryWalPosition(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ lsn: string }>`SELECT pg_current_wal_insert_lsn()::text AS lsn`.execute(db);
  return result.rows[0]!.lsn;
}

/** A replica URL with the primary's database name: host, port, user, password and options stay the replica's. */
export function replicaUrlFor(replicaUrl: string, primaryUrl: string): string {
  const replica = new URL(replicaUrl);
  replica.pathname = new URL(primaryUrl).pathname;
  return replica.toString();
}

interface ReplicaStatus {
  usable: boolean;
  /** Why the replica is skipped (for the log); empty when usable. */
  reason: string;
  /** What the replica has replayed; undefined when unknown. */
  replayLsn: bigint | undefined;
  /** Unreachable (as opposed to reachable but behind): asked again less often. */
  unreachable: boolean;
  checkedAt: number;
}

interface ProbeRow {
  recovery: boolean;
  replay_lsn: string | null;
  streaming: boolean;
  lag_ms: string | number | null;
}

// The lag is the age of the last replayed transaction, but only while WAL waits to be replayed: a replica that has
// replayed all it received is not behind, however long the primary has been idle. A replica whose WAL receiver does
// not stream (primary unreachable, replication broken) would fall behind unnoticed: it is skipped. Without the
// pg_read_all_stats role the receiver's status reads NULL, its row still says a receiver runs.
const PROBE_STATEMENT = `SELECT pg_is_in_recovery() AS recovery,
  pg_last_wal_replay_lsn()::text AS replay_lsn,
  EXISTS (SELECT 1 FROM pg_stat_wal_receiver WHERE coalesce(status, 'streaming') = 'streaming') AS streaming,
  CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
    ELSE coalesce(extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000, 0) END AS lag_ms`;

/** One replica: its request pool and what it was last seen to have replayed. */
export class Replica {
  readonly node: RequestPoolEntry;
  private status: ReplicaStatus | undefined;
  private probing: Promise<ReplicaStatus> | undefined;
  // The usability last written to the log: each change is logged once.
  private reportedUsable = true;

  /**
   * `pool` runs the requests' statements; `probePool` (one connection) asks the position, so that a probe never
   * queues behind busy searches.
   */
  constructor(
    readonly label: string,
    pool: pg.Pool,
    private readonly probePool: pg.Pool,
  ) {
    this.node = { pool, interruptible: true };
  }

  async close(): Promise<void> {
    await Promise.all([this.node.pool.end(), this.probePool.end()]);
  }

  /** The replica's status, asked again when older than PROBE_CACHE_MS (`fresh`: always). */
  async currentStatus(maxLagMs: number, fresh = false): Promise<ReplicaStatus> {
    const status = this.status;
    const now = Date.now();
    if (status && !fresh && now - status.checkedAt <= PROBE_CACHE_MS) {
      return status;
    }
    if (status && !status.usable) {
      // Nobody waits on a replica that was unusable: this request reads the primary, the next ones see the answer.
      const retryAfter = status.unreachable ? UNREACHABLE_RETRY_MS : PROBE_CACHE_MS;
      if (now - status.checkedAt > retryAfter) {
        void this.probe(maxLagMs);
      }
      return status;
    }
    return this.probe(maxLagMs);
  }

  /** A statement on this replica failed as only an unavailable server fails: skip it until it answers again. */
  markUnreachable(reason: string): void {
    this.record({ usable: false, reason, replayLsn: undefined, unreachable: true, checkedAt: Date.now() });
  }

  private probe(maxLagMs: number): Promise<ReplicaStatus> {
    if (!this.probing) {
      this.probing = this.ask(maxLagMs)
        .then((status) => this.record(status))
        .finally(() => {
          this.probing = undefined;
        });
    }
    return this.probing;
  }

  private async ask(maxLagMs: number): Promise<ReplicaStatus> {
    const checkedAt = Date.now();
    let row: ProbeRow | undefined;
    try {
      row = (await this.probePool.query<ProbeRow>(PROBE_STATEMENT)).rows[0];
    } catch (error) {
      const reason = `unreachable (${(error as Error).message})`;
      return { usable: false, reason, replayLsn: undefined, unreachable: true, checkedAt };
    }
    const replayLsn = row?.replay_lsn ? parseLsn(row.replay_lsn) : undefined;
    const skip = (reason: string): ReplicaStatus => ({
      usable: false,
      reason,
      replayLsn,
      unreachable: false,
      checkedAt,
    });
    if (!row?.recovery || replayLsn === undefined) {
      return skip('not a replica (not in recovery): a promoted server is a primary of its own');
    }
    if (!row.streaming) {
      return skip('its WAL receiver is not streaming from the primary');
    }
    const lagMs = Number(row.lag_ms ?? 0);
    if (lagMs > maxLagMs) {
      return skip(`${(lagMs / 1000).toFixed(1)} s behind the primary (REPLICA_MAX_LAG_MS ${maxLagMs})`);
    }
    return { usable: true, reason: '', replayLsn, unreachable: false, checkedAt };
  }

  private record(status: ReplicaStatus): ReplicaStatus {
    this.status = status;
    if (status.usable !== this.reportedUsable) {
      this.reportedUsable = status.usable;
      console.warn(
        status.usable
          ? `Read replica ${this.label} is usable again: reads go to it.`
          : `Read replica ${this.label} is skipped, reads go to the primary: ${status.reason}.`,
      );
    }
    return status;
  }
}

export interface ReadNodeChoice {
  /** A replica further behind than this is skipped. */
  maxLagMs: number;
  /** The replica must have replayed this position (the client's last write, or the primary's position now). */
  after: bigint | undefined;
  /** How long to wait for a usable replica to reach `after`; 0: read the primary at once. */
  waitMs: number;
}

/** The replicas of one database; `choose` names the one a read request runs on, undefined for the primary. */
export class ReplicaSet {
  private turn = 0;

  constructor(readonly replicas: Replica[]) {}

  async choose(choice: ReadNodeChoice): Promise<Replica | undefined> {
    const deadline = Date.now() + choice.waitMs;
    let fresh = false;
    for (;;) {
      const statuses = await Promise.all(
        this.replicas.map((replica) => replica.currentStatus(choice.maxLagMs, fresh)),
      );
      const candidates = this.replicas
        .map((replica, index) => ({ replica, status: statuses[index]! }))
        .filter(({ status }) => status.usable);
      if (candidates.length === 0) {
        return undefined;
      }
      const caughtUp = candidates
        .filter(({ status }) => choice.after === undefined || (status.replayLsn ?? -1n) >= choice.after)
        .map(({ replica }) => replica);
      if (caughtUp.length > 0) {
        this.turn = (this.turn + 1) % caughtUp.length;
        return caughtUp[this.turn];
      }
      if (Date.now() >= deadline) {
        return undefined;
      }
      // A cached position may simply be old: ask again at once, then every STRICT_POLL_MS.
      if (fresh) {
        await new Promise((resolve) => setTimeout(resolve, STRICT_POLL_MS));
      }
      fresh = true;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.close()));
  }
}

/** One pool per replica URL, on the primary's database. Nothing connects until the first read. */
export function openReplicaSet(primaryUrl: string, replicaUrls: string[], poolSize: number): ReplicaSet {
  const replicas = replicaUrls.map((url) => {
    const connectionString = replicaUrlFor(url, primaryUrl);
    const { hostname, port } = new URL(connectionString);
    const label = `${hostname}:${port || '5432'}`;
    const warnIdle = (error: Error) =>
      console.warn(`Read replica ${label} closed an idle connection: ${error.message}`);
    const pool = new pg.Pool({
      connectionString,
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    pool.on('error', warnIdle);
    // A probe that does not answer within PROBE_TIMEOUT_MS counts as an unreachable replica.
    const probePool = new pg.Pool({
      connectionString,
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    probePool.on('error', warnIdle);
    return new Replica(label, pool, probePool);
  });
  return new ReplicaSet(replicas);
}

const replicaSets = new WeakMap<Kysely<Database>, ReplicaSet>();

/** Called by `openDatabase` when DATABASE_REPLICA_URLS names replicas of this database. */
export function registerReplicas(db: Kysely<Database>, replicas: ReplicaSet): void {
  replicaSets.set(db, replicas);
}

/** The replicas reads of this database may go to; undefined without any (PGlite, or none configured). */
export function replicasOf(db: Kysely<Database>): ReplicaSet | undefined {
  return replicaSets.get(db);
}

// PostgreSQL error codes of a server that cannot answer now: shutting down, starting, the database not (yet) there
// or dropped by replay, a query cancelled by a recovery conflict. Node's codes: the connection itself failed.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '3D000',
  '40001',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);

/** The error a read on a replica fails with when the replica, not the query, is the problem: read the primary. */
export function isReplicaUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    return UNAVAILABLE_CODES.has(code);
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
      message,
    )
  );
}
