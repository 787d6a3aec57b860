import {
  centsOf,
  TARIFF_MSG,
  type Tariffs,
  type TariffTerms,
  type TariffVersion,
  tariffTermsSchema,
  type tariffUpdateSchema,
  versionInForce,
} from '@kerben/domain';
import type { z } from 'zod';
import { fieldError, fieldErrors } from '../../../core/errors';
import type { Viewer } from '../../../core/viewer';
import type { DbOrTx } from '../../../db/client';
import { type BillingDeps, todayOf } from '../deps';
import { assertCanManageTariffs, canSeeTariffHistory } from './policy';
import * as q from './queries';

type TariffUpdate = z.output<typeof tariffUpdateSchema>;

const presentVersion = (row: q.TariffRow): TariffVersion => ({
  id: row.id,
  effective_from: row.effectiveFrom,
  created_at: row.createdAt.toISOString(),
  ...row.terms,
});

/** The tariff as data: the version in force on a date, and what «Тарифы» reads and publishes. */
export function createTariffService(deps: BillingDeps) {
  const { db, unitOfWork } = deps;

  /** The version in force on `date`; the seed's first version is in force from 2024, so there always is one. */
  async function inForce(tx: DbOrTx, date: string): Promise<q.TariffRow> {
    const row = await q.versionInForce(tx, date);
    if (!row) throw new Error(`no tariff in force on ${date}: the seed's version is missing`);
    return row;
  }

  /** The storage terms of every warehouse: in force today, scheduled, and (admins) every version. */
  async function storage(tx: DbOrTx, today: string, history: boolean): Promise<Tariffs['storage']> {
    const { houses, terms } = await q.storageTermsOfWarehouses(tx);
    return houses.map((house) => {
      const rows = terms
        .filter((row) => row.warehouseId === house.id)
        .map((row) => ({ effective_from: row.effectiveFrom, free_days: row.freeDays, fee_per_day_cents: row.feePerDayCents }));
      const current = versionInForce(rows, today) ?? {
        effective_from: today,
        free_days: house.freeDays,
        fee_per_day_cents: centsOf(house.feePerDayUsd),
      };
      return {
        warehouse: { id: house.id, name: house.name },
        current,
        scheduled: rows.filter((row) => row.effective_from > today),
        ...(history ? { history: [...rows].reverse() } : {}),
      };
    });
  }

  async function read(tx: DbOrTx, viewer: Viewer, wantsHistory: boolean): Promise<Tariffs> {
    const today = todayOf(deps);
    const history = wantsHistory && canSeeTariffHistory(viewer);
    const versions = await q.listVersions(tx);
    const current = await inForce(tx, today);
    return {
      current: presentVersion(current),
      scheduled: versions.filter((row) => row.effectiveFrom > today).map(presentVersion),
      ...(history ? { history: [...versions].reverse().map(presentVersion) } : {}),
      storage: await storage(tx, today, history),
    };
  }

  return {
    inForce,

    /** A parcel's tariff: the version it was received under, or the one in force on the day it was. */
    async forParcel(tx: DbOrTx, parcel: { tariffVersionId: number | null; receivedOn: string }): Promise<q.TariffRow> {
      const kept = parcel.tariffVersionId !== null ? await q.versionById(tx, parcel.tariffVersionId) : undefined;
      return kept ?? inForce(tx, parcel.receivedOn);
    },

    /** GET /api/tariffs/: today's version, the scheduled ones, the warehouses' storage terms; admins' ?history=1 adds the past. */
    get: (viewer: Viewer, query: { history?: '0' | '1' }) => read(db, viewer, query.history === '1'),

    /**
     * A new version from `effective_from` (today or later, never back-dated: a parcel keeps the terms
     * it arrived under), made of the parts given and, for the rest, the version in force on that date;
     * storage terms of the named warehouses from the same date.
     */
    async update(viewer: Viewer, input: TariffUpdate): Promise<Tariffs> {
      const actor = assertCanManageTariffs(viewer);
      const today = todayOf(deps);
      if (input.effective_from < today) throw fieldError('effective_from', TARIFF_MSG.effectiveFromPast);
      return unitOfWork(async ({ tx }) => {
        if (input.routes || input.services || input.insurance) {
          const base = (await inForce(tx, input.effective_from)).terms;
          const terms: TariffTerms = tariffTermsSchema.parse({
            routes: input.routes ?? base.routes,
            services: input.services ?? base.services,
            insurance: input.insurance ?? base.insurance,
          });
          await q.insertVersion(tx, { effectiveFrom: input.effective_from, terms, createdBy: actor.userId });
        }
        const storage = input.storage ?? [];
        const known = new Set(
          await q.existingWarehouseIds(
            tx,
            storage.map((row) => row.warehouse),
          ),
        );
        const unknown = storage.flatMap((row, index) => (known.has(row.warehouse) ? [] : [index]));
        if (unknown.length > 0) {
          throw fieldErrors(
            Object.fromEntries(unknown.map((index) => [`storage.${index}.warehouse`, [TARIFF_MSG.warehouseNotFound]])),
          );
        }
        await q.saveStorageTerms(
          tx,
          storage.map((row) => ({
            warehouseId: row.warehouse,
            effectiveFrom: input.effective_from,
            freeDays: row.free_days,
            feePerDayCents: row.fee_per_day_cents,
            createdBy: actor.userId,
          })),
        );
        return read(tx, viewer, false);
      });
    },
  };
}

export type TariffService = ReturnType<typeof createTariffService>;
