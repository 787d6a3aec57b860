import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Files share a worker's imports (Mantine, React, the pages) instead of loading them again: the
    // project takes 27 s instead of 92 s. What a module remembers between files is reset after each
    // test in src/test/setup.ts (the session store); files shuffled with --sequence.shuffle.files pass.
    isolate: false,
    include: ['src/**/*.test.ts?(x)'],
    setupFiles: ['./src/test/setup.ts'],
    // What a test stubbed (vi.stubGlobal: fetch, XMLHttpRequest) or spied on (vi.spyOn) is put
    // back before the next test, so no test file repeats that clean-up.
    unstubGlobals: true,
    restoreMocks: true,
    // A page test renders Mantine in jsdom beside the server suite's files (three at a time on two
    // cores): 5 s is too short for the largest pages on a busy machine; none waits on time itself.
    testTimeout: 20_000,
  },
});
