import type { NOTIFICATION_MSG as RU_NOTIFICATION_MSG, PARCEL_EVENT_TEXT as RU_PARCEL_EVENT_TEXT } from '../../notifications';
import type { MessageTranslation } from '../translation';

interface ParcelFacts {
  name: string;
  trackNumber: string;
  status: string;
  warehouse: string;
}

export const NOTIFICATION_MSG: MessageTranslation<typeof RU_NOTIFICATION_MSG> = {
  titleRequired: 'Enter the notification title',
  notFound: 'Notification not found',
};

const trackPart = (track: string) => (track ? ` (tracking number ${track})` : '');

export const PARCEL_EVENT_TEXT: MessageTranslation<typeof RU_PARCEL_EVENT_TEXT> = {
  received: (parcel: ParcelFacts) => ({
    title: `Parcel “${parcel.name}” is at the warehouse`,
    description: `Your parcel “${parcel.name}”${trackPart(parcel.trackNumber)} has been received at the ${parcel.warehouse} warehouse. Status: “${parcel.status}”.`,
  }),
  statusChanged: (parcel: ParcelFacts) => ({
    title: `Parcel “${parcel.name}”: ${parcel.status}`,
    description: `New status of the parcel “${parcel.name}”${trackPart(parcel.trackNumber)}: “${parcel.status}”.`,
  }),
};

/** The mail that goes with an event notification: its text and a link to the customer area. */
export function eventMail(notification: { title: string; description: string }, userAreaUrl: string) {
  return {
    subject: `Kerben: ${notification.title}`,
    text: `${notification.description}\n\nAll your parcels and their history are in your account: ${userAreaUrl}\n\nKerben`,
  };
}
