import { PARCEL_STATUS } from '@kerben/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectedParcels, parcelEvents, parcels, registrations, users } from '../../src/db/schema';
import { expectCountsKept, makeParcel, uniqueTrack } from '../fixtures/parcels';
import { lastCodeFor, registration, useTestApp } from '../helpers';

// Races a careful client or an attacker can start: the same thing asked 50 times at once. On
// PostgreSQL (CI) these run in parallel transactions; the answers must be one success, clean
// refusals for the rest (never a 500), and data that tells one story.

const { t, actors: a, inject } = useTestApp({ actors: true });

const TIMES = Number(process.env.RACE_TIMES ?? 50);
function statusesOf(answers: Array<{ statusCode: number }>): Record<number, number> {
  const count: Record<number, number> = {};
  for (const res of answers) count[res.statusCode] = (count[res.statusCode] ?? 0) + 1;
  return count;
}

describe('concurrency', () => {
  it('50 simultaneous receives of one expected parcel make exactly one parcel', async () => {
    const track = uniqueTrack();
    const announced = await inject('POST', '/api/my_warehouse/add/', a.customerA, {
      courier_service: 1,
      tracking_number: track,
      country_of_origin: 3,
      country_of_destination: 8,
    });
    const { id } = announced.json<{ id: number }>();
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => inject('POST', `/api/my_warehouse/${id}/receive/`, a.admin, { name: 'Кроссовки' })),
    );
    expect(statusesOf(answers)).toEqual({ 201: 1, 409: TIMES - 1 });
    const made = await t.services.db.select().from(parcels).where(eq(parcels.trackNumber, track));
    expect(made).toHaveLength(1);
    const [expected] = await t.services.db.select().from(expectedParcels).where(eq(expectedParcels.id, id));
    expect(expected?.parcelId).toBe(made[0]?.id);
    // Both halves of the receive: the parcel has its first history row.
    expect(
      await t.services.db
        .select()
        .from(parcelEvents)
        .where(eq(parcelEvents.parcelId, made[0]?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('50 simultaneous registrations with one email make 50 attempts of their own and no account', async () => {
    const body = registration();
    const answers = await Promise.all(
      Array.from({ length: TIMES }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/users/register/', payload: body, remoteAddress: `198.51.100.${i + 1}` }),
      ),
    );
    expect(statusesOf(answers)).toEqual({ 201: TIMES });
    expect(new Set(answers.map((res) => res.json<{ registration: string }>().registration)).size).toBe(TIMES);
    const attempts = await t.services.db.select().from(registrations).where(eq(registrations.email, body.email));
    expect(attempts).toHaveLength(TIMES);
    expect(await t.services.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('50 simultaneous activations of one registration make exactly one account', async () => {
    const body = registration();
    const registered = await t.app.inject({ method: 'POST', url: '/api/users/register/', payload: body });
    const payload = {
      email: body.email,
      code: await lastCodeFor(t, body.email),
      registration: registered.json<{ registration: string }>().registration,
    };
    const answers = await Promise.all(
      Array.from({ length: TIMES }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/users/activation_account/', payload, remoteAddress: `198.51.101.${i + 1}` }),
      ),
    );
    // The others find the attempt gone with the account made of it: "register again".
    expect(statusesOf(answers)).toEqual({ 200: 1, 409: TIMES - 1 });
    const accounts = await t.services.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    expect(accounts).toHaveLength(1);
  });

  it('30 simultaneous sign-ups and reset requests are all answered (they held the whole connection pool and froze the server)', async () => {
    const emails = Array.from({ length: 15 }, () => registration().email);
    const answers = await Promise.all([
      ...emails.map((email, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/register/',
          payload: registration({ email }),
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      ),
      ...emails.map((email, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/forgot_pass_send_activation_code/',
          payload: { email },
          remoteAddress: `203.0.113.${i + 100}`,
        }),
      ),
    ]);
    expect(statusesOf(answers)).toEqual({ 200: 15, 201: 15 });
  }, 20_000);

  it('simultaneous bulk status changes over overlapping parcels leave one consistent history', async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, () => makeParcel(t, a.admin, a.customerB).then((p) => p.id)));
    const statuses = [PARCEL_STATUS.inTransit, PARCEL_STATUS.atPickupPoint, PARCEL_STATUS.sentByCourier, PARCEL_STATUS.delivered];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/warehouses/product/update/',
          headers: a.admin.headers,
          // Overlapping sets, in both orders, so two changes meet on the same rows.
          payload: { ids: i % 2 ? [...ids].reverse() : ids.slice(i % 3), status: statuses[i % statuses.length] },
        }),
      ),
    );
    expect(statusesOf(answers)).toEqual({ 200: 30 });
    const rows = await t.services.db.select().from(parcels).where(inArray(parcels.id, ids));
    for (const row of rows) {
      const history = await t.services.db
        .select()
        .from(parcelEvents)
        .where(eq(parcelEvents.parcelId, row.id))
        .orderBy(asc(parcelEvents.id));
      // The parcel's status is its last event's, and every event is a real change.
      expect(history.at(-1)?.statusId).toBe(row.statusId);
      for (let i = 1; i < history.length; i++) expect(history[i]?.statusId).not.toBe(history[i - 1]?.statusId);
    }
    // The counts kept per warehouse and status (for the operators' list) still match the parcels.
    await expectCountsKept(t);
  });
});
