import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

describe('closing the server', () => {
  it('waits for a handler whose client hung up before the database goes', async () => {
    let outcome = 'not started';
    let started = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const t: TestApp = await createTestApp(
      {},
      {
        routes: (app) =>
          app.get('/api/test/slow/', { config: { access: 'public' } }, async () => {
            outcome = 'running';
            started();
            // A login hashing a password, say: the client has gone, the handler has not.
            await new Promise((resolve) => setTimeout(resolve, 300));
            await t.services.db.execute(sql`select 1`).then(
              () => {
                outcome = 'answered';
              },
              () => {
                outcome = 'database closed';
              },
            );
            return { ok: true };
          }),
      },
    );
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const hangUp = new AbortController();
    const request = fetch(`${address}/api/test/slow/`, { signal: hangUp.signal }).catch(() => 'hung up');
    // Hung up once the handler runs (on a loaded machine the request may take a while to get there).
    await handlerStarted;
    hangUp.abort();
    expect(await request).toBe('hung up');
    await t.close();
    expect(outcome).toBe('answered');
  });
});
