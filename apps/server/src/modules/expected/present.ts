import {
  type AdminExpectedParcel,
  type CustomsRule,
  courierName,
  declaredGoods,
  type ExpectedParcel,
  namedCountry,
} from '@kerben/domain';
import { presentAddress } from '../addresses';
import { presentClientName } from '../users';
import type * as q from './queries';
import { historyOf, isWithdrawn, returnedAt } from './rules';

// The answers about announcements: the customer's, and the operators' with more beside it.

/** An announcement as answered; its duty by the declared value alone (it is not weighed yet). */
export function present(row: q.ExpectedRow, rule: CustomsRule): ExpectedParcel {
  const e = row.expected;
  return {
    id: e.id,
    tracking_number: e.trackingNumber,
    courier_service: e.courierId,
    courier_service_detail: { id: e.courierId, name: courierName(e.courierId, row.courierName) },
    warehouse: e.warehouseId,
    warehouse_detail: { id: e.warehouseId, name: row.warehouseName },
    country_of_origin: e.originCountryId,
    country_of_origin_detail: namedCountry(e.originCountryId, row.originName),
    country_of_destination: e.destinationCountryId,
    country_of_destination_detail: namedCountry(e.destinationCountryId, row.destinationName),
    address: e.addressId,
    address_detail: row.address ? presentAddress(row.address) : null,
    comments: e.comments,
    user: row.owner.id,
    user_detail: presentClientName(row.owner),
    received: e.parcelId !== null,
    parcel: e.parcelId !== null ? { id: e.parcelId } : null,
    created_at: e.createdAt.toISOString(),
    ...declaredGoods(e.items, { destination: e.destinationCountryId }, rule),
  };
}

/**
 * Operators get the client as the profile object the original API nested in their list, whether
 * another open announcement has the same number, and what became of an operator's delete.
 */
export function presentToOperator(row: q.ExpectedRow, rule: CustomsRule, now: Date): AdminExpectedParcel {
  const { owner, expected } = row;
  const back = returnedAt(expected, now);
  return {
    ...present(row, rule),
    user: {
      ...presentClientName(owner),
      email: owner.email,
      avatar: null,
      phone_number: owner.phoneNumber,
      front_image: null,
      back_image: null,
      created_at: owner.createdAt.toISOString(),
      user_address: owner.address,
    },
    conflict: row.conflict,
    withdrawn: isWithdrawn(expected, now),
    returned_at: back ? back.toISOString() : null,
    history: historyOf(expected, now),
  };
}
