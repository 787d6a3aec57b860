import type { CUSTOMS_MSG as RU_CUSTOMS_MSG } from '../../customs';
import type { MessageTranslation } from '../translation';

export const CUSTOMS_MSG: MessageTranslation<typeof RU_CUSTOMS_MSG> = {
  valueLimitInvalid: 'The duty-free value limit is a number from 0 to 100,000 €',
  weightLimitInvalid: 'The duty-free weight limit is a number from 0 to 1,000 kg',
  rateInvalid: 'The duty rate is a number from 0 to 100%',
  perKgInvalid: 'The minimum per kilogram is a number from 0 to 1,000 €',
  usdToEurInvalid: 'The dollar-to-euro rate is a number above 0 and no more than 10, with up to four decimal places',
  nothingToChange: 'Say what to change',
};
