/**
 * Issue 13, item 1: the server process survives what requests do, logs a crash with the request that caused it,
 * and runs under a supervisor that restarts it (scripts/supervise.mjs). These tests start real processes.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = join(import.meta.dirname, '..');
const ROOT = join(SERVER_DIR, '../..');
const SUPERVISOR = join(ROOT, 'scripts/supervise.mjs');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], options: { cwd?: string } = {}): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('process guards (processGuards.ts)', () => {
  it('log an unhandled rejection with its request and keep serving; exit 1 on an uncaught exception', async () => {
    const script = `
      import Fastify from 'fastify';
      import { registerRequestGuards } from ${JSON.stringify(join(SERVER_DIR, 'src/http/requestGuards.ts'))};
      import { installProcessGuards } from ${JSON.stringify(join(SERVER_DIR, 'src/processGuards.ts'))};
      installProcessGuards();
      const app = Fastify();
      registerRequestGuards(app);
      app.get('/reject', async () => {
        Promise.reject(new Error('a forgotten statement'));
        return { ok: true };
      });
      app.get('/throw', async () => {
        setTimeout(() => { throw new Error('thrown in a callback'); }, 1);
        return { ok: true };
      });
      console.log('first', (await app.inject('/reject?q=1')).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 50));
      console.log('still serving', (await app.inject('/reject?q=2')).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await app.inject('/throw?q=3');
      await new Promise((resolve) => setTimeout(resolve, 2000));
      console.log('not reached');
    `;
    const result = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: SERVER_DIR,
    });
    expect(result.stdout).toContain('first 200');
    expect(result.stdout).toContain('still serving 200');
    expect(result.stdout).not.toContain('not reached');
    expect(result.stderr).toMatch(
      /Unhandled promise rejection \(the server keeps serving\) during GET \/reject\?q=1: Error: a forgotten statement/,
    );
    expect(result.stderr).toMatch(/during GET \/reject\?q=2/);
    expect(result.stderr).toMatch(
      /Uncaught exception \(the server exits and is restarted\) during GET \/throw\?q=3: Error: thrown in a callback/,
    );
    expect(result.code).toBe(1);
  });
});

describe('the supervisor (scripts/supervise.mjs)', () => {
  const supervise = (flags: string[], script: string) =>
    run(process.execPath, [
      SUPERVISOR,
      '--delay-ms',
      '50',
      '--max-delay-ms',
      '200',
      ...flags,
      '--',
      process.execPath,
      '-e',
      script,
    ]);

  it('restarts a crashed command with growing delays, and gives up after too many crashes', async () => {
    const started = Date.now();
    const result = await supervise(['--max-crashes', '3'], 'console.log("run"); process.exit(3)');
    expect(result.stdout.match(/run/g)).toHaveLength(3);
    expect(result.stderr).toContain('exited with status 3; restarting in 50 ms (crash 1 of 3)');
    expect(result.stderr).toContain('restarting in 100 ms (crash 2 of 3)');
    expect(result.stderr).toContain('3 crashes within 60 s, giving up');
    expect(result.code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('ends with the command when it exits cleanly', async () => {
    const result = await supervise([], 'console.log("done")');
    expect(result.stdout.match(/done/g)).toHaveLength(1);
    expect(result.code).toBe(0);
  });

  it('restarts a command killed by a signal it did not get from the supervisor', async () => {
    const result = await supervise(['--max-crashes', '2'], 'process.kill(process.pid, "SIGKILL")');
    expect(result.stderr).toContain('was killed by SIGKILL; restarting');
    expect(result.code).toBe(1);
  });

  it('forwards SIGTERM once and exits as the command does', async () => {
    const child = spawn(process.execPath, [
      SUPERVISOR,
      '--',
      process.execPath,
      '-e',
      `let terms = 0;
       process.on('SIGTERM', () => { terms += 1; console.log('SIGTERM ' + terms); setTimeout(() => process.exit(0), 100); });
       console.log('ready'); setInterval(() => {}, 1000);`,
    ]);
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    await expect.poll(() => stdout, { timeout: 5_000 }).toContain('ready');
    child.kill('SIGTERM');
    child.kill('SIGTERM');
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(stdout.match(/SIGTERM/g)).toHaveLength(1);
    expect(code).toBe(0);
  });
});

// ---- The real server ----

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A database of its own for the server process: a fresh PostgreSQL database, or an embedded one in a folder. */
async function serverDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parton-survival-'));
  const serverUrl = process.env.DATABASE_URL;
  const cleanFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    return { env: { DATA_DIR: dataDir }, drop: async () => cleanFolder() };
  }
  const name = `parton_survival_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      cleanFolder();
    },
  };
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe('the real server under the supervisor', () => {
  let supervisor: ChildProcess | undefined;
  let database: Awaited<ReturnType<typeof serverDatabase>> | undefined;
  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) {
      supervisor.kill('SIGKILL');
    }
    await database?.drop();
  });

  it('answers the requests that ended it, is restarted after a crash, and stops cleanly', {
    timeout: 180_000,
  }, async () => {
    database = await serverDatabase();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: '',
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      QUEUE_WORKER: 'off',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'error',
      NODE_ENV: 'test',
    };
    // The server from its sources (the supervisor's default is the built one: cli/build.test.ts starts that).
    const serverFromSources = [process.execPath, '--import', 'tsx', join(SERVER_DIR, 'src/main.ts')];
    supervisor = spawn(process.execPath, [SUPERVISOR, '--delay-ms', '100', '--', ...serverFromSources], {
      cwd: ROOT,
      env,
    });
    let stdout = '';
    let stderr = '';
    supervisor.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    supervisor.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const startedTimes = () => stdout.match(/Parton is running/g)?.length ?? 0;
    await expect.poll(startedTimes, { timeout: 90_000, interval: 200 }).toBe(1);

    for (const path of [
      '/api/literature/facets?q=%00&facet_name=citations-by-year',
      `/api/literature/facets?q=${encodeURIComponent('ac 9007199254740991')}&facet_name=citations-by-year`,
      `/api/literature/facets?q=${encodeURIComponent('/a{1,1000}/')}&facet_name=citations-by-year`,
      `/api/literature/facets?q=${encodeURIComponent('t /a{256}/')}&facet_name=citations-by-year`,
      '/api/arxiv/%00',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, `${path} ${stderr}`).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${base}/api/literature?q=a`)).status).toBe(200);

    // A crash (the server killed): the supervisor starts it again.
    const [server] = childrenOf(supervisor.pid!);
    expect(server).toBeDefined();
    process.kill(server!, 'SIGKILL');
    await expect.poll(startedTimes, { timeout: 90_000, interval: 200 }).toBe(2);
    expect(stderr).toContain('the server was killed by SIGKILL; restarting');
    expect((await fetch(`${base}/api/literature?q=a`)).status).toBe(200);

    supervisor.kill('SIGTERM');
    const code = await new Promise((resolve) => supervisor!.on('exit', resolve));
    expect(code).toBe(0);
  });
});
