import type { PARCEL_MSG as RU_PARCEL_MSG } from '../../parcels';
import type { MessageTranslation } from '../translation';
import { MSG } from './messages';

export const PARCEL_MSG: MessageTranslation<typeof RU_PARCEL_MSG> = {
  nameRequired: 'Посылканын аталышын жазыңыз',
  clientRequired: 'Кардардын кодун көрсөтүңүз',
  clientNotFound: 'Мындай коду бар кардар табылган жок',
  addressInvalid: 'Даректи тизмеден тандаңыз',
  addressNotClients: 'Бул дарек тандалган кардарга таандык эмес',
  warehouseRequired: 'Кампаны тандаңыз',
  warehouseNotFound: 'Кампа табылган жок',
  statusInvalid: 'Абалды тизмеден тандаңыз',
  statusNotFound: 'Мындай абал жок',
  statusFlowOnly: (status: string) =>
    `«${status}» абалын посылканы оңдоо менен эмес, кампанын өзү коёт: посылкаларды бириктиргенде же аларды дүкөнгө кайтарганда`,
  statusFinal: (status: string) => `Посылканын абалы «${status}»: бул абал мындан ары өзгөрбөйт`,
  courierInvalid: 'Курьердик кызматты тизмеден тандаңыз',
  countryInvalid: 'Өлкөнү тизмеден тандаңыз',
  weightInvalid: 'Салмак оң сан болушу керек',
  sizeInvalid: 'Өлчөм оң сан болушу керек',
  priceInvalid: 'Баа оң сан болушу керек',
  dateInvalid: 'Датаны АА.КК.ЖЖЖЖ (ай, күн, жыл) форматында киргизиңиз',
  flagInvalid: 'Ооба же жок деген маани күтүлөт',
  trackTooLong: 'Трек-номер 100 белгиден ашпашы керек',
  trackTaken: (parcel: { id: number; name: string }) => `Бул трек-номер №${parcel.id} «${parcel.name}» посылкасында бар`,
  trackTakenByAnother: 'Бул трек-номер башка посылкада бар',
  notFound: 'Посылка табылган жок',
  trackNotFound: 'Товардын трек-номери табылган жок',
  idsRequired: 'Посылкаларды тандаңыз',
  idsInvalid: 'Посылкалардын тизмеси туура эмес',
  idsMissing: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Посылка табылган жок' : 'Посылкалар табылган жок'}: ${ids.join(', ')}. Эч нерсе өзгөртүлгөн жок.`,
  nothingToChange: 'Эмнени өзгөртүү керектигин көрсөтүңүз: абалын, даталарын же төлөмдү',
  deleteHeld: (id: number, holders: readonly string[]) =>
    `${MSG.deleteRefused(holders, `№${id} посылканы`)} Эч нерсе өчүрүлгөн жок.`,
  filterInvalid: 'Чыпка туура эмес',
};
