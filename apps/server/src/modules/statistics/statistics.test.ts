import { PARCEL_STATUS, STATISTICS_MSG, STATISTICS_SERIES } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { expectedParcels, invoices, parcelEvents, parcels, payments, users } from '../../db/schema';

// "Now" is fixed at 16:30 in Bishkek (UTC+6) on 15 March 2026, far from the real date, so rows
// the fixtures create at the real time fall outside every period. Bishkek's midnight of the
// 15th is 18:00 UTC on the 14th.
const NOW = new Date('2026-03-15T10:30:00Z');
const utc = (iso: string) => new Date(`${iso}Z`);

const { t, actors: a } = useTestApp({ actors: true, clock: () => NOW });

const URL = (series: string) => `/api/statics/admin_panel/${series}/`;
const get = (url: string, actor: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url, headers: actor.headers });

interface Answer {
  today: Record<string, number>;
  week: Record<string, number>;
  month: Record<string, number>;
}
async function read(series: string, query = ''): Promise<Answer> {
  const res = await get(`${URL(series)}${query}`, a.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}
const nonZero = (buckets: Record<string, number>) => Object.fromEntries(Object.entries(buckets).filter(([, n]) => n !== 0));
const total = (buckets: Record<string, number>) => Object.values(buckets).reduce((sum, n) => sum + n, 0);

let parcelNumber = 0;
async function insertParcel(values: Partial<typeof parcels.$inferInsert>) {
  const [row] = await t.services.db
    .insert(parcels)
    .values({
      name: `Посылка ${++parcelNumber}`,
      userId: a.customerA.user.id,
      warehouseId: 14,
      statusId: PARCEL_STATUS.received,
      destinationCountryId: 8,
      createdAt: utc('2020-01-01T00:00:00'),
      ...values,
    })
    .returning({ id: parcels.id });
  if (!row) throw new Error('no parcel');
  return row.id;
}

describe('GET /api/statics/admin_panel/{series}/ and pending/', () => {
  const every = [...STATISTICS_SERIES.map(URL), URL('pending')];

  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    for (const url of every) {
      expect((await get(url, a.anonymous)).statusCode, url).toBe(401);
      expect((await get(url, a.customerA)).statusCode, url).toBe(403);
    }
  });

  it('refuses a destination that is not an id (400, in Russian)', async () => {
    for (const value of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get(`${URL('warehouse-weight')}?country_of_destination_id=${value}`, a.admin);
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toEqual({ country_of_destination_id: [STATISTICS_MSG.destinationInvalid] });
    }
  });

  it('answers every hour of today and every day of the week and the month in Bishkek time, 0 when empty', async () => {
    for (const series of STATISTICS_SERIES) {
      const answer = await read(series);
      expect(Object.keys(answer.today)).toEqual(Array.from({ length: 24 }, (_, hour) => String(hour)));
      expect(Object.keys(answer.week)).toEqual([
        '2026-03-09',
        '2026-03-10',
        '2026-03-11',
        '2026-03-12',
        '2026-03-13',
        '2026-03-14',
        '2026-03-15',
      ]);
      expect(Object.keys(answer.month)).toHaveLength(30);
      expect(Object.keys(answer.month)[0]).toBe('2026-02-14');
      expect(Object.keys(answer.month).at(-1)).toBe('2026-03-15');
      // The fixtures' accounts were made at the real time, months after "now".
      expect([total(answer.today), total(answer.week), total(answer.month)], series).toEqual([0, 0, 0]);
    }
  });
});

