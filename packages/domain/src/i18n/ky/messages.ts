/** Kyrgyz writes dates as Russian does ("26.11.2026, 10:42"), so the mails share the Russian format. */
export { formatMailTime } from '../../messages';

import {
  formatMailTime,
  type Noun,
  type HOLDER_NOUNS as RU_HOLDER_NOUNS,
  type MAIL as RU_MAIL,
  type MSG as RU_MSG,
} from '../../messages';
import { formatDecimal } from '../grammar';
import type { MessageTranslation } from '../translation';

const listFormat = new Intl.ListFormat('ky', { type: 'conjunction' });

export const MSG: MessageTranslation<typeof RU_MSG> = {
  // ---- Forms in general
  required: 'Бул талааны толтуруу милдеттүү',
  tooLong: (max: number) => `Эң көп ${max} белги`,
  badCharacter: 'Текстте жол берилбеген белги бар',
  textExpected: 'Текст күтүлөт',
  invalidData: 'Маалыматтар туура эмес',

  // ---- Accounts
  firstNameRequired: 'Атын жазуу милдеттүү',
  lastNameRequired: 'Фамилиясын жазуу милдеттүү',
  emailRequired: 'Электрондук почтаны жазуу милдеттүү',
  emailInvalid: 'Электрондук почтанын форматы туура эмес',
  phoneRequired: 'Телефон номерин жазуу милдеттүү',
  phoneInvalid: 'Телефон номери туура эмес',
  passwordRequired: 'Сырсөздү жазуу милдеттүү',
  passwordTooShort: 'Сырсөз кеминде 8 белгиден турушу керек',
  passwordTooLong: 'Сырсөз 128 белгиден ашпашы керек',
  password2Required: 'Сырсөздү кайталаңыз',
  passwordsDiffer: 'Сырсөздөр дал келбейт',
  userNotFound: 'Колдонуучу табылган жок',
  emailTaken: 'Бул электрондук почта менен катталган колдонуучу бар',
  languageInvalid: 'Тилди тандаңыз: орусча, кыргызча же англисче',

  // ---- Sign-in, codes, sessions
  codeInvalid: 'Коддун 6 цифрасын киргизиңиз',
  codeWrong: 'Код туура эмес же мөөнөтү өтүп кеткен',
  codeSent: 'Эгер бул почта менен аккаунт бар болсо, ага код жөнөттүк.',
  accountActivated: 'Аккаунт иштетилди. Эми кире аласыз.',
  passwordReset: 'Сырсөз өзгөртүлдү. Жаңы сырсөз менен кириңиз.',
  loginFailed: 'Почта же сырсөз туура эмес',
  loginDefault: 'Кирүүдө ката кетти',
  accountInactive: 'Аккаунт иштетиле элек. Каттагы кодду киргизиңиз.',
  registerAgain:
    'Кайсы каттоону ырастоо керек экени түшүнүксүз: ал эскирип калган, же бул почта менен бир нече жолу катталышкан. Кайрадан катталып, жаңы каттагы кодду киргизиңиз.',
  loginCodeRequired:
    'Бул аккаунтка кирүүгө көп ийгиликсиз аракет болгондуктан, каттагы код да керек. Сырсөз туура болсо, аккаунттун почтасына код жөнөттүк.',
  loginCodeWrong: 'Сырсөз же каттагы код туура эмес',
  oldPasswordWrong: 'Учурдагы сырсөз туура эмес',
  tooManyAttempts: 'Аракет өтө көп болду.',
  retryInMinutes: (minutes: number) => `Аракет өтө көп болду. ${minutes} мүнөттөн кийин кайталаңыз.`,
  notAuthenticated: 'Системага кирүү талап кылынат',
  sessionExpired: 'Сеанстын мөөнөтү бүттү, кайра кириңиз',
  forbidden: 'Бул аракетке укугуңуз жетишсиз',

  // ---- Files
  fileTooLarge: (maxMb: number) => `Файл өтө чоң. Файлдын эң чоң өлчөмү ${formatDecimal(maxMb, ',')} МБ`,
  fileNotImage: 'PNG, JPEG же WebP сүрөттөрү гана кабыл алынат',
  imageUnreadable: 'Сүрөттү окуу мүмкүн болгон жок: файл бузулган же ал сүрөт эмес',
  imageTooManyPixels: (megapixels: number) =>
    `Сүрөт өтө чоң: эң көп ${megapixels} мегапиксел болушу керек. Аны кичирейтиңиз же төмөнүрөөк чечилиште тартыңыз`,
  tooManyUploads: (minutes: number) => `Өтө көп файл жүктөлдү. ${minutes} мүнөттөн кийин кайталаңыз.`,
  imageHint: 'Формат PNG, JPEG, JPG | Файлдын эң чоң өлчөмү 5 МБ | 512x512',
  fileLinkInvalid: 'Шилтеме жараксыз же эскирип калган',
  fileNotFound: 'Файл табылган жок',

  // ---- Lists
  idInvalid: 'Идентификатор туура эмес',
  pageNotNumber: 'Беттин номери сан болушу керек',
  pageTooSmall: 'Беттин номери 1ден башталат',
  pageSizeNotNumber: 'Беттин өлчөмү сан болушу керек',
  pageSizeTooSmall: 'Беттин өлчөмү 1ден кем болбошу керек',
  pageSizeTooLarge: (max: number) => `Беттин өлчөмү эң көп ${max}`,

  // ---- HTTP
  notFound: 'Табылган жок',
  serverError: 'Сервердин ички катасы',
  serviceUnavailable: 'Кызмат убактылуу иштебей турат. Бир нече секунддан кийин кайталаңыз.',
  badRequest: 'Суроо-талап туура эмес',
  badRequestData: 'Суроо-талаптын маалыматтары туура эмес',
  badJson: 'Суроо-талаптын денесиндеги JSON туура эмес',
  emptyBody: 'Суроо-талаптын денеси бош',
  bodyNotObject: 'Суроо-талаптын денеси объект болушу керек',
  badContentLength: 'Суроо-талаптын узундугу туура эмес',
  unsupportedMediaType: 'Суроо-талаптын бул форматы колдоого алынбайт',
  requestTooLarge: 'Суроо-талап өтө чоң',
  urlTooLong: 'Суроо-талаптын дареги өтө узун',
  headersTooLarge: 'Суроо-талаптын аталыштары өтө чоң',
  tooManyFiles: 'Суроо-талапта файлдар өтө көп',
  tooManyFields: 'Суроо-талапта талаалар өтө көп',
  tooManyParts: 'Суроо-талапта бөлүктөр өтө көп',
  badFieldName: 'Суроо-талаптагы талаанын аты жараксыз',
  unknownField: 'Белгисиз талаа',
  multipartExpected: 'multipart/form-data күтүлөт',
  badMultipart: 'multipart/form-data суроо-талабынын денеси туура эмес',

  // ---- Deleting a record other records still refer to
  deleteRefused: (holders: readonly string[], record?: string) =>
    `Байланышкан жазуулар бар болгондуктан, ${record ? `${record} ` : ''}өчүрүүгө болбойт: ${listFormat.format(holders)}.`,
};

