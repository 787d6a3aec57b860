import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, type FileStorage } from '../../src/file-storage/storage';
import { form, pngPart, storedFile } from '../fixtures/catalog';
import { createTestApp, makeAdmin, storeImage, type TestApp } from '../helpers';
import { expectSamePicture, pngImage } from '../images';

// What the server asks of file storage, tried on both kinds it runs on: the local disk, and a real
// S3 API (s3rver, an S3-compatible server from the npm registry, started here). Uploads, /media with
// ETag and byte ranges, signed links to private files, bytes replaced and deleted only after the
// commit, bytes removed when the unit of work rolls back, and a copy within the store.

const BUCKET = 'kerben';

interface StorageUnderTest {
  env: Record<string, string>;
  storage: FileStorage;
  stop(): Promise<void>;
}

async function localDisk(): Promise<StorageUnderTest> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'kerben-disk-'));
  return { env: {}, storage: createLocalStorage(root), stop: () => rm(root, { recursive: true, force: true }) };
}

async function s3(): Promise<StorageUnderTest> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kerben-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const settings = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    env: {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    storage: createS3Storage(settings),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['on the local disk', localDisk],
  ['on S3 (s3rver)', s3],
])('file storage %s', (_name, start) => {
  let under: StorageUnderTest;
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  beforeAll(async () => {
    under = await start();
    t = await createTestApp(under.env, { fileStorage: under.storage });
    admin = await makeAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    await under?.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const bytesOf = (key: string) => under.storage.get(key);

  it('serves an uploaded public picture under /media with its ETag (304) and byte ranges', async () => {
    const data = await pngImage(64);
    const stored = await storeImage(t, { filename: 'x.png', mimetype: 'image/png', data });
    const url = t.services.urls.media(stored.key);
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    await expectSamePicture(whole.rawPayload, data);
    const etag = whole.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const part = await get(url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
    expect((await get('/media/public/nothing-here.png')).statusCode).toBe(404);
  });

  it('answers a private picture only through its signed link, never under /media', async () => {
    const data = await pngImage();
    const stored = await storeImage(t, { filename: 'passport.png', mimetype: 'image/png', data }, { isPublic: false });
    expect(stored.key).toMatch(/^private\//);
    const link = await get(t.services.urls.privateFile(stored.id));
    expect(link.statusCode).toBe(200);
    await expectSamePicture(link.rawPayload, data);
    expect((await get(`/media/${stored.key}`)).statusCode).toBe(404);
  });

  it('replaces and deletes bytes only after the commit', async () => {
    const created = await t.app.inject(
      form('POST', '/api/logos/add/', { link: 'https://shop.example.com/', logo: await pngPart() }, admin.headers),
    );
    expect(created.statusCode, created.body).toBe(201);
    const first = await storedFile(t, created.json().logo);
    expect(await bytesOf(first?.key as string)).not.toBeNull();
    const replaced = await t.app.inject(
      form('PATCH', `/api/logos/update_delete/${created.json().id}/`, { logo: await pngPart('new.png') }, admin.headers),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = await storedFile(t, replaced.json().logo);
    expect(second?.key).not.toBe(first?.key);
    expect(await bytesOf(first?.key as string)).toBeNull();
    expect(await bytesOf(second?.key as string)).not.toBeNull();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/logos/update_delete/${created.json().id}/`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await bytesOf(second?.key as string)).toBeNull();
  });

  it('removes what was written when the unit of work rolls back', async () => {
    let key = '';
    const failed = t.services
      .unitOfWork(
        (before) =>
          t.services.files.prepareImage(
            before,
            'image',
            { filename: 'x.png', mimetype: 'image/png', data: Buffer.alloc(0) },
            { isPublic: true, uploader: null },
          ),
        async () => {},
      )
      .catch(() => 'refused');
    expect(await failed).toBe('refused');
    const rolledBack = t.services.unitOfWork(
      async (before) => {
        const image = await t.services.files.prepareImage(
          before,
          'image',
          { filename: 'x.png', mimetype: 'image/png', data: await pngImage() },
          { isPublic: true, uploader: null },
        );
        key = image?.key ?? '';
        return image;
      },
      async (work, image) => {
        if (image) await t.services.files.recordImage(work, image, {});
        throw new Error('changed my mind');
      },
    );
    await expect(rolledBack).rejects.toThrow('changed my mind');
    expect(key).toMatch(/^public\//);
    expect(await bytesOf(key)).toBeNull();
  });

  it('copies within the store, and says when the source is gone', async () => {
    await under.storage.put('public/copy-source.png', await pngImage(), 'image/png');
    expect(await under.storage.copy('public/copy-source.png', 'private/copy-target.png')).toBe(true);
    expect((await bytesOf('private/copy-target.png'))?.equals((await bytesOf('public/copy-source.png')) as Buffer)).toBe(true);
    expect(await under.storage.copy('public/no-such-file.png', 'private/other.png')).toBe(false);
  });
});
