import { COUNTRY } from '@kerben/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ADMIN_SERVICE_VIEWER, useTestApp } from '../../test/helpers';
import { categories, companyLogos, promoProducts, shopSites } from '../db/schema';
import { seedDemoBoard, seedDemoCatalog } from './seed';

const { t } = useTestApp();

const counts = async () => ({
  categories: (await t.services.db.select().from(categories)).length,
  sites: (await t.services.db.select().from(shopSites)).length,
  logos: (await t.services.db.select().from(companyLogos)).length,
  products: (await t.services.db.select().from(promoProducts)).length,
});

describe('the demo catalogue', () => {
  it('is seeded once, reusing a category an admin already made, with real pictures', async () => {
    const own = await t.services.catalog.createCategory(ADMIN_SERVICE_VIEWER, { name: 'ОДЕЖДА' });
    expect(await seedDemoCatalog(t.services)).toBe(true);
    const seeded = await counts();
    expect(seeded).toEqual({ categories: 4, sites: 9, logos: 5, products: 4 });

    const page = (await t.app.inject({ method: 'GET', url: '/api/catalog/sites/list/?page_size=100' })).json();
    const trendyol = page.results.find((s: { name: string }) => s.name === 'Trendyol');
    expect(trendyol).toMatchObject({
      url: 'https://www.trendyol.com/',
      category: { id: own.id, name: 'ОДЕЖДА' },
      country: { id: COUNTRY.turkeyIstanbul },
    });
    const picture = await t.app.inject({ method: 'GET', url: trendyol.logo });
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });

    const usa = (await t.app.inject({ method: 'GET', url: `/api/catalog/sites/list/?country=3&country=10` })).json();
    expect(usa.count).toBe(6);
    const products = (await t.app.inject({ method: 'GET', url: '/api/products/list/' })).json();
    expect(products).toHaveLength(4);
    expect(products[0].image).toMatch(/^http:\/\/.+\/media\/public\/.+\.png$/);
  });

  it('is not repeated on restart, even after an admin deleted some of it', async () => {
    const before = await counts();
    const [site] = await t.services.db.select().from(shopSites).limit(1);
    await t.services.catalog.deleteSite(ADMIN_SERVICE_VIEWER, site?.id as number);
    expect(await seedDemoCatalog(t.services)).toBe(false);
    expect(await counts()).toEqual({ ...before, sites: before.sites - 1 });
  });
});

describe('the demo bulletin board', () => {
  it('is seeded once: categories and announcements in Бишкек, Ош and Москва, one of them scheduled', async () => {
    expect(await seedDemoBoard(t.services)).toBe(true);
    expect(await seedDemoBoard(t.services)).toBe(false);
    const all = await t.services.board.listAll(ADMIN_SERVICE_VIEWER, { page: 1, page_size: 100 });
    const published = (await t.app.inject({ method: 'GET', url: '/api/items/list/?page_size=100' })).json();
    expect(all.count).toBe(6);
    expect(published.count).toBe(5);
    expect(new Set(all.items.map((item) => item.city))).toEqual(new Set(['Бишкек', 'Ош', 'Москва']));
    const categories = (await t.app.inject({ method: 'GET', url: '/api/items/category/list/' })).json();
    expect(categories.results).toHaveLength(3);
  });
});