/** Kyrgyz does not change a noun after a number ("3 посылка"), so every form is the same. */
const noun = (word: string): Noun => ({ one: word, few: word, many: word });

export const HOLDER_NOUNS: MessageTranslation<typeof RU_HOLDER_NOUNS> = {
  board_items: noun('жарыя'),
  company_logos: noun('логотип'),
  expected_parcels: noun('күтүлгөн посылка'),
  invoice_lines: noun('эсептеги сап'),
  invoices: noun('эсеп'),
  online_payments: noun('онлайн-төлөм'),
  ledger_entries: noun('төлөмдөр журналындагы жазуу'),
  parcel_events: noun('посылкалардын тарыхындагы жазуу'),
  parcels: noun('посылка'),
  payments: noun('төлөм'),
  promo_products: noun('товар'),
  service_order_parcels: noun('посылкаларды бириктирүү'),
  service_orders: noun('кызматка буйрутма'),
  shipment_parcels: noun('жөнөтүү'),
  shipments: noun('жөнөтүү'),
  shop_sites: noun('сайт'),
  warehouses: noun('кампа'),
};

/** For a table missing from HOLDER_NOUNS. */
export const RECORD_NOUN: Noun = noun('жазуу');

function codeMail(intro: string, code: string, ttlMinutes: number): string {
  return `${intro}: ${code}\n\nКод ${ttlMinutes} мүнөт жарактуу. Эгер код сураган эмес болсоңуз, бул катка көңүл бурбай эле коюңуз.\n\nKerben`;
}

