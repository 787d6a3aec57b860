import { MAX_DECLARED_ITEMS } from '../../declarations';
import { formatMoney } from '../../money';
import {
  MAX_CONSOLIDATED_PARCELS,
  MAX_SERVICE_PHOTOS,
  type CONSOLIDATION_MSG as RU_CONSOLIDATION_MSG,
  type SERVICE_MSG as RU_SERVICE_MSG,
  type SERVICE_NOTICE as RU_SERVICE_NOTICE,
  type ServiceStatus,
  type TaskKind,
} from '../../warehouse-services';
import type { MessageTranslation } from '../translation';

export const TASK_KIND_NAMES: Record<TaskKind, string> = {
  photo: 'Ичиндегисинин сүрөтү',
  quality_check: 'Сапатын текшерүү',
  repack: 'Кайра таңгактоо',
  return: 'Жөнөтүүчүгө кайтаруу',
  insurance: 'Камсыздандыруу',
  consolidation: 'Посылкаларды бириктирүү',
};

export const SERVICE_STATUS_NAMES: Record<ServiceStatus, string> = {
  ordered: 'Кампаны күтүүдө',
  in_work: 'Аткарылууда',
  done: 'Аткарылды',
  declined: 'Четке кагылды',
  cancelled: 'Жокко чыгарылды',
};

/** A status as the customer reads it: insurance waits for the shipment, not for the warehouse. */
export const serviceStatusName = (kind: TaskKind, status: ServiceStatus) =>
  kind === 'insurance' && status === 'ordered'
    ? 'Таризделди: төлөм жөнөтүүдө'
    : kind === 'insurance' && status === 'done'
      ? 'Күчүндө'
      : SERVICE_STATUS_NAMES[status];

type NamedParcel = { id: number; name: string; track_number: string };
const parcelName = (parcel: NamedParcel) =>
  `№${parcel.id} «${parcel.name}» посылка${parcel.track_number ? ` (${parcel.track_number})` : ''}`;
const taskList = (kinds: readonly TaskKind[]) => kinds.map((kind) => `«${TASK_KIND_NAMES[kind]}»`).join(', ');

export const SERVICE_MSG: MessageTranslation<typeof RU_SERVICE_MSG> = {
  serviceInvalid: 'Кызматты тизмеден тандаңыз',
  optionsInvalid: 'Кызматтын параметрлери туура эмес',
  flagInvalid: 'Ооба же жок деген маани күтүлөт',
  labelRequired: 'Дүкөндүн кайтаруу этикеткасын тиркеңиз (сүрөт же скриншот)',
  labelOnlyForReturn: 'Этикетка жөнөтүүчүгө кайтаруу үчүн гана керек',
  notFound: 'Буйрутма табылган жок',
  parcelNotWaiting: (status: string) =>
    `Кызматтар кампадагы посылкаларга гана буйрутмаланат («Кампада» абалы); бул посылканын абалы «${status}»`,
  parcelInShipment: (shipment: string) => `Посылка ${shipment} жөнөтүүсүнө кирген: ага мындан ары кызмат буйрутмаланбайт`,
  parcelInConsolidation: 'Посылка бириктирүүнү күтүп жатат: кампа кутуну чогулткандан кийин кызматты кутуга буйрутмалаңыз',
  alreadyOrdered: (kind: TaskKind) => `«${TASK_KIND_NAMES[kind]}» бул посылкага буйрутмаланып коюлган`,
  notOffered: (kind: TaskKind) => `«${TASK_KIND_NAMES[kind]}» бул өлкөдөн келген посылкаларга көрсөтүлбөйт`,
  insuranceNoValue:
    'Посылканы камсыздандыруу үчүн ичиндеги нерселердин тизмесин баалары менен көрсөтүңүз: камсыздандыруу жарыяланган нарктан эсептелет',
  statusInvalid: 'Тандаңыз: ишке алуу, аткарылды же четке кагуу',
  reasonRequired: 'Баш тартуунун себебин көрсөтүңүз: аны кардар көрөт',
  noteTooLong: '1000 белгиден ашпашы керек',
  closed: (status: ServiceStatus) => `Буйрутма жабылган: «${SERVICE_STATUS_NAMES[status]}»`,
  alreadyInWork: (name: string) => `Тапшырманы кызматкер ${name} аткарып жатат`,
  takenByOther: (name: string) => `Тапшырманы кызматкер ${name} аткарып жатат: аны ошол кызматкер же администратор аяктайт`,
  notTaken: 'Адегенде тапшырманы ишке алыңыз',
  photosRequired: 'Ичиндегисинин сүрөтүн тиркеңиз',
  tooManyPhotos: `Эң көп ${MAX_SERVICE_PHOTOS} сүрөт`,
  photosOnlyWhenDone: 'Сүрөттөр тапшырма аткарылганда тиркелет',
  insuranceNotATask: 'Камсыздандыруу кампанын ишин талап кылбайт: ал посылка жөнөтүлгөндө төлөнөт',
  consolidationCompletes: 'Бириктирүү кутуну таразага тартуу менен аяктайт: «Бириктирүүнү аяктоо»',
  cancelTooLate: 'Кампа буйрутманы ишке алып койгон: аны жокко чыгарууга болбойт',
  parcelLeft: (status: string) => `Посылка кампада жок («${status}» абалында): тапшырманы четке гана кагууга болот`,
  filterInvalid: 'Чыпка туура эмес',
  heldFromShipment: (parcel: NamedParcel, tasks: readonly TaskKind[]) =>
    `${parcelName(parcel)}: кампа ${taskList(tasks)} тапшырмасын али аткара элек; тапшырмаларды аткарып же четке кагып, андан кийин жөнөтүүгө кошуңуз`,
};

