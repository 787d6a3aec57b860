import type { PAYMENT_MSG as RU_PAYMENT_MSG } from '../../payments';
import type { MessageTranslation } from '../translation';

export const PAYMENT_MSG: MessageTranslation<typeof RU_PAYMENT_MSG> = {
  off: 'Online payment is not available right now: please pay the invoice at the pickup point',
  invoicesOrTopUp: 'Select invoices to pay or enter a top-up amount (one or the other)',
  topUpInvalid: 'The top-up amount is from 1 to 10,000 dollars (in cents, a whole number)',
  cardInvalid: 'Invalid card',
  cardNotFound: 'Card not found',
  cardNotPayable:
    'You cannot pay with this card: it was added for reference only. Save the card through the payment system (“Add card”)',
  keyInvalid: 'The payment key is 8 to 100 Latin letters, digits, hyphens and underscores',
  keyReused: 'This payment key has already been used for another payment',
  nothingToPay: 'The selected invoices are already paid',
  providerUnavailable: 'The payment system did not respond. Please try again in a few minutes',
  providerRefused: (reason: string) => `The payment system refused: ${reason}`,
  declined: 'The payment was declined by the bank',
  notFound: 'Payment not found',
  badSignature: 'The payment system’s signature does not match: the message was not accepted',
  refundAmountInvalid: 'The refund amount is a positive whole number in the smallest units of the payment’s currency',
  refundReasonRequired: 'Enter the reason for the refund',
  refundNotOnline: 'Only online payments are refunded through the payment system',
  refundNotPaid: 'The payment is not complete yet: there is nothing to refund',
  refundTooLarge: (left: string) => `You can refund no more than what is left of the payment: ${left}`,
  refundNoCredit: (credit: string) =>
    `A partial refund comes out of the customer’s balance credit (available: ${credit}): first credit the amount to the customer with an adjustment`,
  refundInProgress: 'A refund of this payment is already in progress: please wait for it',
  refundVoidReason: (reason: string) => `refund to card: ${reason}`,
  description: (numbers: readonly string[]) =>
    numbers.length === 1
      ? `Kerben: payment of invoice No. ${numbers[0]}`
      : `Kerben: payment of invoices No. ${numbers.join(', ')}`,
  topUpDescription: 'Kerben: balance top-up',
  accepted: 'Payment accepted',
  unknownOrder: 'Payment not found',
  amountMismatch: 'The amount or currency does not match the invoiced one',
  cardSaved: 'Card saved',
};
