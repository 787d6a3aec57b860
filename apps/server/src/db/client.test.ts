import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { useTestApp } from '../../test/helpers';

// The embedded database's side of this (pings ahead of waiting queries) is in embedded/pglite-remote.test.ts.
describe.skipIf(!inject('postgresTemplate'))('the health check on PostgreSQL', () => {
  const { t } = useTestApp();

  it('answers at once while every pooled connection is busy', async () => {
    // Awaited, so each is sent now: Drizzle runs a query only once something waits for it.
    const busy = Array.from({ length: 12 }, async () => {
      await t.database.db.execute(sql`select pg_sleep(2)`);
    });
    // Until the ten pooled connections are all running their sleep, as PostgreSQL itself says.
    const watcher = new pg.Client({ connectionString: t.databaseUrl });
    await watcher.connect();
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and state = 'active' and query like 'select pg_sleep%'`,
          );
          expect(rows[0]?.n).toBe(10);
        },
        { timeout: 5_000, interval: 10 },
      );
    } finally {
      await watcher.end();
    }
    // Waiting behind the pool would take most of the 2 s sleep; the margin is for a busy CI machine.
    const started = performance.now();
    await t.database.ping();
    expect(performance.now() - started).toBeLessThan(1000);
    await Promise.all(busy);
  });
});
