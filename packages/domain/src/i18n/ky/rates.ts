import type { RATES_MSG as RU_RATES_MSG } from '../../rates';
import type { MessageTranslation } from '../translation';

export const RATES_MSG: MessageTranslation<typeof RU_RATES_MSG> = {
  dateInvalid: 'Датаны ЖЖЖЖ-АА-КК форматында киргизиңиз',
  usdKgsInvalid: 'Доллардын сом менен курсу: 0дөн чоң сан, үтүрдөн кийин алты белгиге чейин',
  usdRubInvalid: 'Доллардын рубль менен курсу: 0дөн чоң сан, үтүрдөн кийин алты белгиге чейин',
  nothingToChange: 'Сомдун же рублдун курсун көрсөтүңүз',
  futureDate: 'Курс бүгүнкү же өткөн күнгө коюлат',
  noEarlierRate: 'Бул датага курс али болгон эмес: эки курсту тең көрсөтүңүз',
};
