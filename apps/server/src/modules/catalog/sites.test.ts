import { COUNTRY } from '@kerben/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  badImages,
  fileCount,
  form,
  makeCategory,
  makeSite,
  pngPart,
  pngUpload,
  storedFile,
} from '../../../test/fixtures/catalog';
import { storeImage, useTestApp } from '../../../test/helpers';
import { countries, shopSites } from '../../db/schema';

const { t, actors, inject } = useTestApp({ actors: true });

const siteRow = async (id: number) => (await t.services.db.select().from(shopSites).where(eq(shopSites.id, id)))[0];
const siteCount = async () => (await t.services.db.select({ id: shopSites.id }).from(shopSites)).length;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/catalog/sites/list/', () => {
  const url = '/api/catalog/sites/list/';
  // A separate world of categories for the filter tests, so other tests' sites do not interfere.
  let clothes: number;
  let electronics: number;
  let home: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    clothes = (await makeCategory(t, 'Фильтр: одежда')).id;
    electronics = (await makeCategory(t, 'Фильтр: электроника')).id;
    home = (await makeCategory(t, 'Фильтр: дом')).id;
    ids = {};
    ids.carters = (await makeSite(t, { name: "Carter's", category: clothes, country: COUNTRY.usaChicago })).id;
    ids.trendyol = (await makeSite(t, { name: 'Trendyol', category: clothes, country: COUNTRY.turkeyIstanbul, logo: true })).id;
    ids.amazon = (await makeSite(t, { name: 'Amazon', category: electronics, country: COUNTRY.usaDelaware })).id;
    ids.hepsiburada = (await makeSite(t, { name: 'Hepsiburada', category: home, country: COUNTRY.turkeyIstanbul })).id;
    ids.nowhere = (await makeSite(t, { name: 'Без страны', category: home, country: null })).id;
  });

  const namesOf = (body: { results: Array<{ name: string }> }) => body.results.map((s) => s.name);
  const inFilterWorld = (query: string) => `${url}?category=${clothes}&category=${electronics}&category=${home}${query}`;

  it('is public (anonymous, "Bearer null", a customer) and answers the page shape, newest first', async () => {
    for (const headers of [{}, { authorization: 'Bearer null' }, actors.customerA.headers]) {
      const res = await get(inFilterWorld(''), headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        count: 5,
        total_pages: 1,
        current_page: 1,
        next: null,
        previous: null,
        results: expect.any(Array),
      });
      expect(namesOf(body)).toEqual(['Без страны', 'Hepsiburada', 'Amazon', 'Trendyol', "Carter's"]);
    }
  });

  it('answers each site as {id, name, url, description, logo, category, country}', async () => {
    const body = (await get(inFilterWorld(''))).json();
    const trendyol = body.results.find((s: { id: number }) => s.id === ids.trendyol);
    expect(trendyol).toEqual({
      id: ids.trendyol,
      name: 'Trendyol',
      url: 'https://shop.example.com/',
      description: '',
      logo: expect.stringMatching(/^\/media\/public\/[\w-]+\.png$/),
      category: { id: clothes, name: 'Фильтр: одежда' },
      country: {
        id: COUNTRY.turkeyIstanbul,
        name: 'Турция (Стамбул)',
        icon: expect.stringMatching(/^\/media\/public\/.+\.png$/),
      },
    });
    const logo = await get(trendyol.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const nowhere = body.results.find((s: { id: number }) => s.id === ids.nowhere);
    expect(nowhere.country).toBeNull();
    expect(nowhere.logo).toBeNull();
  });

  it('shows the country icon as a /media path', async () => {
    const icon = await storeImage(t, await pngUpload('flag.png'));
    const [before] = await t.services.db.select().from(countries).where(eq(countries.id, COUNTRY.usaDelaware));
    await t.services.db.update(countries).set({ iconFileId: icon.id }).where(eq(countries.id, COUNTRY.usaDelaware));
    try {
      const body = (await get(`${url}?category=${electronics}`)).json();
      expect(body.results[0].country).toEqual({ id: COUNTRY.usaDelaware, name: 'США (Делавэр)', icon: `/media/${icon.key}` });
    } finally {
      await t.services.db
        .update(countries)
        .set({ iconFileId: before?.iconFileId ?? null })
        .where(eq(countries.id, COUNTRY.usaDelaware));
    }
  });

  it('filters by one category and by a repeated category', async () => {
    expect(namesOf((await get(`${url}?category=${clothes}`)).json())).toEqual(['Trendyol', "Carter's"]);
    const both = (await get(`${url}?category=${clothes}&category=${electronics}`)).json();
    expect(both.count).toBe(3);
    expect(namesOf(both)).toEqual(['Amazon', 'Trendyol', "Carter's"]);
    expect(namesOf((await get(`${url}?category=${clothes},${electronics}`)).json())).toEqual(namesOf(both));
  });

  it('filters by one country and by a repeated country', async () => {
    expect(namesOf((await get(inFilterWorld(`&country=${COUNTRY.turkeyIstanbul}`))).json())).toEqual(['Hepsiburada', 'Trendyol']);
    const usa = (await get(inFilterWorld(`&country=${COUNTRY.usaChicago}&country=${COUNTRY.usaDelaware}`))).json();
    expect(namesOf(usa)).toEqual(['Amazon', "Carter's"]);
  });

  it('finds shops by part of the name, any case, with the other filters', async () => {
    expect(namesOf((await get(inFilterWorld('&search=yOL'))).json())).toEqual(['Trendyol']);
    expect(namesOf((await get(inFilterWorld(`&search=a&country=${COUNTRY.turkeyIstanbul}`))).json())).toEqual(['Hepsiburada']);
    // % and _ are letters here, not wildcards.
    expect((await get(`${url}?search=%25`)).json().count).toBe(0);
  });

  it('combines both filters (categories OR-ed, then AND the countries)', async () => {
    const res = await get(`${url}?category=${clothes}&category=${home}&country=${COUNTRY.turkeyIstanbul}`);
    expect(namesOf(res.json())).toEqual(['Hepsiburada', 'Trendyol']);
    const none = await get(`${url}?category=${electronics}&country=${COUNTRY.turkeyIstanbul}`);
    expect(none.json()).toMatchObject({ count: 0, total_pages: 1, results: [] });
    expect((await get(`${url}?category=999999`)).json().count).toBe(0);
  });

  it('ignores empty filters and refuses ones that are not ids', async () => {
    expect((await get(`${url}?category=&country=`)).statusCode).toBe(200);
    const bad = await get(`${url}?category=${clothes}&category=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ category: ['Некорректный идентификатор категории'] });
    const badCountry = await get(`${url}?country=99999999999`);
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json()).toEqual({ country: ['Некорректный идентификатор страны'] });
  });

  it('pages with page and page_size (default 12), keeping the filters in next/previous', async () => {
    const first = (await get(inFilterWorld('&page_size=2&pagination_type=page_number'))).json();
    expect(first).toMatchObject({ count: 5, total_pages: 3, current_page: 1, previous: null });
    expect(namesOf(first)).toEqual(['Без страны', 'Hepsiburada']);
    expect(first.next).toContain('page=2');
    expect(first.next).toContain(`category=${electronics}`);
    const second = (await get(first.next)).json();
    expect(second).toMatchObject({ current_page: 2, total_pages: 3 });
    expect(namesOf(second)).toEqual(['Amazon', 'Trendyol']);
    expect(second.previous).toContain('page=1');
    const last = (await get(inFilterWorld('&page_size=2&page=3'))).json();
    expect(namesOf(last)).toEqual(["Carter's"]);
    expect(last.next).toBeNull();

    const category = (await makeCategory(t)).id;
    for (let i = 0; i < 13; i++) await makeSite(t, { category });
    const defaults = (await get(`${url}?category=${category}`)).json();
    expect(defaults).toMatchObject({ count: 13, total_pages: 2 });
    expect(defaults.results).toHaveLength(12);
    expect((await get(`${url}?page_size=101`)).statusCode).toBe(400);
  });
});

describe('GET /api/catalog/sites/countries/', () => {
  const url = '/api/catalog/sites/countries/';
  const countOf = async (country: number) =>
    (await get(url)).json<Array<{ country: number; count: number }>>().find((entry) => entry.country === country)?.count ?? 0;

  it('answers anyone how many sites each country has, as the list filtered by it counts them, and follows a new site at once', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const counts = res.json<Array<{ country: number; count: number }>>();
    expect(counts.length).toBeGreaterThan(0);
    for (const { country, count } of counts) {
      expect(count).toBeGreaterThan(0);
      const listed = await get(`/api/catalog/sites/list/?country=${country}&page_size=1`);
      expect(listed.json<{ count: number }>().count).toBe(count);
    }
    // Sites without a country are in no country's count.
    const before = await countOf(COUNTRY.kyrgyzstan);
    await makeSite(t, { country: COUNTRY.kyrgyzstan });
    await makeSite(t, { country: null });
    expect(await countOf(COUNTRY.kyrgyzstan)).toBe(before + 1);
    expect(counts.every((entry) => Number.isInteger(entry.country))).toBe(true);
  });
});

describe('GET /api/catalog/sites/list/: kept as answered until the catalogue changes', () => {
  const url = '/api/catalog/sites/list/?page_size=100';
  const names = async () => (await get(url)).json<{ results: Array<{ name: string; category: { name: string } }> }>().results;

  it('answers again without reading the database, and reads again after a change however it was made', async () => {
    const category = await makeCategory(t, 'Кэш: обувь');
    const site = await makeSite(t, { name: 'Кэш: магазин', category: category.id });
    const reads = vi.spyOn(t.services.catalog, 'listSites');
    try {
      // The second answer reads nothing. (On PostgreSQL the NOTIFY of the writes above arrives
      // when it arrives and empties the response cache: hence the retry.)
      await expect
        .poll(async () => {
          const first = await get(url);
          const readsBefore = reads.mock.calls.length;
          const again = await get(url);
          expect(again.body).toBe(first.body);
          expect(again.headers['content-type']).toBe(first.headers['content-type']);
          return reads.mock.calls.length - readsBefore;
        })
        .toBe(0);
      const readsBeforeChange = reads.mock.calls.length;

      // Through the API: the next answer has it at once.
      await makeSite(t, { name: 'Кэш: новый магазин', category: category.id });
      expect((await names()).map((s) => s.name)).toContain('Кэш: новый магазин');
      expect(reads.mock.calls.length).toBeGreaterThan(readsBeforeChange);

      // Behind the service's back (another process, a script): the database's NOTIFY on commit.
      await t.services.db.update(shopSites).set({ name: 'Кэш: переименован' }).where(eq(shopSites.id, site.id));
      await expect.poll(async () => (await names()).map((s) => s.name)).toContain('Кэш: переименован');
      await t.services.db.execute(sql`update categories set name = 'Кэш: сапоги' where id = ${category.id}`);
      await expect.poll(async () => (await names()).map((s) => s.category.name)).toContain('Кэш: сапоги');
    } finally {
      reads.mockRestore();
    }
  });
});

describe('POST /api/catalog/sites/create/', () => {
  const url = '/api/catalog/sites/create/';

  it('refuses an anonymous caller (401) and a customer (403), storing nothing', async () => {
    const category = await makeCategory(t);
    const before = await siteCount();
    const fields = { name: 'Amazon', url: 'https://amazon.com', category: String(category.id), logo: await pngPart() };
    const anonymous = await t.app.inject(form('POST', url, fields));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Требуется вход в систему' });
    expect((await t.app.inject(form('POST', url, fields, { authorization: 'Bearer null' }))).statusCode).toBe(401);
    const asCustomer = await t.app.inject(form('POST', url, fields, actors.customerA.headers));
    expect(asCustomer.statusCode).toBe(403);
    expect(await siteCount()).toBe(before);
  });

  it('needs a name, a link and a category', async () => {
    const res = await t.app.inject(form('POST', url, { name: ' ', url: '', category: '', country: '' }, actors.admin.headers));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Введите название сайта'],
      url: ['Введите ссылку на сайт'],
      category: ['Выберите категорию'],
    });
  });

  it('refuses a link that is not http(s) with a host', async () => {
    const category = await makeCategory(t);
    for (const link of ['javascript:alert(1)', 'ftp://files.example.com', 'http://', 'просто текст', 'https://localhost']) {
      const res = await t.app.inject(
        form('POST', url, { name: 'Сайт', url: link, category: String(category.id) }, actors.admin.headers),
      );
      expect(res.statusCode, link).toBe(400);
      expect(res.json()).toEqual({ url: ['Введите корректную ссылку'] });
    }
  });

  it('refuses a category or country that does not exist (400 on the field)', async () => {
    const res = await t.app.inject(
      form('POST', url, { name: 'Сайт', url: 'https://a.example.com', category: '999999', country: '777' }, actors.admin.headers),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ category: ['Категория не найдена'], country: ['Страна не найдена'] });
    const notANumber = await t.app.inject(
      form('POST', url, { name: 'Сайт', url: 'https://a.example.com', category: 'одежда' }, actors.admin.headers),
    );
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json()).toEqual({ category: ['Выберите категорию'] });
  });

  it('refuses a text file named .png, an SVG (400 on logo) and a 6 MB image (413), storing nothing', async () => {
    const category = await makeCategory(t);
    const bad = await badImages();
    const sites = await siteCount();
    const stored = await fileCount(t);
    const fields = { name: 'Сайт', url: 'https://a.example.com', category: String(category.id) };
    for (const logo of [bad.textNamedPng, bad.svg]) {
      const res = await t.app.inject(form('POST', url, { ...fields, logo }, actors.admin.headers));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ logo: ['Допустимы только изображения PNG, JPEG или WebP'] });
    }
    const big = await t.app.inject(form('POST', url, { ...fields, logo: bad.sixMegabytes }, actors.admin.headers));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Файл слишком большой. Максимальный размер файла 5 МБ' });
    expect(await siteCount()).toBe(sites);
    expect(await fileCount(t)).toBe(stored);
  });

  it('creates a site from the dialog (multipart with a logo), answering 201 with the site, its references as ids', async () => {
    const category = await makeCategory(t, 'Косметика и уход');
    const res = await t.app.inject(
      form(
        'POST',
        url,
        {
          name: ' iHerb ',
          url: 'iherb.com',
          category: String(category.id),
          country: String(COUNTRY.usaDelaware),
          description: 'Витамины и косметика',
          logo: await pngPart('iherb.png'),
        },
        actors.admin.headers,
      ),
    );
    expect(res.statusCode).toBe(201);
    const site = res.json();
    expect(site).toEqual({
      id: expect.any(Number),
      name: 'iHerb',
      url: 'https://iherb.com/',
      description: 'Витамины и косметика',
      logo: expect.stringMatching(/^\/media\/public\/[\w-]+\.png$/),
      // Ids where the original API answered ids (its create), the objects beside them.
      category: category.id,
      category_detail: { id: category.id, name: 'Косметика и уход' },
      country: COUNTRY.usaDelaware,
      country_detail: {
        id: COUNTRY.usaDelaware,
        name: 'США (Делавэр)',
        icon: expect.stringMatching(/^\/media\/public\/.+\.png$/),
      },
    });
    const row = await siteRow(site.id);
    expect(row).toMatchObject({ name: 'iHerb', categoryId: category.id, countryId: COUNTRY.usaDelaware });
    expect(await storedFile(t, site.logo)).toMatchObject({ id: row?.logoFileId, isPublic: true, contentType: 'image/png' });
  });

  it('creates a site without a country, logo or description (JSON too)', async () => {
    const category = await makeCategory(t);
    const res = await inject('POST', url, actors.admin, {
      name: 'eBay',
      url: 'https://www.ebay.com',
      category: category.id,
      country: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'eBay', description: '', logo: null, country: null });
  });
});

describe('PATCH /api/catalog/sites/update/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const site = await makeSite(t);
    const url = `/api/catalog/sites/update/${site.id}/`;
    expect((await t.app.inject(form('PATCH', url, { name: 'X' }))).statusCode).toBe(401);
    expect((await t.app.inject(form('PATCH', url, { name: 'X' }, actors.customerA.headers))).statusCode).toBe(403);
    expect((await siteRow(site.id))?.name).toBe(site.name);
  });

  it('refuses bad fields and answers 404 for an unknown site', async () => {
    const site = await makeSite(t);
    const url = `/api/catalog/sites/update/${site.id}/`;
    const res = await inject('PATCH', url, actors.admin, { name: '  ', url: 'mailto:a@b.kg', category: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['Введите название сайта'], url: ['Введите корректную ссылку'] });
    const unknownCategory = await inject('PATCH', url, actors.admin, { category: 999999 });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toEqual({ category: ['Категория не найдена'] });
    const missing = await t.app.inject(form('PATCH', '/api/catalog/sites/update/999999/', { name: 'X' }, actors.admin.headers));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Сайт не найден' });
  });

  it('changes only the given fields (empty multipart fields keep their value)', async () => {
    const category = await makeCategory(t);
    const site = await makeSite(t, { category: category.id, country: COUNTRY.turkeyIstanbul, logo: true });
    const url = `/api/catalog/sites/update/${site.id}/`;
    const res = await t.app.inject(
      form('PATCH', url, { name: 'LC Waikiki', url: '', description: 'Одежда для всей семьи' }, actors.admin.headers),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...site, name: 'LC Waikiki', description: 'Одежда для всей семьи' });
  });

  it('moves a site to another category and clears its country (JSON null)', async () => {
    const site = await makeSite(t, { country: COUNTRY.usaChicago });
    const other = await makeCategory(t, 'Другая категория');
    const url = `/api/catalog/sites/update/${site.id}/`;
    const res = await inject('PATCH', url, actors.admin, { category: other.id, country: null });
    expect(res.statusCode).toBe(200);
    // The update answers the references as ids, as the original API did; the objects beside them.
    expect(res.json()).toMatchObject({
      category: other.id,
      category_detail: { id: other.id, name: 'Другая категория' },
      country: null,
      country_detail: null,
    });
    expect(await siteRow(site.id)).toMatchObject({ categoryId: other.id, countryId: null });
  });

  it('replaces the logo and deletes the old file', async () => {
    const site = await makeSite(t, { logo: true });
    const oldLogo = site.logo as string;
    const url = `/api/catalog/sites/update/${site.id}/`;
    const res = await t.app.inject(form('PATCH', url, { logo: await pngPart('new.png') }, actors.admin.headers));
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.logo).toMatch(/^\/media\/public\//);
    expect(updated.logo).not.toBe(oldLogo);
    expect(await storedFile(t, oldLogo)).toBeUndefined();
    expect((await get(oldLogo)).statusCode).toBe(404);
    expect((await get(updated.logo)).statusCode).toBe(200);
  });

  it('refuses a bad new logo and keeps the old one', async () => {
    const site = await makeSite(t, { logo: true });
    const url = `/api/catalog/sites/update/${site.id}/`;
    const bad = await badImages();
    const svg = await t.app.inject(form('PATCH', url, { name: 'Новое имя', logo: bad.svg }, actors.admin.headers));
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ logo: ['Допустимы только изображения PNG, JPEG или WebP'] });
    const big = await t.app.inject(form('PATCH', url, { logo: bad.sixMegabytes }, actors.admin.headers));
    expect(big.statusCode).toBe(413);
    expect(await siteRow(site.id)).toMatchObject({ name: site.name });
    expect((await get(site.logo as string)).statusCode).toBe(200);
  });
});

describe('PATCH /api/catalog/sites/update/{id}/: one request, all or nothing', () => {
  const url = (id: number) => `/api/catalog/sites/update/${id}/`;

  it('saves text fields and a new logo from one multipart request, or nothing when the logo is refused', async () => {
    const site = await makeSite(t, { name: 'Было', logo: true });
    const before = await siteRow(site.id);
    const bad = await badImages();
    const refused = await t.app.inject(
      form('PATCH', url(site.id), { name: 'Стало', logo: bad.textNamedPng }, actors.admin.headers),
    );
    expect(refused.statusCode).toBe(400);
    expect(await siteRow(site.id)).toEqual(before);

    const saved = await t.app.inject(form('PATCH', url(site.id), { name: 'Стало', logo: await pngPart() }, actors.admin.headers));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().name).toBe('Стало');
    expect(saved.json().logo).not.toBe(site.logo);
    expect(await storedFile(t, site.logo as string)).toBeUndefined();
  });

  it('clears optional fields and removes the logo with remove_<field>=true in multipart', async () => {
    const site = await makeSite(t, { country: COUNTRY.usaChicago, logo: true });
    await t.services.db.update(shopSites).set({ description: 'Описание' }).where(eq(shopSites.id, site.id));
    const res = await t.app.inject(
      form(
        'PATCH',
        url(site.id),
        { name: 'Новое имя', remove_description: 'true', remove_country: 'true', remove_logo: 'true' },
        actors.admin.headers,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Новое имя', description: '', country: null, logo: null });
    expect(await storedFile(t, site.logo as string)).toBeUndefined();
  });

  it('removes the logo with JSON null, and keeps it when logo is absent or an old URL string', async () => {
    const site = await makeSite(t, { logo: true });
    const kept = await inject('PATCH', url(site.id), actors.admin, { logo: site.logo });
    expect(kept.json().logo).toBe(site.logo);
    const removed = await inject('PATCH', url(site.id), actors.admin, { logo: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo).toBeNull();
    expect(await storedFile(t, site.logo as string)).toBeUndefined();
  });
});

describe('DELETE /api/catalog/sites/delete/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const site = await makeSite(t);
    const url = `/api/catalog/sites/delete/${site.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.customerA.headers })).statusCode).toBe(403);
    expect(await siteRow(site.id)).toBeDefined();
  });

  it('deletes the site and its logo (204), then answers 404', async () => {
    const site = await makeSite(t, { logo: true });
    const url = `/api/catalog/sites/delete/${site.id}/`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: actors.admin.headers });
    expect(res.statusCode).toBe(204);
    expect(await siteRow(site.id)).toBeUndefined();
    expect(await storedFile(t, site.logo as string)).toBeUndefined();
    expect((await get(site.logo as string)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.admin.headers })).statusCode).toBe(404);
  });
});

describe('the site list query', () => {
  it('is ordered by its index (newest first), not by sorting the table', async () => {
    // With sorting forbidden, the planner uses the index if it can provide the order at all.
    const plan = await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = (await tx.execute(
        sql`explain select id from shop_sites order by created_at desc, id desc limit 12`,
      )) as unknown as { rows: Array<Record<string, string>> };
      return rows.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('shop_sites_created_at_idx');
    expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });
});

describe('the OpenAPI document', () => {
  it('still builds with the catalogue routes', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/catalog/sites/list/');
  });
});
