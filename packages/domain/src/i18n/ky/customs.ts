import type { CUSTOMS_MSG as RU_CUSTOMS_MSG } from '../../customs';
import type { MessageTranslation } from '../translation';

export const CUSTOMS_MSG: MessageTranslation<typeof RU_CUSTOMS_MSG> = {
  valueLimitInvalid: 'Бажы алымысыз нарктын чеги — 0дөн 100 000 €го чейинки сан',
  weightLimitInvalid: 'Бажы алымысыз салмактын чеги — 0дөн 1 000 кгга чейинки сан',
  rateInvalid: 'Бажы алымынын ставкасы — 0дөн 100 %га чейинки сан',
  perKgInvalid: 'Килограмм үчүн минимум — 0дөн 1 000 €го чейинки сан',
  usdToEurInvalid: 'Доллардын еврого карата курсу — 0дөн чоң жана 10дон ашпаган сан, үтүрдөн кийин төрт белгиге чейин',
  nothingToChange: 'Эмнени өзгөртүү керектигин көрсөтүңүз',
};
