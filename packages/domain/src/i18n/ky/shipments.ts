import type { SHIPMENT_MSG as RU_SHIPMENT_MSG, ShipmentStatus } from '../../shipments';
import type { MessageTranslation } from '../translation';
import { PARCEL_MSG } from './parcels';

export const SHIPMENT_STATUS_NAMES: Record<ShipmentStatus, string> = {
  open: 'Түзүлүүдө',
  sent: 'Жөнөтүлдү',
  arrived: 'Келди',
};

type NamedParcel = { id: number; name: string; track_number: string };
const parcelName = (parcel: NamedParcel) =>
  `№${parcel.id} «${parcel.name}» посылка${parcel.track_number ? ` (${parcel.track_number})` : ''}`;

export const SHIPMENT_MSG: MessageTranslation<typeof RU_SHIPMENT_MSG> = {
  numberRequired: 'Жөнөтүүнүн номерин киргизиңиз',
  numberTaken: 'Мындай номери бар жөнөтүү мурунтан эле бар',
  carrierRequired: 'Ташуучуну көрсөтүңүз',
  warehouseRequired: 'Жөнөтүү кампасын тандаңыз',
  warehouseNotFound: 'Кампа табылган жок',
  destinationRequired: 'Жеткирүү өлкөсүн тандаңыз',
  destinationInvalid: 'Жеткирүү өлкөсүн тизмеден тандаңыз',
  dateInvalid: 'Датаны АА.КК.ЖЖЖЖ (ай, күн, жыл) форматында киргизиңиз',
  statusInvalid: 'Абалды тизмеден тандаңыз',
  statusNotNext: (from: ShipmentStatus, to: ShipmentStatus) =>
    `«${SHIPMENT_STATUS_NAMES[from]}» абалындагы жөнөтүүнү «${SHIPMENT_STATUS_NAMES[to]}» абалына которууга болбойт`,
  nothingToChange: 'Эмнени өзгөртүү керектигин көрсөтүңүз',
  notFound: 'Жөнөтүү табылган жок',
  notOpen: 'Жөнөтүүнүн курамы ал түзүлүп жатканда гана өзгөрөт',
  empty: 'Жөнөтүүдө посылка жок: жөнөтө турган эч нерсе жок',
  parcelsRequired: 'Посылкаларды көрсөтүңүз: алардын номерлерин же трек-номерлерин',
  tracksInvalid: 'Трек-номерлердин тизмеси туура эмес',
  trackNotFound: (track: string) => `${track} трек-номери бар посылка табылган жок`,
  idsMissing: PARCEL_MSG.idsMissing,
  parcelOtherWarehouse: (parcel: NamedParcel, parcelWarehouse: string, shipmentWarehouse: string) =>
    `${parcelName(parcel)} «${parcelWarehouse}» кампасында, ал эми жөнөтүү «${shipmentWarehouse}» кампасынан`,
  parcelOtherDestination: (parcel: NamedParcel, parcelDestination: string | null, shipmentDestination: string) =>
    parcelDestination
      ? `${parcelName(parcel)} «${parcelDestination}» өлкөсүнө барат, ал эми жөнөтүү «${shipmentDestination}» өлкөсүнө`
      : `${parcelName(parcel)}: жеткирүү өлкөсү көрсөтүлгөн эмес, ал эми жөнөтүү «${shipmentDestination}» өлкөсүнө`,
  parcelNoItems: (parcel: NamedParcel) =>
    `${parcelName(parcel)}: ичиндеги нерселердин тизмеси жок, ансыз посылканы жөнөтүүгө болбойт`,
  parcelNotReady: (parcel: NamedParcel, status: string) =>
    `${parcelName(parcel)} «${status}» абалында: жөнөтүүгө даяр посылкалар гана жөнөтүүгө кошулат`,
  parcelInOtherShipment: (parcel: NamedParcel, shipmentNumber: string) =>
    `${parcelName(parcel)} ${shipmentNumber} жөнөтүүсүнө кирген`,
  parcelTakenMeanwhile: 'Посылкалардын бири жаңы эле башка жөнөтүүгө кошулду. Бетти жаңылап, кайра аракет кылыңыз',
  parcelNotInShipment: 'Бул посылка жөнөтүүдө жок',
  manifestColumns: [
    '№',
    'Трек-номер',
    'Кардардын коду',
    'Алуучу',
    'Жеткирүү өлкөсү',
    'Ичиндегиси',
    'Саны, даана',
    'Жарыяланган нарк, USD',
    'Салмак, кг',
    'Бажы алымы',
    'Бажы алымынын суммасы, EUR',
  ],
  manifestTotal: 'Жалпы',
  manifestDutyDue: 'Ооба',
  manifestDutyFree: 'Жок',
};
