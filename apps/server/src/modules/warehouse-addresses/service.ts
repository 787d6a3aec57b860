import {
  WAREHOUSE_ADDRESS_MSG,
  type WarehouseAddress,
  type warehouseAddressSchema,
  type warehouseAddressUpdateSchema,
} from '@kerben/domain';
import type { z } from 'zod';
import { notFound } from '../../core/errors';
import type { UrlBuilder } from '../../core/urls';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import type { PageRequest } from '../../db/list';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Upload } from '../../http/multipart';
import type { FileService } from '../files';
import { assertCanManageWarehouseAddresses } from './policy';
import * as q from './queries';

export type WarehouseAddressBody = z.output<typeof warehouseAddressSchema> & { image?: Upload };
export type WarehouseAddressUpdateBody = z.output<typeof warehouseAddressUpdateSchema> & { image?: Upload | null };

export function createWarehouseAddressService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  files: Pick<FileService, 'prepareImage' | 'recordImage' | 'replace' | 'discard'>;
  urls: UrlBuilder;
}) {
  const { db, unitOfWork, files, urls } = deps;

  const present = ({ address, imageKey }: q.WarehouseAddressRow): WarehouseAddress => ({
    id: address.id,
    name: address.name,
    image: imageKey ? urls.media(imageKey) : null,
    address: address.address,
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
    phone: address.phone,
    number: address.phone,
    email: address.email,
    unit: address.unit,
  });

  async function found(tx: DbOrTx, id: number): Promise<WarehouseAddress> {
    const row = await q.findWarehouseAddress(tx, id);
    if (!row) throw notFound(WAREHOUSE_ADDRESS_MSG.notFound);
    return present(row);
  }

  const values = (input: z.output<typeof warehouseAddressUpdateSchema>) => ({
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
      return q.listWarehouseAddresses(db, page, present);
    },

    async create(viewer: Viewer, input: WarehouseAddressBody): Promise<WarehouseAddress> {
      assertCanManageWarehouseAddresses(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'image', input.image, { isPublic: true, uploader: viewer }),
        async (work, preparedImage) => {
          const image = preparedImage ? await files.recordImage(work, preparedImage) : null;
          const id = await q.insertWarehouseAddress(work.tx, {
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

    async update(viewer: Viewer, id: number, input: WarehouseAddressUpdateBody): Promise<WarehouseAddress> {
      assertCanManageWarehouseAddresses(viewer);
      return unitOfWork(
        (before) => files.prepareImage(before, 'image', input.image, { isPublic: true, uploader: viewer }),
        async (work, preparedImage) => {
          const current = await q.findWarehouseAddress(work.tx, id);
          if (!current) throw notFound(WAREHOUSE_ADDRESS_MSG.notFound);
          const image = await files.replace(work, preparedImage, current.address.imageFileId);
          await q.updateWarehouseAddress(work.tx, id, { ...values(input), imageFileId: image.fileId });
          await image.discardOld();
          return found(work.tx, id);
        },
      );
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      assertCanManageWarehouseAddresses(viewer);
      await unitOfWork(async (work) => {
        const row = await q.deleteWarehouseAddress(work.tx, id);
        if (!row) throw notFound(WAREHOUSE_ADDRESS_MSG.notFound);
        await files.discard(work, [row.imageFileId]);
      });
    },
  };
}

export type WarehouseAddressService = ReturnType<typeof createWarehouseAddressService>;
