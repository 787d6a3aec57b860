import type { RATES_MSG as RU_RATES_MSG } from '../../rates';
import type { MessageTranslation } from '../translation';

export const RATES_MSG: MessageTranslation<typeof RU_RATES_MSG> = {
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  usdKgsInvalid: 'The dollar rate in som: a number above 0, with up to six decimal places',
  usdRubInvalid: 'The dollar rate in rubles: a number above 0, with up to six decimal places',
  nothingToChange: 'Enter the som or ruble rate',
  futureDate: 'A rate is set for today or a past day',
  noEarlierRate: 'There was no rate for this date yet: enter both rates',
};
