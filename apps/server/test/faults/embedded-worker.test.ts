import type { Worker } from 'node:worker_threads';
import { MSG } from '@kerben/domain';
import { inArray } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { parcelEvents, parcels } from '../../src/db/schema';
import { type TestApp, useTestApp } from '../helpers';

// The embedded database's worker thread dies (a crash inside WebAssembly, the thread running out of
// memory) in the middle of a stream of writes. Nothing it acknowledged may be lost, requests in the
// meantime are told to try again, and health comes back without restarting Kerben.

const workerOf = (t: TestApp) => (t.database.embedded as unknown as { worker: Worker }).worker;

describe.skipIf(!inject('pgliteTemplateDir'))('the embedded database worker dying under writes', () => {
  const { t, actors } = useTestApp({ actors: true });

  it('loses no acknowledged write, answers 503 meanwhile and is healthy again by itself', async () => {
    const outcomes: Array<{ status: number; id?: number; detail?: string }> = [];
    let streaming = true;
    let counter = 0;
    // Three operators receiving parcels: each is a parcel, its history and its owner's notification.
    const clients = [1, 2, 3].map(async () => {
      while (streaming) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/warehouses/product/create/',
          headers: actors.admin.headers,
          payload: {
            name: `Поток ${++counter}`,
            unique_id_user: actors.customerA.user.clientCode,
            warehouse: 14,
            weight: 1,
            country_of_origin: 3,
            country_of_destination: 8,
          },
        });
        const body = res.json();
        outcomes.push({ status: res.statusCode, id: body.id, detail: body.detail });
        if (res.statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const acknowledged = () => outcomes.filter((outcome) => outcome.status === 201);
    await vi.waitFor(() => expect(acknowledged().length).toBeGreaterThan(5), { timeout: 15_000 });

    await workerOf(t).terminate();
    const before = acknowledged().length;
    await vi.waitFor(() => expect(acknowledged().length).toBeGreaterThan(before + 5), { timeout: 20_000 });
    streaming = false;
    await Promise.all(clients);

    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([]);
    expect(outcomes.some((outcome) => outcome.status === 503)).toBe(true);
    for (const outcome of outcomes.filter((o) => o.status === 503)) expect(outcome.detail).toBe(MSG.serviceUnavailable);

    // Every parcel answered 201 is there, each with its history: nothing half done.
    const ids = acknowledged().map((outcome) => outcome.id as number);
    const kept = await t.services.db.select({ id: parcels.id }).from(parcels).where(inArray(parcels.id, ids));
    expect(kept.map((row) => row.id).sort()).toEqual([...ids].sort());
    const withHistory = await t.services.db
      .selectDistinct({ id: parcelEvents.parcelId })
      .from(parcelEvents)
      .where(inArray(parcelEvents.parcelId, ids));
    expect(withHistory).toHaveLength(ids.length);

    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(t.logs()).toContain('embedded database worker died; starting it again');
    expect(t.logs()).toContain('embedded database worker started again');
    expect(t.logs()).not.toContain('unhandled error');
  }, 60_000);
});
