import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default is one worker less than the cores: one on CI's two. The tests mostly wait on
    // the database, so three files at a time finish the suite in ~60% of the time.
    maxWorkers: 3,
  },
});
