import { MAX_PAGE_SIZE, type Role } from '@kerben/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, toFormData } from './client';
import { clientKeys } from './clients';
import { useInvalidatingMutation } from './mutation';
import { FILE_LINK_RENEWAL_MS, profileKeys } from './profile';

// The admin's users page: the list with search, 'Добавить пользователя', editing, delete, roles.

export const USERS_PAGE_SIZE = 7;

export interface UserFilters {
  search?: string;
  page?: number;
}

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserFilters) => [...userKeys.lists(), { search: filters.search ?? '', page: filters.page ?? 1 }] as const,
  profile: (id: number) => [...userKeys.all, 'profile', id] as const,
  staff: () => [...userKeys.all, 'staff'] as const,
};

/** One page of users (7), newest first; the previous page stays on screen while the next loads. */
export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get('/api/add_user_for_admin/list/', {
        signal,
        query: { search: filters.search || undefined, page: filters.page ?? 1, page_size: USERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The operators and admins, newest first (one page of 100: a company has a handful): whose actions the audit log shows. */
export function useStaffAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: userKeys.staff(),
    queryFn: ({ signal }) =>
      api.get('/api/add_user_for_admin/list/', { signal, query: { role: 'staff', page_size: MAX_PAGE_SIZE } }),
    staleTime: 5 * 60_000,
  });
}

/** A user's profile with passport images as signed links, renewed before they expire. */
export function useUserProfile(id: number | null) {
  return useQuery({
    queryKey: userKeys.profile(id ?? 0),
    queryFn: ({ signal }) => api.get('/api/users/profile/{id}/', { path: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    refetchInterval: FILE_LINK_RENEWAL_MS,
  });
}

/** The 'Добавить пользователя' form. */
export interface NewUserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  password2: string;
  /** customer (by default), operator or admin. */
  role: Role;
  front_image: File | null;
  back_image: File | null;
}

/** The admin's edit of a user: text fields and both passport images. */
export interface UserEditValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  address: string;
  front_image: File | null;
  back_image: File | null;
  /** The admin removed the saved image (and chose no new one). */
  removeFrontImage: boolean;
  removeBackImage: boolean;
}

/** What a change of users touches: the lists, the client lookup, a profile (the admin's own role). */
const changed = () => [userKeys.all, clientKeys.all, profileKeys.all];

export function useAddUser() {
  return useInvalidatingMutation(
    (values: NewUserValues) => api.post('/api/add_user_for_admin/add/', { body: toFormData({ ...values }) }),
    changed,
  );
}

/** One multipart body: a new image as a file, a removed one as remove_<image>=true. */
export function userEditFormData({ front_image, back_image, removeFrontImage, removeBackImage, ...fields }: UserEditValues) {
  return toFormData(
    {
      ...fields,
      // A lone '+' is the phone field left empty: not sent, the saved phone stays.
      phone_number: fields.phone_number.replace(/^\+$/, ''),
      front_image: front_image ?? (removeFrontImage ? null : undefined),
      back_image: back_image ?? (removeBackImage ? null : undefined),
    },
    ['front_image', 'back_image', 'address'],
  );
}

export function useUpdateUser() {
  return useInvalidatingMutation(
    ({ id, values }: { id: number; values: UserEditValues }) =>
      api.patch('/api/add_user_for_admin/update/{id}/', { path: { id }, body: userEditFormData(values) }),
    changed,
  );
}

export function useDeleteUsers() {
  return useInvalidatingMutation((ids: readonly number[]) => api.put('/api/users/delete/', { body: { ids } }), changed);
}

export function useSetRole() {
  return useInvalidatingMutation(
    (input: { ids: readonly number[]; role: Role }) => api.put('/api/users/update/', { body: input }),
    changed,
  );
}

/** An admin mails a password-reset code to the account's email. */
export function useSendResetCode() {
  return useInvalidatingMutation(
    (id: number) => api.post('/api/add_user_for_admin/{id}/send_reset/', { path: { id } }),
    () => [],
  );
}

/** An admin corrects an account's email: a code to the new address first, then that code. */
export function useRequestEmailChange() {
  return useInvalidatingMutation(
    ({ id, email }: { id: number; email: string }) =>
      api.post('/api/add_user_for_admin/{id}/change_email/', { path: { id }, body: { email } }),
    () => [],
  );
}

export function useConfirmEmailChange() {
  return useInvalidatingMutation(
    ({ id, code }: { id: number; code: string }) =>
      api.post('/api/add_user_for_admin/{id}/confirm_email/', { path: { id }, body: { code } }),
    changed,
  );
}
