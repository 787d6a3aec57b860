/**
 * Browser tests: `npm run test:e2e` from the repository root (see e2e/README.md).
 *
 * This file sits in apps/web, next to the tests and the package that declares @playwright/test; the
 * root script points at it with `-c`, and `npx playwright test` from apps/web finds it by itself.
 *
 * e2e/global-setup.ts builds, starts the built server on a free port and puts its address in
 * E2E_BASE_URL before the workers start, so `use.baseURL` below is only known inside the workers.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  outputDir: path.join(root, 'e2e-artifacts'),
  globalSetup: path.join(here, 'e2e', 'global-setup.ts'),
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], [path.join(here, 'e2e', 'summary-reporter.ts')]],
  // The pseudo-locale check reads every list and wants only its own data, made in Latin letters:
  // it runs first, before the journeys fill the shared server with Russian names (a single spec
  // runs without it with --no-deps).
  projects: [
    { name: 'pseudo-locale', testMatch: /pseudo-locale\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /pseudo-locale\.spec\.ts$/, dependencies: ['pseudo-locale'] },
  ],
  use: {
    browserName: 'chromium',
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: { mode: 'only-on-failure', fullPage: true },
    launchOptions: {
      ...chromiumLaunchOptions,
      slowMo: Number(process.env.E2E_SLOWMO_MS) || undefined,
    },
  },
});
