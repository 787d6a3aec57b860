import type { STATISTICS_MSG as RU_STATISTICS_MSG } from '../../statistics';
import type { MessageTranslation } from '../translation';

export const STATISTICS_MSG: MessageTranslation<typeof RU_STATISTICS_MSG> = {
  destinationInvalid: 'Жеткирүү өлкөсүн тизмеден тандаңыз',
};
