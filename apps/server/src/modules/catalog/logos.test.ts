import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badImages, fileCount, form, pngPart, storedFile } from '../../../test/fixtures/catalog';
import { createTestApp, makeAdmin, useTestApp } from '../../../test/helpers';
import { companyLogos } from '../../db/schema';

const { t, actors, inject } = useTestApp({ actors: true, env: { ALLOWED_HOSTS: 'localhost,kerben.test' } });

const logoRow = async (id: number) => (await t.services.db.select().from(companyLogos).where(eq(companyLogos.id, id)))[0];
const logoCount = async () => (await t.services.db.select({ id: companyLogos.id }).from(companyLogos)).length;
const mediaPath = (absolute: string) => new URL(absolute).pathname;

async function addLogo(link = 'https://www.trendyol.com') {
  const res = await t.app.inject(form('POST', '/api/logos/add/', { link, logo: await pngPart() }, actors.admin.headers));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; link: string; logo: string };
}

describe('GET /api/logos/list/', () => {
  it('is public and answers a plain array [{id, link, logo}] with absolute logo URLs, newest first', async () => {
    const older = await addLogo('https://www.amazon.com');
    const newer = await addLogo('');
    for (const headers of [{}, { authorization: 'Bearer null' }, actors.customerA.headers]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/logos/list/', headers: { ...headers, host: 'kerben.test' } });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.slice(0, 2)).toEqual([
        { id: newer.id, link: '', logo: expect.stringMatching(/^http:\/\/kerben\.test\/media\/public\/[\w-]+\.png$/) },
        { id: older.id, link: 'https://www.amazon.com/', logo: expect.stringMatching(/^http:\/\/kerben\.test\/media\//) },
      ]);
    }
    const image = await t.app.inject({ method: 'GET', url: mediaPath(older.logo) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('builds the URLs from PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://kerben.kg/' });
    try {
      const otherAdmin = await makeAdmin(other);
      const added = await other.app.inject(form('POST', '/api/logos/add/', { logo: await pngPart() }, otherAdmin.headers));
      expect(added.json().logo).toMatch(/^https:\/\/kerben\.kg\/media\/public\//);
      const list = (await other.app.inject({ method: 'GET', url: '/api/logos/list/' })).json();
      expect(list[0].logo).toBe(added.json().logo);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/logos/add/', () => {
  const url = '/api/logos/add/';

  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const before = await logoCount();
    expect((await t.app.inject(form('POST', url, { logo: await pngPart() }))).statusCode).toBe(401);
    expect((await t.app.inject(form('POST', url, { logo: await pngPart() }, actors.customerA.headers))).statusCode).toBe(403);
    expect(await logoCount()).toBe(before);
  });

  it('needs a file, and a valid link when one is given', async () => {
    const noFile = await t.app.inject(form('POST', url, { link: 'https://www.ebay.com' }, actors.admin.headers));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ logo: ['Пожалуйста, выберите файл логотипа.'] });
    const json = await inject('POST', url, actors.admin, { link: 'https://a.kg', logo: 'x.png' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ logo: ['Пожалуйста, выберите файл логотипа.'] });
    const badLink = await t.app.inject(
      form('POST', url, { link: 'javascript:alert(1)', logo: await pngPart() }, actors.admin.headers),
    );
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json()).toEqual({ link: ['Введите корректную ссылку'] });
  });

  it('refuses a text file named .png, an SVG (400 on logo) and a 6 MB image (413), storing nothing', async () => {
    const bad = await badImages();
    const logos = await logoCount();
    const stored = await fileCount(t);
    for (const logo of [bad.textNamedPng, bad.svg]) {
      const res = await t.app.inject(form('POST', url, { link: 'https://a.kg', logo }, actors.admin.headers));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ logo: ['Допустимы только изображения PNG, JPEG или WebP'] });
    }
    const big = await t.app.inject(form('POST', url, { logo: bad.sixMegabytes }, actors.admin.headers));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Файл слишком большой. Максимальный размер файла 5 МБ' });
    expect(await logoCount()).toBe(logos);
    expect(await fileCount(t)).toBe(stored);
  });

  it('adds a logo (201) stored as a public file', async () => {
    const res = await t.app.inject(form('POST', url, { link: 'hepsiburada.com', logo: await pngPart() }, actors.admin.headers));
    expect(res.statusCode).toBe(201);
    const logo = res.json();
    expect(logo).toEqual({ id: expect.any(Number), link: 'https://hepsiburada.com/', logo: expect.stringMatching(/^http:\/\//) });
    const row = await logoRow(logo.id);
    expect(await storedFile(t, logo.logo)).toMatchObject({ id: row?.logoFileId, isPublic: true });
  });
});

describe('PATCH /api/logos/update_delete/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const logo = await addLogo();
    const url = `/api/logos/update_delete/${logo.id}/`;
    expect((await t.app.inject(form('PATCH', url, { link: 'https://x.kg' }))).statusCode).toBe(401);
    expect((await t.app.inject(form('PATCH', url, { link: 'https://x.kg' }, actors.customerA.headers))).statusCode).toBe(403);
    expect((await logoRow(logo.id))?.link).toBe(logo.link);
  });

  it('refuses a bad link or image, and answers 404 for an unknown logo', async () => {
    const logo = await addLogo();
    const url = `/api/logos/update_delete/${logo.id}/`;
    const badLink = await inject('PATCH', url, actors.admin, { link: 'ftp://x.kg' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json()).toEqual({ link: ['Введите корректную ссылку'] });
    const bad = await badImages();
    const text = await t.app.inject(form('PATCH', url, { logo: bad.textNamedPng }, actors.admin.headers));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ logo: ['Допустимы только изображения PNG, JPEG или WebP'] });
    expect((await t.app.inject(form('PATCH', url, { logo: bad.sixMegabytes }, actors.admin.headers))).statusCode).toBe(413);
    expect(await storedFile(t, logo.logo)).toBeDefined();
    const missing = await t.app.inject(
      form('PATCH', '/api/logos/update_delete/999999/', { link: 'https://x.kg' }, actors.admin.headers),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Логотип не найден' });
  });

  it('changes the link, and replaces the image deleting the old file', async () => {
    const logo = await addLogo();
    const url = `/api/logos/update_delete/${logo.id}/`;
    const relinked = await inject('PATCH', url, actors.admin, { link: 'https://www.lcwaikiki.com' });
    expect(relinked.statusCode).toBe(200);
    expect(relinked.json()).toEqual({ ...logo, link: 'https://www.lcwaikiki.com/' });

    const replaced = await t.app.inject(form('PATCH', url, { logo: await pngPart('new.png') }, actors.admin.headers));
    expect(replaced.statusCode).toBe(200);
    const updated = replaced.json();
    expect(updated).toEqual({ id: logo.id, link: 'https://www.lcwaikiki.com/', logo: expect.any(String) });
    expect(updated.logo).not.toBe(logo.logo);
    expect(await storedFile(t, logo.logo)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: mediaPath(logo.logo) })).statusCode).toBe(404);

    const cleared = await inject('PATCH', url, actors.admin, { link: '' });
    expect(cleared.json().link).toBe('');
  });
});

describe('DELETE /api/logos/update_delete/{id}/', () => {
  it('refuses an anonymous caller (401) and a customer (403)', async () => {
    const logo = await addLogo();
    const url = `/api/logos/update_delete/${logo.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.customerA.headers })).statusCode).toBe(403);
    expect(await logoRow(logo.id)).toBeDefined();
  });

  it('deletes the logo and its file (204), then answers 404', async () => {
    const logo = await addLogo();
    const url = `/api/logos/update_delete/${logo.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.admin.headers })).statusCode).toBe(204);
    expect(await logoRow(logo.id)).toBeUndefined();
    expect(await storedFile(t, logo.logo)).toBeUndefined();
    expect((await t.app.inject({ method: 'DELETE', url, headers: actors.admin.headers })).statusCode).toBe(404);
  });
});
