import type { Role, USERS_MSG as RU_USERS_MSG } from '../../users';
import type { MessageTranslation } from '../translation';
import { MSG } from './messages';

export const USERS_MSG: MessageTranslation<typeof RU_USERS_MSG> = {
  idsRequired: 'Колдонуучуларды тандаңыз',
  idsInvalid: 'Колдонуучулардын тизмеси туура эмес',
  idsMissing: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Колдонуучу табылган жок' : 'Колдонуучулар табылган жок'}: ${ids.join(', ')}. Эч нерсе өзгөртүлгөн жок.`,
  cannotDeleteSelf: 'Өзүңүздү өчүрө албайсыз. Эч нерсе өчүрүлгөн жок.',
  cannotDeleteAdmin: (code: string) => `#${code} — администратор: администраторду өчүрүүгө болбойт. Эч нерсе өчүрүлгөн жок.`,
  cannotDeleteHeld: (code: string, holders: readonly string[]) =>
    `${MSG.deleteRefused(holders, `#${code}`)} Эч нерсе өчүрүлгөн жок.`,
  cannotChangeOwnRole: 'Өзүңүздүн ролуңузду өзгөртө албайсыз',
  isAdminRequired: 'Администратор кылып дайындоону же укуктарын алууну көрсөтүңүз',
  roleRequired: 'Ролду тандаңыз',
  roleInvalid: 'Роль: кардар, оператор же администратор',
  roleFilterInvalid: 'Роль: customer, operator, admin же staff',
  lastAdmin: 'Акыркы администратордун укуктарын алууга болбойт. Эч нерсе өзгөртүлгөн жок.',
  resetSent: (email: string) => `Сырсөздү калыбына келтирүү коду ${email} дарегине жөнөтүлдү`,
  emailChangeSent: (email: string) => `Ырастоо коду ${email} дарегине жөнөтүлдү. Код киргизилгенде дарек өзгөрөт.`,
  emailChanged: (email: string) => `Почта дареги ${email} дарегине өзгөртүлдү`,
  emailSame: 'Бул аккаунттун дареги ушул эле',
  emailChangeCodeWrong: 'Код туура эмес же мөөнөтү өтүп кеткен',
  emailChangeByCode: 'Дарек жаңы дарекке жөнөтүлгөн код менен өзгөртүлөт: колдонуучунун карточкасындагы «Почтаны өзгөртүү»',
  staffEmailOwnOnly:
    'Кызматкердин (оператордун же администратордун) почтасын өзү гана өзгөртөт: өз жөндөөлөрүнүн «Почта» өтмөгүндө, сырсөзү жана жаңы дарекке келген код менен',
};

export const ROLE_LABELS: Record<Role, string> = { customer: 'Кардар', operator: 'Оператор', admin: 'Администратор' };
