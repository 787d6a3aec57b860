import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, expectedParcels, users } from '../../src/db/schema';
import { addressBody, makeAddress, uniqueTrack } from '../fixtures/parcels';
import { useTestApp } from '../helpers';

// The matrix tries the object named in the path; these try the ones named in a body or a query
// (another customer's address, another user id) and fields a customer must not set (mass
// assignment): each is ignored or refused, and nothing of customer B changes.

const { t, actors: a, inject } = useTestApp({ actors: true });

const announcement = (fields: Record<string, unknown> = {}) => ({
  courier_service: 1,
  tracking_number: uniqueTrack(),
  country_of_origin: 3,
  country_of_destination: 8,
  ...fields,
});

describe('objects named in a body or a query', () => {
  it('a customer cannot make themselves admin or change their client code through the profile', async () => {
    const res = await inject('PATCH', '/api/users/profile/', a.customerA, {
      is_admin: true,
      unique_id: 'KB0001',
      is_active: false,
      first_name: 'Айдар',
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    const [row] = await t.services.db.select().from(users).where(eq(users.id, a.customerA.user.id));
    expect(row).toMatchObject({ role: 'customer', isActive: true, clientCode: a.customerA.user.clientCode });
  });

  it("a customer's expected parcel cannot point at another customer's address, on creation or update", async () => {
    const foreign = await makeAddress(t, a.customerB);
    const created = await inject('POST', '/api/my_warehouse/add/', a.customerA, announcement({ address: foreign.id }));
    expect(created.statusCode).toBe(400);
    const own = await inject('POST', '/api/my_warehouse/add/', a.customerA, announcement());
    expect(own.statusCode).toBe(201);
    const id = own.json<{ id: number }>().id;
    const updated = await inject('PATCH', `/api/my_warehouse/update/${id}/`, a.customerA, { address: foreign.id });
    expect(updated.statusCode).toBe(400);
    const [row] = await t.services.db.select().from(expectedParcels).where(eq(expectedParcels.id, id));
    expect(row?.addressId).toBeNull();
  });

  it('a customer cannot announce a parcel for someone else', async () => {
    const res = await inject('POST', '/api/my_warehouse/add/', a.customerA, announcement({ user: a.customerB.user.id }));
    if (res.statusCode === 201) {
      const [row] = await t.services.db
        .select()
        .from(expectedParcels)
        .where(eq(expectedParcels.id, res.json<{ id: number }>().id));
      expect(row?.userId).toBe(a.customerA.user.id);
    } else {
      expect(res.statusCode).toBe(400);
    }
  });

  it("?user= is an admin's: a customer gets their own addresses, and adds to their own", async () => {
    const theirs = await makeAddress(t, a.customerB);
    const list = await inject('GET', `/api/address/list/?user=${a.customerB.user.id}`, a.customerA);
    expect(list.json<{ results: Array<{ id: number }> }>().results.map((x) => x.id)).not.toContain(theirs.id);
    const created = await inject('POST', `/api/address/create/?user=${a.customerB.user.id}`, a.customerA, addressBody());
    expect(created.statusCode).toBe(201);
    const [row] = await t.services.db.select().from(addresses).where(eq(addresses.id, created.json<{ id: number }>().id));
    expect(row?.userId).toBe(a.customerA.user.id);
  });

  it("a customer cannot read another's parcel list through the filters of their own", async () => {
    const res = await inject(
      'GET',
      `/api/warehouses/my/?user=${a.customerB.user.id}&unique_id=${a.customerB.user.clientCode}`,
      a.customerA,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ count: number }>().count).toBe(0);
  });
});
