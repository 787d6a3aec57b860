import { PARCEL_STATUS, STATISTICS_SERIES, STATISTICS_WEEK_DAYS } from '@kerben/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askConsolidation, makeBox, makeWaitingParcel } from '../../../test/fixtures/services';
import { type Actor, makeCustomer, useTestApp } from '../../../test/helpers';
import type { DbOrTx } from '../../db/client';
import { invoices, parcelEvents, parcels, users } from '../../db/schema';
import * as q from './queries';

// The kept hours (statistics_hours, migration 0044) against the series summed from the source
// tables, after a random sequence of the changes that move them: through the API where a person
// makes them (receive, reweigh, deliver, pay at the desk or by the legacy flag, void, delete, bulk
// edits, consolidation, registration) and in SQL where only time or a repair moves a row (across
// Bishkek's hour and day boundaries, which the API's writes, stamped by the database, cannot reach).

let now = new Date();
const { t, actors: a } = useTestApp({ actors: true, clock: () => now });

/** A small seeded generator (mulberry32): a failure prints its seed, and the seed replays it. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T | undefined => list[int(list.length)];
  return { next, int, pick };
}

const rows = async <T>(db: DbOrTx, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Bishkek's midnight starting the day of `at` (UTC+6, no daylight saving). */
const localMidnight = (at: Date) => new Date(Math.floor((at.getTime() + 6 * HOUR) / DAY) * DAY - 6 * HOUR);

/** The recomputed rows in the answer's shape: today's hours, the week's and the month's days. */
function answerOf(rows: q.SeriesRow[]) {
  const buckets = (list: q.SeriesRow[]) => Object.fromEntries(list.map((row) => [row.key, row.value]));
  const days = rows.filter((row) => row.kind === 'day');
  return {
    today: buckets(rows.filter((row) => row.kind === 'hour')),
    week: buckets(days.slice(-STATISTICS_WEEK_DAYS)),
    month: buckets(days),
  };
}

/**
 * Every series, with and without a destination, as the dashboard reads it when the Clock says each
 * moment: the same as the series summed from the source tables.
 */