export const MAIL: MessageTranslation<typeof RU_MAIL> = {
  activationCode: (code: string, ttlMinutes: number, registeredAt: Date) => ({
    subject: 'Kerben аккаунтун иштетүү коду',
    text: `Аккаунтту иштетүү үчүн кодуңуз: ${code}\n\nБул код ${formatMailTime(registeredAt)} (Бишкек убактысы, UTC+6) жасалган каттоону ырастайт жана ${ttlMinutes} мүнөт жарактуу. Аны ушул каттоодон кийин ачылган бетке киргизиңиз. Эгер ошол убакта катталбаган болсоңуз, бул катка көңүл бурбай эле коюңуз: код киргизилбесе, аккаунт түзүлбөйт.\n\nKerben`,
  }),
  passwordResetCode: (code: string, ttlMinutes: number) => ({
    subject: 'Kerben сырсөзүн калыбына келтирүү коду',
    text: codeMail('Сырсөздү калыбына келтирүү үчүн кодуңуз', code, ttlMinutes),
  }),
  emailChangeCode: (code: string, ttlMinutes: number) => ({
    subject: 'Kerben үчүн жаңы почта дарегин ырастоо',
    text: codeMail(
      'Kerben администратору аккаунтуңуздун почта дарегин ушул дарекке алмаштырып жатат. Ырастоо коду',
      code,
      ttlMinutes,
    ),
  }),
  ownEmailChangeCode: (code: string, ttlMinutes: number) => ({
    subject: 'Kerben үчүн жаңы почта дарегин ырастоо',
    text: codeMail("Сиз Kerben'ге кирүү үчүн почта дарегиңизди ушул дарекке алмаштырып жатасыз. Ырастоо коду", code, ttlMinutes),
  }),
  loginEmailChanged: (newEmail: string) => ({
    subject: "Kerben'ге кирүү дареги өзгөртүлдү",
    text: `Кирүү дареги ${newEmail} дарегине өзгөртүлдү. Мурда бул дарекке жөнөтүлгөн коддор мындан ары жарактуу эмес, Kerben каттары эми жаңы дарекке келет.\n\nЭгер муну сиз жасабаган болсоңуз, Kerben менен тез арада байланышыңыз (байланыш маалыматы сайтта) жана ушул почта дарегин айтыңыз: аккаунтуңузга кирүү мүмкүнчүлүгүн кайтарып беребиз. Эгер даректи сиз же сиздин өтүнүчүңүз боюнча администратор алмаштырса, эч нерсе кылуунун кереги жок.\n\nKerben`,
  }),
  signInCode: (code: string, ttlMinutes: number) => ({
    subject: "Kerben'ге кирүү коду",
    text: `Кирүү үчүн кодуңуз: ${code}\n\nАккаунтуңузга кирүүгө көп ийгиликсиз аракет болгондуктан, код сурап жатабыз. Код ${ttlMinutes} мүнөт жарактуу. Эгер азыр кирбеген болсоңуз, сырсөзүңүздү кимдир бирөө билет: аны алмаштырыңыз.\n\nKerben`,
  }),
  passwordResetNoAccount: () => ({
    subject: 'Kerben сырсөзүн калыбына келтирүү',
    text: 'Кимдир бирөө (балким, сиз) бул дарек үчүн сырсөздү калыбына келтирүүнү сурады, бирок бул дарек менен катталган Kerben аккаунту жок.\n\nЭгер бул сиз болсоңуз, балким, башка почта менен катталгандырсыз. Эгер сиз болбосоңуз, бул катка көңүл бурбай эле коюңуз.\n\nKerben',
  }),
};
