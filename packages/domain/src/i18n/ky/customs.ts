import type { CUSTOMS_MSG as RU_CUSTOMS_MSG } from '../../customs';
import type { MessageTranslation } from '../translation';

export const CUSTOMS_MSG: MessageTranslation<typeof RU_CUSTOMS_MSG> = {
  valueLimitInvalid: 'Бажы алымысыз нарктын чеги — 0 менен 100 000 € ортосундагы сан',
  weightLimitInvalid: 'Бажы алымысыз салмактын чеги — 0 менен 1 000 кг ортосундагы сан',
  rateInvalid: 'Бажы алымынын ставкасы — 0 менен 100 % ортосундагы сан',
  perKgInvalid: 'Килограмм үчүн минимум — 0 менен 1 000 € ортосундагы сан',
  usdToEurInvalid: 'Доллардын еврого карата курсу — 0дөн чоң жана 10дон ашпаган сан, үтүрдөн кийин төрт белгиге чейин',
  nothingToChange: 'Эмнени өзгөртүү керектигин көрсөтүңүз',
};
