import { companyDate, SERVICE_MSG, type ServiceOrder, serviceStatusName, TASK_KIND_NAMES, usd } from '@kerben/domain';
import type { Clock } from '../../../core/clock';
import type { UrlBuilder } from '../../../core/urls';
import { notYours, type Viewer } from '../../../core/viewer';
import type { Db, DbOrTx } from '../../../db/client';
import type { ListPage, PageRequest } from '../../../db/list';
import type { UnitOfWork, Work } from '../../../db/unit-of-work';
import type { ParcelMoney, TariffService } from '../../billing';
import type { FileService } from '../../files';
import type { NotificationService } from '../../notifications';
import type { ParcelService } from '../../parcels';
import { canSeeWhoWorks } from '../policy';
import * as q from '../queries';

export interface WarehouseServiceDeps {
  db: Db;
  unitOfWork: UnitOfWork;
  urls: UrlBuilder;
  files: Pick<FileService, 'prepareImage' | 'recordImage'>;
  notifications: Pick<NotificationService, 'notifyParcelOwners'>;
  /** The parcels' own changes the warehouse's work makes: a box, a return, a new weight. */
  parcels: Pick<ParcelService, 'combineIn' | 'returnIn' | 'reweighIn'>;
  /** What a done service costs the customer (the billing's ledger and invoices). */
  money: Pick<ParcelMoney, 'serviceDone'>;
  /** The tariff in force the day an order is made prices it. */
  tariffs: Pick<TariffService, 'inForce'>;
  /** What "now" is (tests move it): the day whose tariff prices an order. */
  clock?: Clock;
}

/** What the jobs of the warehouse services share: the answers, reading orders, telling the customer. */
export function warehouseParts(deps: WarehouseServiceDeps) {
  const { urls } = deps;
  const today = () => companyDate((deps.clock ?? (() => new Date()))());

  function present(viewer: Viewer, row: q.OrderRow, details: Awaited<ReturnType<typeof q.detailsOf>>): ServiceOrder {
    const o = row.order;
    const takerName = `${row.takerFirstName ?? ''} ${row.takerLastName ?? ''}`.trim();
    return {
      id: o.id,
      service: o.kind,
      service_name: TASK_KIND_NAMES[o.kind],
      status: o.status,
      status_name: serviceStatusName(o.kind, o.status),
      options: o.options,
      price: o.priceCents === null ? null : usd(o.priceCents),
      parcel:
        row.parcel && row.parcel.id !== null
          ? {
              id: row.parcel.id,
              name: row.parcel.name,
              track_number: row.parcel.trackNumber,
              status: { id: row.parcel.statusId, name: row.parcelStatusName ?? '' },
            }
          : null,
      parcels: details.children
        .filter((child) => child.orderId === o.id)
        .map((child) => ({
          id: child.id,
          name: child.name,
          track_number: child.trackNumber,
          status: { id: child.statusId, name: child.statusName },
          weight: child.weight,
          items: child.items,
          scanned: child.scannedAt !== null,
        })),
      warehouse: { id: o.warehouseId, name: row.warehouseName },
      client: {
        id: row.client.id,
        unique_id: row.client.clientCode,
        first_name: row.client.firstName,
        last_name: row.client.lastName,
      },
      // Orders are answered to their customer and the staff only: the label and photos are theirs to see.
      label: o.labelFileId ? urls.privateFile(o.labelFileId) : null,
      note: o.note,
      photos: details.photos.filter((photo) => photo.orderId === o.id).map((photo) => urls.privateFile(photo.fileId)),
      weight: o.resultWeight,
      reason: o.reason,
      taken_by: canSeeWhoWorks(viewer) && o.takenBy !== null ? { id: o.takenBy, name: takerName } : null,
      taken_at: o.takenAt?.toISOString() ?? null,
      completed_at: o.completedAt?.toISOString() ?? null,
      created_at: o.createdAt.toISOString(),
    };
  }

  /** A page of orders as answered, their parcels and photos read at once. */
  async function page(
    db: DbOrTx,
    viewer: Viewer,
    filters: q.OrderFilters,
    request: PageRequest,
  ): Promise<ListPage<ServiceOrder>> {
    const rows = await q.listOrders(db, filters, request, (row) => row);
    const details = await q.detailsOf(
      db,
      rows.items.map((row) => row.order.id),
    );
    return { ...rows, items: rows.items.map((row) => present(viewer, row, details)) };
  }

  /** One order as answered (after a change, in its transaction). */
  async function one(db: DbOrTx, viewer: Viewer, id: number): Promise<ServiceOrder> {
    const [order] = (await page(db, viewer, { id }, { page: 1, page_size: 1 })).items;
    if (!order) throw notYours(SERVICE_MSG.notFound);
    return order;
  }

  /**
   * The customer hears of their task in the app, by mail and in Telegram (by their choice), in the
   * change's transaction; `text` is written in their language.
   */
  async function tell(work: Work, order: q.OrderRecord, parcelId: number, text: () => { title: string; description: string }) {
    const owner = await q.ownerOf(work.tx, order.userId);
    if (!owner) return;
    await deps.notifications.notifyParcelOwners(work, [{ owner, parcelId, text }]);
  }

  return { ...deps, today, page, one, tell };
}

export type WarehouseParts = ReturnType<typeof warehouseParts>;