describe('the series on known data, at the edges of the periods', () => {
  // Each value lands in exactly one place: at Bishkek's midnights, a second before them, and at
  // the first day of the week and of the month.
  const moments = [
    { at: '2026-03-14T18:00:00', amount: 2, today: '0', day: '2026-03-15' },
    { at: '2026-03-15T10:10:00', amount: 1.5, today: '16', day: '2026-03-15', destination: 9 },
    { at: '2026-03-14T17:59:59', amount: 3, day: '2026-03-14' },
    { at: '2026-03-09T00:00:00', amount: 4, day: '2026-03-09' },
    { at: '2026-03-08T17:59:59', amount: 5, day: '2026-03-08', monthOnly: true },
    { at: '2026-02-13T18:00:00', amount: 6, day: '2026-02-14', monthOnly: true },
    { at: '2026-02-13T17:59:59', amount: 7 },
  ];

  function expectPlaced(answer: Answer, moment: (m: (typeof moments)[number]) => boolean = () => true) {
    const chosen = moments.filter(moment);
    const sum = (list: typeof moments) => list.reduce((s, m) => s + m.amount, 0);
    const today = chosen.filter((m) => m.today);
    expect(nonZero(answer.today)).toEqual(Object.fromEntries(today.map((m) => [m.today, m.amount])));
    expect(total(answer.week)).toBe(sum(chosen.filter((m) => m.day && !m.monthOnly)));
    expect(total(answer.month)).toBe(sum(chosen.filter((m) => m.day)));
    for (const m of chosen) if (m.day && !m.monthOnly) expect(answer.week[m.day]).toBeGreaterThanOrEqual(m.amount);
    expect(answer.month['2026-02-14']).toBe(chosen.some((m) => m.amount === 6) ? 6 : 0);
    expect(answer.week['2026-03-15']).toBe(sum(chosen.filter((m) => m.day === '2026-03-15')));
  }

  it('warehouse-weight: kilograms of the parcels received, by the time they were received', async () => {
    for (const m of moments) {
      await insertParcel({ weight: m.amount, createdAt: utc(m.at), destinationCountryId: m.destination ?? 8 });
    }
    await insertParcel({ weight: null, createdAt: utc('2026-03-15T01:00:00') });
    expectPlaced(await read('warehouse-weight'));
    expectPlaced(await read('warehouse-weight', '?country_of_destination_id=8'), (m) => m.destination === undefined);
    expectPlaced(await read('warehouse-weight', '?country_of_destination_id=9'), (m) => m.destination === 9);
    // An empty value is no filter, like the other lists.
    expectPlaced(await read('warehouse-weight', '?country_of_destination_id='));
  });

  it('warehouse-delivered: parcels handed over, by the time of that change, and only while still handed over', async () => {
    for (const m of moments) {
      const id = await insertParcel({ statusId: PARCEL_STATUS.delivered, destinationCountryId: m.destination ?? 8 });
      await t.services.db.insert(parcelEvents).values([
        { parcelId: id, statusId: PARCEL_STATUS.received, createdAt: utc('2026-03-01T00:00:00') },
        { parcelId: id, statusId: PARCEL_STATUS.delivered, createdAt: utc(m.at) },
      ]);
    }
    // Handed over by mistake and set back: not delivered.
    const corrected = await insertParcel({ statusId: PARCEL_STATUS.atPickupPoint });
    await t.services.db
      .insert(parcelEvents)
      .values({ parcelId: corrected, statusId: PARCEL_STATUS.delivered, createdAt: utc('2026-03-15T02:00:00') });
    const counted = (answer: Answer) => ({
      today: nonZero(answer.today),
      week: total(answer.week),
      month: total(answer.month),
    });
    expect(counted(await read('warehouse-delivered'))).toEqual({ today: { 0: 1, 16: 1 }, week: 4, month: 6 });
    expect(counted(await read('warehouse-delivered', '?country_of_destination_id=9'))).toEqual({
      today: { 16: 1 },
      week: 1,
      month: 1,
    });
  });

  it('warehouse-paid: the dollars of paid invoices, by the time of the payment that settled them', async () => {
    let seq = 0;
    /** A parcel's invoice of `dollars`, settled (or not) by a payment made at `at`. */
    const invoiceOf = async (dollars: number, at: string, destination: number, status: 'paid' | 'open' | 'void') => {
      const userId = a.customerA.user.id;
      const parcelId = await insertParcel({ createdAt: utc('2025-01-01T00:00:00'), destinationCountryId: destination });
      const [payment] = await t.services.db
        .insert(payments)
        .values({
          key: `stats-${++seq}`,
          userId,
          method: 'cash',
          currency: 'USD',
          amountMinor: dollars * 100,
          amountUsdCents: dollars * 100,
          createdAt: utc(at),
        })
        .returning({ id: payments.id });
      await t.services.db.insert(invoices).values({
        number: `2026-9${String(seq).padStart(5, '0')}`,
        year: 2026,
        seq: 900_000 + seq,
        userId,
        parcelId,
        status,
        totalUsdCents: dollars * 100,
        usdKgs: '87.45',
        paymentId: status === 'open' ? null : payment?.id,
      });
    };
    for (const m of moments) await invoiceOf(m.amount, m.at, m.destination ?? 8, 'paid');
    // Open, or voided after the payment: not paid.
    await invoiceOf(100, '2026-03-15T01:00:00', 8, 'open');
    await invoiceOf(100, '2026-03-15T01:00:00', 8, 'void');
    expectPlaced(await read('warehouse-paid'));
    expectPlaced(await read('warehouse-paid', '?country_of_destination_id=9'), (m) => m.destination === 9);
  });

  it('users: customers by the time they registered (admins are not counted; the country does not apply)', async () => {
    let n = 0;
    for (const m of moments) {
      await t.services.db.insert(users).values(
        Array.from({ length: m.amount * 2 }, () => ({
          clientCode: `ST${++n}`,
          email: `stats.${n}@example.kg`,
          passwordHash: 'x',
          firstName: 'Стат',
          lastName: 'Тестов',
          createdAt: utc(m.at),
        })),
      );
    }
    await t.services.db.insert(users).values({
      clientCode: 'STADMIN',
      email: 'stats.admin@example.kg',
      passwordHash: 'x',
      firstName: 'Админ',
      lastName: 'Тестов',
      role: 'admin',
      createdAt: utc('2026-03-15T01:00:00'),
    });
    const doubled = (answer: Answer): Answer => {
      const half = (b: Record<string, number>) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v / 2]));
      return { today: half(answer.today), week: half(answer.week), month: half(answer.month) };
    };
    expectPlaced(doubled(await read('users')));
    expectPlaced(doubled(await read('users', '?country_of_destination_id=9')));
  });
});

