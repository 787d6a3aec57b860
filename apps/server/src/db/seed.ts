import {
  COUNTRIES,
  COUNTRY,
  COURIERS,
  PARCEL_STATUSES,
  RATE_DEFAULTS,
  SEED_TARIFF,
  SEED_TARIFF_EFFECTIVE_FROM,
  WAREHOUSE_BY_ORIGIN,
  WAREHOUSES,
} from '@kerben/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { holdTransactionLock } from './locks';
import { countries, couriers, customsSettings, exchangeRates, parcelStatuses, tariffVersions, warehouses } from './schema';

const WAREHOUSE_COUNTRY: Record<number, number> = {
  ...Object.fromEntries(Object.entries(WAREHOUSE_BY_ORIGIN).map(([origin, warehouse]) => [warehouse, Number(origin)])),
  25: COUNTRY.kyrgyzstan,
};

/**
 * Reference data with fixed ids. Idempotent: names are brought back in line, nothing is removed.
 * Processes starting together seed one after the other (a concurrent insert of the same warehouse
 * trips over its unique name, which ON CONFLICT (id) does not cover).
 */
export async function seedReferenceData(db: DbOrTx): Promise<void> {
  await db.transaction((tx) => seedInOrder(tx));
}

async function seedInOrder(db: DbOrTx): Promise<void> {
  await holdTransactionLock(db, 'seed');
  await db
    .insert(countries)
    .values(COUNTRIES.map((c) => ({ id: c.id, name: c.name })))
    .onConflictDoUpdate({ target: countries.id, set: { name: sql`excluded.name` } });
  await db
    .insert(couriers)
    .values(COURIERS.map((c) => ({ ...c })))
    .onConflictDoUpdate({ target: couriers.id, set: { name: sql`excluded.name` } });
  await db
    .insert(parcelStatuses)
    .values(PARCEL_STATUSES.map((s) => ({ ...s })))
    .onConflictDoUpdate({ target: parcelStatuses.id, set: { name: sql`excluded.name` } });
  await db
    .insert(warehouses)
    .values(
      WAREHOUSES.map((w) => ({
        id: w.id,
        name: w.name,
        aliases: [...w.aliases],
        countryId: WAREHOUSE_COUNTRY[w.id] ?? null,
      })),
    )
    .onConflictDoNothing({ target: warehouses.id });
  // The duty estimate's settings row, with the column defaults; an admin's values are kept.
  await db.insert(customsSettings).values({ id: 1 }).onConflictDoNothing({ target: customsSettings.id });
  // The published prices are the first tariff, and a rate of the day lets a new installation take
  // money at once; admins' versions and rates are never touched.
  const [tariff] = await db.select({ id: tariffVersions.id }).from(tariffVersions).limit(1);
  if (!tariff) await db.insert(tariffVersions).values({ effectiveFrom: SEED_TARIFF_EFFECTIVE_FROM, terms: SEED_TARIFF });
  await db
    .insert(exchangeRates)
    .values({ effectiveFrom: RATE_DEFAULTS.effective_from, usdKgs: RATE_DEFAULTS.usd_kgs, usdRub: RATE_DEFAULTS.usd_rub })
    .onConflictDoNothing({ target: exchangeRates.effectiveFrom });
}
