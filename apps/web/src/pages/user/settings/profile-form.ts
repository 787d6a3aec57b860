import { formatPhoneInput, type Profile, profileUpdateSchema } from '@kerben/domain';
import { schemaResolver } from '@mantine/form';
import type { ProfileValues } from '../../../api/profile';

/** The profile form as it starts: the saved fields (the phone as people write it), no new images. */
export function profileValues(profile: Profile): ProfileValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone_number: profile.phone_number ? formatPhoneInput(profile.phone_number, { forcePlus: false }) : '',
    front_image: null,
    back_image: null,
    removeFrontImage: false,
    removeBackImage: false,
  };
}

const checkProfile = schemaResolver(profileUpdateSchema, { sync: true });

/**
 * The messages of the server's schema for the text fields. An account without a phone may stay
 * without one (an empty phone is not sent); a saved phone cannot be emptied.
 */
export function validateProfile(values: ProfileValues, profile: Profile) {
  const phone = values.phone_number.trim() || (profile.phone_number ? '' : undefined);
  return checkProfile({ first_name: values.first_name, last_name: values.last_name, phone_number: phone });
}
