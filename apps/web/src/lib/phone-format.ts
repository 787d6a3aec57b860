import { formatPhoneInput } from '@kerben/domain';

// Its own module, so a page that only shows a phone can load the formatter (and the phone
// metadata of libphonenumber-js, ~30 kB) after it has painted: see components/PhoneText.tsx.

/** A stored phone number (E.164) as people read it: +996 555 123 456. */
export const formatPhone = (phone: string) => formatPhoneInput(phone);
