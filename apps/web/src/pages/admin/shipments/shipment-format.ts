import { countryName, type Named, warehouseName } from '@kerben/domain';
import { formatDate, formatPrice } from '../../../components/parcels/parcel-format';

// How a shipment's numbers read on its pages.

/** Kilograms with up to three decimals: '42.5'. */
export const kilograms = (weight: number) => String(Math.round(weight * 1000) / 1000);

export { formatDate, formatPrice };

/** 'Чикаго → Кыргызстан'. */
export const routeOf = (shipment: { warehouse: Named; country_of_destination: Named }) =>
  `${warehouseName(shipment.warehouse.id, shipment.warehouse.name)} → ${countryName(shipment.country_of_destination.id, shipment.country_of_destination.name)}`;
