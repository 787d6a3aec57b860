import { appendFileSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';

/** Attachments (from fixtures.ts) printed in full for a failed test; the list reporter cuts text at 300 characters. */
const PRINTED = ['server output', 'browser notes'];
const MAX_CHARS = 4000;

/**
 * Runs after Playwright's list reporter. For each failed test it prints the server's output during
 * the test and the pages' errors, then one closing line `N passed, N failed` (CI reads it). With
 * TEST_SUMMARY_FILE set the counts are also appended there, like scripts/summary-reporter.ts does
 * for Vitest, so .ci/run can add up suites; with TEST_FAILURES_FILE set, each failed test's name.
 */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private errors = 0;
  private failures: Array<{ test: TestCase; result: TestResult }> = [];

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== test.expectedStatus && result.status !== 'skipped') this.failures.push({ test, result });
  }

  /** Errors outside tests: global setup, a spec file that does not load, no tests found. */
  onError(_error: TestError) {
    this.errors += 1;
  }

  printsToStdio() {
    return true;
  }

  onEnd(result: FullResult) {
    for (const { test, result: testResult } of this.failures) {
      for (const attachment of testResult.attachments) {
        if (!PRINTED.includes(attachment.name)) continue;
        let text = attachment.body?.toString('utf8') ?? '';
        if (attachment.path) {
          try {
            text = readFileSync(attachment.path, 'utf8');
          } catch {
            continue;
          }
        }
        text = text.trim();
        if (text.length > MAX_CHARS) text = `...${text.slice(-MAX_CHARS)}`;
        console.log(`\n${attachment.name} during "${test.title}":\n${text}`);
      }
    }

    let passed = 0;
    let failed = 0;
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'unexpected') failed += 1;
    }
    failed += this.errors;
    // An interrupted run, or one that failed without a test or error to show for it, still fails.
    if (result.status !== 'passed' && failed === 0) failed = 1;
    console.log(`${passed} passed, ${failed} failed`);
    if (process.env.TEST_SUMMARY_FILE) appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed}\n`);
    if (process.env.TEST_FAILURES_FILE && this.failures.length > 0) {
      const lines = this.failures.map(({ test, result: testResult }) => {
        const message = firstLine(stripVTControlCharacters(testResult.errors[0]?.message ?? testResult.status));
        return `${test.location.file.replace(`${process.cwd()}/`, '')}:${test.location.line} › ${test.title}: ${message}\n`;
      });
      appendFileSync(process.env.TEST_FAILURES_FILE, lines.join(''));
    }
  }
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
