import type { AUDIT_ENTITIES as RU_AUDIT_ENTITIES, AUDIT_MSG as RU_AUDIT_MSG } from '../../audit';
import type { MessageTranslation } from '../translation';

export const AUDIT_MSG: MessageTranslation<typeof RU_AUDIT_MSG> = {
  dateInvalid: 'Дата ЖЖЖЖ-АА-КК форматында',
  actionInvalid: 'Аракет туура эмес',
};

export const AUDIT_ENTITIES: MessageTranslation<typeof RU_AUDIT_ENTITIES> = {
  user: 'Колдонуучу',
  address: 'Дарек',
  parcel: 'Посылка',
  expected_parcel: 'Күтүлгөн посылка',
  warehouse: 'Кампа',
  shipment: 'Жөнөтүү',
  shipment_parcel: 'Жөнөтүүдөгү посылка',
  purchase: 'Сатып алып берүүгө өтүнмө',
  file: 'Файл',
  catalog_category: 'Каталогдун категориясы',
  site: 'Дүкөн',
  company: 'Компаниянын логотиби',
  product: 'Товар',
  board_category: 'Жарыялар тактасынын категориясы',
  board_item: 'Жарыя',
  notification: 'Билдирүү',
  contact: 'Кампанын дареги',
  customs_settings: 'Бажы жөндөөлөрү',
  outside_request: 'Башка штаттан өтүнмө',
  card: 'Карта',
  tariff: 'Тариф',
  exchange_rate: 'Валюта курсу',
  storage_terms: 'Сактоо шарттары',
  ledger_entry: 'Төлөмдөр журналындагы жазуу',
  invoice: 'Эсеп',
  payment: 'Төлөм',
  handover_code: 'Берүү коду',
  online_payment: 'Онлайн-төлөм',
  service_order: 'Кампанын кызматына буйрутма',
  service_order_parcel: 'Бириктирүүдөгү посылка',
  service_order_photo: 'Кызмат буйрутмасынын сүрөтү',
};

export const AUDIT_VERBS: Record<string, string> = {
  create: 'түзүү',
  update: 'өзгөртүү',
  delete: 'өчүрүү',
  send_reset: 'сырсөздү калыбына келтирүү коду',
  email_change_requested: 'почтаны өзгөртүү: код жөнөтүлдү',
  email_changed: 'почтаны өзгөртүү: ырасталды',
  resend: 'кайра жөнөтүлдү',
  handover: 'посылканы берүү',
};
