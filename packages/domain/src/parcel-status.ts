// The fixed ids of parcel statuses and countries (docs/product.md#reference-data), in a module without zod:
// the public tracking widget and calculator read them without pulling the schemas into the page.
export const PARCEL_STATUS = {
  received: 6,
  inTransit: 5,
  atPickupPoint: 4,
  sentByCourier: 3,
  delivered: 7,
} as const;

export const COUNTRY = {
  usaChicago: 3,
  usaDelaware: 10,
  turkeyIstanbul: 4,
  kyrgyzstan: 8,
  russia: 9,
} as const;
