import type { Noun, HOLDER_NOUNS as RU_HOLDER_NOUNS, MAIL as RU_MAIL, MSG as RU_MSG } from '../../messages';
import { formatDecimal } from '../grammar';
import type { MessageTranslation } from '../translation';

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

export const MSG: MessageTranslation<typeof RU_MSG> = {
  // ---- Forms in general
  required: 'This field is required',
  tooLong: (max: number) => `No more than ${max} characters`,
  badCharacter: 'The text contains a character that is not allowed',
  textExpected: 'Text expected',
  invalidData: 'Invalid data',

  // ---- Accounts
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'The password must be at least 8 characters long',
  passwordTooLong: 'The password must be no more than 128 characters long',
  password2Required: 'Repeat the password',
  passwordsDiffer: 'The passwords do not match',
  userNotFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  languageInvalid: 'Choose a language: Russian, Kyrgyz or English',

  // ---- Sign-in, codes, sessions
  codeInvalid: 'Enter the 6 digits of the code',
  codeWrong: 'The code is wrong or has expired',
  codeSent: 'If an account with this email exists, we have sent a code to it.',
  accountActivated: 'Your account is activated. You can sign in now.',
  passwordReset: 'Your password has been changed. Sign in with the new password.',
  loginFailed: 'Wrong email or password',
  loginDefault: 'Something went wrong while signing in',
  accountInactive: 'The account is not activated yet. Enter the code from the email.',
  registerAgain:
    'We could not tell which sign-up to confirm: it is too old, or someone signed up with this email more than once. Please sign up again and enter the code from the new email.',
  loginCodeRequired:
    'There were many failed attempts to sign in to this account, so a code from the email is needed as well. If the password is right, we have sent a code to the account’s email.',
  loginCodeWrong: 'Wrong password or code from the email',
  oldPasswordWrong: 'The current password is wrong',
  tooManyAttempts: 'Too many attempts.',
  retryInMinutes: (minutes: number) => `Too many attempts. Try again in ${minutes} min.`,
  notAuthenticated: 'Please sign in',
  sessionExpired: 'Your session has expired, please sign in again',
  forbidden: 'You do not have permission to do this',

  // ---- Files
  fileTooLarge: (maxMb: number) => `The file is too large. The maximum file size is ${formatDecimal(maxMb, '.')} MB`,
  fileNotImage: 'Only PNG, JPEG or WebP images are allowed',
  imageUnreadable: 'Could not read the image: the file is damaged or is not a picture',
  imageTooManyPixels: (megapixels: number) =>
    `The image is too large: no more than ${megapixels} megapixels. Make it smaller or take the photo at a lower resolution`,
  tooManyUploads: (minutes: number) => `Too many uploaded files. Try again in ${minutes} min.`,
  imageHint: 'PNG, JPEG, JPG | Maximum file size 5 MB | 512x512',
  fileLinkInvalid: 'The link is invalid or has expired',
  fileNotFound: 'File not found',

  // ---- Lists
  idInvalid: 'Invalid identifier',
  pageNotNumber: 'The page number must be a number',
  pageTooSmall: 'Page numbers start at 1',
  pageSizeNotNumber: 'The page size must be a number',
  pageSizeTooSmall: 'The page size must be at least 1',
  pageSizeTooLarge: (max: number) => `The page size must be no more than ${max}`,

  // ---- HTTP
  notFound: 'Not found',
  serverError: 'Internal server error',
  serviceUnavailable: 'The service is temporarily unavailable. Try again in a few seconds.',
  badRequest: 'Bad request',
  badRequestData: 'Invalid request data',
  badJson: 'Invalid JSON in the request body',
  emptyBody: 'The request body is empty',
  bodyNotObject: 'The request body must be an object',
  badContentLength: 'Invalid request length',
  unsupportedMediaType: 'Unsupported request format',
  requestTooLarge: 'The request is too large',
  urlTooLong: 'The request address is too long',
  headersTooLarge: 'The request headers are too large',
  tooManyFiles: 'Too many files in the request',
  tooManyFields: 'Too many fields in the request',
  tooManyParts: 'Too many parts in the request',
  badFieldName: 'Invalid field name in the request',
  unknownField: 'Unknown field',
  multipartExpected: 'multipart/form-data expected',
  badMultipart: 'Invalid multipart/form-data request body',

  // ---- Deleting a record other records still refer to
  deleteRefused: (holders: readonly string[], record?: string) =>
    `Cannot delete ${record ? `${record} ` : ''}while related records exist: ${listFormat.format(holders)}.`,
};

