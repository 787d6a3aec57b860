import {
  normalizeTrackNumber,
  PARCEL_STATUS,
  parcelStatusName,
  SERVICE_MSG,
  SHIPMENT_MSG,
  SHIPMENT_PARCEL_STATUS,
  SHIPMENT_TRANSITIONS,
  SHIPPABLE_PARCEL_STATUS,
  type ShipmentAdd,
  type ShipmentDetail,
  type shipmentParcelsSchema,
  type shipmentSchema,
  type shipmentUpdateSchema,
  type TaskKind,
} from '@kerben/domain';
import type { z } from 'zod';
import { conflict, type FieldErrors, fieldErrors, notFound } from '../../core/errors';
import type { Viewer } from '../../core/viewer';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork, Work } from '../../db/unit-of-work';
import type { CustomsService } from '../customs';
import type { ParcelService } from '../parcels';
import { warehouseTasks } from '../warehouse-services';
import { manifestCsv, manifestFileName, manifestTable, manifestXlsx } from './manifest';
import { assertCanHandleShipments } from './policy';
import { present, presentParcel } from './present';
import * as q from './queries';
import type { ShipmentListQuery } from './schemas';

type ShipmentInput = z.output<typeof shipmentSchema>;
type ShipmentUpdate = z.output<typeof shipmentUpdateSchema>;
type ParcelsInput = z.output<typeof shipmentParcelsSchema>;

/** Two shipments with one number (any case): the second is refused on its field. */
function numberTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldErrors({ number: [SHIPMENT_MSG.numberTaken] });
  throw error;
}

export interface ManifestFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

