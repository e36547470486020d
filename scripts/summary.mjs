// The closing summary of `npm test`, kept apart from the process spawning in scripts/test.mjs so that it can be
// tested (scripts/summary.test.mjs). Tests and checks are told apart:
// - tests (vitest, Playwright journeys) are counted in the final `N passed, N failed` line;
// - checks (lint, typecheck, web build) are listed on a line of their own: a passing check is no test passed, a
//   failing check counts as one failure, so that a failed typecheck never reads '… 0 failed';
// - a flaky journey (failed, then passed on retry) counts as passed but is named on its own line.

/** How many skipped or flaky tests are named before the list is cut short. */
export const MAX_NAMED = 25;

export function createSummary() {
  return { checks: [], passed: 0, failed: 0, skipped: 0, failures: [], flaky: [], skippedNames: [] };
}

/** A check (lint, typecheck, build): exit status 0 is ok. */
export function addCheck(summary, label, status) {
  const ok = status === 0;
  summary.checks.push({ label, ok });
  if (!ok) {
    summary.failed += 1;
    summary.failures.push(label);
  }
}

/** Vitest's JSON report (`--reporter=json`) and the exit status of its run; report undefined when none was written. */
export function addVitest(summary, report, status) {
  if (!report) {
    summary.failed += 1;
    summary.failures.push('vitest (no report)');
    return;
  }
  summary.passed += report.numPassedTests;
  summary.failed += report.numFailedTests;
  summary.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        summary.failures.push(test.fullName ?? test.title);
      }
      if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo') {
        summary.skippedNames.push(test.fullName ?? test.title);
      }
    }
  }
  // A suite that failed to load has no failed tests but must still fail the run.
  if (status !== 0 && report.numFailedTests === 0) {
    summary.failed += 1;
    summary.failures.push('vitest (a test file failed to run)');
  }
}

/** Every test of a Playwright JSON report, with its spec's title path, file and project. */
function playwrightTests(suites, path = []) {
  const tests = [];
  for (const suite of suites ?? []) {
    const suitePath = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = [...suitePath, spec.title].join(' › ');
        const skip = (test.annotations ?? []).find((annotation) => annotation.type === 'skip');
        tests.push({
          name: `${spec.file ?? suite.file ?? ''} › ${title}${test.projectName ? ` [${test.projectName}]` : ''}`,
          status: test.status,
          reason: skip?.description,
        });
      }
    }
    tests.push(...playwrightTests(suite.suites, suitePath));
  }
  return tests;
}

/** Playwright's JSON report and the exit status of its run; report undefined when none was written. */
export function addPlaywright(summary, report, status) {
  const stats = report?.stats;
  if (stats) {
    summary.passed += stats.expected + (stats.flaky ?? 0);
    summary.failed += stats.unexpected;
    summary.skipped += stats.skipped;
    for (const test of playwrightTests(report.suites)) {
      if (test.status === 'flaky') {
        summary.flaky.push(test.name);
      } else if (test.status === 'unexpected') {
        summary.failures.push(test.name);
      } else if (test.status === 'skipped') {
        summary.skippedNames.push(test.reason ? `${test.name}: ${test.reason}` : test.name);
      }
    }
  }
  if (status !== 0 && !(stats?.unexpected > 0)) {
    summary.failed += 1;
    summary.failures.push('playwright (run failed)');
  }
}

function namedList(names) {
  const shown = names.slice(0, MAX_NAMED);
  const rest = names.length - shown.length;
  return `${shown.join('; ')}${rest > 0 ? `; … and ${rest} more` : ''}`;
}

/** The closing lines; the last one is exactly `N passed, N failed`. */
export function summaryLines(summary) {
  const lines = [];
  if (summary.checks.length > 0) {
    const checks = summary.checks.map((check) => `${check.label} ${check.ok ? 'ok' : 'FAILED'}`);
    lines.push(`checks: ${checks.join(', ')}`);
  }
  if (summary.flaky.length > 0) {
    lines.push(`${summary.flaky.length} flaky (passed on retry): ${namedList(summary.flaky)}`);
  }
  if (summary.skippedNames.length > 0) {
    lines.push(`Skipped: ${namedList(summary.skippedNames)}`);
  }
  if (summary.failures.length > 0) {
    lines.push(`Failed: ${namedList(summary.failures)}`);
  }
  lines.push(`${summary.skipped} skipped`);
  lines.push(`${summary.passed} passed, ${summary.failed} failed`);
  return lines;
}

export function exitCode(summary) {
  return summary.failed > 0 ? 1 : 0;
}
