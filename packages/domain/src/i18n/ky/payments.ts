import type { PAYMENT_MSG as RU_PAYMENT_MSG } from '../../payments';
import type { MessageTranslation } from '../translation';

export const PAYMENT_MSG: MessageTranslation<typeof RU_PAYMENT_MSG> = {
  off: 'Онлайн төлөм азыр жеткиликсиз: эсепти берүү пунктунда төлөңүз',
  invoicesOrTopUp: 'Төлөнө турган эсептерди тандаңыз же толуктоо суммасын көрсөтүңүз (экөөнүн бири)',
  topUpInvalid: 'Толуктоо суммасы 1ден 10 000 долларга чейин (центтер менен, бүтүн сан)',
  cardInvalid: 'Карта туура эмес',
  cardNotFound: 'Карта табылган жок',
  cardNotPayable:
    'Бул карта менен төлөөгө болбойт: ал маалымат үчүн гана кошулган. Картаны төлөм системасы аркылуу сактаңыз («Карта кошуу»)',
  keyInvalid: 'Төлөм ачкычы 8ден 100гө чейин латын тамгаларынан, цифралардан, дефистерден жана астыңкы сызыктардан турат',
  keyReused: 'Бул төлөм ачкычы башка төлөм үчүн колдонулган',
  nothingToPay: 'Тандалган эсептер мурунтан эле төлөнгөн',
  providerUnavailable: 'Төлөм системасы жооп берген жок. Бир нече мүнөттөн кийин кайра аракет кылыңыз',
  providerRefused: (reason: string) => `Төлөм системасы баш тартты: ${reason}`,
  declined: 'Төлөмдү банк четке какты',
  notFound: 'Төлөм табылган жок',
  badSignature: 'Төлөм системасынын колтамгасы дал келбейт: билдирүү кабыл алынган жок',
  refundAmountInvalid: 'Кайтарылуучу сумма төлөмдүн валютасынын эң кичине бирдиктериндеги бүтүн оң сан болушу керек',
  refundReasonRequired: 'Акчаны кайтаруунун себебин көрсөтүңүз',
  refundNotOnline: 'Төлөм системасы аркылуу онлайн төлөм гана кайтарылат',
  refundNotPaid: 'Төлөм али аяктай элек: кайтара турган эч нерсе жок',
  refundTooLarge: (left: string) => `Төлөмдөн калгандан көп кайтарууга болбойт: ${left}`,
  refundNoCredit: (credit: string) =>
    `Жарым-жартылай кайтаруу кардардын балансындагы калдыктан алынат (жеткиликтүү: ${credit}): адегенде кардарга сумманы түзөтүү менен эсептеп бериңиз`,
  refundInProgress: 'Бул төлөм боюнча акчаны кайтаруу аткарылып жатат: анын бүтүшүн күтүңүз',
  refundVoidReason: (reason: string) => `картага кайтаруу: ${reason}`,
  description: (numbers: readonly string[]) =>
    numbers.length === 1 ? `Kerben: № ${numbers[0]} эсепти төлөө` : `Kerben: № ${numbers.join(', ')} эсептерди төлөө`,
  topUpDescription: 'Kerben: балансты толуктоо',
  accepted: 'Төлөм кабыл алынды',
  unknownOrder: 'Төлөм табылган жок',
  amountMismatch: 'Сумма же валюта эсептегиге дал келбейт',
  cardSaved: 'Карта сакталды',
};
