import { localized } from './i18n/localize';
// The message catalogue: every sentence a person reads that the server can say, shared with the
// browser so both say the same. Domain modules keep their own part beside their schemas
// (CATALOG_MSG in catalog.ts); this file holds the common, account and HTTP messages.

export const MSG = /* @__PURE__ */ localized('MSG', {
  // ---- Forms in general (docs/product.md#forms)
  required: 'Это поле обязательно к заполнению',
  tooLong: (max: number) => `Не более ${max} символов`,
  badCharacter: 'Текст содержит недопустимый символ',
  textExpected: 'Ожидается текст',
  invalidData: 'Некорректные данные',

  // ---- Accounts ('Добавить пользователя', registration, profile)
  firstNameRequired: 'Имя обязательно',
  lastNameRequired: 'Фамилия обязательна',
  emailRequired: 'Почта обязательна',
  emailInvalid: 'Некорректный формат почты',
  phoneRequired: 'Номер телефона обязателен',
  phoneInvalid: 'Некорректный номер телефона',
  passwordRequired: 'Пароль обязателен',
  passwordTooShort: 'Пароль должен содержать не менее 8 символов',
  passwordTooLong: 'Пароль должен содержать не более 128 символов',
  password2Required: 'Повторите пароль',
  passwordsDiffer: 'Пароли не совпадают',
  userNotFound: 'Пользователь не найден',
  emailTaken: 'Пользователь с такой почтой уже существует',
  languageInvalid: 'Выберите язык: русский, кыргызский или английский',

  // ---- Sign-in, codes, sessions
  codeInvalid: 'Введите 6 цифр кода',
  codeWrong: 'Неверный или просроченный код',
  codeSent: 'Если аккаунт с этой почтой существует, мы отправили на неё код.',
  accountActivated: 'Аккаунт активирован. Теперь вы можете войти.',
  passwordReset: 'Пароль изменён. Войдите с новым паролем.',
  loginFailed: 'Неверная почта или пароль',
  loginDefault: 'Произошла ошибка при авторизации',
  accountInactive: 'Аккаунт не активирован. Введите код из письма.',
  registerAgain:
    'Не удалось понять, какую регистрацию подтвердить: она устарела, или с этой почтой регистрировались несколько раз. Зарегистрируйтесь ещё раз и введите код из нового письма.',
  loginCodeRequired:
    'Было много неудачных попыток входа в этот аккаунт, поэтому нужен ещё код из письма. Если пароль верный, мы отправили код на почту аккаунта.',
  loginCodeWrong: 'Неверный пароль или код из письма',
  oldPasswordWrong: 'Неверный текущий пароль',
  tooManyAttempts: 'Слишком много попыток.',
  retryInMinutes: (minutes: number) => `Слишком много попыток. Повторите через ${minutes} мин.`,
  notAuthenticated: 'Требуется вход в систему',
  sessionExpired: 'Сессия истекла, войдите снова',
  forbidden: 'Недостаточно прав для этого действия',

  // ---- Files
  fileTooLarge: (maxMb: number) => `Файл слишком большой. Максимальный размер файла ${formatMegabytes(maxMb)} МБ`,
  fileNotImage: 'Допустимы только изображения PNG, JPEG или WebP',
  imageUnreadable: 'Не удалось прочитать изображение: файл повреждён или это не картинка',
  imageTooManyPixels: (megapixels: number) =>
    `Изображение слишком большое: не более ${megapixels} мегапикселей. Уменьшите его или сфотографируйте с меньшим разрешением`,
  tooManyUploads: (minutes: number) => `Слишком много загруженных файлов. Повторите через ${minutes} мин.`,
  imageHint: 'Формат PNG, JPEG, JPG | Максимальный размер файла 5 МБ | 512x512',
  fileLinkInvalid: 'Ссылка недействительна или устарела',
  fileNotFound: 'Файл не найден',

  // ---- Lists
  idInvalid: 'Некорректный идентификатор',
  pageNotNumber: 'Номер страницы должен быть числом',
  pageTooSmall: 'Номер страницы начинается с 1',
  pageSizeNotNumber: 'Размер страницы должен быть числом',
  pageSizeTooSmall: 'Размер страницы не меньше 1',
  pageSizeTooLarge: (max: number) => `Размер страницы не больше ${max}`,

  // ---- HTTP: what a malformed request hears
  notFound: 'Не найдено',
  serverError: 'Внутренняя ошибка сервера',
  serviceUnavailable: 'Сервис временно недоступен. Повторите попытку через несколько секунд.',
  badRequest: 'Некорректный запрос',
  badRequestData: 'Некорректные данные запроса',
  badJson: 'Некорректный JSON в теле запроса',
  emptyBody: 'Пустое тело запроса',
  bodyNotObject: 'Тело запроса должно быть объектом',
  badContentLength: 'Некорректная длина запроса',
  unsupportedMediaType: 'Неподдерживаемый формат запроса',
  requestTooLarge: 'Запрос слишком большой',
  urlTooLong: 'Адрес запроса слишком длинный',
  headersTooLarge: 'Заголовки запроса слишком большие',
  tooManyFiles: 'Слишком много файлов в запросе',
  tooManyFields: 'Слишком много полей в запросе',
  tooManyParts: 'Слишком много частей в запросе',
  badFieldName: 'Недопустимое имя поля в запросе',
  /** A body field the route does not take: a 400 on that field, never a silent 200. */
  unknownField: 'Неизвестное поле',
  multipartExpected: 'Ожидается multipart/form-data',
  badMultipart: 'Некорректное тело запроса multipart/form-data',

  // ---- Deleting a record other records still refer to (the delete guard, apps/server/src/db/delete-guard.ts)
  /** `holders`: "3 посылки", "1 ожидаемая посылка"; `record` names what was to be deleted, when several were. */
  deleteRefused: (holders: readonly string[], record?: string) =>
    `Удалить ${record ? `${record} ` : ''}нельзя, пока есть связанные записи: ${listFormat.format(holders)}.`,
} as const);

