import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one closing line `N passed, N failed` (CI reads it; it does not read Vitest's summary).
 * With TEST_SUMMARY_FILE set, the counts are also appended there so .ci/run can add up suites; with
 * TEST_FAILURES_FILE set, each failed test's name and first error line, which .ci/run prints last
 * (CI keeps only the tail of a long output).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') {
          failed += 1;
          failures.push(`${module.moduleId} › ${test.fullName}: ${firstLine(test.result().errors?.[0]?.message)}`);
        }
      }
      // A file that failed to load has no tests but must still count as a failure.
      if (module.state() === 'failed' && module.children.size === 0) {
        failed += 1;
        failures.push(`${module.moduleId}: ${firstLine(module.errors()[0]?.message)}`);
      }
    }
    console.log(`${passed} passed, ${failed} failed`);
    if (process.env.TEST_SUMMARY_FILE) appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed}\n`);
    if (process.env.TEST_FAILURES_FILE && failures.length > 0) {
      const root = `${process.cwd()}/`;
      appendFileSync(process.env.TEST_FAILURES_FILE, failures.map((line) => `${line.replaceAll(root, '')}\n`).join(''));
    }
  }
}

function firstLine(message: string | undefined): string {
  return ((message ?? 'failed').split('\n')[0] ?? '').slice(0, 300);
}
