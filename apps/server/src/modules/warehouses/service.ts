import { WAREHOUSE_MSG, type Warehouse, type warehouseSchema, type warehouseUpdateSchema } from '@kerben/domain';
import type { z } from 'zod';
import { fieldError, notFound } from '../../core/errors';
import type { UrlBuilder } from '../../core/urls';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { PageRequest } from '../../db/list';
import type { UnitOfWork } from '../../db/unit-of-work';
import { presentCountryWithFlag } from '../reference';
import { assertCanManageWarehouses } from './policy';
import * as q from './queries';

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', WAREHOUSE_MSG.nameTaken);
  throw error;
}

export function createWarehouseService(deps: { db: Db; unitOfWork: UnitOfWork; urls: UrlBuilder }) {
  const { db, unitOfWork, urls } = deps;

  function presentWarehouse(row: q.WarehouseRow): Warehouse {
    return {
      id: row.id,
      name: row.name,
      aliases: row.aliases,
      address: row.address,
      free_storage_days: row.freeStorageDays,
      storage_fee_per_day_usd: row.storageFeePerDayUsd,
      country: presentCountryWithFlag(urls, row),
      parcels_count: row.parcelsCount,
    };
  }

  async function get(id: number, tx: DbOrTx = db): Promise<Warehouse> {
    const row = await q.findWarehouse(tx, id);
    if (!row) throw notFound(WAREHOUSE_MSG.notFound);
    return presentWarehouse(row);
  }

  async function checkCountry(tx: DbOrTx, countryId: number | null | undefined) {
    if (typeof countryId === 'number' && !(await q.countryExists(tx, countryId))) {
      throw fieldError('country', WAREHOUSE_MSG.countryInvalid);
    }
  }

  return {
    list(page: PageRequest) {
      return q.listWarehouses(db, page, presentWarehouse);
    },

    get,

    async create(viewer: Viewer, input: z.output<typeof warehouseSchema>): Promise<Warehouse> {
      assertCanManageWarehouses(viewer);
      await checkCountry(db, input.country);
      // Every write by the staff is a unit of work: its transaction logs who made it (core/actor.ts).
      const id = await unitOfWork(({ tx }) =>
        q.insertWarehouse(tx, {
          name: input.name,
          aliases: input.aliases ?? [],
          countryId: input.country ?? null,
          address: input.address ?? '',
          freeStorageDays: input.free_storage_days,
          storageFeePerDayUsd: input.storage_fee_per_day_usd,
        }),
      ).catch(nameTaken);
      return get(id);
    },

    async update(viewer: Viewer, id: number, input: z.output<typeof warehouseUpdateSchema>): Promise<Warehouse> {
      assertCanManageWarehouses(viewer);
      await checkCountry(db, input.country);
      const updated = await unitOfWork(({ tx }) =>
        q.updateWarehouse(tx, id, {
          name: input.name,
          aliases: input.aliases,
          countryId: input.country,
          address: input.address,
          freeStorageDays: input.free_storage_days,
          storageFeePerDayUsd: input.storage_fee_per_day_usd,
        }),
      ).catch(nameTaken);
      if (!updated) throw notFound(WAREHOUSE_MSG.notFound);
      return get(id);
    },

    /** A warehouse that parcels, received or expected, name is kept: 409 saying how many. */
    async remove(viewer: Viewer, id: number): Promise<void> {
      assertCanManageWarehouses(viewer);
      await unitOfWork(async ({ tx }) => {
        if (!(await q.deleteWarehouse(tx, id))) throw notFound(WAREHOUSE_MSG.notFound);
      });
    },
  };
}

export type WarehouseService = ReturnType<typeof createWarehouseService>;
