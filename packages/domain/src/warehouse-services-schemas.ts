import { z } from 'zod';
import { declaredItemResponse } from './declarations-schemas';
import { idField, optionalText, requiredText } from './fields';
import type { LazyMessage } from './i18n/localize';
import { moneyResponse } from './money-schemas';
import { namedResponse } from './reference-schemas';
import {
  CONSOLIDATION_MSG,
  MAX_CONSOLIDATED_PARCELS,
  SERVICE_KINDS,
  SERVICE_MSG,
  SERVICE_STATUSES,
  TASK_KINDS,
  TASK_MOVES,
} from './warehouse-services';

// The schemas of warehouse services' requests and answers (the rules are in warehouse-services.ts).

// ---- Requests

/** A flag typed into a form: true/false, or their text in a multipart body. */
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: () => SERVICE_MSG.flagInvalid }),
);

/** An object sent as JSON, or as its JSON text (a multipart body sends it as one field). */
const jsonObject = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

export const serviceOptionsSchema = z.strictObject(
  {
    /** What the customer asks the warehouse to look at or do. */
    comment: optionalText(500).optional(),
    /** Repacking: throw away the shoe boxes, wrap in bubble wrap. */
    remove_shoe_boxes: flag.optional(),
    bubble_wrap: flag.optional(),
  },
  { error: () => SERVICE_MSG.optionsInvalid },
);
export type ServiceOptions = z.output<typeof serviceOptionsSchema>;

/** POST /api/warehouses/product/{id}/services/ (the prepaid label of a return is added by the server, as a file). */
export const serviceOrderSchema = z.object({
  service: z.enum(SERVICE_KINDS, { error: () => SERVICE_MSG.serviceInvalid }),
  options: jsonObject(serviceOptionsSchema).default({}),
});
export type ServiceOrderInput = z.input<typeof serviceOrderSchema>;

/** A measure an operator types: a number, or its text with a dot or a comma. */
const measure = (message: LazyMessage) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(',', '.') || undefined : value),
    z.coerce.number({ error: message }).positive({ error: message }).max(100_000, { error: message }),
  );

/** PATCH /api/services/{id}/'s fields (the server adds the photos). */
export const taskUpdateFields = z.object({
  status: z.enum(TASK_MOVES, { error: () => SERVICE_MSG.statusInvalid }),
  note: optionalText(1000).optional(),
  reason: optionalText(500).optional(),
  /** The parcel's weight after the work (repacked): it is charged by it. */
  weight: measure(() => CONSOLIDATION_MSG.weightInvalid).optional(),
});

/** A task declined says why: the customer reads it. */
export const declineNeedsReason = <T extends z.ZodType<{ status: string; reason?: string }>>(schema: T) =>
  schema.refine((value) => value.status !== 'declined' || Boolean(value.reason), {
    path: ['reason'],
    error: () => SERVICE_MSG.reasonRequired,
  });

/** PATCH /api/services/{id}/: an operator takes a task, finishes it (the result) or declines it (the reason). */
export const taskUpdateSchema = declineNeedsReason(taskUpdateFields);
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

/** POST /api/consolidations/: the parcels to combine and whether their own boxes go. */
export const consolidationSchema = z.object({
  parcel_ids: z
    .array(
      idField(() => CONSOLIDATION_MSG.parcelsInvalid),
      { error: () => CONSOLIDATION_MSG.parcelsRequired },
    )
    .min(2, { error: () => CONSOLIDATION_MSG.parcelsRequired })
    .max(MAX_CONSOLIDATED_PARCELS, { error: () => CONSOLIDATION_MSG.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: () => CONSOLIDATION_MSG.parcelRepeated }),
  options: z
    .strictObject(
      {
        /** Take every parcel out of its own box (a smaller box, fewer kilograms). */
        remove_boxes: flag.optional(),
        comment: optionalText(500).optional(),
      },
      { error: () => SERVICE_MSG.optionsInvalid },
    )
    .default({}),
});
export type ConsolidationInput = z.input<typeof consolidationSchema>;

/** POST /api/consolidations/{id}/scan/: a child scanned into the box. */
export const consolidationScanSchema = z.object({
  track_number: requiredText(100, { required: () => CONSOLIDATION_MSG.trackRequired }),
});

/** POST /api/consolidations/{id}/complete/: the box weighed and measured. */
export const consolidationCompleteSchema = z.object({
  weight: measure(() => CONSOLIDATION_MSG.weightInvalid),
  length: measure(() => CONSOLIDATION_MSG.sizeInvalid),
  width: measure(() => CONSOLIDATION_MSG.sizeInvalid),
  height: measure(() => CONSOLIDATION_MSG.sizeInvalid),
});
export type ConsolidationCompleteInput = z.input<typeof consolidationCompleteSchema>;

// ---- Answers

const taskParcel = z.object({ id: z.number(), name: z.string(), track_number: z.string(), status: namedResponse });

/** An order or a consolidation, as its customer and the warehouse see it. */
export const serviceOrderResponse = z.object({
  id: z.number(),
  service: z.enum(TASK_KINDS),
  service_name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  status_name: z.string(),
  options: z.object({
    comment: z.string().optional(),
    remove_shoe_boxes: z.boolean().optional(),
    bubble_wrap: z.boolean().optional(),
    remove_boxes: z.boolean().optional(),
    /** Insurance: the declared value it covers (cents), as it was when ordered. */
    declared_value_cents: z.number().optional(),
  }),
  /** By the tariff when ordered; charged when done (insurance: when the parcel ships). Null for a consolidation (the box is charged its delivery). */
  price: moneyResponse.nullable(),
  /** The parcel the service is for; of a consolidation, the box once it is made. */
  parcel: taskParcel.nullable(),
  /** A consolidation's parcels, each with whether it was scanned into the box. */
  parcels: z.array(
    taskParcel.extend({ weight: z.number().nullable(), items: z.array(declaredItemResponse), scanned: z.boolean() }),
  ),
  warehouse: namedResponse,
  client: z.object({ id: z.number(), unique_id: z.string(), first_name: z.string(), last_name: z.string() }),
  /** The shop's prepaid return label: a private, short-lived signed link. */
  label: z.string().nullable(),
  /** The warehouse's result: its note, photos (signed links) and the weight it found. */
  note: z.string(),
  photos: z.array(z.string()),
  weight: z.number().nullable(),
  /** Why the warehouse declined it (the customer reads it). */
  reason: z.string(),
  /** Who works on it (operators and admins see it; customers get null). */
  taken_by: namedResponse.nullable(),
  taken_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ServiceOrder = z.infer<typeof serviceOrderResponse>;
