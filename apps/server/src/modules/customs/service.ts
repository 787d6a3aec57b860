import type { CustomsRule, CustomsSettings, customsSettingsUpdateSchema } from '@kerben/domain';
import type { z } from 'zod';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { assertCanManageCustoms } from './policy';
import * as q from './queries';

type CustomsUpdate = z.output<typeof customsSettingsUpdateSchema>;

const ruleOf = (row: q.CustomsRow): CustomsRule => ({
  value_limit_eur: row.valueLimitEur,
  weight_limit_kg: row.weightLimitKg,
  duty_rate_percent: row.dutyRatePercent,
  min_duty_per_kg_eur: row.minDutyPerKgEur,
  usd_to_eur: row.usdToEur,
});

const present = (row: q.CustomsRow): CustomsSettings => ({ ...ruleOf(row), updated_at: row.updatedAt?.toISOString() ?? null });

export function createCustomsService(deps: { db: Db; unitOfWork: UnitOfWork }) {
  const { db, unitOfWork } = deps;
  return {
    /**
     * The rule as it is now, read afresh each time (one row by its key): an admin's change applies
     * to the next answer of every process. Inside a unit of work, pass its `tx`.
     */
    rule: async (tx: DbOrTx = db): Promise<CustomsRule> => ruleOf(await q.readSettings(tx)),

    async get(viewer: Viewer): Promise<CustomsSettings> {
      assertCanManageCustoms(viewer);
      return present(await q.readSettings(db));
    },

    async update(viewer: Viewer, input: CustomsUpdate): Promise<CustomsSettings> {
      const actor = assertCanManageCustoms(viewer);
      return unitOfWork(async ({ tx }) => {
        await q.saveSettings(tx, input, actor.userId);
        return present(await q.readSettings(tx));
      });
    },
  };
}

export type CustomsService = ReturnType<typeof createCustomsService>;
