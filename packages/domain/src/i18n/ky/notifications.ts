import type { NOTIFICATION_MSG as RU_NOTIFICATION_MSG, PARCEL_EVENT_TEXT as RU_PARCEL_EVENT_TEXT } from '../../notifications';
import type { MessageTranslation } from '../translation';

interface ParcelFacts {
  name: string;
  trackNumber: string;
  status: string;
  warehouse: string;
}

export const NOTIFICATION_MSG: MessageTranslation<typeof RU_NOTIFICATION_MSG> = {
  titleRequired: 'Билдирүүнүн аталышын киргизиңиз',
  notFound: 'Билдирүү табылган жок',
};

const trackPart = (track: string) => (track ? ` (трек-номери ${track})` : '');

export const PARCEL_EVENT_TEXT: MessageTranslation<typeof RU_PARCEL_EVENT_TEXT> = {
  received: (parcel: ParcelFacts) => ({
    title: `«${parcel.name}» посылкасы кампада`,
    description: `«${parcel.name}» посылкаңыз${trackPart(parcel.trackNumber)} ${parcel.warehouse} кампасына келди. Абалы: «${parcel.status}».`,
  }),
  statusChanged: (parcel: ParcelFacts) => ({
    title: `«${parcel.name}» посылкасы: ${parcel.status}`,
    description: `«${parcel.name}» посылкасынын${trackPart(parcel.trackNumber)} жаңы абалы: «${parcel.status}».`,
  }),
};

/** The mail that goes with an event notification: its text and a link to the customer area. */
export function eventMail(notification: { title: string; description: string }, userAreaUrl: string) {
  return {
    subject: `Kerben: ${notification.title}`,
    text: `${notification.description}\n\nБардык посылкалар жана алардын тарыхы жеке кабинетте: ${userAreaUrl}\n\nKerben`,
  };
}
