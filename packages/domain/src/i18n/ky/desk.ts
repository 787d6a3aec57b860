import type { DESK_MSG as RU_DESK_MSG, PICKUP_TEXT as RU_PICKUP_TEXT } from '../../desk';
import { formatMoney, formatUsdAndKgs } from '../../money';
import type { MessageTranslation } from '../translation';

export const DESK_MSG: MessageTranslation<typeof RU_DESK_MSG> = {
  // Finding a client
  lookupRequired: 'Кардардын кодун киргизиңиз же посылканын трек-номерин сканерлеңиз',
  clientNotFound: 'Мындай коду же трек-номери бар кардар табылган жок',
  // Payments
  invoicesOfOneClient: 'Ар башка кардарлардын эсептери өзүнчө төлөнөт',
  invoicePaid: (number: string) => `№ ${number} эсеп мурунтан эле төлөнгөн`,
  invoiceVoid: (number: string) => `№ ${number} эсеп жокко чыгарылган: ал төлөнбөйт`,
  amountInvalid: 'Сумма тыйын, цент же копейка менен терс эмес бүтүн сан болушу керек',
  amountTooSmall: (due: string) => `Төлөнө турган суммадан аз алынды: ${due}`,
  amountNotExact: (due: string) => `Карта же QR менен так төлөнө турган сумма төлөнөт: ${due}`,
  currencyInvalid: 'Валютаны тандаңыз: KGS, USD же RUB',
  methodInvalid: 'Төлөө ыкмасын тандаңыз: накталай, терминал, QR же баланстан',
  keyInvalid: 'Төлөм ачкычы 8ден 100гө чейин латын тамгаларынан, цифралардан, дефистерден жана астыңкы сызыктардан турат',
  keyReused: 'Бул төлөм ачкычы башка төлөм үчүн колдонулган',
  balanceTooLow: (credit: string) => `Кардардын балансында каражат жетишсиз: жеткиликтүү ${credit}`,
  refundTooLarge: (credit: string) => `Кардардын балансындагы калдыктан көп кайтарууга болбойт: ${credit}`,
  refundTooSmall: 'Кайтарылуучу сумма күндүн курсу боюнча бир центтен аз: аны баланстан чегерүүгө болбойт',
  refundReasonRequired: 'Акчаны кайтаруунун себебин көрсөтүңүз',
  userRequired: 'Кардарды көрсөтүңүз',
  invoicesOrParcels: 'Төлөнө турган эсептерди же посылкаларды көрсөтүңүз (экөөнүн бири)',
  nothingToPay: 'Бул посылкалар үчүн төлөй турган эч нерсе жок',
  // Handover
  parcelsRequired: 'Берүү үчүн посылкаларды тандаңыз',
  parcelsInvalid: 'Посылкалардын тизмеси туура эмес',
  parcelsMissing: (ids: readonly number[]) => `Посылкалар табылган жок: ${ids.join(', ')}`,
  parcelsOfOneClient: 'Ар башка кардарлардын посылкалары өзүнчө берилет',
  notAtPickup: (name: string) => `«${name}» посылкасы берүү пунктунда эмес`,
  codeInvalid: 'Берүү коду — 6 цифра',
  codeOrOverride: 'Кардардын берүү кодун киргизиңиз, ал эми коду жок болсо — берүүнүн себебин (администратор гана)',
  codeAndOverride: 'Же берүү кодун, же коддон башка берүүнүн себебин көрсөтүңүз',
  codeWrong: 'Берүү коду туура эмес',
  codeLocked: (minutes: number) =>
    `Берүү коду 5 жолу туура эмес киргизилгенден кийин бөгөттөлдү. ${minutes} мүнөттөн кийин кайталаңыз же кардарга жаңы код жөнөтүңүз`,
  codeNone: 'Кардардын жарактуу берүү коду жок: кодду кайра жөнөтүңүз',
  overrideAdminOnly: 'Посылканы коддон же төлөмдөн башка администратор гана бере алат',
  storageUnpaid: (amount: string) =>
    `Адегенде сактоо акысын төлөңүз: ${amount}. Төлөнбөсө, посылканы себебин көрсөтүп администратор гана берет`,
  unpaid: (numbers: readonly string[]) =>
    `Адегенде № ${numbers.join(', ')} ${numbers.length > 1 ? 'эсептерди' : 'эсепти'} төлөңүз: төлөнбөсө, посылканы себебин көрсөтүп администратор гана берет`,
  recipientRequired: 'Посылканы ким алып жатканын көрсөтүңүз',
  documentRequired: 'Алуучунун документин көрсөтүңүз (паспорт, ID-карта)',
  paymentNotFound: 'Төлөм табылган жок',
  // Resending the code
  codeSent: 'Жаңы берүү коду кардардын почтасына жөнөтүлдү жана жеке кабинетте көрсөтүлдү',
  noCodeToSend: 'Посылка берүү пунктунда эмес: ага берүү коду керек эмес',
  tooManyResends: (minutes: number) => `Берүү коду өтө көп жөнөтүлдү. ${minutes} мүнөттөн кийин кайталаңыз.`,
  // The day's cash report
  dateInvalid: 'Дата ЖЖЖЖ-АА-КК форматында',
  operatorInvalid: 'Оператор туура эмес',
  ownReportOnly: 'Оператор өз кассасын гана көрөт',
  reportSheet: (date: string) => `Касса ${date}`,
  reportColumns: [
    'Убакыт',
    'Кардар',
    'Эсептер',
    'Кассир',
    'Ыкма',
    'Валюта',
    'Алынды',
    'Берилди',
    'Кайтарым',
    'Курс',
    'Эсепке кошулду, USD',
  ],
  reportTotals: 'Төлөө ыкмалары боюнча жалпы',
  reportTotalUsd: 'Кардарлардын эсептерине кошулду, USD',
};

