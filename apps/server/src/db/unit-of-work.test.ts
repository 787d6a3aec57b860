import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@kerben/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeImage, uniqueEmail, useTestApp } from '../../test/helpers';
import { pngImage } from '../../test/images';
import { enqueueMail } from '../mail';
import { files, mailOutbox } from './schema';

const { t } = useTestApp();

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
    const { files: fileService } = t.services;
    const image = await upload();
    await expect(
      t.services.unitOfWork(
        (before) => fileService.prepareImage(before, 'image', image, { isPublic: true, uploader: null }),
        async (work, prepared) => {
          const file = await fileService.recordImage(work, prepared);
          written = file.key;
          await enqueueMail(work.tx, { to, subject: 'Тема', text: 'Текст' });
          expect(await storedKeys()).toContain(file.key);
          throw failure;
        },
      ),
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

describe('what a unit of work prepares before its transaction (images cleaned and stored)', () => {
  const notAnImage = { filename: 'b.png', mimetype: 'image/png', data: Buffer.from('not a picture') };
  const prepareBoth = async (before: Parameters<typeof t.services.files.prepareImage>[0], second = notAnImage) => [
    await t.services.files.prepareImage(before, 'image', await upload(), { isPublic: true, uploader: null }),
    await t.services.files.prepareImage(before, 'image_2', second, { isPublic: false, uploader: null }),
  ];

  it('removes what it stored when the preparation fails half-way, and does not run the change', async () => {
    const keysBefore = await storedKeys();
    let changed = false;
    const refused = await t.services
      .unitOfWork(prepareBoth, async () => {
        changed = true;
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ fields: { image_2: [MSG.fileNotImage] } });
    expect(changed).toBe(false);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('removes what it stored when the change fails before recording it', async () => {
    const keysBefore = await storedKeys();
    await expect(
      t.services.unitOfWork(
        async (before) => prepareBoth(before, await upload()),
        async (_work, prepared) => {
          expect(prepared).toHaveLength(2);
          expect(await storedKeys()).toHaveLength(keysBefore.length + 2);
          throw failure;
        },
      ),
    ).rejects.toBe(failure);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('keeps what the change recorded once it commits, and removes what it left unrecorded', async () => {
    const keysBefore = await storedKeys();
    const { files: fileService } = t.services;
    const kept = await t.services.unitOfWork(
      async (before) => prepareBoth(before, await upload()),
      async (work, [recorded]) => {
        if (!recorded) throw new Error('nothing prepared');
        return fileService.recordImage(work, recorded);
      },
    );
    expect((await storedKeys()).sort()).toEqual([...keysBefore, kept.key].sort());
    expect(await t.services.db.select().from(files).where(eq(files.key, kept.key))).toHaveLength(1);
  });
});
