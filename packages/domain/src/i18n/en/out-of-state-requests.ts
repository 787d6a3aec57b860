import type { OUT_OF_STATE_MSG as RU_OUT_OF_STATE_MSG } from '../../out-of-state-requests';
import type { MessageTranslation } from '../translation';

export const OUT_OF_STATE_MSG: MessageTranslation<typeof RU_OUT_OF_STATE_MSG> = {
  required: 'This field is required!',
  emailInvalid: 'Invalid email',
  phoneInvalid: 'Invalid phone number',
  telegramInvalid: 'Invalid username',
  weightInvalid: 'Enter the weight as a number above zero, for example 12.5',
  weightTooLarge: (max: number) => `No more than ${max} kg`,
  notFound: 'Request not found',
};
