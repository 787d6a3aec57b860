import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeCustomer, storeImage, useTestApp } from '../../../test/helpers';
import { expectSamePicture, pngImage } from '../../../test/images';
import { countries, warehouses } from '../../db/schema';

const { t } = useTestApp({ env: { ALLOWED_HOSTS: 'localhost,kerben.example' } });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/countries/list/', () => {
  it('answers a plain array of the countries with their fixed ids and flags, to anyone', async () => {
    const res = await get('/api/countries/list/');
    expect(res.statusCode).toBe(200);
    const flag = expect.stringMatching(/^http:\/\/localhost(:80)?\/media\/public\/[\w-]+\.png$/);
    expect(res.json()).toEqual([
      { id: 3, name: 'США (Чикаго)', icon: flag },
      { id: 4, name: 'Турция (Стамбул)', icon: flag },
      { id: 8, name: 'Кыргызстан', icon: flag },
      { id: 9, name: 'Россия', icon: flag },
      { id: 10, name: 'США (Делавэр)', icon: flag },
    ]);
    // Each flag is a real picture.
    for (const country of res.json()) {
      const picture = await get(new URL(country.icon).pathname);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
    }
  });

  it('answers the same to a signed-in customer', async () => {
    const { headers } = await makeCustomer(t);
    const res = await get('/api/countries/list/', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
  });

  it('answers an icon as an absolute URL built from the request (the existing client uses it as is)', async () => {
    const data = await pngImage();
    const icon = await storeImage(t, { filename: 'us.png', mimetype: 'image/png', data });
    await t.services.db.update(countries).set({ iconFileId: icon.id }).where(eq(countries.id, 3));
    const res = await get('/api/countries/list/', { host: 'kerben.example', 'x-forwarded-proto': 'https' });
    const usa = res.json().find((c: { id: number }) => c.id === 3);
    // TRUST_PROXY is off by default, so a forwarded scheme is not believed.
    expect(usa.icon).toBe(`http://kerben.example/media/${icon.key}`);
    const image = await get(new URL(usa.icon).pathname);
    expect(image.statusCode).toBe(200);
    await expectSamePicture(image.rawPayload, data);
  });

  it('never echoes a Host it does not serve: the icon is then a path', async () => {
    const icon = await storeImage(t, { filename: 'tr.png', mimetype: 'image/png', data: await pngImage() });
    await t.services.db.update(countries).set({ iconFileId: icon.id }).where(eq(countries.id, 4));
    const res = await get('/api/countries/list/', { host: 'evil.example' });
    const turkey = res.json().find((c: { id: number }) => c.id === 4);
    expect(turkey.icon).toBe(`/media/${icon.key}`);
    expect(res.body).not.toContain('evil.example');
  });
});

describe('GET /api/couriers/list/', () => {
  it('answers the couriers with their fixed ids', async () => {
    const res = await get('/api/couriers/list/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: 'Fedex' },
      { id: 2, name: 'USPS' },
      { id: 3, name: 'UPS' },
      { id: 6, name: 'Europe' },
      { id: 7, name: 'Amazon' },
    ]);
  });
});

describe('GET /api/warehouses/status/list/', () => {
  it('answers the parcel statuses with their fixed ids, in the order a parcel goes through them', async () => {
    const res = await get('/api/warehouses/status/list/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 6, name: 'Получен, готов к отправке' },
      { id: 5, name: 'Ваша посылка в пути' },
      { id: 4, name: 'Поступил в ПВЗ, готов к выдаче' },
      { id: 3, name: 'Отправлено курьерской службой' },
      { id: 7, name: 'Выдано получателю' },
      { id: 8, name: 'Объединена' },
      { id: 9, name: 'Возвращена отправителю' },
    ]);
  });
});

describe('seeded warehouses', () => {
  it('have the fixed ids and countries of docs/product.md#reference-data', async () => {
    const rows = await t.services.db
      .select({ id: warehouses.id, name: warehouses.name, countryId: warehouses.countryId })
      .from(warehouses)
      .orderBy(asc(warehouses.id));
    expect(rows).toEqual([
      { id: 14, name: 'Чикаго', countryId: 3 },
      { id: 24, name: 'Online Warehouse (Turkey)', countryId: 4 },
      { id: 25, name: 'Бишкек', countryId: 8 },
      { id: 28, name: 'Online Warehouse (Delaware)', countryId: 10 },
    ]);
  });
});
