import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'payments-simulator/**/*.test.ts'],
    // Every test file builds its own app on its own database, and nothing in the server keeps state
    // in a module: files share a worker's imports instead of loading the server again (~40 s in CI).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
