import type { CARD_MSG as RU_CARD_MSG } from '../../billing';
import type { MessageTranslation } from '../translation';

export const CARD_MSG: MessageTranslation<typeof RU_CARD_MSG> = {
  numberRequired: 'Enter the card number',
  numberInvalid: 'Invalid card number',
  endDateRequired: 'Enter the card’s expiration date',
  endDateInvalid: 'Expiration date as MM-YYYY',
  monthInvalid: 'Invalid month',
  expired: 'The card has expired',
  holderRequired: 'Enter the cardholder’s name',
  cvvRequired: 'Enter the CVV',
  cvvInvalid: 'Invalid CVV',
  notFound: 'Card not found',
  maskedNotSaved: 'This is not the number of a saved card: enter the new number in full',
};
