import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../db/engine';

/** Setup shared by the tests that run a command line in a child process and kill it mid-run. */

const ROOT = join(import.meta.dirname, '../../../..');

export interface ChildDatabaseTarget {
  /** What the child's environment needs to open the database. */
  env: NodeJS.ProcessEnv;
  /** Opens the database in the test (only while no child has it open: PGlite admits one process). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** A database of its own the child process can open: a PGlite folder inside `folder`, or a fresh PostgreSQL database. */
export async function childDatabaseTarget(folder: string): Promise<ChildDatabaseTarget> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = join(folder, 'data');
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
    };
  }
  const { createTestDatabase } = await import('./database');
  const handle = await createTestDatabase();
  const name = await sql<{ name: string }>`SELECT current_database() AS name`.execute(handle.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name.rows[0]!.name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
    drop: () => handle.close(),
  };
}

/**
 * Runs one of the server's command lines (`apps/server/src/cli/import.ts` …, relative to the repository root) in
 * one process — tsx as a loader, not tsx's CLI, which runs the script in a child of its own — so that a kill hits
 * the command itself.
 */
export function spawnServerCli(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface ChildOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Standard output and error, interleaved. */
  output: string;
}

/** How a child process ended, with what it printed. */
export function childFinished(child: ChildProcess): Promise<ChildOutcome> {
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
}
