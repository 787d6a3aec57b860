import { defineProject } from 'vitest/config';

// The embedded-database smoke set (`npm run test:embedded`): CI runs the whole server suite on
// PostgreSQL and proves on PGlite only what differs there: migrations, start-up and its data
// directory lock, auth end to end, transactions, error codes, one request per module, and the
// faults of the embedded database (its worker dying, a shutdown under load) and scheduled
// backups (the embedded database's own).
export default defineProject({
  test: {
    name: 'server-embedded-smoke',
    environment: 'node',
    // As in the full suite (vitest.config.ts): files share a worker's imports.
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    include: [
      'src/main.test.ts',
      'src/modules/auth/auth.test.ts',
      'src/db/unit-of-work.test.ts',
      'src/db/errors.test.ts',
      'src/modules/backups/backups.test.ts',
      'test/smoke.test.ts',
      // The embedded database's own faults: its worker dying, and a shutdown under load.
      'src/db/embedded/pglite-remote.test.ts',
      'test/faults/embedded-worker.test.ts',
      'test/faults/shutdown.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
