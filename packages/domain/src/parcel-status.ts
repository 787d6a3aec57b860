// The parcel statuses' fixed ids (DESIGN.md section 5), in a module without zod: the public
// tracking widget reads them without pulling the schemas into the home page.
export const PARCEL_STATUS = {
  received: 6,
  inTransit: 5,
  atPickupPoint: 4,
  sentByCourier: 3,
  delivered: 7,
} as const;
