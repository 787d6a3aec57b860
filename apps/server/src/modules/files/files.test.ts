import { existsSync } from 'node:fs';
import { rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Actor, findUser, makeAdmin, makeCustomer, multipart, storeImage, useTestApp } from '../../../test/helpers';
import { expectSamePicture, jpegImage, pngBomb, pngDeclaring, pngImage, svgImage } from '../../../test/images';
import { files } from '../../db/schema';

const { t } = useTestApp();

type Part = { filename: string; contentType: string; data: Buffer };

/** Uploads one passport image through the profile (the only upload endpoint of this issue). */
async function upload(part: Part) {
  const { headers, email, user } = await makeCustomer(t);
  const body = multipart({ front_image: part });
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/profile/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { res, email, user };
}

async function uploadedPassport() {
  const data = await pngImage();
  const { res, email } = await upload({ filename: 'passport.png', contentType: 'image/png', data });
  const id = (await findUser(t, email))?.frontImageId as number;
  const [row] = await t.services.db.select().from(files).where(eq(files.id, id));
  if (!row) throw new Error('no file row');
  return { link: res.json().front_image as string, row, data };
}

describe('GET /api/files/<id>/ (signed links to private files)', () => {
  it('serves the file for a valid link', async () => {
    const { link, data } = await uploadedPassport();
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // Never kept by the browser: a passport must not stay in a shared computer's cache.
    expect(res.headers['cache-control']).toBe('no-store');
    await expectSamePicture(res.rawPayload, data);
  });

  it('refuses a tampered signature', async () => {
    const { link } = await uploadedPassport();
    const sig = new URL(link, 'http://x').searchParams.get('sig') as string;
    const tampered = link.replace(`sig=${sig}`, `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    const res = await t.app.inject({ method: 'GET', url: tampered });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Ссылка недействительна или устарела' });
  });

  it('refuses a later expiry with the old signature', async () => {
    const { link } = await uploadedPassport();
    const exp = Number(new URL(link, 'http://x').searchParams.get('exp'));
    const res = await t.app.inject({ method: 'GET', url: link.replace(`exp=${exp}`, `exp=${exp + 3600}`) });
    expect(res.statusCode).toBe(403);
  });

  it("refuses one file's signature for another file", async () => {
    const first = await uploadedPassport();
    const second = await uploadedPassport();
    const borrowed = first.link.replace(`/api/files/${first.row.id}/`, `/api/files/${second.row.id}/`);
    expect((await t.app.inject({ method: 'GET', url: borrowed })).statusCode).toBe(403);
  });

  it('refuses an expired link', async () => {
    const { row } = await uploadedPassport();
    const expired = t.services.urls.privateFile(row.id, Date.now() - 11 * 60 * 1000);
    const res = await t.app.inject({ method: 'GET', url: expired });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Ссылка недействительна или устарела' });
  });

  it('refuses a link without a signature with 400 on the fields', async () => {
    const { row } = await uploadedPassport();
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${row.id}/` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['exp', 'sig']);
  });

  it('answers 404 for a validly signed link to a file that is gone', async () => {
    const res = await t.app.inject({ method: 'GET', url: t.services.urls.privateFile(987_654) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Файл не найден' });
  });
});

describe('private files and /media/', () => {
  it('keeps a private file out of /media/ under its storage key and stores it under a random name', async () => {
    const { row } = await uploadedPassport();
    expect(row.isPublic).toBe(false);
    expect(row.key).toMatch(/^private\/[0-9a-f-]{36}\.png$/);
    expect(row.key).not.toContain('passport');
    expect(existsSync(path.join(t.config.dataDir, 'uploads', ...row.key.split('/')))).toBe(true);

    for (const url of [`/media/${row.key}`, `//media/${row.key}`, `/media/${row.key.replace('private/', '')}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Не найдено' });
    }
  });

  it('serves a public file under /media/ with long caching', async () => {
    const data = await pngImage();
    const stored = await storeImage(t, { filename: 'x.png', mimetype: 'image/png', data });
    const res = await t.app.inject({ method: 'GET', url: t.services.urls.media(stored.key) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await expectSamePicture(res.rawPayload, data);
    // Doubled slashes are ignored.
    expect((await t.app.inject({ method: 'GET', url: `//media/${stored.key}` })).statusCode).toBe(200);
  });

  it('streams a public file with an ETag (304 when unchanged) and byte ranges', async () => {
    const stored = await storeImage(t, { filename: 'x.png', mimetype: 'image/png', data: await pngImage(64) });
    const url = t.services.urls.media(stored.key);
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = whole.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
  });

  it('never serves a path outside the public files', async () => {
    for (const url of ['/media/public/../private/x.png', '/media/public/%2e%2e/private/x.png', '/media/public/.hidden']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('never follows a symbolic link put into the data directory, to a file or a folder, inside the storage or out of it', async () => {
    const { row, data } = await uploadedPassport();
    const uploads = path.join(t.config.dataDir, 'uploads');
    const outside = path.join(t.config.dataDir, 'not-public.txt');
    await writeFile(outside, 'the data directory is not /media');
    const passportName = path.basename(row.key);
    const links: Array<[string, string]> = [
      ['leak.png', path.join('..', 'private', passportName)],
      ['outside.txt', outside],
      ['private-folder', path.join('..', 'private')],
      ['data-folder', path.join('..', '..')],
      ['system', '/etc'],
    ];
    for (const [name, target] of links) await symlink(target, path.join(uploads, 'public', name));
    try {
      for (const url of [
        '/media/public/leak.png',
        '/media/public/outside.txt',
        `/media/public/private-folder/${passportName}`,
        '/media/public/data-folder/not-public.txt',
        '/media/public/system/hostname',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect([url, res.statusCode, res.json()]).toEqual([url, 404, { detail: 'Не найдено' }]);
      }
      // The passport itself is where it was, and still answers its signed link.
      const signed = await t.app.inject({ method: 'GET', url: t.services.urls.privateFile(row.id) });
      await expectSamePicture(signed.rawPayload, data);
    } finally {
      for (const [name] of links) await rm(path.join(uploads, 'public', name));
    }
  });

  it('answers 404 JSON for an unknown /media/ path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/public/nothing-here.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Не найдено' });
  });
});

describe('images are judged by their content', () => {
  it('refuses a text file named .png with 400 and a Russian message on the field', async () => {
    const { res, email } = await upload({
      filename: 'photo.png',
      contentType: 'image/png',
      data: Buffer.from('hello, not a picture'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ front_image: [MSG.fileNotImage] });
    expect((await findUser(t, email))?.frontImageId).toBeNull();
  });

  it('refuses an SVG (it can carry scripts)', async () => {
    const { res } = await upload({ filename: 'logo.svg', contentType: 'image/svg+xml', data: svgImage() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ front_image: [MSG.fileNotImage] });
  });

  it('refuses a GIF', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const { res } = await upload({ filename: 'a.gif', contentType: 'image/gif', data: gif });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file larger than the limit with 413', async () => {
    const data = Buffer.concat([await pngImage(), Buffer.alloc(t.config.maxUploadBytes)]);
    const { res, email } = await upload({ filename: 'big.png', contentType: 'image/png', data });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: MSG.fileTooLarge(5) });
    expect((await findUser(t, email))?.frontImageId).toBeNull();
  });

  it('accepts a picture of a few megabytes, under the limit', async () => {
    const data = Buffer.concat([await pngImage(), Buffer.alloc(3 * 1024 * 1024)]);
    const { res } = await upload({ filename: 'big.png', contentType: 'image/png', data });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['PNG', () => pngImage(), 'image/png'],
    ['JPEG', () => jpegImage(), 'image/jpeg'],
    [
      'WebP',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
      'image/webp',
    ],
  ])('accepts a %s', async (_name, make, contentType) => {
    const { res, email } = await upload({ filename: 'photo', contentType, data: await make() });
    expect(res.statusCode).toBe(200);
    const id = (await findUser(t, email))?.frontImageId as number;
    const [row] = await t.services.db.select().from(files).where(eq(files.id, id));
    expect(row?.contentType).toBe(contentType);
  });

  it('stores a real picture by what it is, whatever its name and declared type say', async () => {
    const { res, email } = await upload({ filename: 'notes.txt', contentType: 'text/plain', data: await jpegImage() });
    expect(res.statusCode).toBe(200);
    const id = (await findUser(t, email))?.frontImageId as number;
    const [row] = await t.services.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ contentType: 'image/jpeg', key: expect.stringMatching(/\.jpg$/) });
  });
});

/** A real PNG of width x height black 1-bit pixels: tens of kilobytes that decode to gigabytes of pixels. */
describe('every image is re-encoded before it is stored', () => {
  async function uploaded(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
    const { res, email } = await upload({ filename, contentType, data });
    expect(res.statusCode).toBe(200);
    const id = (await findUser(t, email))?.frontImageId as number;
    const [row] = await t.services.db.select().from(files).where(eq(files.id, id));
    const served = await t.app.inject({ method: 'GET', url: res.json().front_image });
    return { row, bytes: served.rawPayload };
  }

  it("drops the camera's EXIF and GPS position and applies its orientation", async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#d00' } })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 36/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { bytes } = await uploaded(photo);
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('PhoneCo');
    // Turned upright as the camera said: 40x20 taken sideways is 20x40.
    expect([stored.width, stored.height]).toEqual([20, 40]);
  });

  it('keeps at most 2560 px on the long side', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const { bytes, row } = await uploaded(big);
    const stored = await sharp(bytes).metadata();
    expect([stored.width, stored.height]).toEqual([2560, 640]);
    expect(row?.size).toBe(bytes.length);
  });

  it('refuses a decompression bomb (a small file declaring 20000x20000 pixels) before decoding it', async () => {
    const bomb = pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(t.config.maxUploadBytes);
    const { res, email } = await upload({ filename: 'bomb.png', contentType: 'image/png', data: bomb });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ front_image: [MSG.imageTooManyPixels(40)] });
    expect((await findUser(t, email))?.frontImageId).toBeNull();
  });

  it('refuses a picture of more than 40 megapixels from its header, before decoding a pixel', async () => {
    // 8000×5001 is just over 40 MP; its pixel data is not valid, so a decode first would say "unreadable".
    const { res, email } = await upload({ filename: 'big.png', contentType: 'image/png', data: pngDeclaring(8000, 5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ front_image: [MSG.imageTooManyPixels(40)] });
    expect((await findUser(t, email))?.frontImageId).toBeNull();
    // At the limit the header passes, and the broken pixels are what is refused.
    const atLimit = await upload({ filename: 'x.png', contentType: 'image/png', data: pngDeclaring(8000, 5000) });
    expect(atLimit.res.json()).toEqual({ front_image: [MSG.imageUnreadable] });
  });

  it('refuses a PNG header followed by a script, and a truncated picture', async () => {
    const header = (await pngImage()).subarray(0, 33);
    const fake = Buffer.concat([header, Buffer.from('<script>alert(1)</script>'.repeat(20))]);
    const whole = await jpegImage(64);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    for (const data of [fake, truncated]) {
      const { res } = await upload({ filename: 'x.png', contentType: 'image/png', data });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ front_image: [MSG.imageUnreadable] });
    }
  });

  it('stores only the pixels of a polyglot (a real picture with a script appended)', async () => {
    const polyglot = Buffer.concat([await pngImage(), Buffer.from('<?php system($_GET["c"]); ?><script>alert(1)</script>')]);
    const { bytes } = await uploaded(polyglot, 'x.png', 'image/png');
    expect(bytes.toString('latin1')).not.toContain('<script>');
    expect(bytes.toString('latin1')).not.toContain('<?php');
    await expectSamePicture(bytes, await pngImage());
  });
});

