import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyCommittableFiles,
  freePort,
  type RunningProcess,
  type RunResult,
  runCommand,
  startProcess,
  userEnvironment,
} from '../testing/processes';

/**
 * Every documented command works on a fresh clone: the first one installs the dependencies (scripts/run.mjs).
 * The "clone" is a copy of the files git would commit (testing/processes.ts), without node_modules. The install
 * is real but `--prefer-offline`, served from the npm cache that installing this tree filled (about 15 s, then
 * 15 s of commands on 2 cores, and 35 s for `npm run build`); FRESH_CLONE=0 skips it (no git, no npm cache,
 * no time).
 */
const ROOT = join(import.meta.dirname, '../../../..');
const enabled = process.env.FRESH_CLONE !== '0' && existsSync(join(ROOT, '.git'));
const INSTALL_TIMEOUT_MS = 600_000;
const COMMAND_TIMEOUT_MS = 120_000;
// Vite and esbuild from a cold start: 35 s on 2 idle cores, 70 s when busy.
const BUILD_TIMEOUT_MS = 300_000;

let clone: string;
let production: RunningProcess | undefined;

/** A user's shell in the clone, with npm kept offline and quiet. */
function cloneEnvironment(): NodeJS.ProcessEnv {
  return userEnvironment({
    DATA_DIR: join(clone, 'data'),
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  });
}

function npmRun(command: string, args: string[], timeout = COMMAND_TIMEOUT_MS): Promise<RunResult> {
  return runCommand('npm', ['run', command, '--', ...args], { cwd: clone, env: cloneEnvironment(), timeout });
}

beforeAll(() => {
  if (!enabled) {
    return;
  }
  clone = mkdtempSync(join(tmpdir(), 'parton-fresh-clone-'));
  copyCommittableFiles(ROOT, clone);
});

afterAll(async () => {
  await production?.stop('SIGKILL');
  if (clone) {
    rmSync(clone, { recursive: true, force: true });
  }
});

describe.skipIf(!enabled)('a fresh clone', () => {
  it(
    'installs the dependencies on the first documented command',
    async () => {
      expect(existsSync(join(clone, 'node_modules'))).toBe(false);
      const started = performance.now();
      const help = await npmRun('import', ['--help'], INSTALL_TIMEOUT_MS);
      console.log(
        `fresh clone: install and import --help took ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(help.stderr).toContain('Installing dependencies');
      expect(help.stderr).not.toMatch(/not found/);
      expect(help.code).toBe(0);
      expect(help.stderr).toContain('Usage: npm run import');
      expect(existsSync(join(clone, 'node_modules', '.package-lock.json'))).toBe(true);
    },
    INSTALL_TIMEOUT_MS,
  );

  it(
    'answers --help on every other command, without installing again',
    async () => {
      const usages: Record<string, RegExp> = {
        user: /Usage: npm run user/,
        generate: /Usage: npm run generate/,
        recount: /Usage: npm run recount/,
        migrate: /Usage: npm run migrate/,
      };
      for (const [command, usage] of Object.entries(usages)) {
        const result = await npmRun(command, ['--help']);
        expect(result.stderr, command).not.toContain('Installing dependencies');
        expect(result.code, command).toBe(0);
        expect(`${result.stdout}${result.stderr}`, command).toMatch(usage);
      }
    },
    COMMAND_TIMEOUT_MS * 4,
  );

  it(
    'generates, imports, adds a user, recounts and migrates on an embedded database',
    async () => {
      const corpus = join(clone, 'corpus.jsonl');
      const generated = await npmRun('generate', ['--literature', '20', '--seed', '5', '--out', corpus]);
      expect(generated.code).toBe(0);
      expect(existsSync(corpus)).toBe(true);

      const imported = await npmRun('import', [corpus]);
      expect(imported.stderr).not.toContain('REJECTED');
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(/Imported in .*: \d+ created, 0 updated, 0 unchanged, 0 rejected/);

      const added = await npmRun('user', [
        'add',
        '--email',
        'fresh@example.org',
        '--password',
        'a good password',
      ]);
      expect(added.code).toBe(0);
      expect(added.stdout).toMatch(/Created fresh@example\.org/);

      const recounted = await npmRun('recount', []);
      expect(recounted.code).toBe(0);
      expect(recounted.stdout).toMatch(/Recounted in/);

      const migrated = await npmRun('migrate', []);
      expect(migrated.code).toBe(0);
      expect(migrated.stdout).toMatch(/Database is up to date/);
    },
    COMMAND_TIMEOUT_MS * 5,
  );
  it(
    'builds with npm run build and serves from the built output with npm run start:prod',
    async () => {
      const unbuilt = await npmRun('start:prod', []);
      expect(unbuilt.code).toBe(2);
      expect(unbuilt.stderr).toContain('run `npm run build` first');

      const started = performance.now();
      const built = await npmRun('build', [], BUILD_TIMEOUT_MS);
      console.log(`fresh clone: npm run build took ${((performance.now() - started) / 1000).toFixed(1)} s`);
      expect(built.code, built.stderr).toBe(0);
      expect(existsSync(join(clone, 'apps', 'web', 'dist', 'index.html'))).toBe(true);
      expect(existsSync(join(clone, 'apps', 'server', 'dist', 'main.js'))).toBe(true);

      // The database the commands above filled (20 generated literature records), served in production mode.
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      production = startProcess('npm', ['run', 'start:prod'], {
        cwd: clone,
        env: {
          ...cloneEnvironment(),
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: base,
          RATE_LIMIT: 'off',
        },
        detached: true,
      });
      await production.waitForOutput(/Parton is running/, COMMAND_TIMEOUT_MS);
      expect(production.output()).not.toContain('DEMO ACCOUNTS');
      const literature = await fetch(`${base}/api/literature?q=&size=1`);
      expect(literature.status).toBe(200);
      const body = (await literature.json()) as { hits: { total: number } };
      expect(body.hits.total).toBeGreaterThan(0);
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<script type="module"[^>]* src="\/assets\//);
      // npm ends at once; the supervisor forwards SIGTERM and the server closes the database before it exits.
      await production.stop('SIGTERM');
      const answering = () =>
        fetch(`${base}/api/literature`).then(
          () => 'answering',
          () => 'stopped',
        );
      await expect.poll(answering, { timeout: 30_000, interval: 250 }).toBe('stopped');
    },
    BUILD_TIMEOUT_MS + COMMAND_TIMEOUT_MS * 2,
  );
});
