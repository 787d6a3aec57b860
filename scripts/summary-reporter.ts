import { appendFileSync } from 'node:fs';
import type { SerializedError } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one closing line `N passed, N failed` (CI reads it; it does not read Vitest's summary).
 * With TEST_SUMMARY_FILE set, the counts are also appended there so .ci/run can add up suites; with
 * TEST_FAILURES_FILE set, each failure's place and first error line, which .ci/run prints last
 * (CI keeps only the tail of a long output). A failure is a failed test, a file that does not load,
 * a failed hook, or an error thrown outside any test (Vitest fails the run for each of these).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed')
          failures.push(`${module.moduleId} › ${test.fullName}: ${summarize(test.result().errors?.[0])}`);
      }
      // A file that does not load, or whose beforeAll/afterAll throws, has errors of its own.
      for (const error of module.errors()) failures.push(`${module.moduleId}: ${summarize(error)}`);
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) failures.push(`${module.moduleId} › ${suite.fullName}: ${summarize(error)}`);
      }
    }
    // Thrown outside any test (a rejection nobody awaited, a timer firing after its test ended).
    for (const error of unhandledErrors) failures.push(`unhandled error: ${summarize(error)}`);
    const failed = failures.length;
    console.log(`${passed} passed, ${failed} failed`);
    if (process.env.TEST_SUMMARY_FILE) appendFileSync(process.env.TEST_SUMMARY_FILE, `${passed} ${failed}\n`);
    if (process.env.TEST_FAILURES_FILE && failed > 0) {
      const root = `${process.cwd()}/`;
      appendFileSync(process.env.TEST_FAILURES_FILE, failures.map((line) => `${line.replaceAll(root, '')}\n`).join(''));
    }
  }
}

/** The error's first line, and for an error outside a test the first frame in our code, to find it by. */
function summarize(error: SerializedError | undefined): string {
  if (!error) return 'failed';
  const message = (error.message ?? String(error)).split('\n')[0]?.slice(0, 300) ?? '';
  const frame = error.stack
    ?.split('\n')
    .find((line) => line.includes('/apps/') || line.includes('/packages/'))
    ?.trim();
  return frame && !message.includes(frame)
    ? `${error.name ?? 'Error'}: ${message} (${frame})`
    : `${error.name ?? 'Error'}: ${message}`;
}
