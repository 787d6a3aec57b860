import {
  CONSOLIDATION_MSG,
  type ConsolidationEstimate,
  consolidationEstimate,
  MAX_CONSOLIDATED_PARCELS,
  PARCEL_STATUS,
  type Parcel,
  routeTerms,
  SERVICE_KINDS,
  type ServiceKind,
  servicePrice,
  type TariffTerms,
} from '@kerben/domain';

// What the customer sees before confirming a service or a consolidation: the prices by the tariff
// in force (the server prices the order by the same rule when it is made), and why a selection
// cannot go into one box, in the server's own words.

/** Services are ordered on a parcel waiting at the warehouse (a box the warehouse made is one too). */
export const takesServices = (parcel: Pick<Parcel, 'status' | 'consolidated_into'>) =>
  parcel.status.id === PARCEL_STATUS.received && parcel.consolidated_into === null;

export interface ServiceOffer {
  kind: ServiceKind;
  /** Cents; undefined: not offered for this parcel (a check from a country without a price, insurance without a declared value). */
  cents: number | undefined;
}

/** Each service with its price for this parcel by the tariff's terms. */
export function serviceOffers(terms: Pick<TariffTerms, 'services' | 'insurance'>, parcel: Parcel): ServiceOffer[] {
  const facts = { originCountryId: parcel.country_of_origin?.id ?? null, items: parcel.items };
  return SERVICE_KINDS.map((kind) => ({ kind, cents: servicePrice(terms, kind, facts) }));
}

type Combinable = Pick<Parcel, 'id' | 'name' | 'track_number' | 'status' | 'warehouse' | 'address' | 'consolidated_into'> & {
  country_of_destination: { id: number } | null;
};

/**
 * Why these parcels cannot be combined, or null when they can: two to twenty parcels waiting at one
 * warehouse for one destination and one address. The server checks the rest (shipments, open
 * orders, invoices) and answers each with its message.
 */
export function selectionProblem(parcels: readonly Combinable[]): string | null {
  if (parcels.length < 2) return CONSOLIDATION_MSG.parcelsRequired;
  if (parcels.length > MAX_CONSOLIDATED_PARCELS) return CONSOLIDATION_MSG.tooMany;
  const waiting = parcels.find((parcel) => !takesServices(parcel));
  if (waiting) return CONSOLIDATION_MSG.notWaiting(waiting, waiting.status.name);
  const distinct = (pick: (parcel: Combinable) => unknown) => new Set(parcels.map(pick)).size > 1;
  if (distinct((parcel) => parcel.warehouse)) return CONSOLIDATION_MSG.otherWarehouses;
  if (distinct((parcel) => parcel.country_of_destination?.id ?? null)) return CONSOLIDATION_MSG.otherDestinations;
  if (distinct((parcel) => parcel.address)) return CONSOLIDATION_MSG.otherAddresses;
  return null;
}

export interface BoxPreview extends ConsolidationEstimate {
  /** What one box saves against the separate parcels (cents; negative: it costs more). */
  savingCents: number | undefined;
}

/** The separate parcels' delivery against about what one box of their weight costs, by the tariff's route. */
export function boxPreview(parcels: readonly Parcel[], terms: Pick<TariffTerms, 'routes'>): BoxPreview {
  const [first] = parcels;
  const route = first ? routeTerms(terms, first.country_of_origin?.id, first.country_of_destination?.id) : undefined;
  const estimate = consolidationEstimate(parcels, route);
  return {
    ...estimate,
    savingCents: estimate.boxCents === undefined ? undefined : estimate.separateCents - estimate.boxCents,
  };
}