export const CONSOLIDATION_MSG: MessageTranslation<typeof RU_CONSOLIDATION_MSG> = {
  parcelsRequired: 'Жок дегенде эки посылка тандаңыз',
  tooMany: `Бир кутуга эң көп ${MAX_CONSOLIDATED_PARCELS} посылка`,
  parcelsInvalid: 'Посылкалардын тизмеси туура эмес',
  parcelRepeated: 'Посылка эки жолу көрсөтүлгөн',
  parcelNotFound: (id: number) => `№${id} посылка табылган жок`,
  otherOwners: 'Бир кардардын посылкаларын гана бириктирүүгө болот',
  otherWarehouses: 'Посылкалар ар башка кампаларда: бир кампанын посылкалары гана бириктирилет',
  otherDestinations: 'Посылкалар ар башка өлкөлөргө барат: жеткирүү өлкөсү бирдей посылкалар гана бириктирилет',
  otherAddresses: 'Посылкалардын жеткирүү даректери ар башка: бир дарекке бара турган посылкалар гана бириктирилет',
  notWaiting: (parcel: NamedParcel, status: string) =>
    `${parcelName(parcel)} «${status}» абалында: кампада күтүп жаткан посылкалар гана бириктирилет`,
  inShipment: (parcel: NamedParcel, shipment: string) => `${parcelName(parcel)} ${shipment} жөнөтүүсүнө кирген`,
  openOrders: (parcel: NamedParcel, kinds: readonly TaskKind[]) =>
    `${parcelName(parcel)}: аягына чыга элек буйрутмалар бар (${taskList(kinds)}); алардын аткарылышын күтүңүз же аларды жокко чыгарыңыз`,
  invoiced: (parcel: NamedParcel) => `${parcelName(parcel)}: ага эсеп чыгарылган, аны бириктирүүгө болбойт`,
  tooManyItems: `Кутунун тизмесинде ${MAX_DECLARED_ITEMS} позициядан ашык болуп калмак: азыраак посылка бириктириңиз`,
  notConsolidation: 'Бул посылкаларды бириктирүү эмес',
  trackRequired: 'Трек-номерди сканерлеңиз же киргизиңиз',
  trackTooLong: 'Трек-номер 100 белгиден ашпашы керек',
  notInConsolidation: (track: string) => `${track} посылкасы бул бириктирүүдө жок`,
  notScanned: (tracks: readonly string[]) => `Сканерленбеген посылкалар: ${tracks.join(', ')}`,
  weightInvalid: 'Кутунун салмагы: килограмм менен оң сан',
  sizeInvalid: 'Кутунун өлчөмү: сантиметр менен оң сан',
  cancelTooLate: 'Кампа бириктирүүнү баштап койгон: аны жокко чыгарууга болбойт',
  boxName: (count: number) => `${count} посылкадан турган куту`,
};

export const SERVICE_NOTICE: MessageTranslation<typeof RU_SERVICE_NOTICE> = {
  done: (kind: TaskKind, parcel: string, note: string) => ({
    title: `${TASK_KIND_NAMES[kind]}: аткарылды`,
    description: `Кампа «${parcel}» посылкасы үчүн «${TASK_KIND_NAMES[kind]}» кызматын аткарды.${note ? ` Кампанын эскертүүсү: ${note}` : ''} Жыйынтыгы посылканын бетинде.`,
  }),
  combined: (box: { name: string; trackNumber: string }, count: number) => ({
    title: 'Посылкалар бириктирилди',
    description: `Кампа ${count} посылканы «${box.name}» кутусуна бириктирди (трек-номери ${box.trackNumber}). Жеткирүү кутунун салмагы боюнча эсептелет; баштапкы посылкалар «Бириктирилди» абалын алды.`,
  }),
  declined: (kind: TaskKind, parcel: string, reason: string) => ({
    title: `${TASK_KIND_NAMES[kind]}: четке кагылды`,
    description: `Кампа «${parcel}» посылкасы үчүн «${TASK_KIND_NAMES[kind]}» кызматын аткара алган жок. Себеби: ${reason}. Бул үчүн акы алынбайт.`,
  }),
};

/** The text of a service's ledger entry: what was done, or the value insured. */
export function serviceEntryText(details: Record<string, unknown>): string | undefined {
  const kind = details.service;
  if (typeof kind !== 'string' || !(kind in TASK_KIND_NAMES)) return undefined;
  const value = details.declared_value_cents;
  if (kind === 'insurance' && typeof value === 'number') {
    return `жарыяланган нарк ${formatMoney({ amount: value, currency: 'USD' })}`;
  }
  return TASK_KIND_NAMES[kind as TaskKind];
}
