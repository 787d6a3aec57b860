import { eq } from 'drizzle-orm';
import { ADMIN_SERVICE_VIEWER, multipart, type TestApp } from '../../../test/helpers';
import { pngImage, svgImage } from '../../../test/images';
import { files } from '../../db/schema';
import type { Upload } from '../../http/multipart';

// Test data for the catalogue tests: small factories so each test says only what matters to it.

let counter = 0;
const next = () => ++counter;

export async function pngUpload(filename = 'logo.png'): Promise<Upload> {
  return { filename, mimetype: 'image/png', data: await pngImage() };
}

export async function makeCategory(t: TestApp, name = `Категория ${next()}`) {
  return t.services.catalog.createCategory(ADMIN_SERVICE_VIEWER, { name });
}

export async function makeSite(
  t: TestApp,
  options: { category?: number; country?: number | null; name?: string; logo?: boolean } = {},
) {
  const category = options.category ?? (await makeCategory(t)).id;
  return t.services.catalog.createSite(ADMIN_SERVICE_VIEWER, {
    name: options.name ?? `Магазин ${next()}`,
    url: 'https://shop.example.com/',
    category,
    country: options.country ?? null,
    description: '',
    logo: options.logo ? await pngUpload() : undefined,
  });
}

/** Images the server must refuse, as multipart file parts. */
export async function badImages() {
  return {
    textNamedPng: { filename: 'logo.png', contentType: 'image/png', data: Buffer.from('это не картинка, а текст\n'.repeat(20)) },
    svg: { filename: 'logo.svg', contentType: 'image/svg+xml', data: svgImage() },
    // A real PNG padded past the 5 MB limit.
    sixMegabytes: {
      filename: 'big.png',
      contentType: 'image/png',
      data: Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024)]),
    },
  };
}

export async function pngPart(filename = 'logo.png') {
  return { filename, contentType: 'image/png', data: await pngImage() };
}

/** app.inject options for a multipart request. */
export function form(
  method: 'POST' | 'PATCH',
  url: string,
  fields: Parameters<typeof multipart>[0],
  headers: Record<string, string> = {},
) {
  const body = multipart(fields);
  return { method, url, payload: body.payload, headers: { ...headers, ...body.headers } };
}

/** The stored file behind a /media/... path or absolute URL, or undefined when it is gone. */
export async function storedFile(t: TestApp, url: string) {
  const key = url.replace(/^.*\/media\//, '');
  const [row] = await t.services.db.select().from(files).where(eq(files.key, key));
  return row;
}

export async function fileCount(t: TestApp): Promise<number> {
  return (await t.services.db.select({ id: files.id }).from(files)).length;
}
