import { type ExpectedEventKind, type EXPECTED_MSG as RU_EXPECTED_MSG, WITHDRAWAL_RETURN_MINUTES } from '../../expected';
import type { MessageTranslation } from '../translation';

export const EXPECTED_MSG: MessageTranslation<typeof RU_EXPECTED_MSG> = {
  trackingRequired: 'Трек-номерди киргизиңиз',
  trackingTooLong: 'Трек-номер 100 белгиден ашпашы керек',
  courierRequired: 'Курьердик кызматты тандаңыз',
  courierInvalid: 'Курьердик кызматты тизмеден тандаңыз',
  originRequired: 'Жөнөтүү өлкөсүн тандаңыз: кампа ошол боюнча тандалат',
  originInvalid: 'Жөнөтүү өлкөсүн тизмеден тандаңыз',
  originWarehouseClosed: 'Бул өлкөнүн кампасы азыр посылкаларды кабыл албайт. Бизге жазыңыз, эмне кылуу керектигин айтып беребиз',
  destinationInvalid: 'Жеткирүү өлкөсүн тизмеден тандаңыз',
  warehouseRequired: 'Кампаны тандаңыз',
  warehouseInvalid: 'Кампа табылган жок',
  addressInvalid: 'Даректи тизмеден тандаңыз',
  addressNotOwners: 'Бул дарек кардарга таандык эмес',
  userRequired: 'Кардарды тандаңыз',
  userNotFound: 'Кардар табылган жок',
  notFound: 'Күтүлгөн посылка табылган жок',
  alreadyReceived: 'Бул посылка кампага кабыл алынып калган',
  alreadyAnnounced: 'Бул трек-номери бар посылка күтүлгөн посылкаларыңыздын арасында бар',
  clientAlreadyAnnounced: 'Бул трек-номери бар посылка кардардын күтүлгөн посылкаларынын арасында бар',
  trackingInvalid: 'Трек-номерди киргизиңиз',
};

/** What each history line says. */
export const EXPECTED_HISTORY: Record<ExpectedEventKind, string> = {
  announced: 'Кардар посылканы күтүлгөн посылка катары кошту',
  withdrawn: 'Оператор күтүлгөн посылканы өчүрдү',
  returned: `Өчүрүлгөндөн кийин ${WITHDRAWAL_RETURN_MINUTES} мүнөттүн ичинде бул трек-номери бар посылка кабыл алынган жок: күтүлгөн посылка тизмеге кайтты`,
  received: 'Посылка кампага кабыл алынды',
};
