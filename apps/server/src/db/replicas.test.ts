import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieValue, createTestAccount, logIn, type TestSession } from '../accounts/testing/sessions';
import { buildApp } from '../app';
import { parseReplicas } from '../config';
import type { AppContext } from '../context';
import { READ_NODE_HEADER } from '../http/bounded';
import { LSN_COOKIE } from '../http/replicaReads';
import { saveRecords } from '../records/writer';
import { createTestApp, type TestApp } from '../testing/app';
import { buildLiterature } from '../testing/factories';
import { openDatabase } from './engine';
import { isReplicaUnavailable, parseLsn, replicasOf, replicaUrlFor } from './replicas';

describe('replica settings and positions', () => {
  it('orders WAL positions by both halves', () => {
    expect(parseLsn('0/3000000')).toBe(0x3000000n);
    expect(parseLsn('16/B374D848')! > parseLsn('15/FFFFFFFF')!).toBe(true);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(parseLsn('nonsense')).toBeUndefined();
    expect(parseLsn('0/3000000; x')).toBeUndefined();
  });

  it("keeps a replica's host, port and user and takes the primary's database name", () => {
    expect(
      replicaUrlFor('postgres://reader:secret@replica:5433/postgres', 'postgres://app@primary/parton_1'),
    ).toBe('postgres://reader:secret@replica:5433/parton_1');
  });

  it('reads DATABASE_REPLICA_URLS, REPLICA_MAX_LAG_MS and REPLICA_CONSISTENCY, and refuses bad values', () => {
    expect(parseReplicas({})).toEqual({ urls: [], maxLagMs: 5000, consistency: 'session' });
    expect(
      parseReplicas({
        DATABASE_REPLICA_URLS: ' postgres://a:1/x , postgresql://b:2/y ,',
        REPLICA_MAX_LAG_MS: '250',
        REPLICA_CONSISTENCY: 'strict',
      }),
    ).toEqual({ urls: ['postgres://a:1/x', 'postgresql://b:2/y'], maxLagMs: 250, consistency: 'strict' });
    expect(() => parseReplicas({ DATABASE_REPLICA_URLS: 'mysql://user:pw@db/x' })).toThrow(
      'DATABASE_REPLICA_URLS must be comma-separated postgres:// URLs (postgres://user@host:5433/db,…)',
    );
    expect(() => parseReplicas({ DATABASE_REPLICA_URLS: 'mysql://user:pw@db/x' })).not.toThrow(/pw/);
    expect(() => parseReplicas({ REPLICA_CONSISTENCY: 'eventual' })).toThrow(
      'REPLICA_CONSISTENCY must be "session" or "strict", not "eventual"',
    );
    expect(() => parseReplicas({ REPLICA_MAX_LAG_MS: '-1' })).toThrow(
      'REPLICA_MAX_LAG_MS must be a positive number',
    );
  });

  it('ignores replicas on the embedded database, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handle = await openDatabase({
      dataDir: 'memory://',
      replicaUrls: ['postgres://reader@replica:5433/x'],
    });
    try {
      expect(handle.engine).toBe('pglite');
      expect(replicasOf(handle.db)).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(
        'DATABASE_REPLICA_URLS is ignored: read replicas need DATABASE_URL (a PostgreSQL primary).',
      );
    } finally {
      await handle.close();
      warn.mockRestore();
    }
  });

  it('tells a replica that cannot answer from a query that failed', () => {
    expect(isReplicaUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isReplicaUnavailable(Object.assign(new Error('shutting down'), { code: '57P01' }))).toBe(true);
    expect(isReplicaUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isReplicaUnavailable(Object.assign(new Error('timeout'), { code: '57014' }))).toBe(false);
  });
});

const primaryUrl = process.env.DATABASE_URL;
const replicaUrl = parseReplicas(process.env).urls[0];
const SKIP_REASON =
  'needs DATABASE_URL and DATABASE_REPLICA_URLS (a primary and a streaming replica: scripts/pg-local.sh, ' +
  'scripts/pg-replica.sh; .ci/run starts both)';
if (!primaryUrl || !replicaUrl) {
  console.info(`Read replica tests skipped: ${SKIP_REASON}.`);
}

