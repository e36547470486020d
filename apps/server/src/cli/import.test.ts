import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLiterature } from '../testing/factories';
import { parseByteSize } from './args';

const ROOT = join(import.meta.dirname, '../../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'apps/server/src/cli/import.ts');
const folder = mkdtempSync(join(tmpdir(), 'parton-import-cli-'));

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function runImport(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: ROOT, env: { ...inherited, DATA_DIR: join(folder, 'data') }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('parseByteSize', () => {
  it('reads bytes with binary k, M, G suffixes and refuses the rest', () => {
    expect(parseByteSize('1048576')).toBe(1_048_576);
    expect(parseByteSize('2k')).toBe(2048);
    expect(parseByteSize('50M')).toBe(50 * 1024 * 1024);
    expect(parseByteSize('1.5GB')).toBe(1.5 * 1024 ** 3);
    expect(parseByteSize('0')).toBeUndefined();
    expect(parseByteSize('lots')).toBeUndefined();
  });
});

describe('npm run import', () => {
  it('rejects a line over --max-line-bytes, reports duplicates (the last one kept) and exits 1', async () => {
    const first = buildLiterature({ titles: [{ title: 'first' }] });
    const last = { ...first, titles: [{ title: 'last' }] };
    const long = buildLiterature({ abstracts: [{ value: 'x'.repeat(5000) }] });
    const file = join(folder, 'records.jsonl');
    writeFileSync(file, [first, long, last].map((record) => JSON.stringify(record)).join('\n'));

    const refused = await runImport(['--max-line-bytes', 'lots', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--max-line-bytes must be a size/);

    const result = await runImport(['--max-line-bytes', '2k', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `REJECTED ${file}:2 control_number=? field=(line): line of ${Buffer.byteLength(JSON.stringify(long))} bytes, over the limit of 2048 (--max-line-bytes): not read`,
    );
    expect(result.stderr).toContain(
      `DUPLICATE literature control_number=${first.control_number}: ${file}:3 kept, replaces ${file}:1 (the last one wins)`,
    );
    expect(result.stdout).toMatch(
      /1 created, 0 updated, 0 unchanged, 1 rejected, 1 replaced by a later record with the same control number \(the last one is kept\)/,
    );
  }, 180_000);
});
