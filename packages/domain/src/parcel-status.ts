// The fixed ids of parcel statuses and countries (docs/product.md#reference-data), in a module without zod:
// the public tracking widget and calculator read them without pulling the schemas into the page.
export const PARCEL_STATUS = {
  received: 6,
  inTransit: 5,
  atPickupPoint: 4,
  sentByCourier: 3,
  delivered: 7,
  /** Combined into a box with other parcels (the box is a parcel of its own): final. */
  combined: 8,
  /** Given back to the shop with its prepaid label: final. */
  returned: 9,
} as const;

/** Statuses a parcel never leaves: it is not waiting, travelling or counted among the parcels in the works. */
export const FINAL_PARCEL_STATUSES: readonly number[] = [PARCEL_STATUS.delivered, PARCEL_STATUS.combined, PARCEL_STATUS.returned];

/** Statuses only their own flow gives a parcel (a consolidation, a return), never an edit by hand. */
export const FLOW_ONLY_PARCEL_STATUSES: readonly number[] = [PARCEL_STATUS.combined, PARCEL_STATUS.returned];

export const COUNTRY = {
  usaChicago: 3,
  usaDelaware: 10,
  turkeyIstanbul: 4,
  kyrgyzstan: 8,
  russia: 9,
} as const;