/** English has one form for one and another for the rest: `few` and `many` are both the plural. */
const noun = (one: string, other: string): Noun => ({ one, few: other, many: other });

export const HOLDER_NOUNS: MessageTranslation<typeof RU_HOLDER_NOUNS> = {
  board_items: noun('announcement', 'announcements'),
  company_logos: noun('logo', 'logos'),
  expected_parcels: noun('expected parcel', 'expected parcels'),
  invoice_lines: noun('invoice line', 'invoice lines'),
  invoices: noun('invoice', 'invoices'),
  online_payments: noun('online payment', 'online payments'),
  ledger_entries: noun('payment log entry', 'payment log entries'),
  parcel_events: noun('parcel history entry', 'parcel history entries'),
  parcels: noun('parcel', 'parcels'),
  payments: noun('payment', 'payments'),
  promo_products: noun('product', 'products'),
  service_order_parcels: noun('consolidation', 'consolidations'),
  service_orders: noun('service order', 'service orders'),
  shipment_parcels: noun('shipment', 'shipments'),
  shipments: noun('shipment', 'shipments'),
  shop_sites: noun('site', 'sites'),
  warehouses: noun('warehouse', 'warehouses'),
};

/** For a table missing from HOLDER_NOUNS. */
export const RECORD_NOUN: Noun = noun('record', 'records');

// Kyrgyzstan keeps UTC+6 all year, which the mail states beside the time.
const mailTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Bishkek',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "11/26/2026, 10:42 AM" in Bishkek time. */
export const formatMailTime = (date: Date) => mailTime.format(date);

function codeMail(intro: string, code: string, ttlMinutes: number): string {
  return `${intro}: ${code}\n\nThe code is valid for ${ttlMinutes} minutes. If you did not ask for a code, just ignore this email.\n\nKerben`;
}

export const MAIL: MessageTranslation<typeof RU_MAIL> = {
  activationCode: (code: string, ttlMinutes: number, registeredAt: Date) => ({
    subject: 'Your Kerben account activation code',
    text: `Your account activation code: ${code}\n\nThe code confirms the sign-up of ${formatMailTime(registeredAt)} (Bishkek time, UTC+6) and is valid for ${ttlMinutes} minutes. Enter it on the page that opened after that sign-up. If you did not sign up at that time, just ignore this email: without the code no account is created.\n\nKerben`,
  }),
  passwordResetCode: (code: string, ttlMinutes: number) => ({
    subject: 'Your Kerben password reset code',
    text: codeMail('Your password reset code', code, ttlMinutes),
  }),
  emailChangeCode: (code: string, ttlMinutes: number) => ({
    subject: 'Confirm your new Kerben email address',
    text: codeMail(
      'A Kerben administrator is changing your account’s email address to this one. Confirmation code',
      code,
      ttlMinutes,
    ),
  }),
  ownEmailChangeCode: (code: string, ttlMinutes: number) => ({
    subject: 'Confirm your new Kerben email address',
    text: codeMail('You are changing the email you sign in to Kerben with to this one. Confirmation code', code, ttlMinutes),
  }),
  loginEmailChanged: (newEmail: string) => ({
    subject: 'Your Kerben sign-in email has changed',
    text: `Your sign-in email has been changed to ${newEmail}. Codes sent to this address before no longer work, and Kerben emails now go to the new address.\n\nIf this was not you, contact Kerben right away (the contacts are on the website) and tell us this email address: we will give you your access back. If you or an administrator at your request changed the address, there is nothing to do.\n\nKerben`,
  }),
  signInCode: (code: string, ttlMinutes: number) => ({
    subject: 'Your Kerben sign-in code',
    text: `Your sign-in code: ${code}\n\nWe are asking for a code because there were many failed attempts to sign in to your account. The code is valid for ${ttlMinutes} minutes. If you are not signing in right now, someone knows your password: change it.\n\nKerben`,
  }),
  passwordResetNoAccount: () => ({
    subject: 'Kerben password reset',
    text: 'Someone (maybe you) asked to reset the password for this address, but there is no Kerben account with it.\n\nIf it was you, you may have signed up with a different email. If not, just ignore this email.\n\nKerben',
  }),
};
