import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export function CatalogPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('publicPages.catalogTitle')} text={t('publicPages.catalogText')} />;
}
