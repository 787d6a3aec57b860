import { z } from 'zod';
import { localized } from './i18n/localize';
import { MSG } from './messages';
import { ROLES } from './users';

// The audit log (/admin/audit, GET /api/audit/): every write by an admin or an operator.

export const AUDIT_PAGE_SIZE = 20;

export const AUDIT_MSG = /* @__PURE__ */ localized('AUDIT_MSG', {
  dateInvalid: 'Дата в формате ГГГГ-ММ-ДД',
  actionInvalid: 'Некорректное действие',
} as const);

/** What the records of the log are, as the filter and the table name them. */
export const AUDIT_ENTITIES = /* @__PURE__ */ localized('AUDIT_ENTITIES', {
  user: 'Пользователь',
  address: 'Адрес',
  parcel: 'Посылка',
  expected_parcel: 'Ожидаемая посылка',
  warehouse: 'Склад',
  shipment: 'Отправка',
  shipment_parcel: 'Посылка в отправке',
  purchase: 'Заявка на выкуп',
  file: 'Файл',
  catalog_category: 'Категория каталога',
  site: 'Магазин',
  company: 'Логотип компании',
  product: 'Товар',
  board_category: 'Категория доски',
  board_item: 'Объявление',
  notification: 'Уведомление',
  contact: 'Адрес склада',
  customs_settings: 'Таможенные настройки',
  outside_request: 'Заявка вне штата',
  card: 'Карта',
  tariff: 'Тариф',
  exchange_rate: 'Курс валют',
  storage_terms: 'Условия хранения',
  ledger_entry: 'Запись журнала оплат',
  invoice: 'Счёт',
  payment: 'Платёж',
  handover_code: 'Код выдачи',
  online_payment: 'Онлайн-платёж',
  service_order: 'Заказ услуги склада',
  service_order_parcel: 'Посылка в объединении',
  service_order_photo: 'Фото заказа услуги',
} as const);
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

export const AUDIT_VERBS: Record<string, string> = /* @__PURE__ */ localized('AUDIT_VERBS', {
  create: 'создание',
  update: 'изменение',
  delete: 'удаление',
  send_reset: 'код сброса пароля',
  email_change_requested: 'смена почты: код отправлен',
  email_changed: 'смена почты: подтверждена',
  resend: 'отправлен заново',
  handover: 'выдача посылки',
});

const isoDay = z
  .string({ error: () => AUDIT_MSG.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => AUDIT_MSG.dateInvalid })
  .refine((day) => !Number.isNaN(Date.parse(day)), { error: () => AUDIT_MSG.dateInvalid });
const blankIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** GET /api/audit/ filters: who (actor), what (entity, action), which record (entity + entity_id), a period (days, inclusive). */
export const auditFilters = z.object({
  actor: blankIsNone(
    z.coerce
      .number({ error: () => MSG.idInvalid })
      .int({ error: () => MSG.idInvalid })
      .min(1, { error: () => MSG.idInvalid })
      .max(2_147_483_647, { error: () => MSG.idInvalid }),
  ),
  entity: blankIsNone(
    z.enum(Object.keys(AUDIT_ENTITIES) as [AuditEntity, ...AuditEntity[]], { error: () => AUDIT_MSG.actionInvalid }),
  ),
  entity_id: blankIsNone(
    z.coerce
      .number({ error: () => MSG.idInvalid })
      .int({ error: () => MSG.idInvalid })
      .min(1, { error: () => MSG.idInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: () => MSG.idInvalid }),
  ),
  action: blankIsNone(
    z
      .string()
      .trim()
      .max(60, { error: () => AUDIT_MSG.actionInvalid })
      .regex(/^[a-z_.]+$/, { error: () => AUDIT_MSG.actionInvalid }),
  ),
  date_from: blankIsNone(isoDay),
  date_to: blankIsNone(isoDay),
});
export type AuditFilters = z.input<typeof auditFilters>;

export const auditEntryResponse = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().nullable(),
  actor_role: z.enum(ROLES),
  /** The actor's client code and name, or null once their account is deleted. */
  actor_code: z.string().nullable(),
  actor_name: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntryResponse>;
