import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';

// A chunk that fails to load usually means a new release replaced the old files.
function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** The app's last resort: a render error or a page chunk that could not be loaded. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = isChunkError(error) ? t('errors.chunk') : error instanceof Error ? error.message : t('errors.generic');
  return <ErrorState fullScreen message={message} onRetry={() => window.location.reload()} />;
}
