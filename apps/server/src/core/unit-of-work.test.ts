import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storeImage, type TestApp, uniqueEmail } from '../../test/helpers';
import { pngImage } from '../../test/images';
import { files, mailOutbox } from '../db/schema';
import { enqueueMail } from '../modules/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedKeys(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const upload = async () => ({ filename: 'a.png', mimetype: 'image/png', data: await pngImage() });
const failure = new Error('a later step failed');

describe('the unit of work', () => {
  it('removes the bytes it wrote, and every row and mail, when it rolls back', async () => {
    const keysBefore = await storedKeys();
    const to = uniqueEmail('rollback');
    let written = '';
    await expect(
      t.services.unitOfWork(async (work) => {
        const file = await t.services.files.saveImage(work, 'image', await upload(), { isPublic: true });
        written = file.key;
        await enqueueMail(work.tx, { to, subject: 'Тема', text: 'Текст' });
        expect(await storedKeys()).toContain(file.key);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await storedKeys()).toEqual(keysBefore);
    expect(await t.services.db.select().from(files).where(eq(files.key, written))).toEqual([]);
    expect(await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
  });

  it('keeps the bytes of a discarded file until the commit, and keeps them for good if it rolls back', async () => {
    const file = await storeImage(t, await upload());
    await expect(
      t.services.unitOfWork(async (work) => {
        await t.services.files.discard(work, [file.id]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await storedKeys()).toContain(file.key);
    expect(await t.services.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(1);

    await t.services.unitOfWork(async (work) => {
      await t.services.files.discard(work, [file.id]);
      // Still there inside the transaction: a rollback must find it.
      expect(await storedKeys()).toContain(file.key);
    });
    expect(await storedKeys()).not.toContain(file.key);
    expect(await t.services.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
  });

  it('answers what the change answers once it commits', async () => {
    const to = uniqueEmail('commit');
    const answer = await t.services.unitOfWork(async (work) => {
      await enqueueMail(work.tx, { to, subject: 'Тема', text: 'Текст' });
      return 42;
    });
    expect(answer).toBe(42);
    expect(await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(1);
  });
});
