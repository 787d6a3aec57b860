import { type AdminExpectedParcel, type ExpectedParcel, NO_DUTY, type ScanCandidate } from '@kerben/domain';

// Announcements as the API answers them, for the pages' tests: the customer's shape and the operators'.

/** An announcement of `client` from Chicago to Kyrgyzstan, by Fedex, on its way: as the customer's list answers it. */
export const announcementOf = (
  client: ScanCandidate & { userId: number },
  changes: Partial<ExpectedParcel> = {},
): ExpectedParcel => ({
  id: client.id,
  tracking_number: '1Z999AA10123456784',
  courier_service: 1,
  courier_service_detail: { id: 1, name: 'Fedex' },
  warehouse: 14,
  warehouse_detail: { id: 14, name: 'Чикаго' },
  country_of_origin: 3,
  country_of_origin_detail: { id: 3, name: 'США (Чикаго)' },
  country_of_destination: 8,
  country_of_destination_detail: { id: 8, name: 'Кыргызстан' },
  address: null,
  address_detail: null,
  comments: '',
  user: client.userId,
  user_detail: { id: client.userId, unique_id: client.unique_id, first_name: client.first_name, last_name: client.last_name },
  received: false,
  parcel: null,
  created_at: '2026-11-20T10:00:00Z',
  items: [],
  declared_value_usd: 0,
  duty: NO_DUTY,
  ...changes,
});

/** The same as the operators' list answers it: the client's profile in `user`, nothing deleted, no conflict. */
export function adminAnnouncementOf(
  client: ScanCandidate & { userId: number },
  changes: Partial<AdminExpectedParcel> = {},
): AdminExpectedParcel {
  const announced = announcementOf(client);
  return {
    ...announced,
    user: {
      ...announced.user_detail,
      email: `${client.unique_id.toLowerCase()}@example.kg`,
      avatar: null,
      phone_number: '+996555123456',
      front_image: null,
      back_image: null,
      created_at: '2026-11-01T10:00:00Z',
      user_address: '',
    },
    conflict: false,
    withdrawn: false,
    returned_at: null,
    history: [{ event: 'announced', at: announced.created_at }],
    ...changes,
  };
}
