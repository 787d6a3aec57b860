import { defineConfig } from 'vitest/config';

// `npm run test:embedded`: the server's smoke set on the embedded database (PGlite), whatever
// TEST_DATABASE_URL says.
export default defineConfig({
  test: {
    projects: ['apps/server/vitest.smoke.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Each file's embedded database runs in its own worker thread: two files at a time keep both cores busy.
    maxWorkers: 2,
  },
});