describe('admins reading a series at once', () => {
  it('share readings, and whoever asks after a write sees it, even while a reading is under way', async () => {
    const before = total((await read('warehouse-weight')).today);
    const together = Array.from({ length: 8 }, () => read('warehouse-weight'));
    // Written while those readings run: a request that comes after must count it.
    await insertParcel({ weight: 7, createdAt: utc('2026-03-15T09:00:00') });
    const after = await read('warehouse-weight');
    const answers = await Promise.all(together);
    for (const answer of answers) expect([before, before + 7]).toContain(total(answer.today));
    expect(total(after.today)).toBe(before + 7);
  });
});

describe('GET /api/statics/admin_panel/pending/', () => {
  it('counts parcels per status that is not final, in the workflow order, and expected parcels not received', async () => {
    const before = (await get(URL('pending'), a.admin)).json<{
      parcels_by_status: Array<{ id: number; name: string; count: number }>;
      expected_not_received: number;
    }>();
    expect(before.parcels_by_status.map((s) => s.id)).toEqual([6, 5, 4, 3]);
    expect(before.parcels_by_status[0]?.name).toBe('Получен, готов к отправке');

    await insertParcel({ statusId: PARCEL_STATUS.inTransit });
    await insertParcel({ statusId: PARCEL_STATUS.inTransit });
    await insertParcel({ statusId: PARCEL_STATUS.delivered });
    const received = await insertParcel({});
    await t.services.db.insert(expectedParcels).values([
      { userId: a.customerA.user.id, courierId: 1, trackingNumber: 'ST-1', trackKey: 'ST1', warehouseId: 14 },
      { userId: a.customerA.user.id, courierId: 1, trackingNumber: 'ST-2', trackKey: 'ST2', warehouseId: 14, parcelId: received },
    ]);

    const res = await get(URL('pending'), a.admin);
    expect(res.statusCode).toBe(200);
    const after = res.json<typeof before & { purchase_requests_new: number }>();
    const countOf = (answer: typeof before, id: number) => answer.parcels_by_status.find((s) => s.id === id)?.count ?? 0;
    expect(countOf(after, PARCEL_STATUS.inTransit) - countOf(before, PARCEL_STATUS.inTransit)).toBe(2);
    expect(countOf(after, PARCEL_STATUS.received) - countOf(before, PARCEL_STATUS.received)).toBe(1);
    expect(after.expected_not_received - before.expected_not_received).toBe(1);
    expect(after.purchase_requests_new).toBe(0);
  });
});
