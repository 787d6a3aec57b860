import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { CATALOG_MSG, MSG } from '@kerben/domain';
import { describe, expect, it } from 'vitest';
import { isUpload } from '../../src/http/multipart';
import { form } from '../fixtures/catalog';
import { type Actor, useTestApp } from '../helpers';
import { jpegImage, pngBomb, pngImage } from '../images';
import { databaseDigest } from './digest';

// Hostile uploads, sent to a public picture (a company logo), a private one (a passport page) and
// an operator's (a parcel's receipt): each is refused with a Russian message on the field, and no
// byte reaches storage, no row the database.

const { t, actors: a } = useTestApp({ actors: true });

type Part = { filename: string; contentType: string; data: Buffer };

/** Every file under the storage root, with its size: what a refused upload must leave as it was. */
async function storedBytes(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => `${path.relative(root, file)} ${(await stat(file)).size}`)).then((list) =>
    list.sort(),
  );
}

const ENDPOINTS: Array<{
  name: string;
  method: 'POST' | 'PATCH';
  url: string;
  field: string;
  actor: () => Actor;
  fields: () => Record<string, string>;
  /** The field's message when the file is missing (an empty file counts as none). */
  missing?: string;
}> = [
  {
    name: 'company logo (public)',
    method: 'POST',
    url: '/api/logos/add/',
    field: 'logo',
    actor: () => a.admin,
    fields: () => ({ link: 'https://shop.example.com/' }),
    missing: CATALOG_MSG.logoFileRequired,
  },
  {
    name: 'passport page (private)',
    method: 'PATCH',
    url: '/api/users/profile/',
    field: 'front_image',
    actor: () => a.customerA,
    fields: () => ({}),
  },
  {
    name: 'parcel receipt (private)',
    method: 'POST',
    url: '/api/warehouses/product/create/',
    field: 'image_check',
    actor: () => a.admin,
    fields: () => ({
      name: 'Посылка',
      unique_id_user: a.customerB.user.clientCode,
      warehouse: '14',
      weight: '2',
      country_of_origin: '3',
      country_of_destination: '8',
    }),
  },
];

async function hostileFiles(maxUploadBytes: number): Promise<Array<[string, Part, number, string]>> {
  const png = await pngImage();
  const jpeg = await jpegImage(64);
  const script = '<script>alert(document.cookie)</script>';
  return [
    [
      'a text file named .png, declared image/png',
      { filename: 'photo.png', contentType: 'image/png', data: Buffer.from('not a picture at all\n'.repeat(10)) },
      400,
      MSG.fileNotImage,
    ],
    [
      'an HTML page named .jpg, declared image/jpeg',
      {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from(`<!doctype html><html><body>${script}</body></html>`),
      },
      400,
      MSG.fileNotImage,
    ],
    [
      'an SVG with a script',
      {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${script}</svg>`),
      },
      400,
      MSG.fileNotImage,
    ],
    [
      'an SVG named .png, declared image/png',
      {
        filename: 'logo.png',
        contentType: 'image/png',
        data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`),
      },
      400,
      MSG.fileNotImage,
    ],
    [
      'a polyglot: a PNG signature and header, then a script',
      { filename: 'x.png', contentType: 'image/png', data: Buffer.concat([png.subarray(0, 33), Buffer.from(script.repeat(20))]) },
      400,
      MSG.imageUnreadable,
    ],
    [
      'a truncated JPEG',
      { filename: 'x.jpg', contentType: 'image/jpeg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
      400,
      MSG.imageUnreadable,
    ],
    [
      'a decompression bomb (20000×20000 in a few KB)',
      { filename: 'bomb.png', contentType: 'image/png', data: pngBomb(20000, 20000) },
      400,
      MSG.imageTooManyPixels(40),
    ],
    [
      'a file over the size limit',
      { filename: 'big.png', contentType: 'image/png', data: Buffer.concat([png, Buffer.alloc(maxUploadBytes)]) },
      413,
      MSG.fileTooLarge(maxUploadBytes / 1024 / 1024),
    ],
  ];
}

describe.each(ENDPOINTS)('hostile uploads: $name', (endpoint) => {
  it('refuses each with a Russian message and leaves no byte in storage and no row', async () => {
    for (const [label, file, status, message] of await hostileFiles(t.config.maxUploadBytes)) {
      const [bytes, digest] = [await storedBytes(), await databaseDigest(t)];
      const request = form(
        endpoint.method,
        endpoint.url,
        { ...endpoint.fields(), [endpoint.field]: file },
        endpoint.actor().headers,
      );
      const res = await t.app.inject(request);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(res.json(), label).toEqual(status === 413 ? { detail: message } : { [endpoint.field]: [message] });
      expect(await storedBytes(), `${label} left bytes in storage`).toEqual(bytes);
      expect(await databaseDigest(t), `${label} wrote to the database`).toEqual(digest);
    }
  });

  it('treats an empty file as no file: refused when the picture is required, nothing stored either way', async () => {
    const [bytes] = [await storedBytes()];
    const empty = { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) };
    const res = await t.app.inject(
      form(endpoint.method, endpoint.url, { ...endpoint.fields(), [endpoint.field]: empty }, endpoint.actor().headers),
    );
    if (endpoint.missing) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [endpoint.field]: [endpoint.missing] });
    } else {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.json()[endpoint.field === 'image_check' ? 'image_check' : endpoint.field]).toBeNull();
    }
    expect(await storedBytes()).toEqual(bytes);
  });
});

describe('upload fields', () => {
  it('every route that takes a file is one of the kinds tried above (same upload fields, same file service)', () => {
    const sample = { filename: 'a.png', mimetype: 'image/png', data: Buffer.from('x') };
    const withFiles = t.routeTable
      .filter((route) => route.url.startsWith('/api/'))
      .flatMap((route) => {
        const shape =
          (route.schema?.body as { shape?: Record<string, { safeParse(v: unknown): { data?: unknown } }> })?.shape ?? {};
        return Object.entries(shape)
          .filter(([, field]) => isUpload(field.safeParse(sample).data))
          .map(([name]) => `${route.method} ${route.url} ${name}`);
      });
    // A new upload field is fine: it goes through files.prepareImage like these. The list keeps the
    // reviewer aware of every place a file comes in.
    expect(withFiles.length).toBeGreaterThanOrEqual(ENDPOINTS.length);
    for (const endpoint of ENDPOINTS) expect(withFiles).toContain(`${endpoint.method} ${endpoint.url} ${endpoint.field}`);
  });
});
