import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Every documented command works on a fresh clone: the first one installs the dependencies (scripts/run.mjs).
 * The "clone" is a copy of the files git would commit — tracked ones and new untracked ones not ignored, so
 * that uncommitted work is tested too — without node_modules. The install is real but `--prefer-offline`,
 * served from the npm cache that installing this tree filled (about 15 s, then 15 s of commands on 2 cores);
 * FRESH_CLONE=0 skips it (no git, no npm cache, no time).
 */
const ROOT = join(import.meta.dirname, '../../../..');
const enabled = process.env.FRESH_CLONE !== '0' && existsSync(join(ROOT, '.git'));
const INSTALL_TIMEOUT_MS = 600_000;
const COMMAND_TIMEOUT_MS = 120_000;

let clone: string;

/** The environment of a user's shell: nothing from the npm or vitest process running this test. */
function userEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    // npm_config_local_prefix and friends would point the nested npm at this working tree.
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
  // npx and npm put this tree's node_modules/.bin on PATH; a user's shell in a fresh clone has no tsx there.
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes('node_modules'))
    .join(delimiter);
  return {
    ...environment,
    PATH: path,
    NODE_ENV: '',
    DATA_DIR: join(clone, 'data'),
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

function npmRun(command: string, args: string[], timeout = COMMAND_TIMEOUT_MS): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', command, '--', ...args],
      { cwd: clone, env: userEnvironment(), timeout, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

function copyCommittableFiles(target: string): void {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listing.toString('utf8').split('\0')) {
    const source = join(ROOT, file);
    // A tracked file deleted in the working tree is listed by --cached but is not part of what is tested.
    if (file === '' || !existsSync(source) || !statSync(source).isFile()) {
      continue;
    }
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(source, join(target, file));
  }
}

beforeAll(() => {
  if (!enabled) {
    return;
  }
  clone = mkdtempSync(join(tmpdir(), 'parton-fresh-clone-'));
  copyCommittableFiles(clone);
});

afterAll(() => {
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
});