/** Runs `action` with a connection to the replica's `postgres` database (replay control) or to `database`. */
async function onReplica<T>(action: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const url = new URL(replicaUrl!);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let value: T;
    try {
      value = await read();
    } catch (error) {
      // Not there yet (the replica has not replayed the CREATE DATABASE of this file's database, say).
      if (Date.now() > deadline) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    if (done(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until the replica has replayed everything the primary has written so far. Under a loaded CI run the
 * replica replays every test file's database creation and can be seconds behind: without this the first reads of
 * a new database found no database there.
 */
async function replicaCaughtUp(db: TestApp['context']['db']): Promise<void> {
  const position = (await sql<{ lsn: string }>`SELECT pg_current_wal_insert_lsn()::text AS lsn`.execute(db))
    .rows[0]!.lsn;
  const reached = await eventually(
    () =>
      onReplica(
        async (client) =>
          (await client.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS reached', [position])).rows[0]
            .reached as boolean,
      ),
    (value) => value,
    60_000,
  );
  expect(reached, 'the replica replays the primary within a minute').toBe(true);
}

/** A TCP relay in front of the replica, to take the replica away while the app uses it. */
async function startRelay(targetPort: number): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((incoming) => {
    const outgoing = createConnection({ port: targetPort, host: '127.0.0.1' });
    sockets.add(incoming).add(outgoing);
    incoming.pipe(outgoing).pipe(incoming);
    const drop = () => {
      incoming.destroy();
      outgoing.destroy();
    };
    incoming.on('error', drop).on('close', drop);
    outgoing.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    close: async () => {
      for (const socket of sockets) {
        socket.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function total(response: LightMyRequestResponse): number {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { hits: { total: number } }).hits.total;
}

describe.skipIf(!primaryUrl || !replicaUrl)('read replicas (PostgreSQL streaming replication)', () => {
  let testApp: TestApp;
  let databaseName: string;
  let cataloger: TestSession;

  beforeAll(async () => {
    // The deployed default: a client reads its own writes; others may read a replica a little behind.
    testApp = await createTestApp({ replicas: { urls: [], maxLagMs: 60_000, consistency: 'session' } });
    databaseName = (
      await sql<{ name: string }>`SELECT current_database() AS name`.execute(testApp.context.db)
    ).rows[0]!.name;
    const account = await createTestAccount(testApp.context, { roles: ['cataloger'] });
    cataloger = await logIn(testApp.app, account.email, account.password);
    await replicaCaughtUp(testApp.context.db);
  }, 90_000);

  afterEach(async () => {
    // Never leave the shared replica paused: every other test would read the primary.
    await onReplica((client) => client.query('SELECT pg_wal_replay_resume()'));
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('replays a write on the primary on the replica, in the same database', async () => {
    const paper = buildLiterature({ titles: [{ title: 'Replicaword streamed' }] });
    await saveRecords(testApp.context.db, [{ collection: 'literature', metadata: paper }]);
    const found = await eventually(
      () =>
        onReplica(
          async (client) =>
            (
              await client.query('SELECT count(*)::int AS n FROM records WHERE control_number = $1', [
                paper.control_number,
              ])
            ).rows[0].n as number,
          databaseName,
        ),
      (count) => count === 1,
    );
    expect(found).toBe(1);
    const response = await eventually(
      () => testApp.app.inject({ url: '/api/literature?q=t%20replicaword' }),
      (answer) => answer.headers[READ_NODE_HEADER] === 'replica' && total(answer) === 1,
    );
    expect(response.headers[READ_NODE_HEADER]).toBe('replica');
    expect(total(response)).toBe(1);
  });

  it("shows a client its own write while the replica lags, and other clients the replica's older answer", async () => {
    // The replica has everything so far, then stops replaying: from now on it lags.
    await eventually(
      () => testApp.app.inject({ url: '/api/literature?q=t%20replicaword&size=1' }),
      (answer) => answer.headers[READ_NODE_HEADER] === 'replica',
    );
    await onReplica((client) => client.query('SELECT pg_wal_replay_pause()'));

    const metadata = buildLiterature({ titles: [{ title: 'Lagword written by a cataloger' }] });
    delete metadata.control_number;
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/editor/literature',
      headers: cataloger.headers(),
      payload: { metadata },
    });
    expect(created.statusCode, created.body).toBe(201);
    const position = cookieValue(created, LSN_COOKIE);
    expect(position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    // The write's answer keeps the cookies the route itself set (none here) beside parton_lsn.
    const lsnCookie = created.cookies.find((cookie) => cookie.name === LSN_COOKIE)!;
    expect(lsnCookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });

    const writer = await testApp.app.inject({
      url: '/api/literature?q=t%20lagword',
      headers: { cookie: `${cataloger.headers().cookie}; ${LSN_COOKIE}=${position}` },
    });
    expect(total(writer)).toBe(1);
    expect(writer.headers[READ_NODE_HEADER]).toBe('primary');
    const controlNumber = (writer.json() as { hits: { hits: { id: string }[] } }).hits.hits[0]!.id;
    const ownRecord = await testApp.app.inject({
      url: `/api/literature/${controlNumber}`,
      headers: { cookie: `${LSN_COOKIE}=${position}` },
    });
    expect(ownRecord.statusCode).toBe(200);

    // Another client (no cookie) reads the paused replica: the paper is not there yet.
    const other = await testApp.app.inject({ url: '/api/literature?q=t%20lagword&size=10' });
    expect(other.headers[READ_NODE_HEADER]).toBe('replica');
    expect(total(other)).toBe(0);
    const otherRecord = await testApp.app.inject({ url: `/api/literature/${controlNumber}` });
    expect(otherRecord.statusCode).toBe(404);

    // A cookie the server did not write sends the read to the primary.
    const forged = await testApp.app.inject({
      url: '/api/literature?q=t%20lagword&size=5',
      headers: { cookie: `${LSN_COOKIE}=not-a-position` },
    });
    expect(forged.headers[READ_NODE_HEADER]).toBe('primary');
    expect(total(forged)).toBe(1);

    await onReplica((client) => client.query('SELECT pg_wal_replay_resume()'));
    const caughtUp = await eventually(
      () =>
        testApp.app.inject({
          url: '/api/literature?q=t%20lagword&size=3',
          headers: { cookie: `${LSN_COOKIE}=${position}` },
        }),
      (answer) => answer.headers[READ_NODE_HEADER] === 'replica',
    );
    // Once the replica has replayed the write, the writer's reads go back to it, and find the paper there.
    expect(caughtUp.headers[READ_NODE_HEADER]).toBe('replica');
    expect(total(caughtUp)).toBe(1);
  });

  it('skips a replica that lags more than REPLICA_MAX_LAG_MS, for every client', async () => {
    const strictLag = await createAppOn(testApp.context, [replicaUrl!], { maxLagMs: 200 });
    try {
      await onReplica((client) => client.query('SELECT pg_wal_replay_pause()'));
      await saveRecords(testApp.context.db, [
        { collection: 'literature', metadata: buildLiterature({ titles: [{ title: 'Slowword' }] }) },
      ]);
      // Replay stopped behind a write: the replica's lag grows past 200 ms.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const first = await strictLag.app.inject({ url: '/api/literature?q=t%20slowword' });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const second = await strictLag.app.inject({ url: '/api/literature?q=t%20slowword&size=2' });
      expect([first.headers[READ_NODE_HEADER], second.headers[READ_NODE_HEADER]]).toEqual([
        'primary',
        'primary',
      ]);
      expect([total(first), total(second)]).toEqual([1, 1]);
      const skipped = warn.mock.calls.filter(([message]) => String(message).includes('is skipped'));
      expect(skipped).toHaveLength(1);
      expect(String(skipped[0]![0])).toMatch(/s behind the primary \(REPLICA_MAX_LAG_MS 200\)/);
    } finally {
      await strictLag.close();
    }
  });

  it('answers from the primary when a replica is down, and when it goes away while in use', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = await createAppOn(testApp.context, [
      `postgres://postgres@127.0.0.1:${await closedPort()}/x`,
    ]);
    try {
      const answers = [
        await down.app.inject({ url: '/api/literature?q=t%20replicaword' }),
        await down.app.inject({ url: '/api/literature?q=t%20replicaword&size=2' }),
      ];
      expect(answers.map((answer) => answer.headers[READ_NODE_HEADER])).toEqual(['primary', 'primary']);
      expect(answers.map(total)).toEqual([1, 1]);
      expect(
        warn.mock.calls.filter(([message]) => /is skipped.*unreachable/.test(String(message))),
      ).toHaveLength(1);
    } finally {
      await down.close();
    }

    const relay = await startRelay(Number(new URL(replicaUrl!).port || 5432));
    const relayed = new URL(replicaUrl!);
    relayed.port = String(relay.port);
    const going = await createAppOn(testApp.context, [relayed.toString()]);
    try {
      const before = await eventually(
        () => going.app.inject({ url: '/api/literature?q=t%20replicaword&size=4' }),
        (answer) => answer.headers[READ_NODE_HEADER] === 'replica',
      );
      expect(before.headers[READ_NODE_HEADER]).toBe('replica');
      await relay.close();
      const after = await going.app.inject({ url: '/api/literature?q=t%20replicaword&size=5' });
      expect(after.headers[READ_NODE_HEADER]).toBe('primary');
      expect(total(after)).toBe(1);
    } finally {
      await going.close();
    }
  });
});

/** The app again on the same database, read through other replica URLs (the test app's own handle is untouched). */
async function createAppOn(
  context: AppContext,
  replicaUrls: string[],
  replicas: Partial<AppContext['config']['replicas']> = {},
): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> }> {
  const name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(context.db)).rows[0]!
    .name;
  const url = new URL(primaryUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2, replicaUrls });
  const config = {
    ...context.config,
    replicas: { urls: replicaUrls, maxLagMs: 60_000, consistency: 'session' as const, ...replicas },
  };
  const app = await buildApp({ config, db: database.db, engine: database.engine });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
