import { CONTACT_MSG, type Contact, type contactSchema, type contactUpdateSchema } from '@kerben/domain';
import type { z } from 'zod';
import { notFound } from '../../core/errors';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { UrlBuilder } from '../../core/urls';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import type { PageRequest } from '../../db/list';
import type { Upload } from '../../http/multipart';
import type { FileService } from '../files';
import { assertCanManageContacts } from './policy';
import * as q from './queries';

export type ContactBody = z.output<typeof contactSchema> & { image?: Upload };
export type ContactUpdateBody = z.output<typeof contactUpdateSchema> & { image?: Upload | null };

export function createContactService(deps: { db: Db; unitOfWork: UnitOfWork; files: FileService; urls: UrlBuilder }) {
  const { db, unitOfWork, files, urls } = deps;

  const present = ({ contact, imageKey }: q.ContactRow): Contact => ({
    id: contact.id,
    name: contact.name,
    image: imageKey ? urls.media(imageKey) : null,
    address: contact.address,
    city: contact.city,
    state: contact.state,
    zip_code: contact.zipCode,
    phone: contact.phone,
    number: contact.phone,
    email: contact.email,
    unit: contact.unit,
  });

  async function found(tx: DbOrTx, id: number): Promise<Contact> {
    const row = await q.findContact(tx, id);
    if (!row) throw notFound(CONTACT_MSG.notFound);
    return present(row);
  }

  const values = (input: z.output<typeof contactUpdateSchema>) => ({
    name: input.name,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zip_code,
    phone: input.phone,
    email: input.email,
    unit: input.unit,
  });

  return {
    list(page: PageRequest) {
      return q.listContacts(db, page, present);
    },

    async create(viewer: Viewer, input: ContactBody): Promise<Contact> {
      assertCanManageContacts(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'image', input.image, { isPublic: true, uploader: viewer }),
        async (work, preparedImage) => {
          const image = preparedImage ? await files.recordImage(work, preparedImage) : null;
          const id = await q.insertContact(work.tx, {
            ...values(input),
            name: input.name,
            address: input.address,
            city: input.city,
            phone: input.phone,
            imageFileId: image?.id ?? null,
          });
          return found(work.tx, id);
        },
      );
    },

    async update(viewer: Viewer, id: number, input: ContactUpdateBody): Promise<Contact> {
      assertCanManageContacts(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'image', input.image, { isPublic: true, uploader: viewer }),
        async (work, preparedImage) => {
          const current = await q.findContact(work.tx, id);
          if (!current) throw notFound(CONTACT_MSG.notFound);
          const image = await files.replace(work, preparedImage, current.contact.imageFileId);
          await q.updateContact(work.tx, id, { ...values(input), imageFileId: image.fileId });
          await image.discardOld();
          return found(work.tx, id);
        },
      );
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      assertCanManageContacts(viewer);
      await unitOfWork(async (work) => {
        const row = await q.deleteContact(work.tx, id);
        if (!row) throw notFound(CONTACT_MSG.notFound);
        await files.discard(work, [row.imageFileId]);
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