export function createShipmentService(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  parcels: Pick<ParcelService, 'setStatusIn'>;
  customs: Pick<CustomsService, 'rule'>;
}) {
  const { db, unitOfWork, parcels, customs } = deps;

  /** The shipment with its parcels and totals, as its page shows it. */
  async function detail(tx: DbOrTx, id: number): Promise<ShipmentDetail> {
    const row = await q.findShipment(tx, id);
    if (!row) throw notFound(SHIPMENT_MSG.notFound);
    // One after another: inside a unit of work they share its one connection anyway.
    const totals = await q.totalsOf(tx, [id]);
    const rows = await q.shipmentParcelRows(tx, id);
    const rule = await customs.rule(tx);
    return {
      ...present(row, totals.get(id) ?? q.NO_TOTALS),
      parcels: rows.map((parcel) => presentParcel(parcel, rule)),
    };
  }

  async function locked(work: Work, id: number): Promise<q.ShipmentRecord> {
    const shipment = await q.lockShipment(work.tx, id);
    if (!shipment) throw notFound(SHIPMENT_MSG.notFound);
    return shipment;
  }

  /** The parcels named by id or by track number; what names no parcel is a 400 naming it. */
  async function resolveParcels(tx: DbOrTx, input: ParcelsInput): Promise<{ ids: number[]; field: string }> {
    if (input.ids) {
      const present = new Set(await q.lockParcels(tx, input.ids));
      const missing = input.ids.filter((id) => !present.has(id));
      if (missing.length > 0) throw fieldErrors({ ids: [SHIPMENT_MSG.idsMissing(missing)] });
      return { ids: input.ids, field: 'ids' };
    }
    const tracks = input.track_numbers ?? [];
    const found = await q.parcelIdsByTrackKeys(tx, [...new Set(tracks.map(normalizeTrackNumber))]);
    const byKey = new Map(found.map((row) => [row.trackKey, row.id]));
    const unknown = tracks.filter((track) => !byKey.has(normalizeTrackNumber(track)));
    if (unknown.length > 0) throw fieldErrors({ track_numbers: unknown.map(SHIPMENT_MSG.trackNotFound) });
    const ids = [...new Set(found.map((row) => row.id))];
    await q.lockParcels(tx, ids);
    return { ids, field: 'track_numbers' };
  }

  /**
   * Why a parcel cannot go into this shipment, if it cannot; every rule is checked on every parcel.
   * One in it already passed them when it was added.
   */
  function refusals(parcel: q.ParcelToAdd, shipment: q.ShipmentRow, tasks: readonly TaskKind[]): string[] {
    const named = { id: parcel.id, name: parcel.name, track_number: parcel.trackNumber };
    const s = shipment.shipment;
    if (parcel.openShipmentId === s.id) return [];
    const found: string[] = [];
    if (parcel.openShipmentId !== null) {
      found.push(SHIPMENT_MSG.parcelInOtherShipment(named, parcel.openShipmentNumber ?? ''));
    }
    if (parcel.warehouseId !== s.warehouseId) {
      found.push(SHIPMENT_MSG.parcelOtherWarehouse(named, parcel.warehouseName, shipment.warehouseName));
    }
    if (parcel.destinationCountryId !== s.destinationCountryId) {
      found.push(SHIPMENT_MSG.parcelOtherDestination(named, parcel.destinationName, shipment.destinationName));
    }
    if (parcel.statusId !== SHIPPABLE_PARCEL_STATUS) {
      found.push(SHIPMENT_MSG.parcelNotReady(named, parcelStatusName(parcel.statusId, parcel.statusName)));
    }
    if (parcel.itemCount === 0) found.push(SHIPMENT_MSG.parcelNoItems(named));
    // The warehouse still has work on it (photos, a check, repacking, a return, a consolidation).
    if (tasks.length > 0) found.push(SERVICE_MSG.heldFromShipment(named, tasks));
    return found;
  }

  return {
    async create(viewer: Viewer, input: ShipmentInput): Promise<ShipmentDetail> {
      const operator = assertCanHandleShipments(viewer);
      return unitOfWork(async ({ tx }) => {
        const missing = await q.missingReferences(tx, { warehouse: input.warehouse, country: input.country_of_destination });
        const errors: FieldErrors = {};
        if (missing.warehouse) errors.warehouse = [SHIPMENT_MSG.warehouseNotFound];
        if (missing.country) errors.country_of_destination = [SHIPMENT_MSG.destinationInvalid];
        if (Object.keys(errors).length > 0) throw fieldErrors(errors);
        const id = await q
          .insertShipment(tx, {
            number: input.number,
            carrier: input.carrier,
            warehouseId: input.warehouse,
            destinationCountryId: input.country_of_destination,
            departureDate: input.departure_date ?? null,
            comment: input.comment ?? '',
            createdBy: operator.userId,
          })
          .catch(numberTaken);
        return detail(tx, id);
      });
    },

    async list(viewer: Viewer, query: ShipmentListQuery) {
      assertCanHandleShipments(viewer);
      const page = await q.listShipments(db, { status: query.status, warehouseId: query.warehouse }, query, (row) => row);
      const totals = await q.totalsOf(
        db,
        page.items.map((row) => row.shipment.id),
      );
      return {
        ...page,
        items: page.items.map((row) => present(row, totals.get(row.shipment.id) ?? q.NO_TOTALS)),
      };
    },

    async get(viewer: Viewer, id: number): Promise<ShipmentDetail> {
      assertCanHandleShipments(viewer);
      return detail(db, id);
    },

    /**
     * Changes the details, and moves the status along its arrows (`open` -> `sent` -> `arrived`):
     * its parcels get their status with it (in transit, then at the pickup point), each with its
     * history row and its owner's notification, all in this one transaction. Parcels handed over
     * already keep theirs. An empty shipment is not sent.
     */
    async update(viewer: Viewer, id: number, input: ShipmentUpdate): Promise<ShipmentDetail> {
      assertCanHandleShipments(viewer);
      return unitOfWork(async (work) => {
        const shipment = await locked(work, id);
        const target = input.status !== undefined && input.status !== shipment.status ? input.status : undefined;
        if (target && !SHIPMENT_TRANSITIONS[shipment.status].includes(target)) {
          throw conflict(SHIPMENT_MSG.statusNotNext(shipment.status, target));
        }
        await q
          .updateShipment(work.tx, id, {
            number: input.number,
            carrier: input.carrier,
            departureDate: input.departure_date,
            comment: input.comment,
            status: target,
            ...(target === 'sent' ? { sentAt: new Date() } : {}),
            ...(target === 'arrived' ? { arrivedAt: new Date() } : {}),
          })
          .catch(numberTaken);
        const parcelStatus = target ? SHIPMENT_PARCEL_STATUS[target] : undefined;
        if (target && parcelStatus !== undefined) {
          const ids = await q.parcelIdsOf(work.tx, id);
          if (target === 'sent' && ids.length === 0) throw conflict(SHIPMENT_MSG.empty);
          if (target === 'sent') await q.closeMemberships(work.tx, id);
          await parcels.setStatusIn(work, viewer, ids, parcelStatus, { keep: [PARCEL_STATUS.delivered] });
        }
        return detail(work.tx, id);
      });
    },

    /**
     * Adds parcels by id or by scanned track number, all or none: each must be ready to ship at
     * the shipment's warehouse, go to its country, have declared contents and be in no other open
     * shipment; every refusal names its parcel (400). One already in this shipment is no error
     * (scanned twice). A parcel keeps its status until the shipment is sent.
     */
    async addParcels(viewer: Viewer, id: number, input: ParcelsInput): Promise<ShipmentAdd> {
      const operator = assertCanHandleShipments(viewer);
      return unitOfWork(async (work) => {
        const { tx } = work;
        const shipment = await locked(work, id);
        if (shipment.status !== 'open') throw conflict(SHIPMENT_MSG.notOpen);
        const row = await q.findShipment(tx, id);
        if (!row) throw notFound(SHIPMENT_MSG.notFound);
        // Locked first, then read by a statement of its own: an add of one of them to another
        // shipment that committed while this waited is seen here, and refused by name.
        const { ids, field } = await resolveParcels(tx, input);
        const candidates = await q.parcelsToAdd(tx, ids);
        const tasks = await warehouseTasks.openOf(tx, ids);
        const problems = candidates.flatMap((parcel) => refusals(parcel, row, tasks.get(parcel.id) ?? []));
        if (problems.length > 0) throw fieldErrors({ [field]: problems });
        const already = candidates.filter((parcel) => parcel.openShipmentId === id).map((parcel) => parcel.id);
        const added = candidates.filter((parcel) => parcel.openShipmentId !== id).map((parcel) => parcel.id);
        await q.insertMemberships(tx, id, added, operator.userId).catch((error: unknown) => {
          // The unique index on open memberships: only if something got past the lock above.
          if (isUniqueViolation(error)) throw conflict(SHIPMENT_MSG.parcelTakenMeanwhile);
          throw error;
        });
        return { ...(await detail(tx, id)), added, already_added: already };
      });
    },

    /** Takes a parcel out of a shipment that is still open. */
    async removeParcel(viewer: Viewer, id: number, parcelId: number): Promise<ShipmentDetail> {
      assertCanHandleShipments(viewer);
      return unitOfWork(async (work) => {
        const shipment = await locked(work, id);
        if (shipment.status !== 'open') throw conflict(SHIPMENT_MSG.notOpen);
        if (!(await q.deleteMembership(work.tx, id, parcelId))) throw notFound(SHIPMENT_MSG.parcelNotInShipment);
        return detail(work.tx, id);
      });
    },

    /** The manifest: one row per parcel (track number, client, recipient, contents, value, weight, duty), totals last. */
    async manifest(viewer: Viewer, id: number, format: 'xlsx' | 'csv'): Promise<ManifestFile> {
      assertCanHandleShipments(viewer);
      const shipment = await detail(db, id);
      const table = manifestTable(shipment.parcels, shipment.country_of_destination.name);
      if (format === 'csv') {
        return {
          filename: manifestFileName(shipment.number, 'csv'),
          contentType: 'text/csv; charset=utf-8',
          body: manifestCsv(table),
        };
      }
      return {
        filename: manifestFileName(shipment.number, 'xlsx'),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await manifestXlsx(table, shipment.number.replace(/[[\]:*?/\\]/g, '_').slice(0, 31)),
      };
    },
  };
}

export type ShipmentService = ReturnType<typeof createShipmentService>;
