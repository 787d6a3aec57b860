import { OUTSIDE_MSG, type OutsideRequest } from '@kerben/domain';
import { notFound } from '../../core/errors';
import { countSubmit, type SubmitCounters, type SubmitLimits } from '../../core/rate-limit';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { assertCanManageOutsideRequests } from './policy';
import * as q from './queries';
import type { ListQuery, RequestBody, UpdateBody } from './schemas';

const present = (row: q.OutsideRequestRow): OutsideRequest => ({
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
const columnsOf = (input: UpdateBody): Partial<q.OutsideRequestValues> => ({
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
export const OUTSIDE_SUBMITS: SubmitLimits = { perAddress: 5, perEmail: 3, windowSeconds: 60 * 60 };

export function createOutsideRequestService(deps: { db: Db; unitOfWork: UnitOfWork; submitLimits: SubmitCounters }) {
  const { db, unitOfWork } = deps;
  return {
    /** The public form: always a new request, whatever `status` the visitor sent. */
    async submit(input: RequestBody, ip: string): Promise<OutsideRequest> {
      await countSubmit(deps.submitLimits, ip, input.email);
      const row = await q.insertOutsideRequest(db, {
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
      assertCanManageOutsideRequests(viewer);
      return q.listOutsideRequests(db, { isNew: query.status, search: query.search || undefined }, query, present);
    },

    async update(viewer: Viewer, id: number, input: UpdateBody): Promise<OutsideRequest> {
      assertCanManageOutsideRequests(viewer);
      const row = await unitOfWork(({ tx }) => q.updateOutsideRequest(tx, id, columnsOf(input)));
      if (!row) throw notFound(OUTSIDE_MSG.notFound);
      return present(row);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      assertCanManageOutsideRequests(viewer);
      if (!(await unitOfWork(({ tx }) => q.deleteOutsideRequest(tx, id)))) throw notFound(OUTSIDE_MSG.notFound);
    },
  };
}

export type OutsideRequestService = ReturnType<typeof createOutsideRequestService>;
