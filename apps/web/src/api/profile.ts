import type { Language, OwnEmailChangeInput } from '@kerben/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toFormData } from './client';
import { useSession } from './session';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

// Private files (passport images, parcel photos and receipts) are answered as signed links that
// expire after 10 minutes.
export const FILE_LINK_RENEWAL_MS = 8 * 60 * 1000;

/**
 * The signed-in account (GET /api/users/profile/); idle without a session. A page that shows the
 * passport images asks for `renewFileLinks`: the profile is fetched again before the links expire.
 */
/** The signed-in person's profile: for useQuery, or a prefetch before the area's code has loaded. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => api.get('/api/users/profile/', { signal }),
  });

export function useProfile({ renewFileLinks = false }: { renewFileLinks?: boolean } = {}) {
  const { hasToken } = useSession();
  return useQuery({
    ...profileQuery(),
    enabled: hasToken,
    refetchInterval: renewFileLinks ? FILE_LINK_RENEWAL_MS : false,
  });
}

/** The profile form ('Личные данные'): the text fields and both passport images. */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  /** A newly chosen image; null keeps the saved one (or none). */
  front_image: File | null;
  back_image: File | null;
  /** The customer removed the saved image (and chose no new one). */
  removeFrontImage: boolean;
  removeBackImage: boolean;
}

/**
 * The whole form as ONE multipart body, so fields and images are saved together or not at all:
 * a new image as a file, a removed one as remove_<image>=true, an untouched one not at all. An
 * empty phone is not sent (an account that has none keeps having none).
 */
export function profileFormData({ front_image, back_image, removeFrontImage, removeBackImage, ...fields }: ProfileValues) {
  return toFormData(
    {
      ...fields,
      front_image: front_image ?? (removeFrontImage ? null : undefined),
      back_image: back_image ?? (removeBackImage ? null : undefined),
    },
    ['front_image', 'back_image'],
  );
}

/** PATCH /api/users/profile/ with the profile form; `onUploadProgress` follows the images' upload. */
export function useUpdateProfile({ onUploadProgress }: { onUploadProgress?: (percent: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) =>
      api.patch('/api/users/profile/', {
        body: profileFormData(values),
        onUploadProgress: values.front_image || values.back_image ? onUploadProgress : undefined,
      }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** An operator or admin asks to move their own sign-in email: the current password, a code to the new address. */
export function useRequestOwnEmailChange() {
  return useMutation({
    mutationFn: (input: OwnEmailChangeInput) => api.post('/api/users/change_email/', { body: input }),
  });
}

/** The code the new address received: the account moves there (the old address is told by mail). */
export function useConfirmOwnEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/users/confirm_email/', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/**
 * PATCH /api/users/profile/ with the account's language: the server speaks it to this person from
 * then on. A plain function, not a hook: the public header's switcher imports it only when a
 * signed-in person switches, so the site's first load carries none of the API's code.
 */
export async function saveAccountLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  const profile = await api.patch('/api/users/profile/', { body: { language } });
  queryClient.setQueryData(profileKeys.me(), profile);
}
