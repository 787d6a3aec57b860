import { QueryClient } from '@tanstack/react-query';
import { currentLanguage, i18n } from '../i18n';
import { ApiError } from '../lib/api-error';

/** Retrying a refused request (4xx) never helps; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Answers name things in the language they were asked in (countries, statuses, messages): when the
 * reader switches, what shows is asked again in the new one, and the rest once it is used again.
 */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  let askedIn = currentLanguage();
  const changed = (language: string) => {
    if (language === askedIn) return;
    askedIn = currentLanguage();
    void client.invalidateQueries();
  };
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}

refetchOnLanguageChange(queryClient);
