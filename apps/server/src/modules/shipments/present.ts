import {
  type CustomsRule,
  countryName,
  declaredGoods,
  parcelStatusName,
  SHIPMENT_STATUS_NAMES,
  SHIPMENT_TRANSITIONS,
  type Shipment,
  type ShipmentParcel,
} from '@kerben/domain';
import type * as q from './queries';

// The answers about shipments.

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A shipment as its list and page show it, with its parcels' totals. */
export function present(row: q.ShipmentRow, totals: q.Totals): Shipment {
  const s = row.shipment;
  return {
    id: s.id,
    number: s.number,
    carrier: s.carrier,
    warehouse: { id: s.warehouseId, name: row.warehouseName },
    country_of_destination: { id: s.destinationCountryId, name: countryName(s.destinationCountryId, row.destinationName) },
    departure_date: s.departureDate,
    comment: s.comment,
    status: { id: s.status, name: SHIPMENT_STATUS_NAMES[s.status] },
    next_statuses: [...SHIPMENT_TRANSITIONS[s.status]],
    totals: {
      parcels: totals.parcels,
      weight_kg: round(totals.weightKg, 3),
      declared_value_usd: round(totals.declaredValueUsd, 2),
    },
    created_at: s.createdAt.toISOString(),
    sent_at: s.sentAt?.toISOString() ?? null,
    arrived_at: s.arrivedAt?.toISOString() ?? null,
  };
}

/** A parcel of a shipment as its page and the manifest show it. */
export function presentParcel(row: q.ShipmentParcelRow, rule: CustomsRule): ShipmentParcel {
  return {
    id: row.id,
    name: row.name,
    track_number: row.trackNumber,
    unique_id_user: row.clientCode,
    recipient: row.addressName ?? row.clientName,
    weight: row.weight,
    status: { id: row.statusId, name: parcelStatusName(row.statusId, row.statusName) },
    ...declaredGoods(row.items, { weight_kg: row.weight, destination: row.destinationCountryId }, rule),
    added_at: row.addedAt.toISOString(),
  };
}
