import type { Profile } from '@kerben/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useSession } from './session';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

/** The signed-in account (GET /api/users/profile/); idle without a session. */
export function useProfile() {
  const { hasToken } = useSession();
  return useQuery({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => api.get<Profile>('/api/users/profile/', { signal }),
    enabled: hasToken,
  });
}

/** PATCH /api/users/profile/ with JSON or FormData (passport images). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Record<string, unknown> | FormData) => api.patch<Profile>('/api/users/profile/', changes),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
