import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

// The embedded database's side of this (pings ahead of waiting queries) is in pglite-remote.test.ts.
describe.skipIf(!inject('postgresTemplate'))('the health check on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers at once while every pooled connection is busy', async () => {
    const busy = Array.from({ length: 12 }, () => t.database.db.execute(sql`select pg_sleep(0.5)`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await t.database.ping();
    expect(performance.now() - started).toBeLessThan(250);
    await Promise.all(busy);
  });
});
