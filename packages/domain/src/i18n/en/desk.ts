import type { DESK_MSG as RU_DESK_MSG, PICKUP_TEXT as RU_PICKUP_TEXT } from '../../desk';
import { formatMoney, formatUsdAndKgs } from '../../money';
import type { MessageTranslation } from '../translation';

export const DESK_MSG: MessageTranslation<typeof RU_DESK_MSG> = {
  // Finding a client
  lookupRequired: 'Enter the customer code or scan a parcel’s tracking number',
  clientNotFound: 'No customer with this code or tracking number',
  // Payments
  invoicesOfOneClient: 'Invoices of different customers are paid separately',
  invoicePaid: (number: string) => `Invoice No. ${number} is already paid`,
  invoiceVoid: (number: string) => `Invoice No. ${number} is void: it is not paid`,
  amountInvalid: 'The amount is a whole number, zero or more, in tyiyn, cents or kopecks',
  amountTooSmall: (due: string) => `Less was received than the amount due: ${due}`,
  amountNotExact: (due: string) => `A card or QR payment is exactly the amount due: ${due}`,
  currencyInvalid: 'Select a currency: KGS, USD or RUB',
  methodInvalid: 'Select a payment method: cash, terminal, QR or from balance',
  keyInvalid: 'The payment key is 8 to 100 Latin letters, digits, hyphens and underscores',
  keyReused: 'This payment key has already been used for another payment',
  balanceTooLow: (credit: string) => `The customer’s balance is too low: ${credit} available`,
  refundTooLarge: (credit: string) => `You can refund no more than the customer’s balance credit: ${credit}`,
  refundTooSmall: 'The refund is less than a cent at today’s rate: there is nothing to take from the balance',
  refundReasonRequired: 'Enter the reason for the refund',
  userRequired: 'Select a customer',
  invoicesOrParcels: 'Select the invoices or the parcels being paid for (one or the other)',
  nothingToPay: 'There is nothing to pay for these parcels',
  // Handover
  parcelsRequired: 'Select parcels to hand over',
  parcelsInvalid: 'Invalid list of parcels',
  parcelsMissing: (ids: readonly number[]) => `Parcels not found: ${ids.join(', ')}`,
  parcelsOfOneClient: 'Parcels of different customers are handed over separately',
  notAtPickup: (name: string) => `The parcel “${name}” is not at the pickup point`,
  codeInvalid: 'The handover code is 6 digits',
  codeOrOverride: 'Enter the customer’s handover code, or without a code the reason for the handover (administrators only)',
  codeAndOverride: 'Enter either the handover code or a reason for handing over without a code',
  codeWrong: 'Wrong handover code',
  codeLocked: (minutes: number) =>
    `The handover code is locked after 5 wrong attempts. Try again in ${minutes} min. or send the customer a new code`,
  codeNone: 'The customer has no valid handover code: send the code again',
  overrideAdminOnly: 'Only an administrator can hand over a parcel without a code or without payment',
  storageUnpaid: (amount: string) =>
    `Pay for storage first: ${amount}. Without payment only an administrator can hand over the parcel, giving a reason`,
  unpaid: (numbers: readonly string[]) =>
    `Pay ${numbers.length > 1 ? 'invoices' : 'invoice'} No. ${numbers.join(', ')} first: without payment only an administrator can hand over the parcel, giving a reason`,
  recipientRequired: 'Enter who is picking up the parcel',
  documentRequired: 'Enter the recipient’s document (passport, ID card)',
  paymentNotFound: 'Payment not found',
  // Resending the code
  codeSent: 'A new handover code has been emailed to the customer and shown in their account',
  noCodeToSend: 'The parcel is not at the pickup point: it does not need a handover code',
  tooManyResends: (minutes: number) => `The handover code was sent too often. Try again in ${minutes} min.`,
  // The day's cash report
  dateInvalid: 'Date as YYYY-MM-DD',
  operatorInvalid: 'Invalid operator',
  ownReportOnly: 'An operator sees only their own cash desk',
  reportSheet: (date: string) => `Cash desk ${date}`,
  reportColumns: [
    'Time',
    'Customer',
    'Invoices',
    'Cashier',
    'Method',
    'Currency',
    'Received',
    'Tendered',
    'Change',
    'Rate',
    'Credited, USD',
  ],
  reportTotals: 'Totals by payment method',
  reportTotalUsd: 'Credited to customers’ accounts, USD',
};

export const PICKUP_TEXT: MessageTranslation<typeof RU_PICKUP_TEXT> = {
  due: (parcel: { dueUsdCents: number; dueKgsMinor: number; invoiceNumber: string | null }) =>
    parcel.dueUsdCents > 0
      ? `Amount due: ${formatUsdAndKgs(parcel.dueUsdCents, parcel.dueKgsMinor)}${parcel.invoiceNumber ? ` (invoice No. ${parcel.invoiceNumber})` : ''}. Your handover code is in your account, on the “Payment” page.`
      : 'Nothing to pay. Your handover code is in your account, on the “Payment” page.',
  code: (code: string) =>
    `Handover code: ${code}. Say it at the pickup point: parcels are not handed over without it. Share it only with the person you send for the parcel.`,
  codeMail: (code: string, parcels: ReadonlyArray<{ name: string; dueUsdCents: number }>, userAreaUrl: string) => ({
    subject: 'Kerben: your parcel is waiting for you at the pickup point',
    text: [
      'Your parcels at the pickup point:',
      ...parcels.map(
        (p) =>
          `— “${p.name}”: ${p.dueUsdCents > 0 ? `amount due ${formatMoney({ amount: p.dueUsdCents, currency: 'USD' })}` : 'paid'}`,
      ),
      '',
      `Handover code: ${code}`,
      'Say it at the pickup point: parcels are not handed over without it. Do not share the code with anyone except the person you send for the parcel.',
      '',
      `Invoices and the code are in your account: ${userAreaUrl}/biling`,
      '',
      'Kerben',
    ].join('\n'),
  }),
};
