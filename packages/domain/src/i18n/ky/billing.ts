import type { CARD_MSG as RU_CARD_MSG } from '../../billing';
import type { MessageTranslation } from '../translation';

export const CARD_MSG: MessageTranslation<typeof RU_CARD_MSG> = {
  numberRequired: 'Картанын номерин киргизиңиз',
  numberInvalid: 'Картанын номери туура эмес',
  endDateRequired: 'Картанын жарактуулук мөөнөтүн киргизиңиз',
  endDateInvalid: 'Жарактуулук мөөнөтү АА-ЖЖЖЖ форматында',
  monthInvalid: 'Ай туура эмес',
  expired: 'Картанын жарактуулук мөөнөтү бүттү',
  holderRequired: 'Карта ээсинин атын киргизиңиз',
  cvvRequired: 'CVV киргизиңиз',
  cvvInvalid: 'CVV туура эмес',
  notFound: 'Карта табылган жок',
  maskedNotSaved: 'Бул сакталган картанын номери эмес: жаңы номерди толук киргизиңиз',
};
