import type { trackingTexts } from '../ru/tracking';
import type { Translation } from '../translation';

const texts: Translation<typeof trackingTexts> = {
  tracking: {
    label: 'Tracking number',
    placeholder: 'The number from the shop’s email',
    submit: 'Track',
    required: 'Enter a tracking number',
    notFound: 'Tracking number not found',
    notFoundHint:
      'Check the number: upper or lower case, spaces and hyphens don’t matter. Your parcel will show up here once our warehouse receives it.',
    failed: 'Could not check the tracking number',
    trackNumber: 'Tracking number',
    warehouse: 'Warehouse',
    route: 'Route',
    dateSent: 'Date sent',
    dateArrived: 'Date arrived',
    history: 'Status history',
    historyEmpty: 'No status history yet',
    declared_one: 'Contents list: {{count}} item worth {{value}}',
    declared_other: 'Contents list: {{count}} items worth {{value}}',
    declaredEmpty: 'Contents list cleared',
  },
};
export default texts;
