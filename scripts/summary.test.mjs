import { describe, expect, it } from 'vitest';
import {
  addCheck,
  addPlaywright,
  addVitest,
  createSummary,
  exitCode,
  MAX_NAMED,
  summaryLines,
} from './summary.mjs';

function vitestReport(tests) {
  const count = (status) => tests.filter((test) => test.status === status).length;
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numPendingTests: count('pending'),
    numTodoTests: count('todo'),
    testResults: [{ assertionResults: tests }],
  };
}

/** A Playwright JSON report: one file suite holding a describe suite with the given tests. */
function playwrightReport(tests) {
  const count = (status) => tests.filter((test) => test.status === status).length;
  return {
    stats: {
      expected: count('expected'),
      unexpected: count('unexpected'),
      flaky: count('flaky'),
      skipped: count('skipped'),
    },
    suites: [
      {
        title: 'accounts.spec.ts',
        file: 'accounts.spec.ts',
        specs: [],
        suites: [
          {
            title: 'accounts',
            file: 'accounts.spec.ts',
            specs: tests.map((test) => ({
              title: test.title,
              file: 'accounts.spec.ts',
              tests: [
                {
                  projectName: 'desktop',
                  status: test.status,
                  annotations: test.reason ? [{ type: 'skip', description: test.reason }] : [],
                },
              ],
            })),
          },
        ],
      },
    ],
  };
}

const lastLine = (summary) => summaryLines(summary).at(-1);

describe('the npm test summary', () => {
  it('counts tests, not checks, and lists the checks on a line of their own', () => {
    const summary = createSummary();
    addCheck(summary, 'lint', 0);
    addCheck(summary, 'typecheck', 0);
    addVitest(
      summary,
      vitestReport([
        { status: 'passed', fullName: 'a' },
        { status: 'passed', fullName: 'b' },
      ]),
      0,
    );
    expect(summaryLines(summary)).toEqual([
      'checks: lint ok, typecheck ok',
      '0 skipped',
      '2 passed, 0 failed',
    ]);
    expect(exitCode(summary)).toBe(0);
  });

  it('counts a failed check as a failure, names it and fails the run', () => {
    const summary = createSummary();
    addCheck(summary, 'lint', 0);
    addCheck(summary, 'typecheck', 2);
    addVitest(summary, vitestReport([{ status: 'passed', fullName: 'a' }]), 0);
    const lines = summaryLines(summary);
    expect(lines).toContain('checks: lint ok, typecheck FAILED');
    expect(lines).toContain('Failed: typecheck');
    expect(lastLine(summary)).toBe('1 passed, 1 failed');
    expect(exitCode(summary)).toBe(1);
  });

  it('ends with exactly the line the test-result reader expects', () => {
    const summary = createSummary();
    addVitest(summary, vitestReport([{ status: 'passed', fullName: 'a' }]), 0);
    expect(lastLine(summary)).toMatch(/^\d+ passed, \d+ failed$/);
  });

  it('names failed and skipped tests, and counts skipped ones on the line before the last', () => {
    const summary = createSummary();
    addVitest(
      summary,
      vitestReport([
        { status: 'passed', fullName: 'ok' },
        { status: 'failed', fullName: 'suite broken thing' },
        { status: 'pending', fullName: 'suite demo layer' },
      ]),
      1,
    );
    const lines = summaryLines(summary);
    expect(lines).toContain('Failed: suite broken thing');
    expect(lines).toContain('Skipped: suite demo layer');
    expect(lines.slice(-2)).toEqual(['1 skipped', '1 passed, 1 failed']);
  });

  it('fails the run when vitest wrote no report or a file failed to load', () => {
    const missing = createSummary();
    addVitest(missing, undefined, 1);
    expect(lastLine(missing)).toBe('0 passed, 1 failed');
    const unloadable = createSummary();
    addVitest(unloadable, vitestReport([{ status: 'passed', fullName: 'a' }]), 1);
    expect(summaryLines(unloadable)).toContain('Failed: vitest (a test file failed to run)');
    expect(exitCode(unloadable)).toBe(1);
  });

  it('counts flaky journeys as passed but names them on their own line', () => {
    const summary = createSummary();
    addPlaywright(
      summary,
      playwrightReport([
        { title: 'logs in', status: 'expected' },
        { title: 'links ORCID', status: 'flaky' },
        { title: 'expires', status: 'skipped', reason: 'the real demo records are absent' },
      ]),
      0,
    );
    const lines = summaryLines(summary);
    expect(lines).toContain('1 flaky (passed on retry): accounts.spec.ts › accounts › links ORCID [desktop]');
    expect(lines).toContain(
      'Skipped: accounts.spec.ts › accounts › expires [desktop]: the real demo records are absent',
    );
    expect(lastLine(summary)).toBe('2 passed, 0 failed');
    expect(exitCode(summary)).toBe(0);
  });

  it('fails on a failed journey, and on a Playwright run that failed without a failed journey', () => {
    const failed = createSummary();
    addPlaywright(failed, playwrightReport([{ title: 'logs in', status: 'unexpected' }]), 1);
    expect(summaryLines(failed)).toContain('Failed: accounts.spec.ts › accounts › logs in [desktop]');
    expect(lastLine(failed)).toBe('0 passed, 1 failed');
    const crashed = createSummary();
    addPlaywright(crashed, undefined, 1);
    expect(lastLine(crashed)).toBe('0 passed, 1 failed');
    expect(summaryLines(crashed)).toContain('Failed: playwright (run failed)');
  });

  it('cuts long lists of names short', () => {
    const summary = createSummary();
    const tests = Array.from({ length: MAX_NAMED + 3 }, (_, index) => ({
      status: 'pending',
      fullName: `t${index}`,
    }));
    addVitest(summary, vitestReport(tests), 0);
    expect(summaryLines(summary).find((line) => line.startsWith('Skipped:'))).toMatch(/; … and 3 more$/);
  });
});
