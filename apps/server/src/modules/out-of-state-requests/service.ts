import { OUT_OF_STATE_MSG, type OutOfStateRequest } from '@kerben/domain';
import { notFound } from '../../core/errors';
import { countSubmit, type SubmitCounters, type SubmitLimits } from '../../core/rate-limit';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import { assertCanManageOutOfStateRequests } from './policy';
import * as q from './queries';
import type { ListQuery, RequestBody, UpdateBody } from './schemas';

const present = (row: q.OutOfStateRequestRow): OutOfStateRequest => ({
  id: row.id,
  full_name: row.fullName,
  address: row.address,
  phone_number: row.phoneNumber,
  cargo_weight: row.cargoWeight,
  email: row.email,
  telegram: row.telegram,
  whatsapp: row.whatsapp,
  status: row.isNew,
  created_at: row.createdAt.toISOString(),
});

/** The body's fields as columns; absent ones stay as they are. */
const columnsOf = (input: UpdateBody): Partial<q.OutOfStateRequestValues> => ({
  fullName: input.full_name,
  address: input.address,
  phoneNumber: input.phone_number,
  cargoWeight: input.cargo_weight,
  email: input.email,
  telegram: input.telegram,
  whatsapp: input.whatsapp,
  isNew: input.status,
});

/**
 * Public submissions are counted so that a script cannot fill the managers' list: a person sends
 * one or two, an office a few more.
 */
export const OUT_OF_STATE_SUBMITS: SubmitLimits = { perAddress: 5, perEmail: 3, windowSeconds: 60 * 60 };

export function createOutOfStateRequestService(deps: { db: Db; unitOfWork: UnitOfWork; submitLimits: SubmitCounters }) {
  const { db, unitOfWork } = deps;
  return {
    /** The public form: always a new request, whatever `status` the visitor sent. */
    async submit(input: RequestBody, ip: string): Promise<OutOfStateRequest> {
      await countSubmit(deps.submitLimits, ip, input.email);
      const row = await q.insertOutOfStateRequest(db, {
        fullName: input.full_name,
        address: input.address,
        phoneNumber: input.phone_number,
        cargoWeight: input.cargo_weight,
        email: input.email,
        telegram: input.telegram ?? '',
        whatsapp: input.whatsapp ?? '',
        isNew: true,
      });
      return present(row);
    },

    list(viewer: Viewer, query: ListQuery) {
      assertCanManageOutOfStateRequests(viewer);
      return q.listOutOfStateRequests(db, { isNew: query.status, search: query.search || undefined }, query, present);
    },

    async update(viewer: Viewer, id: number, input: UpdateBody): Promise<OutOfStateRequest> {
      assertCanManageOutOfStateRequests(viewer);
      const row = await unitOfWork(({ tx }) => q.updateOutOfStateRequest(tx, id, columnsOf(input)));
      if (!row) throw notFound(OUT_OF_STATE_MSG.notFound);
      return present(row);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      assertCanManageOutOfStateRequests(viewer);
      if (!(await unitOfWork(({ tx }) => q.deleteOutOfStateRequest(tx, id)))) throw notFound(OUT_OF_STATE_MSG.notFound);
    },
  };
}

export type OutOfStateRequestService = ReturnType<typeof createOutOfStateRequestService>;
