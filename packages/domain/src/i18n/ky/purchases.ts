import type {
  PurchaseState,
  purchaseTotals,
  PURCHASE_EVENT_TEXT as RU_PURCHASE_EVENT_TEXT,
  PURCHASE_MSG as RU_PURCHASE_MSG,
  PURCHASE_NOTE as RU_PURCHASE_NOTE,
} from '../../purchases';
import type { MessageTranslation } from '../translation';
import { MSG } from './messages';

type Totals = ReturnType<typeof purchaseTotals>;
const money = (value: number) => `$${value.toFixed(2)}`;

export const PURCHASE_MSG: MessageTranslation<typeof RU_PURCHASE_MSG> = {
  required: MSG.required,
  nameMin: 'Кеминде 3 белги',
  countMin: 'Кеминде 1',
  emailInvalid: 'Электрондук почта туура эмес',
  telegramInvalid: 'Username туура эмес',
  phoneInvalid: 'Телефон номери туура эмес',
  submitFailed: 'Маалыматтарды жөнөтүүдө ката кетти',
  urlInvalid: 'Товардын шилтемесин киргизиңиз, мисалы https://www.amazon.com/…',
  notFound: 'Өтүнмө табылган жок',
  transitionRefused: (from: string, to: string) => `«${from}» абалындагы өтүнмөнү «${to}» абалына которууга болбойт`,
  priceRequired: 'Товардын баасын көрсөтүңүз',
  priceInvalid: 'Сумманы доллар менен киргизиңиз, мисалы 49.99',
  priceOnlyBeforePayment: 'Бааны өтүнмө төлөнгөнгө чейин гана өзгөртүүгө болот',
  orderNumberRequired: 'Дүкөндөгү буйрутманын номерин көрсөтүңүз',
  reasonRequired: 'Жокко чыгаруунун себебин көрсөтүңүз',
  parcelRequired: 'Товар келген посылканын трек-номерин көрсөтүңүз',
  parcelNotFound: 'Мындай трек-номери бар посылка табылган жок',
  parcelOfAnotherClient: 'Бул посылка башка кардарга таандык',
  stateInvalid: 'Абалды тизмеден тандаңыз',
  paymentOnlyWhenQuoted: 'Төлөмдү ырастаган документти өтүнмөгө баа коюлгандан кийин жүктөөгө болот',
  paymentRequired: 'Төлөмдү ырастаган сүрөттү тандаңыз',
  ownerMayOnlyPay: 'Сиз төлөмдү ырастаган документти гана жүктөй аласыз',
  deleteOnlyNew: 'Жооп бериле элек өтүнмөнү гана өчүрүүгө болот',
  filterInvalid: 'Чыпка туура эмес',
};

/** The operators' names of the states. */
export const PURCHASE_STATE_NAMES: Record<PurchaseState, string> = {
  new: 'Жаңы',
  quoted: 'Баа коюлду',
  paid: 'Төлөндү',
  purchased: 'Сатып алынды',
  received: 'Кампага келди',
  cancelled: 'Жокко чыгарылды',
};

export const PURCHASE_EVENT_TEXT: MessageTranslation<typeof RU_PURCHASE_EVENT_TEXT> = {
  quoted: (name: string, totals: Totals) => ({
    title: `«${name}» сатып алып берүүгө өтүнмө: баа коюлду`,
    description: `Товардын баасы ${money(totals.goods)}, биздин комиссия ${totals.feePercent}% ${money(totals.fee)}, жеткирүү (болжол менен) ${money(totals.delivery)}. Жалпы төлөнө турган сумма ${money(totals.total)}. Төлөп, төлөмдү ырастаган документти «Сатып алып берүүгө өтүнмөлөрүм» бөлүмүнө жүктөңүз.`,
  }),
  paid: (name: string) => ({
    title: `«${name}» сатып алып берүүгө өтүнмө: төлөм ырасталды`,
    description: `«${name}» үчүн төлөмдү алдык, жакында товарды сатып алабыз.`,
  }),
  purchased: (name: string, orderNumber: string) => ({
    title: `«${name}» сатып алып берүүгө өтүнмө: товар сатып алынды`,
    description: `«${name}» сатып алынды. Дүкөндөгү буйрутманын номери: ${orderNumber}.`,
  }),
  received: (name: string, track: string) => ({
    title: `«${name}» сатып алып берүүгө өтүнмө: товар кампада`,
    description: `«${name}» товары кампага келди (${track} посылкасы). Анын жолун «Посылкаларым» бөлүмүнөн көрө аласыз.`,
  }),
  cancelled: (name: string, reason: string) => ({
    title: `«${name}» сатып алып берүүгө өтүнмө жокко чыгарылды`,
    description: `Өтүнмө жокко чыгарылды. Себеби: ${reason}`,
  }),
  commented: (name: string, comment: string) => ({
    title: `«${name}» сатып алып берүүгө өтүнмө: Kerben'ден билдирүү`,
    description: comment,
  }),
};

/** The history notes (what else a change did). */
export const PURCHASE_NOTE: MessageTranslation<typeof RU_PURCHASE_NOTE> = {
  submitted: 'Өтүнмө жөнөтүлдү',
  quoted: (totals: Totals) =>
    `Баасы: товар ${money(totals.goods)} + комиссия ${money(totals.fee)} + жеткирүү ${money(totals.delivery)} = ${money(totals.total)}`,
  paymentUploaded: 'Төлөмдү ырастаган документ жүктөлдү',
  purchased: (orderNumber: string) => `Буйрутманын номери: ${orderNumber}`,
  received: (track: string) => `Посылка: ${track}`,
  cancelled: (reason: string) => `Себеби: ${reason}`,
  comment: (comment: string) => `Эскертүү: ${comment}`,
};

/** The mail that goes with a buy-out notification; a visitor without an account learns how to follow it. */
export function purchaseMail(text: { title: string; description: string }, requestsUrl: string, hasAccount: boolean) {
  const follow = hasAccount
    ? `Өтүнмөлөрүңүз жана алардын тарыхы жеке кабинетте: ${requestsUrl}`
    : `Сайтта ушул почта менен катталыңыз, ошондо өтүнмө жеке кабинетиңизде пайда болот: ${requestsUrl}`;
  return { subject: `Kerben: ${text.title}`, text: `${text.description}\n\n${follow}\n\nKerben` };
}