const pluralRules = new Intl.PluralRules('ru');
const listFormat = new Intl.ListFormat('ru', { type: 'conjunction' });

/** 1 посылка, 3 посылки, 5 посылок (Russian plural rules; a fraction takes the genitive, as "few"). */
export function plural(count: number, one: string, few: string, many: string): string {
  const rule = pluralRules.select(count);
  return rule === 'one' ? one : rule === 'many' ? many : few;
}

/** A noun's three counted forms. */
export interface Noun {
  one: string;
  few: string;
  many: string;
}

/** "3 посылки". */
export const counted = (count: number, noun: Noun) => `${count} ${plural(count, noun.one, noun.few, noun.many)}`;

/**
 * What rows of each table are called when they keep a record from being deleted, by the table's
 * name in the database. Every table whose foreign key refuses a delete needs its noun here (a
 * server test enumerates them from the schema).
 */
export const HOLDER_NOUNS = /* @__PURE__ */ localized('HOLDER_NOUNS', {
  board_items: { one: 'объявление', few: 'объявления', many: 'объявлений' },
  company_logos: { one: 'логотип', few: 'логотипа', many: 'логотипов' },
  expected_parcels: { one: 'ожидаемая посылка', few: 'ожидаемые посылки', many: 'ожидаемых посылок' },
  invoice_lines: { one: 'строка счёта', few: 'строки счетов', many: 'строк счетов' },
  invoices: { one: 'счёт', few: 'счёта', many: 'счетов' },
  online_payments: { one: 'онлайн-платёж', few: 'онлайн-платежа', many: 'онлайн-платежей' },
  ledger_entries: { one: 'запись в журнале оплат', few: 'записи в журнале оплат', many: 'записей в журнале оплат' },
  parcel_events: { one: 'запись в истории посылок', few: 'записи в истории посылок', many: 'записей в истории посылок' },
  parcels: { one: 'посылка', few: 'посылки', many: 'посылок' },
  payments: { one: 'платёж', few: 'платежа', many: 'платежей' },
  promo_products: { one: 'товар', few: 'товара', many: 'товаров' },
  // A parcel that was in a consolidation is held by it (the box's history names it).
  service_order_parcels: { one: 'объединение посылок', few: 'объединения посылок', many: 'объединений посылок' },
  service_orders: { one: 'заказ услуги', few: 'заказа услуг', many: 'заказов услуг' },
  // A parcel or a warehouse is held by the shipments that name it (one row per shipment either way).
  shipment_parcels: { one: 'отправка', few: 'отправки', many: 'отправок' },
  shipments: { one: 'отправка', few: 'отправки', many: 'отправок' },
  shop_sites: { one: 'сайт', few: 'сайта', many: 'сайтов' },
  warehouses: { one: 'склад', few: 'склада', many: 'складов' },
} as const satisfies Record<string, Noun>);

