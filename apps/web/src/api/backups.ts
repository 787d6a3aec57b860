import { useQuery } from '@tanstack/react-query';
import { api } from './client';

// The admin dashboard's backup card: read-only, a minute-old answer is fine (backups are hours apart).

export const backupKeys = { status: ['backups', 'status'] as const };

export function useBackupStatus() {
  return useQuery({
    queryKey: backupKeys.status,
    queryFn: ({ signal }) => api.get('/api/backups/status/', { signal }),
    staleTime: 60_000,
  });
}