export const PICKUP_TEXT: MessageTranslation<typeof RU_PICKUP_TEXT> = {
  due: (parcel: { dueUsdCents: number; dueKgsMinor: number; invoiceNumber: string | null }) =>
    parcel.dueUsdCents > 0
      ? `Төлөнө турган сумма: ${formatUsdAndKgs(parcel.dueUsdCents, parcel.dueKgsMinor)}${parcel.invoiceNumber ? ` (№ ${parcel.invoiceNumber} эсеп)` : ''}. Берүү коду жеке кабинетте, «Төлөм» бетинде.`
      : 'Төлөй турган эч нерсе жок. Берүү коду жеке кабинетте, «Төлөм» бетинде.',
  code: (code: string) =>
    `Берүү коду: ${code}. Аны берүү пунктунда айтыңыз: коддон башка посылка берилбейт. Кодду посылканы алууга жиберген адамыңызга гана айтыңыз.`,
  codeMail: (code: string, parcels: ReadonlyArray<{ name: string; dueUsdCents: number }>, userAreaUrl: string) => ({
    subject: 'Kerben: посылкаңыз берүү пунктунда сизди күтүп жатат',
    text: [
      'Берүү пунктундагы посылкаларыңыз:',
      ...parcels.map(
        (p) =>
          `— «${p.name}»: ${p.dueUsdCents > 0 ? `төлөнө турган сумма ${formatMoney({ amount: p.dueUsdCents, currency: 'USD' })}` : 'төлөндү'}`,
      ),
      '',
      `Берүү коду: ${code}`,
      'Аны берүү пунктунда айтыңыз: коддон башка посылка берилбейт. Кодду посылканы алууга жиберген адамыңыздан башка эч кимге айтпаңыз.',
      '',
      `Эсептер жана код жеке кабинетте: ${userAreaUrl}/biling`,
      '',
      'Kerben',
    ].join('\n'),
  }),
};
