import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'apps/server/src/cli/user.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'parton-user-cli-'));
// Every run opens (and the first one migrates) an embedded database on disk: seconds each.
const CLI_TEST_TIMEOUT = 300_000;

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run user -- …` against an embedded database in a temporary folder. */
function runUserCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: ROOT, env: { ...inherited, DATA_DIR: dataDir, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run user', () => {
  it(
    'adds an account with a role, grants and revokes roles, and lists accounts',
    async () => {
      const added = await runUserCli([
        'add',
        '--email',
        'curator@example.org',
        '--password',
        'a good password',
        '--role',
        'cataloger',
        '--orcid',
        '0000-0002-1825-0097',
      ]);
      expect(added.stderr).not.toMatch(/Error/);
      expect(added.code).toBe(0);
      expect(added.stdout).toMatch(
        /Created curator@example\.org\s+roles=cataloger\s+orcid=0000-0002-1825-0097/,
      );

      const granted = await runUserCli(['grant', '--email', 'CURATOR@example.org', '--role', 'superuser']);
      expect(granted.code).toBe(0);
      expect(granted.stdout).toMatch(/roles=cataloger,superuser/);

      const revoked = await runUserCli(['revoke', '--email', 'curator@example.org', '--role', 'cataloger']);
      expect(revoked.code).toBe(0);
      expect(revoked.stdout).toMatch(/roles=superuser\s/);

      const listed = await runUserCli(['list']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/curator@example\.org\s+roles=superuser/);
      expect(listed.stdout).not.toMatch(/argon2|a good password/);
    },
    CLI_TEST_TIMEOUT,
  );

  it(
    'refuses an address that is taken, and an unknown account, with exit code 1',
    async () => {
      // Added by the first test (the tests of this file run in order, on one database).
      const again = await runUserCli([
        'add',
        '--email',
        'Curator@example.org',
        '--password',
        'second password',
      ]);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/Error: Another account already has this e-mail address/);
      const unknown = await runUserCli(['grant', '--email', 'nobody@example.org', '--role', 'cataloger']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/No account has the e-mail address nobody@example\.org/);
    },
    CLI_TEST_TIMEOUT,
  );

  it('explains wrong usage with exit code 2, before touching the database', async () => {
    const cases = [
      { args: ['grant', '--email', 'a@example.org', '--role', 'admin'], message: /unknown role "admin"/ },
      {
        args: ['add', '--email', 'not-an-address', '--password', 'long enough'],
        message: /not a valid e-mail/,
      },
      { args: ['add', '--email', 'a@example.org', '--password', 'short'], message: /at least 8 characters/ },
      { args: ['frobnicate'], message: /unknown command "frobnicate"/ },
    ];
    const results = await Promise.all(cases.map((item) => runUserCli(item.args)));
    results.forEach((result, index) => {
      expect(result.code, cases[index]!.args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(cases[index]!.message);
      expect(result.stderr).toMatch(/Usage: npm run user/);
    });
  });

  it(
    'takes the password from PARTON_PASSWORD',
    async () => {
      const result = await runUserCli(['add', '--email', 'env@example.org'], {
        PARTON_PASSWORD: 'from the env 123',
      });
      expect(result.code).toBe(0);
      expect(result.stdout).not.toMatch(/no password/);
    },
    CLI_TEST_TIMEOUT,
  );
});
