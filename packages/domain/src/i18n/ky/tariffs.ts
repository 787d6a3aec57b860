import type { TARIFF_MSG as RU_TARIFF_MSG } from '../../tariffs';
import type { MessageTranslation } from '../translation';

export const TARIFF_MSG: MessageTranslation<typeof RU_TARIFF_MSG> = {
  effectiveFromRequired: 'Тарифтер күчүнө кире турган датаны көрсөтүңүз',
  effectiveFromPast: 'Жаңы тарифтер бүгүндөн же андан кийин күчүнө кирет, артка карай эмес',
  nothingToChange: 'Эмнени өзгөртүү керектигин көрсөтүңүз: маршруттарды, кызматтарды, камсыздандырууну же сактоону',
  originInvalid: 'Жөнөтүү өлкөсүн тизмеден тандаңыз',
  destinationInvalid: 'Жеткирүү өлкөсүн тизмеден тандаңыз',
  routeRepeated: 'Бул маршрут эки жолу көрсөтүлгөн',
  routesRequired: 'Жок дегенде бир маршрут көрсөтүңүз',
  centsInvalid: 'Сумма центтер менен: 0дөн 10 000 000го чейинки бүтүн сан',
  divisorInvalid: 'Көлөмдүк салмактын бөлүүчүсү: 1000ден 20 000ге чейинки бүтүн сан',
  daysInvalid: 'Жеткирүү мөөнөтү: 0дөн 365ке чейинки күндөрдүн бүтүн саны',
  daysOrder: '«Чейин» мөөнөтү «баштап» мөөнөтүнөн кем эмес; экөө тең көрсөтүлөт же экөө тең бош калат',
  commissionInvalid: 'Базистик пункттар менен комиссия: 0дөн 10 000ге чейинки бүтүн сан (1000 = 10 %)',
  qualityCheckInvalid: 'Сапатын текшерүү: ар бир жөнөтүү өлкөсү үчүн баа',
  insuranceOrder: 'Камсыздандыруунун деңгээлдери нарктын өсүшү боюнча жүрөт, акыркысы — «жогору» (жогорку чеги жок)',
  warehouseInvalid: 'Кампаны тизмеден тандаңыз',
  warehouseRepeated: 'Бул кампа эки жолу көрсөтүлгөн',
  warehouseNotFound: 'Кампа табылган жок',
  freeDaysInvalid: 'Акысыз сактоо: 0дөн 365ке чейинки күндөрдүн бүтүн саны',
  historyInvalid: '1 же 0 күтүлөт',
};