async function expectKept(moments: Date[]) {
  const { db } = t.services;
  for (const at of moments) {
    now = at;
    for (const series of STATISTICS_SERIES) {
      for (const destination of [undefined, 8, 9]) {
        const query = destination === undefined ? '' : `?country_of_destination_id=${destination}`;
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/statics/admin_panel/${series}/${query}`,
          headers: a.admin.headers,
        });
        const recomputed = answerOf(await q.recomputedSeriesBuckets(db, series, at, destination));
        expect(res.json(), `${series} ${query} at ${at.toISOString()}`).toEqual(recomputed);
      }
    }
  }
  now = new Date();
  // And every hour ever kept, not only the month's: the table equals a rebuild from scratch.
  const table = sql`select series, hour, destination_id, value::text from statistics_hours where value <> 0 order by 1, 2, 3`;
  const held = await rows(db, table);
  let rebuilt: unknown[] = [];
  await db
    .transaction(async (tx) => {
      await q.rebuildStatisticsHours(tx);
      rebuilt = await rows(tx, table);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
    });
  expect(held).toEqual(rebuilt);
}

describe('statistics_hours after a random sequence of changes', () => {
  it('reads the same series as a full recomputation, at every hour and day boundary', async () => {
    const base = new Date();
    const midnight = localMidnight(base);
    // Instants at the edges the series cut at: Bishkek's midnights of today, yesterday, the
    // week's and the month's first days (and a second before each), the hours of today, and
    // anywhere in the last 40 days.
    const edges = [0, 1, 6, 7, 29, 30, 31].flatMap((days) => {
      const at = midnight.getTime() - days * DAY;
      return [at, at - 1000, at + 1];
    });
    const seed = Number(process.env.STATISTICS_SEED ?? Date.now() % 1_000_000);
    const r = random(seed);
    const someInstant = () =>
      new Date(
        r.next() < 0.6
          ? (r.pick(edges) ?? 0)
          : r.next() < 0.5
            ? midnight.getTime() + r.int(24) * HOUR + r.pick([-1, 0, 1, 1800_000])!
            : base.getTime() - r.int(40 * DAY),
      );
    const weight = () => (r.next() < 0.1 ? null : (1 + r.int(20_000)) / 1000);
    const destination = () => (r.next() < 0.5 ? 8 : 9);

    const { db } = t.services;
    const admin = a.admin;
    const owners: Actor[] = [a.customerA, a.customerB];
    const parcelIds: number[] = [];
    const userIds: number[] = [];
    const api = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, actor: Actor = admin) => {
      const res = await t.app.inject({ method, url, headers: actor.headers, payload });
      // A refusal (a parcel already invoiced cannot be deleted, a handover needs payment) is a
      // fine answer here; an error is not.
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
      return res;
    };
    const someParcel = () => r.pick(parcelIds);
    const openInvoiceOf = async (parcelId: number) =>
      (
        await db
          .select()
          .from(invoices)
          .where(and(eq(invoices.parcelId, parcelId), eq(invoices.status, 'open')))
      )[0];

    const actions: Record<string, () => Promise<unknown>> = {
      async register() {
        const customer = await makeCustomer(t);
        owners.push(customer);
      },
      async registerAt() {
        const [row] = await db
          .insert(users)
          .values({
            clientCode: `RL${seed}-${userIds.length}`,
            email: `rollups.${seed}.${userIds.length}@example.kg`,
            passwordHash: 'x',
            firstName: 'Стат',
            lastName: 'Тестов',
            role: r.next() < 0.8 ? 'customer' : 'operator',
            createdAt: someInstant(),
          })
          .returning({ id: users.id });
        if (row) userIds.push(row.id);
      },
      async changeRole() {
        const id = r.pick(userIds);
        if (id)
          await db
            .update(users)
            .set({ role: r.next() < 0.5 ? 'customer' : 'operator' })
            .where(eq(users.id, id));
      },
      async deleteUser() {
        const id = userIds.pop();
        if (id) await db.delete(users).where(eq(users.id, id));
      },
      async receive() {
        const owner = r.pick(owners.slice(0, 4)) ?? a.customerA;
        const res = await api('POST', '/api/warehouses/product/create/', {
          name: 'Посылка',
          unique_id_user: owner.user.clientCode,
          warehouse: 14,
          weight: weight() ?? 1,
          country_of_origin: 3,
          country_of_destination: destination(),
        });
        parcelIds.push(res.json<{ id: number }>().id);
      },
      async receiveAt() {
        const [row] = await db
          .insert(parcels)
          .values({
            name: 'Посылка',
            userId: a.customerA.user.id,
            warehouseId: 14,
            statusId:
              r.pick([PARCEL_STATUS.received, PARCEL_STATUS.delivered, PARCEL_STATUS.inTransit]) ?? PARCEL_STATUS.received,
            weight: weight(),
            destinationCountryId: r.next() < 0.1 ? null : destination(),
            createdAt: someInstant(),
          })
          .returning({ id: parcels.id });
        if (row) parcelIds.push(row.id);
      },
      async reweigh() {
        const id = someParcel();
        if (id) await api('PATCH', `/api/warehouses/product/update/${id}/`, { weight: weight() ?? 2 });
      },
      async redirect() {
        const id = someParcel();
        if (id) await api('PATCH', `/api/warehouses/product/update/${id}/`, { country_of_destination: destination() });
      },
      async backdate() {
        const id = someParcel();
        if (id) await db.update(parcels).set({ createdAt: someInstant() }).where(eq(parcels.id, id));
      },
      async toPickup() {
        const id = someParcel();
        if (id) await api('PATCH', `/api/warehouses/product/update/${id}/`, { status: PARCEL_STATUS.atPickupPoint });
      },
      async deliver() {
        // Handed over as the desk does it: at the pickup point, paid, then delivered.
        const id = someParcel();
        if (!id) return;
        await api('PATCH', `/api/warehouses/product/update/${id}/`, { status: PARCEL_STATUS.atPickupPoint });
        await api('PATCH', `/api/warehouses/product/update/${id}/`, { is_paid: true });
        await api('PATCH', `/api/warehouses/product/update/${id}/`, { status: PARCEL_STATUS.delivered });
      },
      async setBack() {
        const id = someParcel();
        if (id) await api('PATCH', `/api/warehouses/product/update/${id}/`, { status: PARCEL_STATUS.atPickupPoint });
      },
      async deliveredAt() {
        // A handover recorded at another time (a repair of the history), across the boundaries.
        const id = someParcel();
        if (id) {
          await db.insert(parcelEvents).values({ parcelId: id, statusId: PARCEL_STATUS.delivered, createdAt: someInstant() });
        }
      },
      async moveHistory() {
        const [event] = await rows<{ id: number }>(
          db,
          sql`select id from parcel_events where status_id = ${PARCEL_STATUS.delivered} order by random() limit 1`,
        );
        if (event) await db.update(parcelEvents).set({ createdAt: someInstant() }).where(eq(parcelEvents.id, event.id));
      },
      async dropHistory() {
        const [event] = await rows<{ id: number }>(db, sql`select id from parcel_events order by random() limit 1`);
        if (event) await db.delete(parcelEvents).where(eq(parcelEvents.id, event.id));
      },
      async payByFlag() {
        const id = someParcel();
        if (id) await api('PATCH', `/api/warehouses/product/update/${id}/`, { is_paid: true });
      },
      async payAtDesk() {
        const id = someParcel();
        if (!id) return;
        await api('PATCH', `/api/warehouses/product/update/${id}/`, { status: PARCEL_STATUS.atPickupPoint });
        const invoice = await openInvoiceOf(id);
        if (invoice && invoice.totalUsdCents > 0) {
          await api('POST', '/api/desk/payments/', {
            invoices: [invoice.id],
            amount: invoice.totalUsdCents,
            currency: 'USD',
            method: 'cash',
            key: `rollups-${seed}-${invoice.id}`,
          });
        }
      },
      async voidInvoice() {
        const [paid] = await rows<{ id: number }>(
          db,
          sql`select id from invoices where status = 'paid' and parcel_id is not null order by random() limit 1`,
        );
        if (paid) await api('POST', `/api/invoices/${paid.id}/void/`, { reason: 'Ошибка кассира' });
      },
      async bulkStatus() {
        const ids = [...new Set([someParcel(), someParcel(), someParcel()].filter((id) => id !== undefined))];
        const status = r.pick([PARCEL_STATUS.inTransit, PARCEL_STATUS.atPickupPoint, PARCEL_STATUS.delivered]);
        if (ids.length > 0) await api('PATCH', '/api/warehouses/product/update/', { ids, status });
      },
      async bulkPay() {
        const ids = [...new Set([someParcel(), someParcel()].filter((id) => id !== undefined))];
        if (ids.length > 0) await api('PATCH', '/api/warehouses/product/update/', { ids, is_paid: true });
      },
      async remove() {
        const ids = [...new Set([someParcel(), someParcel()].filter((id) => id !== undefined))];
        if (ids.length === 0) return;
        const res = await api('PUT', '/api/warehouses/product/delete/', { ids });
        if (res.statusCode === 204) parcelIds.splice(0, parcelIds.length, ...parcelIds.filter((id) => !ids.includes(id)));
      },
      async consolidate() {
        const owner = a.customerB;
        const first = await makeWaitingParcel(t, admin, owner, { weight: 1.5 });
        const second = await makeWaitingParcel(t, admin, owner, { weight: 2.25 });
        const done = await makeBox(t, a.operator, await askConsolidation(t, owner, [first.id, second.id]), {
          weight: 3.5,
          length: 40,
          width: 30,
          height: 20,
        });
        parcelIds.push(first.id, second.id);
        if (done.parcel) parcelIds.push(done.parcel.id);
      },
    };
    // How often each happens: a consolidation makes three parcels, two of them combined for good.
    const often: Record<string, number> = { consolidate: 1, receive: 4, deliver: 4, payAtDesk: 3, receiveAt: 3, registerAt: 2 };
    const names = Object.keys(actions).flatMap((name) => Array.from({ length: often[name] ?? 2 }, () => name));
    const readings = [base, new Date(base.getTime() + DAY), new Date(midnight.getTime() - 1), new Date(base.getTime() - 3 * DAY)];
    const steps = Number(process.env.STATISTICS_STEPS ?? 120);
    const done: string[] = [];
    try {
      for (let step = 0; step < steps; step++) {
        const name = r.pick(names) ?? 'receive';
        done.push(name);
        await actions[name]?.();
        if (step % 30 === 29) await expectKept([base]);
      }
      await expectKept(readings);
      // The sequence reached every series (a seed that did not would prove little).
      const reached = await rows<{ series: string }>(db, sql`select distinct series from statistics_hours where value <> 0`);
      expect(reached.map((row) => row.series).sort()).toEqual([...STATISTICS_SERIES].sort());
    } catch (error) {
      throw new Error(`seed ${seed} after ${done.join(', ')}: ${String(error)}`, { cause: error });
    }
  });
});

describe('statistics_hours under parallel writes', () => {
  // On PostgreSQL the transactions below run at once on the pool's connections and meet on the
  // same hours' rows: an upsert that read, then wrote, would lose some of them. (PGlite runs
  // them one after another: there it checks the arithmetic only.)
  it('loses no update when many transactions move the same hours at once', async () => {
    const { db } = t.services;
    const at = new Date();
    const before = await q.recomputedSeriesBuckets(db, 'warehouse-weight', at, undefined);
    const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(parcels)
            .values({
              name: `Параллельная ${n}`,
              userId: a.customerA.user.id,
              warehouseId: 14,
              statusId: PARCEL_STATUS.received,
              weight: 1.125,
              destinationCountryId: 8 + (n % 2),
            })
            .returning({ id: parcels.id });
          await pause();
          if (row && n % 3 === 0) await tx.update(parcels).set({ weight: 2.5 }).where(eq(parcels.id, row.id));
          if (row && n % 4 === 0) {
            await tx.update(parcels).set({ statusId: PARCEL_STATUS.delivered }).where(eq(parcels.id, row.id));
            await tx.insert(parcelEvents).values({ parcelId: row.id, statusId: PARCEL_STATUS.delivered });
          }
          await tx.insert(users).values({
            clientCode: `PAR${n}`,
            email: `parallel.${n}@example.kg`,
            passwordHash: 'x',
            firstName: 'Пар',
            lastName: 'Тестов',
          });
        }),
      ),
    );
    const total = (list: q.SeriesRow[]) => list.filter((row) => row.kind === 'day').reduce((sum, row) => sum + row.value, 0);
    const after = await q.seriesBuckets(db, 'warehouse-weight', at, undefined);
    // 16 parcels of 1.125 kg and 8 of 2.5 kg.
    expect(total(after) - total(before)).toBeCloseTo(16 * 1.125 + 8 * 2.5, 9);
    await expectKept([at]);
  });
});
