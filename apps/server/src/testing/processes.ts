/**
 * Helpers for tests that run the project's commands as a user would: in child processes, with a user's
 * environment (cli/freshClone.test.ts, cli/build.test.ts).
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The environment of a user's shell: nothing from the npm or vitest process running the test, no DATABASE_URL
 * (the tests choose their database), and no node_modules/.bin on PATH (npx and npm put this tree's there; a
 * user's shell in a fresh clone has no tsx on its PATH).
 */
export function userEnvironment(overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    // npm_config_local_prefix and friends would point a nested npm at this working tree.
    if (
      name.startsWith('npm_') ||
      name === 'INIT_CWD' ||
      name.startsWith('VITEST') ||
      name === 'DATABASE_URL'
    ) {
      continue;
    }
    environment[name] = value;
  }
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes('node_modules'))
    .join(delimiter);
  return { ...environment, PATH: path, NODE_ENV: '', ...overrides };
}

/** Runs a command to its end; never rejects (a failure is a non-zero `code`, a timeout too). */
export function runCommand(
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeout: number },
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd: options.cwd, env: options.env, timeout: options.timeout, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

/**
 * Copies the files git would commit — tracked ones and new untracked ones not ignored, so that uncommitted work
 * is tested too — from `root` to `target`: a fresh clone without node_modules, dist or data.
 */
export function copyCommittableFiles(root: string, target: string): void {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listing.toString('utf8').split('\0')) {
    const source = join(root, file);
    // A tracked file deleted in the working tree is listed by --cached but is not part of what is tested.
    if (file === '' || !existsSync(source) || !statSync(source).isFile()) {
      continue;
    }
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(source, join(target, file));
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A long-running process (a server) whose output is collected, to wait for a line and to stop it. */
export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves when the output (stdout and stderr) matches; rejects on timeout or when the process ends first. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void>;
  /**
   * Sends `signal` (to the whole process group when started `detached`) and resolves with the exit code (null
   * after a signal it did not handle).
   */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts a process; `detached` gives it a process group of its own, so that `stop` reaches every process of a
 * command run through npm (npm, its shell, the supervisor) and none is left behind.
 */
export function startProcess(
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; detached?: boolean },
): RunningProcess {
  const detached = options.detached ?? false;
  const child = spawn(file, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    waitForOutput: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        const check = () => {
          if (pattern.test(output)) {
            resolve();
            return;
          }
          if (child.exitCode !== null || child.signalCode !== null) {
            reject(new Error(`the process ended before printing ${pattern}:\n${output}`));
            return;
          }
          if (Date.now() > deadline) {
            reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`));
            return;
          }
          setTimeout(check, 100);
        };
        check();
      }),
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        if (detached && child.pid !== undefined) {
          process.kill(-child.pid, signal);
        } else {
          child.kill(signal);
        }
      }
      return exited;
    },
  };
}