// For a table missing from HOLDER_NOUNS: a vaguer message rather than a failed request (the test names the table).
const RECORD_NOUN: Noun = /* @__PURE__ */ localized('RECORD_NOUN', { one: 'запись', few: 'записи', many: 'записей' });

/** The noun of a table's rows, by the table's name in the database. */
export const holderNoun = (table: string): Noun => (HOLDER_NOUNS as Record<string, Noun>)[table] ?? RECORD_NOUN;

/** 5 -> "5", 2.5 -> "2,5" (Russian decimal comma). */
function formatMegabytes(mb: number): string {
  return String(Math.round(mb * 10) / 10).replace('.', ',');
}

/** The mails the server sends, as subject and text. */
export const MAIL = /* @__PURE__ */ localized('MAIL', {
  /** `registeredAt`: when the registration this code confirms was sent, so that a stranger's one is recognised. */
  activationCode: (code: string, ttlMinutes: number, registeredAt: Date) => ({
    subject: 'Код активации аккаунта Kerben',
    text: `Ваш код для активации аккаунта: ${code}\n\nКод подтверждает регистрацию от ${formatMailTime(registeredAt)} (время Бишкека, UTC+6) и действует ${ttlMinutes} минут. Введите его на странице, которая открылась после этой регистрации. Если вы не регистрировались в это время, просто проигнорируйте письмо: без кода аккаунт не появится.\n\nKerben`,
  }),
  passwordResetCode: (code: string, ttlMinutes: number) => ({
    subject: 'Код для восстановления пароля Kerben',
    text: codeMail('Ваш код для восстановления пароля', code, ttlMinutes),
  }),
  /** An admin corrects an account's email: the new address proves itself with this code. */
  emailChangeCode: (code: string, ttlMinutes: number) => ({
    subject: 'Подтверждение нового адреса почты Kerben',
    text: codeMail('Администратор Kerben меняет адрес почты вашей учётной записи на этот. Код подтверждения', code, ttlMinutes),
  }),
  /** A staff member changes their own email: the new address proves itself with this code. */
  ownEmailChangeCode: (code: string, ttlMinutes: number) => ({
    subject: 'Подтверждение нового адреса почты Kerben',
    text: codeMail('Вы меняете адрес почты для входа в Kerben на этот. Код подтверждения', code, ttlMinutes),
  }),
  /** To the address an account leaves, whoever changed it: its owner learns of it and what to do. */
  loginEmailChanged: (newEmail: string) => ({
    subject: 'Адрес входа в Kerben изменён',
    text: `Адрес входа изменён на ${newEmail}. Коды, отправленные на этот адрес раньше, больше не действуют, и письма Kerben теперь приходят на новый адрес.\n\nЕсли это были не вы, срочно свяжитесь с Kerben (контакты на сайте) и назовите этот адрес почты: мы вернём вам доступ. Если адрес меняли вы или администратор по вашей просьбе, ничего делать не нужно.\n\nKerben`,
  }),
  signInCode: (code: string, ttlMinutes: number) => ({
    subject: 'Код для входа в Kerben',
    text: `Ваш код для входа: ${code}\n\nМы просим код, потому что в ваш аккаунт было много неудачных попыток входа. Код действует ${ttlMinutes} минут. Если вы сейчас не входили, кто-то знает ваш пароль: смените его.\n\nKerben`,
  }),
  /** A reset asked for an address without an account: its owner learns why no code comes. */
  passwordResetNoAccount: () => ({
    subject: 'Восстановление пароля Kerben',
    text: 'Кто-то (возможно, вы) запросил восстановление пароля для этого адреса, но аккаунта Kerben с ним нет.\n\nЕсли это были вы, возможно, вы регистрировались с другой почтой. Если нет, просто проигнорируйте это письмо.\n\nKerben',
  }),
} as const);

// Kyrgyzstan keeps UTC+6 all year, which the mail states beside the time.
const mailTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Asia/Bishkek',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "26.11.2026, 10:42" in Bishkek time. */
export const formatMailTime = (date: Date) => mailTime.format(date);

function codeMail(intro: string, code: string, ttlMinutes: number): string {
  return `${intro}: ${code}\n\nКод действует ${ttlMinutes} минут. Если вы не запрашивали код, просто проигнорируйте это письмо.\n\nKerben`;
}
