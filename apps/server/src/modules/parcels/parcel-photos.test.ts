import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pngPart, storedFile } from '../../../test/fixtures/catalog';
import { makeParcel, uniqueTrack } from '../../../test/fixtures/parcels';
import { type Actor, multipart, storeImage, useTestApp } from '../../../test/helpers';
import { expectSamePicture, pngImage } from '../../../test/images';
import { fileMoves, files, parcels } from '../../db/schema';
import { createLocalStorage } from '../../file-storage/storage';
import { serverPath } from '../../paths';

// A parcel's photo shows its label: a name and an address. It is a private file of the parcel's
// owner, answered as a signed link to the owner and admins only. Photos stored publicly before
// leave /media: migration 0023 makes their rows private and queues their bytes, which the server
// moves at start-up (files.finishMoves), in any number of processes, whatever step a crash cut.

const { t, actors: a, inject } = useTestApp({ actors: true });

const onDisk = (key: string) => existsSync(path.join(t.config.dataDir, 'uploads', ...key.split('/')));
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function parcelWithPhoto(owner: Actor, fields: Record<string, string> = {}) {
  const form = multipart({
    name: 'Кроссовки',
    unique_id_user: owner.user.clientCode,
    warehouse: '14',
    image: await pngPart('label.png'),
    image_check: await pngPart('receipt.png'),
    ...fields,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/warehouses/product/create/',
    headers: { ...a.admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; image: string; image_check: string }>();
}

describe('a parcel photo', () => {
  it('is stored privately and answered as a signed link that serves it; never under /media', async () => {
    const parcel = await parcelWithPhoto(a.customerA);
    const row = await storedFile(t, parcel.image);
    expect(row).toMatchObject({ isPublic: false, ownerId: a.customerA.user.id, key: expect.stringMatching(/^private\//) });
    const key = row?.key as string;
    expect(onDisk(key)).toBe(true);
    for (const url of [`/media/${key}`, `/media/public/${key.slice('private/'.length)}`])
      expect((await get(url)).statusCode).toBe(404);

    const served = await get(parcel.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('no-store');
    await expectSamePicture(served.rawPayload, await pngImage());
    // The owner reads it in their parcel and their list; another customer learns nothing of it.
    const own = await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.customerA);
    expect((await storedFile(t, own.json().image))?.id).toBe(row?.id);
    const mine = await inject('GET', '/api/warehouses/my/', a.customerA);
    expect(mine.json().results.find((p: { id: number }) => p.id === parcel.id).image).toMatch(/^\/api\/files\/\d+\/\?exp=/);
    const stranger = await inject('GET', `/api/warehouses/product/${parcel.id}/`, a.customerB);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('/api/files/');
  });

  it('never travels with the public tracking answer', async () => {
    const track = uniqueTrack();
    await parcelWithPhoto(a.customerA, { track_number: track });
    for (const viewer of [a.anonymous, a.customerB]) {
      const res = await inject('GET', `/api/warehouses/product/get/${track}/`, viewer);
      expect(res.statusCode).toBe(200);
      for (const leak of ['/api/files/', '/media/', '"image']) expect(res.body).not.toContain(leak);
    }
  });

  it('follows its parcel to another client, with the receipt', async () => {
    const parcel = await parcelWithPhoto(a.customerA);
    const moved = await inject('PATCH', `/api/warehouses/product/update/${parcel.id}/`, a.admin, {
      unique_id_user: a.customerB.user.clientCode,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const link of [parcel.image, parcel.image_check]) expect((await storedFile(t, link))?.ownerId).toBe(a.customerB.user.id);
  });
});

describe('photos stored publicly before: migration 0023 and the move at start-up', () => {
  const storage = () => createLocalStorage(path.join(t.config.dataDir, 'uploads'));
  const privateKey = (key: string) => key.replace(/^public\//, 'private/');

  /** A parcel photo as the server stored it until now: a public file, served under /media. */
  async function oldPublicPhoto(owner: Actor) {
    const parcel = await makeParcel(t, a.admin, owner);
    const data = await pngImage(24);
    const file = await storeImage(t, { filename: 'photo.png', mimetype: 'image/png', data }, { isPublic: true });
    await t.services.db.update(parcels).set({ imageFileId: file.id }).where(eq(parcels.id, parcel.id));
    expect((await get(t.services.urls.media(file.key))).statusCode).toBe(200);
    return { parcel, file, data };
  }

  async function migrate() {
    const text = await readFile(serverPath('drizzle', '0023_parcel_photos_private.sql'), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await t.services.db.execute(sql.raw(statement));
  }

  /** Moved: not under /media nor in public/, its row private to the parcel's owner, served by signed link to them and admins only. */
  async function expectMoved({ parcel, file, data }: Awaited<ReturnType<typeof oldPublicPhoto>>, owner: Actor) {
    expect((await get(t.services.urls.media(file.key))).statusCode).toBe(404);
    expect(onDisk(file.key)).toBe(false);
    const [row] = await t.services.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ key: privateKey(file.key), isPublic: false, ownerId: owner.user.id });
    expect(onDisk(privateKey(file.key))).toBe(true);
    for (const viewer of [owner, a.admin]) {
      const link = (await inject('GET', `/api/warehouses/product/${parcel.id}/`, viewer)).json().image;
      const served = await get(link);
      expect(served.statusCode).toBe(200);
      await expectSamePicture(served.rawPayload, data);
    }
    const stranger = owner === a.customerA ? a.customerB : a.customerA;
    expect((await inject('GET', `/api/warehouses/product/${parcel.id}/`, stranger)).statusCode).toBe(404);
  }

  it('no longer serves an old photo under /media: its owner and admins get it through a signed link', async () => {
    const old = await oldPublicPhoto(a.customerA);
    await migrate();
    expect(await t.services.files.finishMoves()).toEqual({ moved: 1, missing: 0 });
    await expectMoved(old, a.customerA);
    // Both steps again: nothing is left to do.
    await migrate();
    expect(await t.services.files.finishMoves()).toEqual({ moved: 0, missing: 0 });
    await expectMoved(old, a.customerA);
  });

  it('leaves the pictures that are public by nature (logos, product pictures, flags) under /media', async () => {
    const logo = await storeImage(t, { filename: 'logo.png', mimetype: 'image/png', data: await pngImage() });
    await migrate();
    await t.services.files.finishMoves();
    expect((await get(t.services.urls.media(logo.key))).statusCode).toBe(200);
    expect(await storedFile(t, t.services.urls.media(logo.key))).toMatchObject({ isPublic: true });
  });

  it('finishes moves a crash cut at any step, with two processes at once, each file moved once', async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5].map(() => oldPublicPhoto(a.customerB)));
    await migrate();
    const [copiedOnly, switched, lost] = photos as [(typeof photos)[number], (typeof photos)[number], (typeof photos)[number]];
    // A process died after copying one photo, and after pointing another's row at its copy...
    await storage().copy(copiedOnly.file.key, privateKey(copiedOnly.file.key));
    await storage().copy(switched.file.key, privateKey(switched.file.key));
    await t.services.db
      .update(files)
      .set({ key: privateKey(switched.file.key) })
      .where(eq(files.id, switched.file.id));
    // ...holding them until its claim ran out; and one photo's bytes were lost before.
    await t.services.db
      .update(fileMoves)
      .set({ claimedUntil: sql`now() - interval '1 minute'` })
      .where(inArray(fileMoves.fileId, [copiedOnly.file.id, switched.file.id]));
    await storage().remove(lost.file.key);

    const [first, second] = await Promise.all([t.services.files.finishMoves(), t.services.files.finishMoves()]);
    expect(first.moved + second.moved).toBe(4);
    expect(first.missing + second.missing).toBe(1);
    for (const photo of photos.filter((photo) => photo !== lost)) await expectMoved(photo, a.customerB);
    expect(await t.services.db.select().from(fileMoves)).toEqual([]);
    const left = await readdir(path.join(t.config.dataDir, 'uploads', 'private'));
    expect(left.filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
