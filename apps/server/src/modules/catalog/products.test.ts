import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badImages, fileCount, form, pngPart, storedFile } from '../../../test/fixtures/catalog';
import { useTestApp } from '../../../test/helpers';
import { promoProducts } from '../../db/schema';

const { t, actors, inject } = useTestApp({ actors: true });

const ALL_FIELDS = 'Все поля должны быть заполнены';
const productRow = async (id: number) => (await t.services.db.select().from(promoProducts).where(eq(promoProducts.id, id)))[0];
const productCount = async () => (await t.services.db.select({ id: promoProducts.id }).from(promoProducts)).length;

async function addProduct(title = 'Кроссовки Nike Air Max', link = 'https://www.6pm.com/nike') {
  const res = await t.app.inject(
    form('POST', '/api/products/add/', { title, link, image: await pngPart('shoes.png') }, actors.admin.headers),
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; title: string; link: string; image: string };
}

describe('GET /api/products/list/', () => {
  it('is public and answers a plain array [{id, title, link, image}] with absolute image URLs, newest first', async () => {
    const older = await addProduct('Витамин D3');
    const newer = await addProduct('Наушники');
    for (const headers of [{}, { authorization: 'Bearer null' }, actors.customerA.headers]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/products/list/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().slice(0, 2)).toEqual([
        { id: newer.id, title: 'Наушники', link: 'https://www.6pm.com/nike', image: newer.image },
        { id: older.id, title: 'Витамин D3', link: 'https://www.6pm.com/nike', image: older.image },
      ]);
    }
    expect(newer.image).toMatch(/^http:\/\/localhost(:\d+)?\/media\/public\/[\w-]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: new URL(newer.image).pathname })).statusCode).toBe(200);
  });
});

describe('POST /api/products/add/', () => {
  const url = '/api/products/add/';

  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const fields = { title: 'Товар', link: 'https://a.kg', image: await pngPart() };
    const before = await productCount();
    expect((await t.app.inject(form('POST', url, fields))).statusCode).toBe(401);
    expect((await t.app.inject(form('POST', url, fields, actors.customerA.headers))).statusCode).toBe(403);
    expect(await productCount()).toBe(before);
  });

  it('needs the title, the link and the image ("Все поля должны быть заполнены")', async () => {
    const empty = await t.app.inject(form('POST', url, { title: '', link: '' }, actors.admin.headers));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ title: [ALL_FIELDS], link: [ALL_FIELDS], image: [ALL_FIELDS] });
    const noImage = await t.app.inject(form('POST', url, { title: 'Товар', link: 'https://a.kg' }, actors.admin.headers));
    expect(noImage.json()).toEqual({ image: [ALL_FIELDS] });
    const badLink = await t.app.inject(
      form('POST', url, { title: 'Товар', link: 'ссылка', image: await pngPart() }, actors.admin.headers),
    );
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json()).toEqual({ link: ['Введите корректную ссылку'] });
  });

  it('refuses a text file named .png, an SVG (400 on image) and a 6 MB image (413), storing nothing', async () => {
    const bad = await badImages();
    const products = await productCount();
    const stored = await fileCount(t);
    for (const image of [bad.textNamedPng, bad.svg]) {
      const res = await t.app.inject(form('POST', url, { title: 'Товар', link: 'https://a.kg', image }, actors.admin.headers));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ image: ['Допустимы только изображения PNG, JPEG или WebP'] });
    }
    const big = await t.app.inject(
      form('POST', url, { title: 'Товар', link: 'https://a.kg', image: bad.sixMegabytes }, actors.admin.headers),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Файл слишком большой. Максимальный размер файла 5 МБ' });
    expect(await productCount()).toBe(products);
    expect(await fileCount(t)).toBe(stored);
  });

  it('adds a product (201) with its image stored as a public file', async () => {
    const res = await t.app.inject(
      form('POST', url, { title: ' Детский комплект ', link: 'carters.com/baby', image: await pngPart() }, actors.admin.headers),
    );
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product).toEqual({
      id: expect.any(Number),
      title: 'Детский комплект',
      link: 'https://carters.com/baby',
      image: expect.stringMatching(/^http:\/\/.+\/media\/public\//),
    });
    const row = await productRow(product.id);
    expect(row).toMatchObject({ title: 'Детский комплект', link: 'https://carters.com/baby' });
    expect(await storedFile(t, product.image)).toMatchObject({ id: row?.imageFileId, isPublic: true });
  });
});

describe('PATCH /api/products/delete_update/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const product = await addProduct();
    const url = `/api/products/delete_update/${product.id}/`;
    expect((await t.app.inject({ method: 'PATCH', url, payload: { title: 'X' } })).statusCode).toBe(401);
    expect((await inject('PATCH', url, actors.customerA, { title: 'X' })).statusCode).toBe(403);
    expect((await productRow(product.id))?.title).toBe(product.title);
  });

  it('refuses a blank title, a bad link or image, and answers 404 for an unknown product', async () => {
    const product = await addProduct();
    const url = `/api/products/delete_update/${product.id}/`;
    const blank = await inject('PATCH', url, actors.admin, { title: ' ', link: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ title: [ALL_FIELDS], link: ['Введите корректную ссылку'] });
    const svg = await t.app.inject(form('PATCH', url, { image: (await badImages()).svg }, actors.admin.headers));
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toEqual({ image: ['Допустимы только изображения PNG, JPEG или WebP'] });
    const missing = await inject('PATCH', '/api/products/delete_update/999999/', actors.admin, { title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Товар не найден' });
  });

  it('changes the given fields and replaces the image, deleting the old file', async () => {
    const product = await addProduct();
    const url = `/api/products/delete_update/${product.id}/`;
    const res = await t.app.inject(
      form('PATCH', url, { title: 'Кроссовки Adidas', link: '', image: await pngPart() }, actors.admin.headers),
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toEqual({ id: product.id, title: 'Кроссовки Adidas', link: product.link, image: expect.any(String) });
    expect(updated.image).not.toBe(product.image);
    expect(await storedFile(t, product.image)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: new URL(product.image).pathname })).statusCode).toBe(404);
    expect(await productRow(product.id)).toMatchObject({ title: 'Кроссовки Adidas' });
  });
});

describe('PATCH /api/products/delete_update/{id}/: the image is required', () => {
  it('refuses to remove it (JSON null or remove_image=true) and keeps the product as it was', async () => {
    const product = await addProduct();
    const url = `/api/products/delete_update/${product.id}/`;
    const before = await productRow(product.id);
    const json = await inject('PATCH', url, actors.admin, { title: 'Другое', image: null });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ image: ['Все поля должны быть заполнены'] });
    const multipartRemoval = await t.app.inject(
      form('PATCH', url, { title: 'Другое', remove_image: 'true' }, actors.admin.headers),
    );
    expect(multipartRemoval.statusCode).toBe(400);
    expect(await productRow(product.id)).toEqual(before);
  });
});

describe('DELETE /api/products/delete_update/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const product = await addProduct();
    const url = `/api/products/delete_update/${product.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.customerA.headers })).statusCode).toBe(403);
    expect(await productRow(product.id)).toBeDefined();
  });

  it('deletes the product and its image (204), then answers 404', async () => {
    const product = await addProduct();
    const url = `/api/products/delete_update/${product.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.admin.headers })).statusCode).toBe(204);
    expect(await productRow(product.id)).toBeUndefined();
    expect(await storedFile(t, product.image)).toBeUndefined();
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.admin.headers })).statusCode).toBe(404);
  });
});
