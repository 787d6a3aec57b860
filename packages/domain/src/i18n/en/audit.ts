import type { AUDIT_ENTITIES as RU_AUDIT_ENTITIES, AUDIT_MSG as RU_AUDIT_MSG } from '../../audit';
import type { MessageTranslation } from '../translation';

export const AUDIT_MSG: MessageTranslation<typeof RU_AUDIT_MSG> = {
  dateInvalid: 'Date as YYYY-MM-DD',
  actionInvalid: 'Invalid action',
};

export const AUDIT_ENTITIES: MessageTranslation<typeof RU_AUDIT_ENTITIES> = {
  user: 'User',
  address: 'Address',
  parcel: 'Parcel',
  expected_parcel: 'Expected parcel',
  warehouse: 'Warehouse',
  shipment: 'Shipment',
  shipment_parcel: 'Parcel in a shipment',
  purchase: 'Buy-out request',
  file: 'File',
  catalog_category: 'Catalog category',
  site: 'Shop',
  company: 'Company logo',
  product: 'Product',
  board_category: 'Board category',
  board_item: 'Announcement',
  notification: 'Notification',
  contact: 'Warehouse address',
  customs_settings: 'Customs settings',
  outside_request: 'Out-of-state request',
  card: 'Card',
  tariff: 'Tariff',
  exchange_rate: 'Exchange rate',
  storage_terms: 'Storage terms',
  ledger_entry: 'Payment log entry',
  invoice: 'Invoice',
  payment: 'Payment',
  handover_code: 'Handover code',
  online_payment: 'Online payment',
  service_order: 'Warehouse service order',
  service_order_parcel: 'Parcel in a consolidation',
  service_order_photo: 'Service order photo',
};

export const AUDIT_VERBS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  send_reset: 'password reset code',
  email_change_requested: 'email change: code sent',
  email_changed: 'email change: confirmed',
  resend: 'sent again',
  handover: 'parcel handover',
};