describe("a customer's uploads in an hour", () => {
  const { t: limited } = useTestApp({ env: { CUSTOMER_UPLOADS_PER_HOUR: '3' } });

  const passports = async (actor: Actor, url: string, fields: Parameters<typeof multipart>[0]) => {
    const body = multipart(fields);
    return limited.app.inject({ method: 'PATCH', url, headers: { ...actor.headers, ...body.headers }, payload: body.payload });
  };
  const fileRows = async () => (await limited.services.db.select({ id: files.id }).from(files)).length;

  it('refuses the one after the allowance with 429 and the wait, storing nothing; nobody else is held back by it', async () => {
    const [customer, other, admin] = [await makeCustomer(limited), await makeCustomer(limited), await makeAdmin(limited)];
    const page = { filename: 'passport.png', contentType: 'image/png', data: await pngImage() };
    expect((await passports(customer, '/api/users/profile/', { front_image: page, back_image: page })).statusCode).toBe(200);
    expect((await passports(customer, '/api/users/profile/', { front_image: page })).statusCode).toBe(200);

    const [before, rows] = [await findUser(limited, customer.email), await fileRows()];
    const refused = await passports(customer, '/api/users/profile/', { back_image: page, first_name: 'Айжан' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: MSG.tooManyUploads(60) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(await findUser(limited, customer.email)).toEqual(before);
    expect(await fileRows()).toBe(rows);

    // A change without a file is no upload; another customer has their own allowance; admins none.
    expect((await passports(customer, '/api/users/profile/', { first_name: 'Айжан' })).statusCode).toBe(200);
    expect((await passports(other, '/api/users/profile/', { front_image: page })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      const res = await passports(admin, `/api/add_user_for_admin/update/${customer.user.id}/`, { back_image: page });
      expect(res.statusCode).toBe(200);
    }
  });
});
